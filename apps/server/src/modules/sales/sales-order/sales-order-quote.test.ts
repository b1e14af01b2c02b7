import { isoDay } from '@partdesk/shared/core/dates';
import type { TraceView } from '@partdesk/shared/core/doc-trace';
import type { OrderableQuoteLine } from '@partdesk/shared/sales/sales-order/sales-order.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/rows.js';
import { factories, ok, salesOrderBody } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/**
 * Sales order from quote lines (createdSalesOrder): the picker query, the carried fields, the quote
 * line → order line links in the trace, and each refusal (nothing written).
 */
let t: TestApp;
let rep: string;
let f: ReturnType<typeof factories>;
beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  rep = await f.token('sales.rep');
});
afterAll(() => t.close());

const select = async <T>(q: ReturnType<typeof sql>) => rows<T>(await t.db.execute(q));
const picker = (customerId: number, token = rep) =>
  t.call<OrderableQuoteLine[]>('GET', '/merchant/sale/salesorder/quotelines', {
    token,
    query: { customerId: String(customerId) },
  });
const create = (body: Record<string, unknown>, token = rep) =>
  t.call<{ Id: number; No: string }>('POST', '/merchant/sale/salesorder', { token, body, lang: 'en-US' });
const orderCount = async () =>
  (await select<{ n: number }>(sql`select count(*)::int as n from sales_order`))[0]!.n;

/** A valid CNY quote of sales.rep with two priced lines (1000 and 2000 pieces at 100). */
async function quote() {
  const inq = await f.inquiry();
  const pq1 = await f.purchaseQuote({ lineId: inq.lineIds[0]! });
  const pq2 = await f.purchaseQuote({ lineId: inq.lineIds[1]! });
  const q = await f.salesQuote({ inquiry: inq, purchaseQuoteIds: [pq1.id, pq2.id] });
  const lines = await select<{ id: number; quantity: number }>(
    sql`select id, quantity from quo_quote_line where quote_id = ${q.id} order by line_no`,
  );
  return { ...q, customerId: inq.customerId, lineIds: lines.map((l) => l.id), pqIds: [pq1.id, pq2.id] };
}
const fromQuote = (
  customerId: number,
  lines: Record<string, unknown>[],
  body: Record<string, unknown> = {},
) => salesOrderBody(customerId, lines, { Currency: 'CNY', ...body });

