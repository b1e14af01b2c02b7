import { MOVE_KIND, QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import type {
  InventoryStatisticsView,
  StockSummaryView,
} from '@partdesk/shared/inventory/stock-summary/stock-summary.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { accountWithout, day } from '../../../test/factories.js';
import { createLedgerFixture, fixtureLine, ledgerFixtureDocument } from '../../../test/ledger-fixture.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { type PostBy, postStockMoves } from '../ledger/post-stock-moves.js';
import { stockOfPart } from '../ledger/part-stock.js';
import { type LotInput, receiveLot } from '../ledger/receive-lot.js';
import { setLotQc } from '../ledger/reservations.js';

/**
 * A small scenario computed by hand (decision 0029). Brands ZZTEST-A / ZZTEST-B are the test's own, so
 * demo lots never change the sums.
 *
 * | lot | owner | wh | brand    | cost          | rate     | received | on hand | value CNY                         | age |
 * | A   | 1     | 1  | ZZTEST-A | 1.234567 USD  | 7.1      | −10 d    | 100−30  | 70 × 1.234567 × 7.1 = 613.5798 → 613.58 | 1 |
 * | B   | 1     | 2  | ZZTEST-A | 2.5 CNY       | 1        | −130 d   | 40      | 100.00                            | 2 |
 * | C   | 2     | 1  | ZZTEST-B | 0.333333 EUR  | 7.654321 | −250 d   | 9       | 22.96294 → 22.96                  | 3 |
 * | D   | 2     | 2  | ZZTEST-B | 10 USD        | 7        | −400 d   | 5       | 350.00                            | 4 |
 * | E   | 2     | 2  | ZZTEST-B | 1 USD         | 7        | −5 d     | 3−3 = 0 | not listed                        | – |
 */
let t: TestApp;
let fin: string;
const by: PostBy = { userId: 1, lang: 'en-US' };
const lot = (over: Partial<LotInput>): LotInput => ({
  tenantId: 1,
  mpn: 'ZZ-PART-1',
  warehouseId: 1,
  unitCost: '1',
  currency: 'USD',
  rateToCny: '7',
  sourceDocType: ledgerFixtureDocument.type,
  sourceDocId: 1,
  sourceLineId: 101,
  receivedOn: day(0),
  ...over,
});
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  fin = await t.login('accountant');
  await t.db.transaction(async (tx) => {
    const a = { brand: 'ZZTEST-A', unitCost: '1.234567', rateToCny: '7.1', receivedOn: day(-10) };
    ids.A = (await receiveLot(tx, by, lot(a), 100)).lotId;
    const b = { brand: 'ZZTEST-A', warehouseId: 2, unitCost: '2.5', currency: 'CNY', rateToCny: '1' };
    ids.B = (await receiveLot(tx, by, lot({ ...b, receivedOn: day(-130) }), 40)).lotId;
    const c = {
      tenantId: 2,
      brand: 'ZZTEST-B',
      unitCost: '0.333333',
      currency: 'EUR',
      rateToCny: '7.654321',
    };
    ids.C = (await receiveLot(tx, by, lot({ ...c, receivedOn: day(-250) }), 9)).lotId;
    const d = { tenantId: 2, warehouseId: 2, brand: 'ZZTEST-B', unitCost: '10', receivedOn: day(-400) };
    ids.D = (await receiveLot(tx, by, lot(d), 5)).lotId;
    const e = { tenantId: 2, warehouseId: 2, brand: 'ZZTEST-B', receivedOn: day(-5) };
    ids.E = (await receiveLot(tx, by, lot(e), 3)).lotId;
    const ship = { kind: MOVE_KIND.shipment, ...fixtureLine(2, 1) };
    await postStockMoves(tx, by, [
      { lotId: ids.A!, qty: -30, ...ship },
      { lotId: ids.E!, qty: -3, ...ship },
    ]);
  });
  // Lot B's inbound happened 40 days ago (a previous month): moves are immutable, so the test's own
  // database switches the guard off for this one back-dating.
  await t.db.execute(sql`alter table inv_stock_move disable trigger inv_stock_move_immutable`);
  await t.db.execute(
    sql`update inv_stock_move set created_at = now() - interval '40 days' where lot_id = ${ids.B}`,
  );
  await t.db.execute(sql`alter table inv_stock_move enable trigger inv_stock_move_immutable`);
});
afterAll(() => t.close());

const summary = async (body: object, token = fin) =>
  t.call<StockSummaryView>('POST', '/merchant/finance/stocksummary/Summary', { token, body });
