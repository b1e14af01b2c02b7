import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { historyActionTexts } from '@partdesk/shared/i18n/history-actions';
import { describe, expect, it } from 'vitest';

/** Every `.ts` source file under apps/server/src (tests excluded). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('document history actions', () => {
  it('every action the server writes to a history has a zh-CN and en-US label', () => {
    const root = join(import.meta.dirname, '..', '..');
    const written = new Set<string>();
    for (const file of sources(root)) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const m = /\baction: ([^,\n]*)/.exec(line);
        if (!m) continue;
        for (const lit of m[1]!.matchAll(/'([a-zA-Z]+)'/g)) written.add(lit[1]!);
      }
    }
    expect(written.size).toBeGreaterThan(20);
    const texts = historyActionTexts as Record<string, { zh: string; en: string }>;
    const missing = [...written].filter((a) => !texts[a]?.zh || !texts[a]?.en);
    expect(missing).toEqual([]);
  });
});
