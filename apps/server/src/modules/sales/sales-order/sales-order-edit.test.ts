import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/rows.js';
import { factories, ok, salesOrderBody } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { reserveStock } from '../../inventory/index.js';
import { refreshOrderStatuses } from './sales-order.statuses.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';

/**
 * Editing a sales order at its Version (PUT /merchant/sale/salesorder/:id): lines by Id, each rule
 * broken with its message and the order unchanged, reservations released on a lower quantity, the
 * approved order back to draft beyond the tolerance. The approval, picking and shipping of other
 * engineers' / issues' use cases are stood in for by writing the review status and line quantities
 * directly (then re-deriving the statuses through the one writer), and by reserving through the ledger.
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

interface Line {
  Id: number;
  LineNo: number;
  Mpn: string;
  Brand: string;
  Package: string;
  Quantity: number;
  UnitPrice: string;
  Amount: string;
  ReservedQty: number;
  ShippedQty: number;
  PurchaseQuoteId: number | null;
  LotId: number | null;
}
interface Detail {
  Id: number;
  No: string;
  CustomerId: number;
  Currency: string;
  TenantId: number;
  TaxRate: string;
  CountryId: number;
  ConsigneeName: string;
  Remark: string;
  Amount: string;
  Total: string;
  status: number;
  Version: number;
  Lines: Line[];
}
const detail = async (id: number, token = rep) =>
  ok<Detail>(await t.call('GET', `/merchant/sale/salesorder/${id}`, { token }), 'detail');
const put = (id: number, body: Record<string, unknown>, token = rep) =>
  t.call<{ Id: number; Version: number; Status: number }>('PUT', `/merchant/sale/salesorder/${id}`, {
    token,
    body,
    lang: 'en-US',
  });
const select = async <T>(q: ReturnType<typeof sql>) => rows<T>(await t.db.execute(q));

/** The update body of an order as read (header + lines by Id), with overrides. */
function bodyOf(d: Detail, o: { lines?: Record<string, unknown>[]; header?: Record<string, unknown> } = {}) {
  return {
    ...salesOrderBody(d.CustomerId, o.lines ?? d.Lines.map(lineBody), {
      TenantId: d.TenantId,
      Currency: d.Currency,
      TaxRate: Number(d.TaxRate),
      CountryId: d.CountryId,
      ConsigneeName: d.ConsigneeName,
      Remark: d.Remark,
    }),
    Version: d.Version,
    ...o.header,
  };
}
const lineBody = (l: Line) => ({
  Id: l.Id,
  Mpn: l.Mpn,
  Brand: l.Brand,
  Package: l.Package,
  Quantity: l.Quantity,
  UnitPrice: l.UnitPrice,
  ...(l.PurchaseQuoteId ? { PurchaseQuoteId: l.PurchaseQuoteId } : {}),
  ...(l.LotId ? { LotId: l.LotId } : {}),
});

/**
 * Stand-in for the review / shipment use cases: the stored status or line quantities, re-derived.
 * Picked / shipped quantities are set in the database until shipments exist (#16 writes them).
 */
async function stand(id: number, status?: number, line?: { id: number; set: Record<string, number> }) {
  await t.db.transaction(async (tx) => {
    if (status !== undefined) await tx.update(salesOrder).set({ status }).where(eq(salesOrder.id, id));
    if (line) await tx.update(salesOrderLine).set(line.set).where(eq(salesOrderLine.id, line.id));
    await refreshOrderStatuses(tx, id);
  });
}

/** Refused with `text` naming `field`, and the order (header, lines, version) unchanged. */
async function refused(id: number, body: Record<string, unknown>, field: string, text: string, status = 400) {
  const before = await detail(id);
  const res = await put(id, body);
  expect(res.status, `${field}: ${res.body.Message}`).toBe(status);
  expect(res.body.Code).not.toBe(0);
  if (status === 400) expect(res.body.Data, res.body.Message).toMatchObject({ Field: field });
  expect(res.body.Message, field).toContain(text);
  expect(await detail(id)).toEqual(before);
}