const group = (key: string | number | null, lots: number, onHand: number, value: string) => ({
  Key: key,
  Lots: lots,
  OnHand: onHand,
  ValueCny: value,
});

describe('stock summary (/finance/stocksSummary)', () => {
  it('values the lots at cost in CNY and groups them by owner company, warehouse, brand and age, with the total', async () => {
    const res = await summary({ Brand: 'ZZTEST' });
    expect(res.body.Code).toBe(0);
    expect(res.body.Data).toEqual({
      Total: group(null, 4, 124, '1086.54'),
      ByTenant: [group(1, 2, 110, '713.58'), group(2, 2, 14, '372.96')],
      ByWarehouse: [group(1, 2, 79, '636.54'), group(2, 2, 45, '450.00')],
      ByBrand: [group('ZZTEST-A', 2, 110, '713.58'), group('ZZTEST-B', 2, 14, '372.96')],
      ByAge: [
        group(1, 1, 70, '613.58'),
        group(2, 1, 40, '100.00'),
        group(3, 1, 9, '22.96'),
        group(4, 1, 5, '350.00'),
      ],
    });
  });

  it('the lot list holds the same lots (none at zero on hand), each valued, adding up to the total; filters agree', async () => {
    const res = await t.call<{ TotalCount: number; Records: Record<string, unknown>[] }>(
      'POST',
      '/merchant/finance/stocksummary/Query',
      { token: fin, body: { Brand: 'ZZTEST', sortField: 'ReceivedOn', sortOrder: 'asc' } },
    );
    expect(res.body.Code).toBe(0);
    expect(res.body.Data.TotalCount).toBe(4);
    expect(res.body.Data.Records.map((r) => [r.Id, r.OnHand, r.ValueCny, r.AgeBucket])).toEqual([
      [ids.D, 5, '350.00', 4],
      [ids.C, 9, '22.96', 3],
      [ids.B, 40, '100.00', 2],
      [ids.A, 70, '613.58', 1],
    ]);
    expect((await summary({ Brand: 'ZZTEST', TenantId: 2 })).body.Data.Total).toEqual(
      group(null, 2, 14, '372.96'),
    );
    expect((await summary({ Brand: 'ZZTEST', AgeBucket: [3, 4] })).body.Data.Total).toEqual(
      group(null, 2, 14, '372.96'),
    );
    expect((await summary({ Brand: 'ZZTEST', WarehouseId: 1 })).body.Data.Total).toEqual(
      group(null, 2, 79, '636.54'),
    );
    expect(
      (await summary({ Brand: 'ZZTEST', QcState: [1], ReceivedOnStart: day(-260) })).body.Data.Total,
    ).toEqual(group(null, 3, 119, '736.54'));
    expect((await summary({ Brand: 'ZZTEST-NONE' })).body.Data.Total).toEqual(group(null, 0, 0, '0.00'));
  });

  it('exports the list for the same filters (.xlsx)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/merchant/finance/stocksummary/Export',
      headers: { token: fin },
      payload: { Brand: 'ZZTEST' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['x-total-count']).toBe('4');
  });

  it('no session → −100; without the screen → 403; a bad filter → 400 naming it', async () => {
    expect((await summary({}, '')).body.Code).toBe(-100);
    const other = await accountWithout(t, 'POST merchant/finance/stocksummary/summary');
    const denied = await summary({}, other);
    expect(denied.status).toBe(403);
    const list = await t.call('POST', '/merchant/finance/stocksummary/Query', { token: other, body: {} });
    expect(list.status).toBe(403);
    const bad = await summary({ TenantId: 'x' });
    expect(bad.status).toBe(400);
    const unknown = await summary({ Nope: 1 });
    expect(unknown.status).toBe(400);
    expect(bad.body.Message).toBe('TenantId格式不正确'); // the list layer's own message, as on the list
  });
});

const month = (d: number) => day(d).slice(0, 7);
const stats = (body: object, token = fin) =>
  t.call<InventoryStatisticsView>('POST', '/merchant/finance/inventorystatistics/Query', {
    token,
    body,
    lang: 'en-US',
  });

