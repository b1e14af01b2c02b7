import { isoDay } from '@partdesk/shared/core/dates';
import type { SupplierScorecard } from '@partdesk/shared/purchase/supplier/supplier-scorecard';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { recordLinks } from '../../../core/documents/links.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { inboundKit } from '../../../test/inbound-kit.js';

/**
 * The supplier scorecard (issue #15, decision 0058): a new supplier's numbers from its documents —
 * quotes (firm, won, cheapest on the line), PO lines on time / late (the delivery statistics' query)
 * and inspections passed — through the API on the real database.
 */
let t: TestApp;
let k: ReturnType<typeof inboundKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = inboundKit(t);
});
afterAll(() => t.close());

const dayOffset = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));
const card = async (id: number, as = 'buyer') =>
  t.call<SupplierScorecard>('GET', `/merchant/purchase/supplier/${id}/scorecard`, {
    token: await k.po.token(as),
    lang: 'en-US',
  });

async function newSupplier() {
  const r = await t.call<{ Id: number }>('POST', '/merchant/purchase/supplier', {
    token: await k.po.token('buyer'),
    body: {
      Name: `Scorecard Trading ${Math.random().toString(36).slice(2, 8)} Ltd`,
      Type: 4,
      CountryCode: 'HK',
      Grade: 'new',
      Currency: 'USD',
      PaymentTerms: 1,
      Contacts: [],
      Banks: [],
      BrandIds: [],
    },
  });
  expect(r.body.Code, r.body.Message).toBe(0);
  return r.body.Data.Id;
}

async function inquiryLines(n: number) {
  const [c] = rows<{ id: number }>(
    await t.db.execute(sql`select c.id from crm_customer c join sys_user u on u.id = c.owner_id
      where u.account = 'sales.rep' and c.status = 2 order by c.id limit 1`),
  );
  const res = await t.call<{ Id: number }>('POST', '/merchant/forqutation/inquiry', {
    token: await k.po.token('sales.rep'),
    body: {
      CustomerId: c!.id,
      Lines: Array.from({ length: n }, (_, i) => ({ Mpn: `SCORE-${i}-${Date.now()}`, Quantity: 100 })),
    },
  });
  expect(res.body.Code, res.body.Message).toBe(0);
  return rows<{ id: number }>(
    await t.db.execute(
      sql`select id from inq_inquiry_line where inquiry_id = ${res.body.Data.Id} order by line_no, id`,
    ),
  ).map((r) => r.id);
}

async function quote(lineId: number, supplierId: number, price: string, tentative = false) {
  const r = await t.call<{ Id: number }>('POST', '/merchant/forqutation/purchasequote', {
    token: await k.po.token('buyer'),
    body: {
      LineId: lineId,
      SupplierId: supplierId,
      CostPrice: price,
      Currency: 'USD',
      Quantity: 100,
      ValidUntil: dayOffset(30),
      DateCode: '2431',
      IsTentative: tentative,
    },
  });
  expect(r.body.Code, r.body.Message).toBe(0);
  return r.body.Data.Id;
}

describe('supplier scorecard', { timeout: 60_000 }, () => {
  it('computes quotes, price competitiveness, on-time delivery and inspection pass rate from the documents', async () => {
    const sup = await newSupplier();
    const empty = await card(sup);
    expect(empty.body.Code, empty.body.Message).toBe(0);
    expect(empty.body.Data.Quotes).toMatchObject({ Count: 0, ResponseRate: null, WinRate: null });
    expect(empty.body.Data.Delivery).toMatchObject({ Lines: 0, OnTimeRate: '0.0' });
    expect(empty.body.Data.Quality).toMatchObject({ Inspected: 0, PassRate: null });
    expect(empty.body.Data.Returns).toBeNull();

    // Quotes: line 1 firm and cheapest (a rival quotes 2.00), line 2 tentative and dearer (rival 4.00).
    const rival = (await k.po.supplierIn('USD')).id;
    const [l1, l2] = await inquiryLines(2);
    const q1 = await quote(l1!, sup, '1.00');
    await quote(l1!, rival, '2.00');
    await quote(l2!, sup, '5.00', true);
    await quote(l2!, rival, '4.00');
    // q1 priced a sales quote line (the trace link a sales quote records, decision 0018).
    await recordLinks(t.db, [
      { source: { type: 'purchaseQuote', id: q1 }, target: { type: 'salesQuote', id: 999_001, lineId: 1 } },
    ]);

    // Delivery: a PO of the supplier with two lines due ten days ago; line 1 received before its day.
    const body = k.po.body(sup);
    body.Lines = body.Lines.map((l) => ({ ...l, RequiredDate: dayOffset(-10) }));
    const c = await k.po.create(body);
    expect(c.body.Code, c.body.Message).toBe(0);
    await k.po.put(c.body.Data.Id, 'submit', { Version: c.body.Data.Version });
    expect((await k.po.decide('approve', c.body.Data.Id, 'purchase.head')).body.Code).toBe(0);
    const lines = (await k.po.detail(c.body.Data.Id, 'purchase.head')).body.Data.Lines;
    const place = await k.placeOf(2);
    const r = await k.receive({ OrderId: c.body.Data.Id, Lines: [k.line(lines[0]!.Id, 1000, place)] });
    expect(r.body.Code, r.body.Message).toBe(0);
    await t.db.execute(
      sql`update pur_receipt set created_at = ${`${dayOffset(-12)}T10:00:00Z`}::timestamptz where id = ${r.body.Data.Id}`,
    );
    // Quality: its line inspected and passed by the purchasing head.
    const rk = await k.receipt(r.body.Data.Id);
    const ins = await k.inspect({ ReceiptLineId: rk.Lines[0]!.Id, Items: await k.items() });
    expect(ins.body.Code, ins.body.Message).toBe(0);
    expect((await k.decide('approve', ins.body.Data.Id, 'purchase.head')).body.Code).toBe(0);

    const res = await card(sup);
    expect(res.body.Code, res.body.Message).toBe(0);
    const s = res.body.Data;
    expect(s.SupplierId).toBe(sup);
    expect(s.Quotes).toMatchObject({
      Count: 2,
      Firm: 1,
      ResponseRate: '50.0',
      Won: 1,
      WinRate: '50.0',
      Compared: 2,
      Cheapest: 1,
      CheapestRate: '50.0',
    });
    expect(Number(s.Quotes.AvgResponseHours)).toBeGreaterThanOrEqual(0);
    expect(s.Delivery).toEqual({ Lines: 2, OnTime: 1, Partial: 0, Late: 1, OnTimeRate: '50.0' });
    expect(s.Quality).toEqual({ Inspected: 1, Passed: 1, Failed: 0, Pending: 0, PassRate: '100.0' });
  });

  it('purchasing reads it, sales may not; an unknown supplier is 404', async () => {
    const sup = (await k.po.supplierIn('USD')).id;
    expect((await card(sup, 'purchase.head')).body.Code).toBe(0);
    expect((await card(sup, 'sales.rep')).status).toBe(403);
    const none = await card(99_999_999, 'buyer');
    expect(none.status).toBe(404);
    expect(none.body.Message).toBe('No such supplier');
  });
});
