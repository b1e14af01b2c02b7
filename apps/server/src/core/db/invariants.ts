import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';
import { rows } from './rows.js';

/**
 * Collects invariant violations (the ledger checkers of issue #13): `check(what, query)` runs a query
 * that returns the offending rows and records each (at most 20 per check) as `what: {row}`; `out` is
 * empty when everything holds.
 */
export function violations(db: Executor): { out: string[]; check(what: string, query: SQL): Promise<void> } {
  const out: string[] = [];
  return {
    out,
    async check(what, query) {
      for (const r of rows(await db.execute(query)).slice(0, 20)) out.push(`${what}: ${JSON.stringify(r)}`);
    },
  };
}