describe('sales order from quote lines', () => {
  it('the picker lists the orderable lines; the order carries the quote line and links it', async () => {
    const q = await quote();
    expect(q.status).toBe(2);
    const before = ok<OrderableQuoteLine[]>(await picker(q.customerId), 'picker');
    expect(before.map((l) => [l.QuoteNo, l.Quantity, l.OrderedQty, l.Remaining, l.Currency])).toEqual([
      [q.no, 1000, 0, 1000, 'CNY'],
      [q.no, 2000, 0, 2000, 'CNY'],
    ]);
    expect(before[0]).toMatchObject({ Mpn: 'STM32F103C8T6', PurchaseQuoteId: q.pqIds[0] });
    expect(Number(before[0]!.SalePrice)).toBe(100);
    // Another salesperson does not see sales.rep's quotes.
    expect(ok<unknown[]>(await picker(q.customerId, await f.token('sales.agent')), 'agent')).toEqual([]);

    // Line 1: quantity and price from the quote; line 2: 500 pieces at 99.5 (overridden).
    const res = await create(
      fromQuote(q.customerId, [
        { QuoteLineId: q.lineIds[0] },
        { QuoteLineId: q.lineIds[1], Quantity: 500, UnitPrice: '99.5' },
      ]),
    );
    const o = ok<{ Id: number }>(res, 'order from quote');
    const d = ok<{
      Source: number;
      Amount: string;
      Lines: {
        Id: number;
        QuoteLineId: number;
        Mpn: string;
        Brand: string;
        Quantity: number;
        UnitPrice: string;
        PurchaseQuoteId: number;
        SupplierId: number;
        CostPrice: string;
        CostCurrency: string;
      }[];
      // Cost fields only reach holders of the margin permit (decision 0032): read as the administrator.
    }>(await t.call('GET', `/merchant/sale/salesorder/${o.Id}`, { token: await f.token('admin') }), 'detail');
    expect(d.Source).toBe(1);
    expect(d.Amount).toBe('149750.00'); // 1000 × 100 + 500 × 99.5
    expect(d.Lines[0]).toMatchObject({
      QuoteLineId: q.lineIds[0],
      Mpn: 'STM32F103C8T6',
      Brand: 'ST',
      Quantity: 1000,
      PurchaseQuoteId: q.pqIds[0],
      CostCurrency: 'USD',
    });
    expect(Number(d.Lines[0]!.CostPrice)).toBe(0.85);
    expect(d.Lines[0]!.SupplierId).toBeGreaterThan(0);
    expect(d.Lines[1]).toMatchObject({ QuoteLineId: q.lineIds[1], Quantity: 500 });
    expect(Number(d.Lines[1]!.UnitPrice)).toBe(99.5);

    // The picker now leaves line 1 out and shows 1500 remaining on line 2.
    const after = ok<OrderableQuoteLine[]>(await picker(q.customerId), 'picker after');
    expect(after.map((l) => [l.QuoteLineId, l.OrderedQty, l.Remaining])).toEqual([[q.lineIds[1], 500, 1500]]);

    // The trace: the quote upstream of the order (two line links), the order downstream of the quote.
    const up = ok<TraceView>(
      await t.call('GET', '/merchant/document/trace', {
        token: rep,
        query: { type: 'salesOrder', id: String(o.Id) },
      }),
      'trace',
    );
    expect(up.Nodes.find((n) => n.Key === `salesQuote:${q.id}`)).toMatchObject({ Direction: 'upstream' });
    expect(up.Links).toContainEqual(
      expect.objectContaining({ From: `salesQuote:${q.id}`, To: `salesOrder:${o.Id}` }),
    );
    const down = ok<TraceView>(
      await t.call('GET', '/merchant/document/trace', {
        token: rep,
        query: { type: 'salesQuote', id: String(q.id) },
      }),
      'trace down',
    );
    expect(down.Nodes.find((n) => n.Key === `salesOrder:${o.Id}`)).toMatchObject({
      Direction: 'downstream',
    });
    const links = await select<{ source_line_id: number; target_line_id: number; quantity: string }>(
      sql`select source_line_id, target_line_id, quantity::text from doc_link
          where target_type = 'salesOrder' and target_id = ${o.Id} order by source_line_id`,
    );
    expect(links.map((l) => [l.source_line_id, l.target_line_id, Number(l.quantity)])).toEqual([
      [q.lineIds[0], d.Lines[0]!.Id, 1000],
      [q.lineIds[1], d.Lines[1]!.Id, 500],
    ]);

    // Line 1 is fully ordered: a second order of it is refused naming the line, nothing written.
    const n = await orderCount();
    const again = await create(fromQuote(q.customerId, [{ QuoteLineId: q.lineIds[0] }]));
    expect(again.status).toBe(400);
    expect(again.body.Data).toMatchObject({ Field: 'Lines[0].QuoteLineId' });
    expect(again.body.Message).toContain('already fully ordered');
    expect(again.body.Message).toContain(q.no);
    expect(await orderCount()).toBe(n);
    // Line 2 still has 1500 to order.
    ok(await create(fromQuote(q.customerId, [{ QuoteLineId: q.lineIds[1] }])), 'rest of line 2');
  });

  it('refuses quote lines of another customer, currency or status, twice, or unseen, writing nothing', async () => {
    const q = await quote();
    const other = await quote();
    const c = await f.customer();
    const n = await orderCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [fromQuote(c.id, [{ QuoteLineId: q.lineIds[0] }]), 'Lines[0].QuoteLineId', "another customer's"],
      [fromQuote(q.customerId, [{ QuoteLineId: other.lineIds[0] }]), 'Lines[0].QuoteLineId', 'another'],
      [
        fromQuote(q.customerId, [{ QuoteLineId: q.lineIds[0] }], { Currency: 'USD' }),
        'Currency',
        'is in CNY',
      ],
      [
        fromQuote(q.customerId, [{ QuoteLineId: q.lineIds[0] }, { QuoteLineId: q.lineIds[0] }]),
        'Lines[1].QuoteLineId',
        'appears twice',
      ],
      [fromQuote(q.customerId, [{ QuoteLineId: 999_999 }]), 'Lines[0].QuoteLineId', 'does not exist'],
    ];
    for (const [body, field, text] of cases) {
      const res = await create(body);
      expect(res.status, `${field}: ${res.body.Message}`).toBe(400);
      expect(res.body.Data, field).toMatchObject({ Field: field });
      expect(res.body.Message, field).toContain(text);
    }
    // The agent may not order from sales.rep's quote (not visible: as if it did not exist).
    const agentCustomer = await f.customer({ as: 'sales.agent' });
    const agent = await create(
      fromQuote(agentCustomer.id, [{ QuoteLineId: q.lineIds[0] }]),
      await f.token('sales.agent'),
    );
    expect(agent.body.Data).toMatchObject({ Field: 'Lines[0].QuoteLineId' });
    // A voided quote is no longer orderable.
    ok(
      await t.call('PUT', `/merchant/forqutation/quotation/${q.id}/void`, {
        token: rep,
        body: { Version: q.version },
      }),
      'void quote',
    );
    const res = await create(fromQuote(q.customerId, [{ QuoteLineId: q.lineIds[0] }]));
    expect(res.body.Message).toContain('neither valid nor sent');
    expect(ok<unknown[]>(await picker(q.customerId), 'voided')).toEqual([]);
    expect(await orderCount()).toBe(n);
  });

  it('a quote whose validity has passed: left out of the picker, its lines refused naming the line and the date', async () => {
    const q = await quote();
    // Valid until yesterday (the validity date passed; the status is still "valid").
    const d = isoDay(new Date(Date.now() - 86_400_000));
    await t.db.execute(sql`update quo_quote set valid_until = ${d} where id = ${q.id}`);
    expect(ok<unknown[]>(await picker(q.customerId), 'expired')).toEqual([]);
    const n = await orderCount();
    const res = await create(fromQuote(q.customerId, [{ QuoteLineId: q.lineIds[0] }]));
    expect(res.status).toBe(400);
    expect(res.body.Code).not.toBe(0);
    expect(res.body.Data).toMatchObject({ Field: 'Lines[0].QuoteLineId' });
    expect(res.body.Message).toBe(
      `Line 1: quote ${q.no} was valid until ${d} (validity passed): it cannot be ordered`,
    );
    const zh = await t.call('POST', '/merchant/sale/salesorder', {
      token: rep,
      body: fromQuote(q.customerId, [{ QuoteLineId: q.lineIds[0] }]),
      lang: 'zh-CN',
    });
    expect(zh.body.Message).toBe(`第 1 行：报价单 ${q.no} 的有效期至 ${d}，已过期，不能下单`);
    expect(await orderCount()).toBe(n);
    // Valid through today: orderable again.
    await t.db.execute(sql`update quo_quote set valid_until = ${isoDay(new Date())} where id = ${q.id}`);
    expect(ok<unknown[]>(await picker(q.customerId), 'today')).toHaveLength(2);
  });
});
