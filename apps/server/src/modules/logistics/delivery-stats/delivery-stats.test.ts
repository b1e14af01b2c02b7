import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { orderKit } from '../../../test/order-kit.js';

/**
 * Decision 0047: shipping a CK puts it on the customer's trade timeline (crm's subscription to
 * `shipment.shipped`) and notifies the salesperson; delivery statistics per month, courier and country,
 * on time vs the required date, within the shipment scope — real numbers from shipments shipped here.
 */
let t: TestApp;
let k: ReturnType<typeof orderKit>;
let wh: string;
let couriers: number[];
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
  wh = await k.f.token('warehouse');
  couriers = rows<{ id: number }>(
    await t.db.execute(sql`select id from base_express_company where not is_deactivate order by id limit 2`),
  ).map((r) => r.id);
  expect(couriers).toHaveLength(2);
});
afterAll(() => t.close());

const P = '/merchant/logistics/shipment';
const STATS = '/merchant/logistics/deliverystats/Query';
type Res = { Id: number; No: string; Status: number; Version: number };
const act = async (id: number, action: string, body: Record<string, unknown>) => {
  const r = await t.call<Res>('PUT', `${P}/${id}/${action}`, { token: wh, body });
  expect(r.body.Code, `${action}: ${r.body.Message}`).toBe(0);
  return r.body.Data;
};

let n = 0;
/**
 * A notified order of one line of `qty` pieces at 2 USD (+13 %) for `customerId`, shipped in full by
 * the warehouse through the routes with `courierId`.
 */
async function shipOrder(o: {
  qty: number;
  customerId?: number;
  required: string;
  country: number;
  courier: number;
}) {
  const mpn = `ZZSTATS-${n++}`;
  await k.lot(o.qty, { mpn, brand: 'TI' });
  const order = await k.f.salesOrder({
    customerId: o.customerId,
    lines: [{ Mpn: mpn, Brand: 'TI', Quantity: o.qty, UnitPrice: '2', RequiredDate: o.required }],
    body: { CountryId: o.country },
  });
  // Credit enough: the credit review (decision 0046) is shipment-review.test.ts's.
  await t.db.execute(sql`update crm_customer set credit_limit = 1000000 where id = ${order.customerId}`);
  await k.submit(order.id);
  await k.approveAll(order.id);
  const d = await k.detail(order.id);
  const notified = await k.put(order.id, 'notify', {
    Version: d.Version,
    Lines: [{ Id: d.Lines[0]!.Id, Quantity: o.qty }],
  });
  expect(notified.body.Code, notified.body.Message).toBe(0);
  const made = await t.call<Res>('POST', P, { token: wh, body: { OrderIds: [order.id] } });
  expect(made.body.Code, made.body.Message).toBe(0);
  const id = made.body.Data.Id;
  let v = (await act(id, 'pick', { Version: 1 })).Version;
  const det = await t.call<{ Lines: { Id: number }[] }>('GET', `${P}/${id}`, { token: wh });
  const lineId = det.body.Data.Lines[0]!.Id;
  v = (
    await act(id, 'boxes', {
      Version: v,
      Boxes: [
        {
          Length: '30',
          Width: '20',
          Height: '10',
          GrossWeight: '2',
          NetWeight: '1.5',
          Lines: [{ LineId: lineId, Quantity: o.qty }],
        },
      ],
    })
  ).Version;
  v = (await act(id, 'print', { Version: v })).Version;
  v = (await act(id, 'courier', { Version: v, CourierId: o.courier, TrackingNo: `TRK${n}` })).Version;
  const shipped = await act(id, 'ship', { Version: v });
  expect(shipped.Status).toBe(6);
  return { id, no: made.body.Data.No, orderNo: order.no, customerId: order.customerId };
}

/** Today's day in China (the shipping day the statistics count). */
const chinaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let a: Awaited<ReturnType<typeof shipOrder>>;
let customerId: number;

describe('ship → timeline and salesperson', () => {
  it('the shipped CK is on the customer timeline with its receivable; the salesperson is notified', async () => {
    const owner = rows<{ id: number }>(
      await t.db.execute(sql`select id from sys_user where account = 'sales.rep'`),
    )[0]!.id;
    const before = rows<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int n from sys_notification where user_id = ${owner} and message_key = 'notices.msg.shipmentShipped'`,
      ),
    )[0]!.n;
    a = await shipOrder({ qty: 10, required: '2099-12-31', country: 1, courier: couriers[0]! });
    customerId = a.customerId;
    const tl = await t.call<{
      Records: {
        Kind: string;
        DocNo: string;
        Title: string;
        Amount: string | null;
        Currency: string | null;
      }[];
    }>('GET', `/merchant/crm/customertrade?customerId=${customerId}&pageIndex=1&pageSize=20`, {
      token: await k.f.token('sales.rep'),
      lang: 'en-US',
    });
    expect(tl.body.Code, tl.body.Message).toBe(0);
    const entry = tl.body.Data.Records.find((r) => r.DocNo === a.no);
    // 10 × 2 = 20 + 13 % = 22.60 USD: the receivable the shipment posted.
    expect(entry).toMatchObject({ Kind: 'shipment', Amount: '22.60', Currency: 'USD' });
    expect(entry!.Title).toBe(`Shipment · ${a.orderNo}`);
    const after = rows<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int n from sys_notification where user_id = ${owner} and message_key = 'notices.msg.shipmentShipped'`,
      ),
    )[0]!.n;
    expect(after).toBe(before + 1);
    expect(await k.ledgersClean()).toEqual([]);
  });
});

