import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { checkLedgers } from '../../../test/ledgers.js';

/**
 * The demo database (test global setup: seeders, then the demo flows through the routes) holds demo
 * shipments CK in every state the module has (shipment.demo.ts), made from the notified demo orders;
 * the shipped ones moved stock, order lines and the receivable, and reached the CRM timeline.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const select = async <T>(q: ReturnType<typeof sql>) => rows<T>(await t.db.execute(q));

describe('shipment demo flow', () => {
  it('leaves shipments in every state, the shipped ones in the ledgers and on the timeline', async () => {
    const states = await select<{ status: number; paused: boolean; printed: boolean; n: number }>(
      sql`select status, paused, printed, count(*)::int n from log_shipment group by 1, 2, 3 order by 1, 2, 3`,
    );
    const key = (r: { status: number; paused: boolean; printed: boolean }) =>
      `${r.status}${r.paused ? 'P' : ''}${r.printed ? 'L' : ''}`;
    // 1 to be picked (one paused), 2 in the overweight review, 4 to be boxed, 3 awaiting courier (one
    // print-locked), 5 to be shipped (printed), 6 shipped (printed), 7 voided, 9 in the credit review.
    expect(Object.fromEntries(states.map((r) => [key(r), r.n]))).toEqual({
      '1': 1,
      '1P': 1,
      '2': 1,
      '3': 1,
      '3L': 1,
      '4': 1,
      '5L': 1,
      '6L': 3,
      '7': 1,
      '9': 1,
    });
    // The two in review wait in their queues (pending requests), with the queue's summary facts.
    const pending = await select<{ doc_type: string; status: number }>(
      sql`select rr.doc_type, s.status from review_request rr join log_shipment s on s.id = rr.doc_id
          where rr.doc_type in ('shipmentCredit', 'shipmentOverweight') and rr.status = 'pending'
          order by 1`,
    );
    expect(pending).toEqual([
      { doc_type: 'shipmentCredit', status: 9 },
      { doc_type: 'shipmentOverweight', status: 2 },
    ]);
    const queue = await t.call<{ Records: { Summary: { Reason: { Key: string } } }[] }>(
      'POST',
      '/merchant/review/shipmentCredit/Query',
      { token: await t.login('finance.head'), body: {} },
    );
    expect(queue.body.Data.Records.map((r) => r.Summary.Reason.Key)).toEqual([
      expect.stringMatching(/^resources\.review\.reason(OverCredit|PrepaidUnpaid)$/),
    ]);
    const shipped = await select<{ id: number; no: string; shipped_at: Date; customer_id: number }>(
      sql`select id, no, shipped_at, customer_id from log_shipment where status = 6 order by shipped_at`,
    );
    // Spread over the past (demo clock), not today.
    expect(shipped.every((s) => new Date(s.shipped_at).getTime() < Date.now() - 86_400_000)).toBe(true);
    for (const s of shipped) {
      // Stock left through the ledger on its lines; the order lines shipped; the timeline entry.
      const [m] = await select<{ n: number }>(
        sql`select count(*)::int n from inv_stock_move where doc_type = 'shipment' and doc_id = ${s.id}`,
      );
      expect(m!.n).toBeGreaterThan(0);
      const [open] = await select<{ n: number }>(
        sql`select count(*)::int n from log_shipment_line l join sales_order_line ol on ol.id = l.order_line_id
            where l.shipment_id = ${s.id} and ol.shipped_qty < l.quantity`,
      );
      expect(open!.n).toBe(0);
      const [tl] = await select<{ n: number }>(
        sql`select count(*)::int n from crm_trade_entry where doc_type = 'shipment' and doc_id = ${s.id}
            and customer_id = ${s.customer_id} and kind = 'shipment'`,
      );
      expect(tl!.n).toBe(1);
      const [fin] = await select<{ n: number }>(
        sql`select count(*)::int n from fin_entry where doc_type = 'salesOrder' and remark = ${s.no}`,
      );
      expect(fin!.n).toBeGreaterThan(0);
    }
    expect(await checkLedgers(t)).toEqual([]);
  });
});
