import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every Playwright spec takes `test` and `expect` from `e2e/support/test.ts`, whose guard closes the
 * browser contexts a test opened (a leaked signed-in page keeps loading the server through every later
 * spec). A spec importing them from '@playwright/test' directly would bypass it.
 */
const dir = join(import.meta.dirname, '..', 'e2e');
const specs = readdirSync(dir).filter((f) => f.endsWith('.spec.ts'));

describe('e2e specs use the support test', () => {
  it('finds the specs', () => expect(specs.length).toBeGreaterThan(0));
  it.each(specs)('%s imports test and expect from ./support/test', (file) => {
    const src = readFileSync(join(dir, file), 'utf8');
    const direct = /import\s*\{([^}]*)\}\s*from\s*'@playwright\/test'/g;
    for (const m of src.matchAll(direct)) {
      const names = m[1]!
        .split(',')
        .map((n) => n.trim())
        .filter((n) => n && !n.startsWith('type '));
      expect(names, `${file} imports ${names.join(', ')} from @playwright/test`).toEqual([]);
    }
    expect(src).toMatch(/from '\.\/support\/test'/);
  });
});
