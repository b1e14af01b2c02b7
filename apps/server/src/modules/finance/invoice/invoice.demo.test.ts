import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/**
 * The demo database (test global setup: seeders, then the demo flows through the routes) holds invoice
 * requests FP in every state (invoice.demo.ts), made on the shipped demo orders within what they shipped.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const select = async <T>(q: ReturnType<typeof sql>) => rows<T>(await t.db.execute(q));

describe('invoice demo flow', () => {
  it('leaves requests pending review, to issue, issued and voided, never beyond shipped', async () => {
    const states = await select<{ status: number; n: number }>(
      sql`select status, count(*)::int n from fin_invoice group by 1 order by 1`,
    );
    const by = Object.fromEntries(states.map((r) => [r.status, r.n]));
    for (const s of [1, 2, 4, 5]) expect(by[s], `status ${s}`).toBeGreaterThanOrEqual(1);
    // Issued ones carry their number and date; the voided one its red-letter number and reason.
    const [bad] = await select<{ n: number }>(
      sql`select count(*)::int n from fin_invoice where (status in (4, 5) and (invoice_no is null or invoice_date is null))
          or (status = 5 and (red_invoice_no is null or void_reason is null))`,
    );
    expect(bad!.n).toBe(0);
    // Issued + pending + to issue never exceed the shipped quantity of a line.
    const [over] = await select<{ n: number }>(
      sql`select count(*)::int n from (
            select l.order_line_id, sum(l.quantity) q from fin_invoice_line l join fin_invoice i on i.id = l.invoice_id
            where i.status in (1, 2, 4) group by 1) h
          join sales_order_line ol on ol.id = h.order_line_id where h.q > ol.shipped_qty`,
    );
    expect(over!.n).toBe(0);
    // Each pending request is in the review queue.
    const [queued] = await select<{ n: number }>(
      sql`select count(*)::int n from fin_invoice i where i.status = 1 and not exists (
            select 1 from review_request r where r.doc_type = 'invoiceAudit' and r.doc_id = i.id and r.status = 'pending')`,
    );
    expect(queued!.n).toBe(0);
  });
});