describe('inventory statistics (/finance/business-processing/inventory-statistics)', () => {
  it('moves in and out per month and kind, valued at the lot cost in CNY, with totals', async () => {
    const res = await stats({ DateStart: day(-60), DateEnd: day(0), Period: 'month', Brand: 'ZZTEST-A' });
    expect(res.body.Code).toBe(0);
    const row = (period: string, kind: number, qtyIn: number, qtyOut: number, vin: string, vout: string) => ({
      Period: period,
      Kind: kind,
      Moves: 1,
      QtyIn: qtyIn,
      QtyOut: qtyOut,
      ValueIn: vin,
      ValueOut: vout,
    });
    // A in: 100 × 1.234567 × 7.1 = 876.54257; A out: 30 × … = 262.962771; B in (40 days ago): 100.00.
    expect(res.body.Data).toEqual({
      Records: [
        row(month(-40), MOVE_KIND.inbound, 40, 0, '100.00', '0.00'),
        row(month(0), MOVE_KIND.inbound, 100, 0, '876.54', '0.00'),
        row(month(0), MOVE_KIND.shipment, 0, 30, '0.00', '262.96'),
      ],
      Total: { Moves: 3, QtyIn: 140, QtyOut: 30, ValueIn: '976.54', ValueOut: '262.96' },
    });
  });

  it('per day within the range only; owner company and warehouse filters', async () => {
    const res = await stats({
      DateStart: day(-1),
      DateEnd: day(0),
      Period: 'day',
      TenantId: 2,
      WarehouseId: 2,
      // The test's own brand (D and E): the demo receives goods into owner 2 / warehouse 2 today as well.
      Brand: 'ZZTEST-B',
    });
    // Today on owner 2 / warehouse 2: D in 5 (350.00), E in 3 (21.00), E out 3 (21.00).
    expect(res.body.Data.Records).toEqual([
      { Period: day(0), Kind: 1, Moves: 2, QtyIn: 8, QtyOut: 0, ValueIn: '371.00', ValueOut: '0.00' },
      { Period: day(0), Kind: 2, Moves: 1, QtyIn: 0, QtyOut: 3, ValueIn: '0.00', ValueOut: '21.00' },
    ]);
    const empty = await stats({ DateStart: day(-30), DateEnd: day(-20), Period: 'week', Brand: 'ZZTEST-B' });
    expect(empty.body.Data).toEqual({
      Records: [],
      Total: { Moves: 0, QtyIn: 0, QtyOut: 0, ValueIn: '0.00', ValueOut: '0.00' },
    });
  });

  it('exports the same rows (.xlsx)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/merchant/finance/inventorystatistics/Export',
      headers: { token: fin },
      payload: { DateStart: day(-60), DateEnd: day(0), Brand: 'ZZTEST-A' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses a reversed or too long range naming DateEnd, a missing start, no permit', async () => {
    const reversed = await stats({ DateStart: day(0), DateEnd: day(-1) });
    expect(reversed.status).toBe(400);
    expect(reversed.body.Message).toBe('End date cannot be before the start date');
    const long = await stats({ DateStart: day(-200), DateEnd: day(0), Period: 'day' });
    expect(long.status).toBe(400);
    expect(long.body.Message).toBe('End date: at most 93 days for this period');
    const missing = await stats({ DateEnd: day(0) });
    expect(missing.status).toBe(400);
    expect(missing.body.Message).toBe('Start date is required');
    expect((await stats({ DateStart: day(-1), DateEnd: day(0) }, '')).body.Code).toBe(-100);
    const other = await accountWithout(t, 'POST merchant/finance/inventorystatistics/query');
    expect((await stats({ DateStart: day(-1), DateEnd: day(0) }, other)).status).toBe(403);
    expect(await checkLedgers(t, [ledgerFixtureDocument])).toEqual([]);
  });
});

describe('on hand and available of one part (the 1 M-move bench query)', () => {
  it('sums the lots of the MPN; only passed lots count as available', async () => {
    expect(await stockOfPart(t.db, 'ZZ-PART-1')).toEqual({ Lots: 5, OnHand: 124, Available: 0 });
    await t.db.transaction((tx) => setLotQc(tx, by, ids.A!, QC_STATE.passed));
    await t.db.transaction((tx) => setLotQc(tx, by, ids.C!, QC_STATE.passed));
    expect(await stockOfPart(t.db, 'ZZ-PART-1')).toEqual({ Lots: 5, OnHand: 124, Available: 79 });
    expect(await stockOfPart(t.db, 'ZZ-PART-1', 'ZZTEST-B')).toEqual({ Lots: 3, OnHand: 14, Available: 9 });
    expect(await stockOfPart(t.db, 'NO-SUCH-PART')).toEqual({ Lots: 0, OnHand: 0, Available: 0 });
    expect(await checkLedgers(t, [ledgerFixtureDocument])).toEqual([]);
  });
});