describe('delivery statistics', () => {
  it('per month, courier and country, on time vs the required date, in the shipment scope', async () => {
    // b late (required long ago), c without a required date, other courier and country.
    await shipOrder({ qty: 4, customerId, required: '2020-01-01', country: 1, courier: couriers[0]! });
    await shipOrder({ qty: 3, customerId, required: '', country: 2, courier: couriers[1]! });
    const today = chinaToday();
    const body = { DateStart: shift(today, -1), DateEnd: shift(today, 1), CustomerId: customerId };
    const r = await t.call<{
      Total: Record<string, number>;
      ByMonth: { Key: string; Shipments: number }[];
      ByCourier: { Key: number; Shipments: number; OnTime: number; Late: number; NoDate: number }[];
      ByCountry: { Key: number; Name: string; Shipments: number; Quantity: number }[];
    }>('POST', STATS, { token: wh, body, lang: 'en-US' });
    expect(r.body.Code, r.body.Message).toBe(0);
    const s = r.body.Data;
    expect(s.Total).toEqual({ Shipments: 3, Quantity: 17, OnTime: 1, Late: 1, NoDate: 1 });
    expect(s.ByMonth.map((m) => [m.Key, m.Shipments])).toEqual([[today.slice(0, 7), 3]]);
    expect(s.ByCourier).toEqual([
      expect.objectContaining({ Key: couriers[0], Shipments: 2, OnTime: 1, Late: 1, NoDate: 0 }),
      expect.objectContaining({ Key: couriers[1], Shipments: 1, OnTime: 0, Late: 0, NoDate: 1 }),
    ]);
    const country1 = rows<{ name_en: string }>(
      await t.db.execute(sql`select name_en from base_country where id = 1`),
    )[0]!;
    expect(s.ByCountry).toEqual([
      expect.objectContaining({ Key: 1, Name: country1.name_en, Shipments: 2, Quantity: 14 }),
      expect.objectContaining({ Key: 2, Shipments: 1, Quantity: 3 }),
    ]);
    // One courier only; a range before today counts nothing.
    const one = await t.call<{ Total: { Shipments: number } }>('POST', STATS, {
      token: wh,
      body: { ...body, CourierId: couriers[1] },
    });
    expect(one.body.Data.Total.Shipments).toBe(1);
    const past = await t.call<{ Total: { Shipments: number } }>('POST', STATS, {
      token: wh,
      body: { ...body, DateStart: '2020-01-01', DateEnd: '2020-01-31' },
    });
    expect(past.body.Data.Total.Shipments).toBe(0);
    // Scope: the salesperson sees their shipments; another salesperson none of them.
    const own = await t.call<{ Total: { Shipments: number } }>('POST', STATS, {
      token: await k.f.token('sales.rep'),
      body,
    });
    expect(own.body.Data.Total.Shipments).toBe(3);
    const other = await t.call<{ Total: { Shipments: number } }>('POST', STATS, {
      token: await k.f.token('sales.agent'),
      body,
    });
    expect(other.body.Code, other.body.Message).toBe(0);
    expect(other.body.Data.Total.Shipments).toBe(0);
  });

  it('refuses a bad range with a message naming the field; no grant is 403', async () => {
    const bad = await t.call('POST', STATS, {
      token: wh,
      body: { DateStart: '2026-05-01', DateEnd: '2026-04-01' },
      lang: 'en-US',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe('The end date cannot be before the start date');
    expect(bad.body.Data).toMatchObject({ Field: 'DateEnd' });
    const long = await t.call('POST', STATS, {
      token: wh,
      body: { DateStart: '2020-01-01', DateEnd: '2026-04-01' },
      lang: 'en-US',
    });
    expect(long.body.Message).toBe('The range cannot be longer than 731 days');
    const unknown = await t.call('POST', STATS, {
      token: wh,
      body: { DateStart: '2026-04-01', DateEnd: '2026-04-02', Foo: 1 },
    });
    expect(unknown.status).toBe(400);
    const buyer = await t.call('POST', STATS, {
      token: await k.f.token('buyer'),
      body: { DateStart: '2026-04-01', DateEnd: '2026-04-02' },
    });
    expect(buyer.status).toBe(403);
  });
});
