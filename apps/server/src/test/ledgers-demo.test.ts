import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../core/db/index.js';
import { createTestApp, type TestApp } from './harness.js';
import { checkLedgers } from './ledgers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('checkLedgers over the demo data (issue #13: CI runs the ledger checker over the seed)', () => {
  it('both ledgers of the seeded demo company hold their invariants', async () => {
    const [n] = rows<{ lots: number; entries: number }>(
      await t.db.execute(
        sql`select (select count(*) from inv_lot)::int lots, (select count(*) from fin_entry)::int entries`,
      ),
    );
    expect(n).toBeDefined(); // the ledger tables exist in the seeded database
    expect(await checkLedgers(t)).toEqual([]);
  });
});
