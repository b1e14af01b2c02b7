import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { accountWithout, pendingRequestOf } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { orderKit } from '../../../test/order-kit.js';

/**
 * Invoice requests FP (issue #17, decision 0051): a request on shipped lines → review invoiceAudit →
 * finance issues → red-letter void; every rule broken with nothing changed.
 */
let t: TestApp;
let k: ReturnType<typeof orderKit>;
let wh: string;
let rep: string;
let fin: string;
let courierId: number;
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
  wh = await k.f.token('warehouse');
  rep = await k.f.token('sales.rep');
  fin = await k.f.token('accountant');
  courierId = rows<{ id: number }>(
    await t.db.execute(sql`select id from base_express_company where not is_deactivate order by id limit 1`),
  )[0]!.id;
});
afterAll(() => t.close());

const P = '/merchant/finance/invoice';
type Res = { Id: number; No: string; Status: number; Version: number; Total: string };
const call = (method: 'POST' | 'PUT' | 'GET', url: string, body: unknown, token: string) =>
  t.call<Res>(method, url, { token, body, lang: 'en-US' });
const count = async () =>
  rows<{ n: number }>(await t.db.execute(sql`select count(*)::int n from fin_invoice`))[0]!.n;
const status = async (id: number) =>
  rows<{ status: number; invoice_no: string | null }>(
    await t.db.execute(sql`select status, invoice_no from fin_invoice where id = ${id}`),
  )[0]!;

/** An approved order of one line of `qty` (unit price 2, 13 %) of which `ship` pieces are shipped. */
let n = 0;
async function shipped(qty: number, ship: number) {
  const mpn = `ZZINV-${n++}`;
  await k.lot(qty, { mpn, brand: 'TI' });
  const o = await k.f.salesOrder({ lines: [{ Mpn: mpn, Brand: 'TI', Quantity: qty, UnitPrice: '2' }] });
  // Credit enough: the credit review (decision 0046) is shipment-review.test.ts's.
  await t.db.execute(sql`update crm_customer set credit_limit = 1000000 where id = ${o.customerId}`);
  await k.submit(o.id);
  await k.approveAll(o.id);
  let d = await k.detail(o.id);
  const lineId = d.Lines[0]!.Id;
  const r = await k.put(o.id, 'notify', { Version: d.Version, Lines: [{ Id: lineId, Quantity: ship }] });
  expect(r.body.Code, r.body.Message).toBe(0);
  const S = '/merchant/logistics/shipment';
  const sh = await call('POST', S, { OrderIds: [o.id] }, wh);
  expect(sh.body.Code, sh.body.Message).toBe(0);
  const id = sh.body.Data.Id;
  const det = await t.call<{ Version: number; Lines: { Id: number }[] }>('GET', `${S}/${id}`, { token: wh });
  let v = (await call('PUT', `${S}/${id}/pick`, { Version: det.body.Data.Version }, wh)).body.Data.Version;
  const box = { Length: '40', Width: '30', Height: '25', GrossWeight: '5.5', NetWeight: '5' };
  v = (
    await call(
      'PUT',
      `${S}/${id}/boxes`,
      { Version: v, Boxes: [{ ...box, Lines: [{ LineId: det.body.Data.Lines[0]!.Id, Quantity: ship }] }] },
      wh,
    )
  ).body.Data.Version;
  v = (await call('PUT', `${S}/${id}/courier`, { Version: v, CourierId: courierId, TrackingNo: '1Z1' }, wh))
    .body.Data.Version;
  const done = await call('PUT', `${S}/${id}/ship`, { Version: v }, wh);
  expect(done.body.Code, done.body.Message).toBe(0);
  d = await k.detail(o.id);
  return { ...o, lineId };
}

const body = (orderId: number, lineId: number, qty: number, over: Record<string, unknown> = {}) => ({
  OrderId: orderId,
  TaxRate: '13',
  Lines: [{ OrderLineId: lineId, Quantity: qty }],
  BuyerName: '深圳测试电子有限公司',
  BuyerTaxNo: '91440300MA5TEST01X',
  ...over,
});

