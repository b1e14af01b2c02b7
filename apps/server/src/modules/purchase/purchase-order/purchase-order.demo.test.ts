import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { DEMO_HAND_POS } from './purchase-order.demo.js';

/**
 * The demo database (test global setup: seeders, then the demo flows through the routes) holds the POs of
 * issue #15 in every status the flow produces, spread over buyers, suppliers and owner companies,
 * decided by the right accounts, with supplier deliveries; its ledgers balance.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const select = async <T>(q: ReturnType<typeof sql>) => rows<T>(await t.db.execute(q));

describe('purchase order demo flow', () => {
  it('POs in each status, from the demand and by hand, spread over buyers, suppliers and companies', async () => {
    const by = Object.fromEntries(
      (
        await select<{ status: number; n: number }>(
          sql`select status, count(*)::int n from pur_order group by 1`,
        )
      ).map((r) => [r.status, r.n]),
    );
    // draft, pending review, ordered, rejected, to complete, cancelled.
    for (const s of [1, 2, 3, 4, 5, 8]) expect(by[s], `status ${s}`).toBeGreaterThan(0);
    const total = Object.values(by).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(DEMO_HAND_POS);
    expect(total).toBeLessThanOrEqual(120);
    const [spread] = await select<{ owners: number; suppliers: number; tenants: number; demand: number }>(
      sql`select count(distinct owner_id)::int owners, count(distinct supplier_id)::int suppliers,
          count(distinct tenant_id)::int tenants,
          (select count(distinct order_id)::int from pur_order_line where source_type is not null) demand
          from pur_order`,
    );
    expect(spread!.owners).toBeGreaterThanOrEqual(4);
    expect(spread!.suppliers).toBeGreaterThanOrEqual(10);
    expect(spread!.tenants).toBe(2);
    expect(spread!.demand).toBeGreaterThan(0);
    // Rejected with the reviewer's comment (on the review request); cancelled with a reason.
    const [c] = await select<{ rejected: number; cancelled: number }>(
      sql`select count(*) filter (where o.status = 4 and not exists (select 1 from review_request r
            where r.doc_type = 'purchaseOrder' and r.doc_id = o.id and r.status = 'rejected' and r.comment <> ''))::int rejected,
          count(*) filter (where o.status = 8 and o.cancel_reason = '')::int cancelled from pur_order o`,
    );
    expect(c).toEqual({ rejected: 0, cancelled: 0 });
  });

  it('every decision by 采购主管 or 管理员, never by the PO’s creator', async () => {
    const decided = await select<{ role: string; own: boolean }>(
      sql`select distinct coalesce(u.account, '') role, (r.decided_by = o.created_by) own
          from review_request r join pur_order o on o.id = r.doc_id join sys_user u on u.id = r.decided_by
          where r.doc_type = 'purchaseOrder' and r.status in ('approved', 'rejected') order by 1`,
    );
    expect(decided.map((d) => d.role)).toEqual(['admin', 'purchase.head']);
    expect(decided.every((d) => !d.own)).toBe(true);
  });

  it('supplier deliveries in transit, arrived and cancelled, within what was ordered; ledgers balance', async () => {
    const st = await select<{ status: number }>(
      sql`select distinct status from pur_supplier_delivery order by 1`,
    );
    expect(st.map((r) => r.status)).toEqual([1, 2, 3]);
    const over = await select<{ id: number }>(
      sql`select l.id from pur_order_line l join pur_supplier_delivery_line dl on dl.order_line_id = l.id
          join pur_supplier_delivery d on d.id = dl.delivery_id and d.status = 1
          group by l.id, l.quantity, l.received_qty having sum(dl.quantity) > l.quantity - l.received_qty`,
    );
    expect(over).toEqual([]);
    expect(await checkLedgers(t)).toEqual([]);
  });
});