describe('sales order edit', () => {
  it('changes, adds and removes lines by Id at the Version; a stale Version is 409', async () => {
    const o = await f.salesOrder();
    const d = await detail(o.id);
    const [a, b] = d.Lines;
    const res = await put(
      o.id,
      bodyOf(d, {
        lines: [
          { ...lineBody(a!), Quantity: 800, UnitPrice: '1.300000' },
          { Mpn: 'NE555DR', Brand: 'TI', Quantity: 100, UnitPrice: '0.5' },
        ],
        header: { Remark: 'urgent' },
      }),
    );
    expect(ok<{ Version: number; Status: number }>(res, 'update')).toMatchObject({
      Version: d.Version + 1,
      Status: 0,
    });
    const after = await detail(o.id);
    expect(after.Lines.map((l) => [l.LineNo, l.Mpn, l.Quantity, l.Amount])).toEqual([
      [1, 'STM32F103C8T6', 800, '1040.00'],
      [3, 'NE555DR', 100, '50.00'],
    ]);
    expect(after).toMatchObject({ Remark: 'urgent', Amount: '1090.00', Total: '1231.70' });
    expect(after.Lines.some((l) => l.Id === b!.Id)).toBe(false);
    const [h] = await select<{ action: string; changes: Record<string, unknown> }>(
      sql`select action, changes from doc_history where doc_type = 'salesOrder' and doc_id = ${o.id}
          order by id desc limit 1`,
    );
    expect(h!.action).toBe('update');
    expect(h!.changes).toMatchObject({
      'L1.Quantity': [1000, 800],
      L2: ['LM358DR × 2000', null],
      L3: [null, 'NE555DR × 100'],
      Remark: ['', 'urgent'],
      Amount: ['1490.00', '1090.00'],
    });
    // The Version read before the save is stale now: 409, nothing written.
    await refused(o.id, bodyOf(d, { header: { Remark: 'lost' } }), 'Version', 'reload', 409);
  });

  it('refuses each broken rule with its message, the order unchanged', async () => {
    const o = await f.salesOrder();
    const other = await f.salesOrder();
    const d = await detail(o.id);
    const od = await detail(other.id);
    const [a] = d.Lines;
    await refused(o.id, bodyOf(d, { lines: [] }), 'Lines', 'At least one product line must remain');
    await refused(
      o.id,
      bodyOf(d, { lines: [lineBody(od.Lines[0]!)] }),
      'Lines[0].Id',
      'not a line of the order',
    );
    await refused(o.id, bodyOf(d, { header: { TenantId: 1 } }), 'TenantId', 'disabled');
    await refused(
      o.id,
      bodyOf(d, { lines: [{ ...lineBody(a!), Quantity: 0 }] }),
      'Lines[0].Quantity',
      'positive whole number',
    );

    // Approved: customer, currency, owner company and tax rate are frozen.
    await stand(o.id, 6);
    const ap = await detail(o.id);
    const c2 = await f.customer();
    for (const [field, value] of [
      ['CustomerId', c2.id],
      ['Currency', 'CNY'],
      ['TenantId', 4],
      ['TaxRate', 9],
    ] as const)
      await refused(
        o.id,
        bodyOf(ap, { header: { [field]: value } }),
        field,
        'The current state of the document does not support modification',
      );

    // Picked and shipped: quantity ≥ shipped, price frozen, the line cannot go.
    await stand(o.id, undefined, { id: a!.Id, set: { pickedQty: 300, shippedQty: 200 } });
    const sh = await detail(o.id);
    await refused(
      o.id,
      bodyOf(sh, { lines: sh.Lines.map((l, i) => ({ ...lineBody(l), Quantity: i ? l.Quantity : 150 })) }),
      'Lines[0].Quantity',
      'Quantity cannot be below the shipped quantity',
    );
    await refused(
      o.id,
      bodyOf(sh, { lines: sh.Lines.map((l, i) => ({ ...lineBody(l), UnitPrice: i ? '0.2' : l.UnitPrice })) }),
      'Lines[1].UnitPrice',
      'Once a shipment exists, the unit price cannot be changed',
    );
    await refused(
      o.id,
      bodyOf(sh, { lines: [lineBody(sh.Lines[1]!)] }),
      'Lines',
      'Quantity cannot be below the shipped quantity',
    );

    // Cancelled, voided, cancel pending, in review, completed: not editable at all.
    for (const status of [9, 10, 11, 2, 5, 8]) {
      await stand(other.id, status);
      await refused(
        other.id,
        bodyOf(await detail(other.id), { header: { Remark: 'x' } }),
        'Version',
        'The current state of the document does not support modification',
      );
    }
    // Another salesperson's order: as if it did not exist.
    const agent = await put(o.id, bodyOf(sh), await f.token('sales.agent'));
    expect(agent.status).toBe(404);
  });

  it('a quantity below what is reserved releases the difference on the ledger; such a line stays', async () => {
    const o = await f.salesOrder();
    const d = await detail(o.id);
    const [lot] = await select<{ id: number; reserved: number }>(
      sql`select id, reserved from inv_lot where qc_state = ${QC_STATE.passed} and on_hand - reserved >= 300
          order by id limit 1`,
    );
    expect(lot, 'a demo lot with 300 available').toBeDefined();
    const line = d.Lines[0]!;
    await t.db.transaction(async (tx) => {
      await reserveStock(
        tx,
        { userId: null, lang: 'en-US' },
        lot!.id,
        { docType: 'salesOrder', docId: o.id, docLineId: line.Id },
        300,
      );
      await tx.update(salesOrderLine).set({ reservedQty: 300 }).where(eq(salesOrderLine.id, line.Id));
      await refreshOrderStatuses(tx, o.id);
    });
    await stand(o.id, 6);
    const ap = await detail(o.id);
    ok(
      await put(
        o.id,
        bodyOf(ap, { lines: ap.Lines.map((l, i) => ({ ...lineBody(l), Quantity: i ? l.Quantity : 200 })) }),
      ),
      'lower',
    );
    const after = await detail(o.id);
    expect(after.Lines[0]).toMatchObject({ Quantity: 200, ReservedQty: 200 });
    const [l2] = await select<{ reserved: number }>(sql`select reserved from inv_lot where id = ${lot!.id}`);
    expect(l2!.reserved).toBe(lot!.reserved + 200);
    expect(await checkLedgers(t)).toEqual([]);
    // The line has reservation entries: it cannot be removed (the ledger points at it).
    await refused(o.id, bodyOf(after, { lines: [lineBody(after.Lines[1]!)] }), 'Lines', 'reserved stock');
  });

  it('an approved order goes back to draft when its amount moves beyond the tolerance', async () => {
    const admin = await f.token('admin');
    const o = await f.salesOrder();
    await stand(o.id, 6);
    // Tolerance 0 (default): a remark keeps it approved, any amount change sends it back to draft.
    let d = await detail(o.id);
    expect(
      ok<{ Status: number }>(await put(o.id, bodyOf(d, { header: { Remark: 'r' } })), 'remark').Status,
    ).toBe(6);
    d = await detail(o.id);
    const lower = (q: number) =>
      bodyOf(d, { lines: d.Lines.map((l, i) => ({ ...lineBody(l), Quantity: i ? l.Quantity : q })) });
    expect(ok<{ Status: number }>(await put(o.id, lower(990)), 'lower').Status).toBe(0);
    expect((await detail(o.id)).status).toBe(0);
    const [h] = await select<{ action: string; from_status: string; to_status: string }>(
      sql`select action, from_status, to_status from doc_history where doc_type = 'salesOrder'
          and doc_id = ${o.id} order by id desc limit 1`,
    );
    expect(h).toEqual({ action: 'backToDraft', from_status: '6', to_status: '0' });

    // Tolerance 5 %: 1490 → 1477.50 (−0.8 %) stays approved; → 1240 (−16.8 %) goes back to draft.
    const s = ok<{ Records: { Key: string; Version: number }[] }>(
      await t.call('GET', '/merchant/setup/setting', { token: admin }),
      'settings',
    ).Records.find((r) => r.Key === 'salesReReviewTolerancePercent')!;
    ok(
      await t.call('PUT', '/merchant/setup/setting/salesReReviewTolerancePercent', {
        token: admin,
        body: { Value: 5, Version: s.Version },
      }),
      'tolerance',
    );
    const o2 = await f.salesOrder();
    await stand(o2.id, 6);
    d = await detail(o2.id);
    expect(ok<{ Status: number }>(await put(o2.id, lower(990)), 'small').Status).toBe(6);
    d = await detail(o2.id);
    expect(ok<{ Status: number }>(await put(o2.id, lower(800)), 'big').Status).toBe(0);
  });
});
