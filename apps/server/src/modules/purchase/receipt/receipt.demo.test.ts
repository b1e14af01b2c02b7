import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { checkLedgers } from '../../../test/ledgers.js';

/**
 * The demo inbound and payments (flow `purchase.inbound`, decision 0048): goods received notes into
 * quarantine, inspections passed and one failed, RKs still waiting for inspection, payments FK asked and
 * paid; the ledgers balance.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const one = async <T>(q: ReturnType<typeof sql>) => rows<T>(await t.db.execute(q))[0]!;

describe('inbound demo flow', () => {
  it('RKs, inspections passed and one failed, lots by QC state, payments requested and paid', async () => {
    const c = await one<Record<string, number>>(sql`select
      (select count(*)::int from pur_receipt) receipts,
      (select count(*)::int from pur_receipt where status = 1) quarantine,
      (select count(*)::int from pur_receipt where status = 2) inspected,
      (select count(*)::int from pur_inspection where status = 3) passed,
      (select count(*)::int from pur_inspection where status = 4) failed,
      (select count(*)::int from pur_inspection_item where result = 2) failed_items,
      (select count(*)::int from inv_lot l join pur_receipt_line rl on rl.lot_id = l.id where l.qc_state = 1) lots_quarantine,
      (select count(*)::int from pur_order where status = 6) partly,
      (select count(*)::int from pur_order where status = 7) received,
      (select count(*)::int from pur_payment_order where status = 1) to_pay,
      (select count(*)::int from pur_payment_order where status = 2) paid`);
    expect(c.receipts).toBeGreaterThanOrEqual(6);
    expect(c.quarantine).toBeGreaterThanOrEqual(2);
    expect(c.inspected).toBeGreaterThanOrEqual(3);
    expect(c.passed).toBeGreaterThanOrEqual(5);
    expect(c.failed).toBe(1);
    expect(c.failed_items).toBe(1);
    expect(c.lots_quarantine).toBeGreaterThanOrEqual(2);
    expect(c.partly).toBeGreaterThanOrEqual(1);
    expect(c.received).toBeGreaterThanOrEqual(1);
    expect(c.to_pay).toBeGreaterThanOrEqual(1);
    expect(c.paid).toBeGreaterThanOrEqual(1);
    expect(await checkLedgers(t)).toEqual([]);
  });
});
