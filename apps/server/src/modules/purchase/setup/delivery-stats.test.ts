import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { inboundKit } from '../../../test/inbound-kit.js';

/**
 * purchase-deliverystats (issue #15, decision 0048): PO lines judged by the goods received by their
 * required date — on time, partial, late — per supplier and per buyer, in the buyer's scope. Real
 * numbers: two buyers, two suppliers, four lines due in March 2020, receipts dated around them.
 */
let t: TestApp;
let k: ReturnType<typeof inboundKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = inboundKit(t);
});
afterAll(() => t.close());

type Row = {
  Id: number;
  Name: string;
  Lines: number;
  OnTime: number;
  Partial: number;
  Late: number;
  OnTimeRate: string;
};
type Stats = { BySupplier: Row[]; ByBuyer: Row[]; Total: Omit<Row, 'Id' | 'Name'> };
const stats = async (
  as: string,
  body: Record<string, unknown> = { DateStart: '2020-03-01', DateEnd: '2020-03-31' },
) =>
  t.call<Stats>('POST', '/merchant/purchase/deliverystats', {
    token: await k.po.token(as),
    body,
    lang: 'en-US',
  });

/** An approved PO of `buyer` with two lines due on the given days. */
async function orderedBy(buyer: string, currency: string, due: [string, string]) {
  const s = await k.po.supplierIn(currency);
  const body = k.po.body(s.id, { Currency: currency });
  body.Lines = body.Lines.map((l, i) => ({ ...l, RequiredDate: due[i] }));
  const c = await k.po.create(body, buyer);
  if (c.body.Code !== 0) throw new Error(c.body.Message);
  await k.po.put(c.body.Data.Id, 'submit', { Version: c.body.Data.Version }, buyer);
  const d = await k.po.decide('approve', c.body.Data.Id, 'purchase.head');
  if (d.body.Code !== 0) throw new Error(d.body.Message);
  const detail = (await k.po.detail(c.body.Data.Id, 'purchase.head')).body.Data;
  return { id: c.body.Data.Id, supplier: s, lines: detail.Lines.map((l) => l.Id), owner: detail.OwnerId };
}

describe('delivery statistics', () => {
  it('counts on time, partial and late per supplier and buyer, scoped to the buyer', async () => {
    const a = await orderedBy('buyer', 'USD', ['2020-03-10', '2020-03-12']);
    const b = await orderedBy('buyer.intl', 'EUR', ['2020-03-11', '2020-03-20']);
    const place = await k.placeOf(2);
    const receiveOn = async (orderId: number, lineId: number, qty: number, day: string) => {
      const r = await k.receive({ OrderId: orderId, Lines: [k.line(lineId, qty, place)] });
      if (r.body.Code !== 0) throw new Error(r.body.Message);
      await t.db.execute(
        sql`update pur_receipt set created_at = ${`${day}T10:00:00Z`}::timestamptz where id = ${r.body.Data.Id}`,
      );
    };
    await receiveOn(a.id, a.lines[0]!, 1000, '2020-03-09'); // all, before its day: on time
    // a.lines[1]: nothing at all → late
    await receiveOn(b.id, b.lines[0]!, 400, '2020-03-11'); // 400 of 1000 on its day: partial
    await receiveOn(b.id, b.lines[0]!, 600, '2020-03-15'); // the rest after it (still partial)
    await receiveOn(b.id, b.lines[1]!, 3, '2020-03-25'); // all, after its day: late

    const head = await stats('purchase.head');
    expect(head.body.Code, head.body.Message).toBe(0);
    expect(head.body.Data.Total).toEqual({ Lines: 4, OnTime: 1, Partial: 1, Late: 2, OnTimeRate: '25.0' });
    const byBuyer = Object.fromEntries(
      head.body.Data.ByBuyer.map((r) => [r.Id, [r.Lines, r.OnTime, r.Partial, r.Late, r.OnTimeRate]]),
    );
    expect(byBuyer).toEqual({ [a.owner]: [2, 1, 0, 1, '50.0'], [b.owner]: [2, 0, 1, 1, '0.0'] });
    const bySup = Object.fromEntries(
      head.body.Data.BySupplier.map((r) => [r.Id, [r.OnTime, r.Partial, r.Late]]),
    );
    expect(bySup).toEqual({ [a.supplier.id]: [1, 0, 1], [b.supplier.id]: [0, 1, 1] });
    expect(head.body.Data.BySupplier.find((r) => r.Id === a.supplier.id)!.Name).toBe(a.supplier.name);

    // The buyer sees their own POs only.
    const own = await stats('buyer');
    expect(own.body.Data.Total).toEqual({ Lines: 2, OnTime: 1, Partial: 0, Late: 1, OnTimeRate: '50.0' });
    expect(own.body.Data.ByBuyer.map((r) => r.Id)).toEqual([a.owner]);
    // Outside the dates: nothing; lines not yet due and not received are not counted.
    expect(
      (await stats('purchase.head', { DateStart: '2020-04-01', DateEnd: '2020-04-30' })).body.Data.Total
        .Lines,
    ).toBe(0);
  });

  it('refuses bad dates naming the field; sales and the warehouse may not see it', async () => {
    const bad = await stats('purchase.head', { DateStart: '2020-13-01' });
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toMatchObject({ Field: 'DateStart' });
    const swapped = await stats('purchase.head', { DateStart: '2020-03-10', DateEnd: '2020-03-01' });
    expect(swapped.body.Data).toMatchObject({ Field: 'DateEnd' });
    expect((await stats('sales.rep')).status).toBe(403);
    expect((await stats('warehouse')).status).toBe(403);
  });
});