describe('invoice requests', () => {
  it('the trio: no session −100, no permit 403', async () => {
    expect((await t.call('POST', `${P}/Query`, { body: {} })).body.Code).toBe(-100);
    const denied = await accountWithout(t, 'POST merchant/finance/invoice');
    expect((await call('POST', P, body(1, 1, 1), denied)).status).toBe(403);
  });

  it('every rule of a request refused with nothing written; review; issue; void', async () => {
    const o = await shipped(10, 6);
    const before = await count();
    const refuse = async (b: Record<string, unknown>, field: string, msg: RegExp) => {
      const r = await call('POST', P, b, rep);
      expect(r.status, field).toBe(400);
      expect(r.body.Data, field).toMatchObject({ Field: field });
      expect(r.body.Message, field).toMatch(msg);
    };
    await refuse(body(o.id, o.lineId, 7), 'Lines[0].Quantity', /exceeds the 6 invoiceable/);
    await refuse(body(o.id, o.lineId, 0), 'Lines[0].Quantity', /whole number above 0/);
    await refuse(body(o.id, o.lineId, 1, { TaxRate: '6' }), 'TaxRate', /one of 1 %, 3 %/);
    await refuse(body(o.id, o.lineId, 1, { TaxRate: '9' }), 'TaxRate', /differs from the sales order/);
    await refuse(body(o.id, o.lineId, 1, { Lines: [] }), 'Lines', /at least one shipped line/);
    await refuse(body(o.id, 999999, 1), 'Lines[0].OrderLineId', /not a line of this sales order/);
    await refuse(
      body(o.id, o.lineId, 1, {
        Lines: [
          { OrderLineId: o.lineId, Quantity: 1 },
          { OrderLineId: o.lineId, Quantity: 1 },
        ],
      }),
      'Lines[1].OrderLineId',
      /listed twice/,
    );
    await refuse(body(o.id, o.lineId, 1, { BuyerTaxNo: '' }), 'BuyerTaxNo', /required/);
    // Another salesperson's order: not found.
    const other = await call('POST', P, body(o.id, o.lineId, 1), await k.f.token('sales.director'));
    expect(other.status).toBe(404);
    expect(await count()).toBe(before);

    // 4 of 6 requested: 13 % of 8.00 = 1.04 → 9.04.
    const r = await call('POST', P, body(o.id, o.lineId, 4), rep);
    expect(r.body.Code, r.body.Message).toBe(0);
    expect(r.body.Data).toMatchObject({ Status: 1, Total: '9.04' });
    expect(r.body.Data.No).toMatch(/^FP/);
    const id = r.body.Data.Id;
    // Requested quantities count: 3 more is beyond 6 − 4.
    await refuse(body(o.id, o.lineId, 3), 'Lines[0].Quantity', /exceeds the 2 invoiceable/);

    // The review: the submitter never decides, a salesperson cannot; the audit list behind the permit.
    const reqId = await pendingRequestOf(t, 'invoiceAudit', id);
    const decide = (token: string) =>
      t.call('PUT', '/merchant/review/invoiceAudit/approve', {
        token,
        body: { Ids: [reqId], Comment: 'ok' },
        lang: 'en-US',
      });
    expect((await decide(rep)).body.Code).not.toBe(0);
    expect((await status(id)).status).toBe(1);
    const audit = await t.call<{ Records: { Id: number }[] }>(
      'POST',
      '/merchant/sale/documentreview/invoiceaudit',
      {
        token: fin,
        body: {},
      },
    );
    expect(audit.body.Data.Records.map((x) => x.Id)).toContain(id);
    const counts = async (token: string) =>
      (await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', { token })).body
        .Data.Counts;
    expect((await counts(fin)).InvoiceAuditCount).toBeGreaterThanOrEqual(1);
    const ok = await decide(fin);
    expect(ok.body.Code, (ok.body as { Message: string }).Message).toBe(0);
    expect((await status(id)).status).toBe(2);
    expect((await counts(fin)).InvoiceToIssueCount).toBeGreaterThanOrEqual(1);

    // Issue: a salesperson cannot; bad number, future date, stale version refused; then issued once.
    let v = (await t.call<Res>('GET', `${P}/${id}`, { token: fin })).body.Data.Version;
    const issue = (b: Record<string, unknown>, token = fin) => call('PUT', `${P}/${id}/issue`, b, token);
    expect((await issue({ Version: v, InvoiceNo: '12345678', InvoiceDate: '2026-01-05' }, rep)).status).toBe(
      403,
    );
    expect((await issue({ Version: v, InvoiceNo: 'x1', InvoiceDate: '2026-01-05' })).body.Data).toMatchObject(
      {
        Field: 'InvoiceNo',
      },
    );
    expect(
      (await issue({ Version: v, InvoiceNo: '12345678', InvoiceDate: '2999-01-01' })).body.Data,
    ).toMatchObject({
      Field: 'InvoiceDate',
    });
    expect((await issue({ Version: v + 3, InvoiceNo: '12345678', InvoiceDate: '2026-01-05' })).status).toBe(
      409,
    );
    expect(await status(id)).toEqual({ status: 2, invoice_no: null });
    const issued = await issue({ Version: v, InvoiceNo: '12345678', InvoiceDate: '2026-01-05' });
    expect(issued.body.Code, issued.body.Message).toBe(0);
    expect(await status(id)).toEqual({ status: 4, invoice_no: '12345678' });
    // The order shows it (read through finance's export; finance writes no sales table).
    const od = (await k.detail(o.id)) as unknown as {
      InvoiceStatus: number;
      Lines: { InvoicedQty: number; InvoiceRequestedQty: number }[];
    };
    expect(od.InvoiceStatus).toBe(2);
    expect(od.Lines[0]).toMatchObject({ InvoicedQty: 4, InvoiceRequestedQty: 0 });
    v = issued.body.Data.Version;
    // Issue twice: refused, nothing changed.
    const twice = await issue({ Version: v, InvoiceNo: '87654321', InvoiceDate: '2026-01-05' });
    expect(twice.status).toBe(400);
    expect(twice.body.Message).toMatch(/not waiting to be issued/);
    expect(await status(id)).toEqual({ status: 4, invoice_no: '12345678' });

    // Void: only as a red-letter reversal with its own number and a reason; frees the quantity.
    const voidIt = (b: Record<string, unknown>) => call('PUT', `${P}/${id}/void`, b, fin);
    expect((await voidIt({ Version: v, RedInvoiceNo: '12345678', Reason: 'x' })).body.Data).toMatchObject({
      Field: 'RedInvoiceNo',
    });
    expect((await voidIt({ Version: v, RedInvoiceNo: '99999999', Reason: '' })).body.Data).toMatchObject({
      Field: 'Reason',
    });
    expect((await status(id)).status).toBe(4);
    const voided = await voidIt({ Version: v, RedInvoiceNo: '99999999', Reason: '开错抬头' });
    expect(voided.body.Code, voided.body.Message).toBe(0);
    expect((await status(id)).status).toBe(5);
    const again = await call('POST', P, body(o.id, o.lineId, 6), rep);
    expect(again.body.Code, again.body.Message).toBe(0);
  });
});

describe('the request form, the queue summary and the requirements by customer (decision 0055)', () => {
  it('source view, order picker, requirement list: open = shipped − held; scoped to the caller', async () => {
    const o = await shipped(10, 5);
    // The form: the order's rate, the buyer's details, per line shipped / invoiced / requested / open.
    type Src = {
      TaxRate: string;
      CustomerId: number;
      CustomerName: string;
      Lines: { OrderLineId: number; ShippedQty: number; RequestedQty: number; OpenQty: number }[];
    };
    const src = await t.call<Src>('GET', `${P}/source/${o.id}`, { token: rep });
    expect(src.body.Code, (src.body as { Message?: string }).Message).toBe(0);
    expect(Number(src.body.Data.TaxRate)).toBe(13);
    expect(src.body.Data.Lines[0]).toMatchObject({ OrderLineId: o.lineId, ShippedQty: 5, OpenQty: 5 });
    // Another salesperson's order: 404; the requirement screen without the request permit: 403 on the form.
    expect(
      (await t.call('GET', `${P}/source/${o.id}`, { token: await k.f.token('sales.director') })).status,
    ).toBe(404);
    type Orders = { Records: { OrderId: number; OpenTotal: string; OpenLines: number }[] };
    const picker = async (token: string, q = '') =>
      (await t.call<Orders>('GET', `${P}/orders${q}`, { token })).body.Data.Records;
    // 5 × 2 = 10.00 + 13 % = 11.30.
    expect((await picker(rep)).find((r) => r.OrderId === o.id)).toMatchObject({
      OpenTotal: '11.30',
      OpenLines: 1,
    });
    expect(
      (await picker(rep, `?CustomerId=${src.body.Data.CustomerId}`)).some((r) => r.OrderId === o.id),
    ).toBe(true);
    expect((await picker(rep, `?CustomerId=999999`)).length).toBe(0);

    type Req = { Records: { CustomerId: number; Currency: string; OpenTotal: string; OpenQty: number }[] };
    const requirement = async (token: string) =>
      (
        await t.call<Req>('POST', `${P}/requirement/Query`, { token, body: { pageIndex: 1, pageSize: 500 } })
      ).body.Data.Records.find((r) => r.CustomerId === src.body.Data.CustomerId);
    const before = await requirement(fin);
    expect(before).toBeDefined();
    const qtyBefore = before!.OpenQty;

    // Request 2: the form, picker and requirements all drop by 2.
    const r = await call('POST', P, body(o.id, o.lineId, 2), rep);
    expect(r.body.Code, r.body.Message).toBe(0);
    const after = await t.call<Src>('GET', `${P}/source/${o.id}`, { token: rep });
    expect(after.body.Data.Lines[0]).toMatchObject({ RequestedQty: 2, OpenQty: 3 });
    expect((await picker(rep)).find((x) => x.OrderId === o.id)).toMatchObject({ OpenTotal: '6.78' });
    expect((await requirement(fin))!.OpenQty).toBe(qtyBefore - 2);
    // Data scope: the order's salesperson sees the customer; another salesperson does not.
    expect(await requirement(rep)).toBeDefined();
    const otherRep = await k.f.token('sales.director');
    const seen = await requirement(otherRep);
    expect(seen === undefined || seen.OpenQty < qtyBefore).toBe(true);
    // No grant at all: 403.
    const buyer = await k.f.token('buyer');
    expect((await t.call('POST', `${P}/requirement/Query`, { token: buyer, body: {} })).status).toBe(403);
    expect((await t.call('GET', `${P}/orders`, { token: buyer })).status).toBe(403);

    // The review queue shows customer, amount with tax, order, and the lines.
    type Q = {
      Records: {
        DocId: number;
        Amount: string;
        Currency: string;
        Summary: { Who: string; Facts: { Label: string; Value: string }[] };
      }[];
    };
    const q = await t.call<Q>('POST', '/merchant/review/invoiceAudit/Query', { token: fin, body: {} });
    const row = q.body.Data.Records.find((x) => x.DocId === r.body.Data.Id)!;
    expect(row.Summary.Who).toBe(src.body.Data.CustomerName);
    expect(row.Amount).toBe('4.52');
    expect(row.Summary.Facts.find((f) => f.Label === 'resources.review.SalesOrder')?.Value).toBe(o.no);
    expect(row.Summary.Facts.find((f) => f.Label === 'resources.review.LineCount')?.Value).toBe('1');
    type L = { Records: { Mpn: string; Quantity: number; Amount: string }[] };
    const lines = await t.call<L>('GET', `/merchant/review/invoiceAudit/lines?DocId=${r.body.Data.Id}`, {
      token: fin,
    });
    expect(lines.body.Data.Records).toEqual([expect.objectContaining({ Quantity: 2, Amount: '4.00' })]);
  });
});
