import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { NB_DEMO } from './internal-stock-order.demo.js';

/** The demo internal stock orders (flow `purchase.internal-stock-order`, decision 0057): every state, one on a PO. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('internal stock order demo flow', () => {
  it('NBs in every state; the generated one on a PO to complete whose lines serve no sales order', async () => {
    const by = rows<{ status: number; n: number }>(
      await t.db.execute(sql`select status, count(*)::int n from pur_internal_stock_order group by status`),
    );
    const n = (s: number) => by.find((r) => r.status === s)?.n ?? 0;
    expect(n(1)).toBe(NB_DEMO.filter((d) => d.end === 'draft').length);
    expect(n(2)).toBe(NB_DEMO.filter((d) => d.end === 'pending').length);
    expect(n(3)).toBe(NB_DEMO.filter((d) => d.end === 'approved' || d.end === 'generated').length);
    expect(n(4)).toBe(1);
    expect(n(5)).toBe(1);
    const [po] = rows<{ lines: number; with_sales: number; status: number }>(
      await t.db.execute(sql`select count(*)::int lines, count(l.sales_order_id)::int with_sales, min(o.status) status
        from pur_order_line l join pur_order o on o.id = l.order_id where l.source_type = 'internalStockOrder'`),
    );
    expect(po).toEqual({ lines: 3, with_sales: 0, status: 5 });
    const [links] = rows<{ n: number }>(
      await t.db.execute(sql`select count(*)::int n from doc_link where source_type = 'internalStockOrder'`),
    );
    expect(links!.n).toBe(3);
    // The head has the pending one to decide.
    const head = await t.login('purchase.head');
    const todos = await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
      token: head,
    });
    expect(todos.body.Data.Counts.InternalStockOrderAuditCount).toBe(1);
  });
});
