import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Generated suites (bad input, export = list, …) record what they covered so CI can print it in its
 * summary: one JSON file per suite and database in `.tmp/suite-counts/` (`.ci/run` prints them all).
 * `counts` is free-form numbers, e.g. `{ operations: 120, inputs: 6400, status5xx: 0 }`.
 */
export function recordSuiteCount(suite: string, counts: Record<string, number>): void {
  const root = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));
  const dir = join(root, '.tmp', 'suite-counts');
  mkdirSync(dir, { recursive: true });
  const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  writeFileSync(join(dir, `${suite}-${db}.json`), JSON.stringify({ suite, db, ...counts }));
}
