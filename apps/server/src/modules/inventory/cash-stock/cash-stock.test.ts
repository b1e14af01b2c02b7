import { CASH_STOCK_PERMITS } from '@partdesk/shared/inventory/cash-stock/cash-stock.codes';
import { MOVE_KIND, QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docHistory } from '../../../core/documents/index.js';
import { rows } from '../../../core/db/index.js';
import { accountWithout } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture, fixtureLine, ledgerFixtureDocument } from '../../../test/ledger-fixture.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { postStockMoves } from '../ledger/post-stock-moves.js';
import { reserveStock } from '../ledger/reservations.js';
import { invLot } from '../ledger/stock-ledger.table.js';
import { by, lot, monthsAgo } from '../test/lots.js';

/**
 * Own stock over HTTP (decision 0028): only passed lots with stock, the filters, cost withheld from
 * sales on the wire, export = list, the marketplace CSVs, a lot's cash price by hand and re-pricing.
 */
let t: TestApp;
const tok: Record<string, string> = {};
const Q = '/merchant/product/cashstock/Query';
const L: Record<string, number> = {};
let wh1 = 0;
let wh2 = 0;

type StockRow = Record<string, unknown> & { Id: number; Available: number; Reserved: number };

beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  for (const a of ['sales.rep', 'purchase.head', 'buyer', 'admin']) tok[a] = await t.login(a);
  const whs = rows<{ id: number }>(await t.db.execute(sql`select id from inv_warehouse order by id limit 2`));
  expect(whs, 'the demo data has two warehouses').toHaveLength(2);
  [wh1, wh2] = [whs[0]!.id, whs[1]!.id];
  const aged = await monthsAgo(t, 8);
  const base = { mpn: 'ZQCS-100', brand: 'ST', package: 'LQFP48', dateCode: '2431' };
  L.a = await lot(t, 100, { ...base, warehouseId: wh1, receivedOn: aged, unitCost: '1', rateToCny: '7' });
  L.b = await lot(t, 50, { ...base, warehouseId: wh2, tenantId: 2, unitCost: '1.2' });
  L.c = await lot(t, 20, { ...base, package: 'SOT-23, T&R', dateCode: '2502', warehouseId: wh1 });
  L.d = await lot(t, 10, { mpn: 'ZQCS-200', brand: 'TI', package: 'SOIC-8' }, QC_STATE.quarantine);
  L.e = await lot(t, 10, { mpn: 'ZQCS-200', brand: 'TI', package: 'SOIC-8' }, QC_STATE.rejected);
  L.f = await lot(t, 5, { mpn: 'ZQCS-300', brand: 'NXP' });
  L.g = await lot(t, 40, { mpn: 'ZQCS-400', brand: 'Murata', package: '0402' });
  L.h = await lot(t, 3, { mpn: 'ZQCS-500', brand: '国产', package: '贴片', dateCode: '' });
  await t.db.transaction(async (tx) => {
    await reserveStock(tx, by, L.a!, fixtureLine(5, 1), 30);
    await reserveStock(tx, by, L.g!, fixtureLine(5, 2), 40);
    await postStockMoves(tx, by, [{ lotId: L.f!, qty: -5, kind: MOVE_KIND.scrap, ...fixtureLine(5, 3) }]);
  });
});
afterAll(() => t.close());

const list = (token: string, body: Record<string, unknown>) =>
  t.call<{ Records: StockRow[]; TotalCount: number }>('POST', Q, { token, body: { pageSize: 100, ...body } });
const ids = (r: { Records: StockRow[] }) => r.Records.map((x) => x.Id).sort((a, b) => a - b);
const raw = (url: string, token: string | null, body: unknown) =>
  t.app.inject({ method: 'POST', url, headers: token ? { token } : {}, payload: body as never });

describe('own stock (/product/cashStock)', () => {
  it('no session → −100; a role without the screen → 403; sales see passed lots with stock only', async () => {
    expect((await t.call('POST', Q, { body: {} })).body.Code).toBe(-100);
    const other = await accountWithout(t, CASH_STOCK_PERMITS.list);
    expect((await t.call('POST', Q, { token: other, body: {} })).status).toBe(403);
    const r = await list(tok['sales.rep']!, { Mpn: 'zqcs' });
    expect(r.body.Code).toBe(0);
    // Quarantined (d), rejected (e) and used-up (f) lots are not own stock; a fully reserved one (g) is.
    expect(ids(r.body.Data)).toEqual([L.a, L.b, L.c, L.g, L.h].sort((x, y) => x! - y!));
    expect(r.body.Data.TotalCount).toBe(5);
    const a = r.body.Data.Records.find((x) => x.Id === L.a)!;
    expect(a).toMatchObject({
      Mpn: 'ZQCS-100',
      Brand: 'ST',
      Package: 'LQFP48',
      DateCode: '2431',
      WarehouseId: wh1,
      TenantId: 1,
      OnHand: 100,
      Reserved: 30,
      Available: 70,
      CashPrice: '1.150000', // any brand, 6–12 months: 15 % (demo rules)
      Currency: 'USD',
      AgeMonths: 8,
    });
    expect(a.AgeDays as number).toBeGreaterThanOrEqual(8 * 28);
    expect(r.body.Data.Records.find((x) => x.Id === L.g)).toMatchObject({ OnHand: 40, Available: 0 });
  });

  it('filters by MPN, brand, D/C, package, warehouse and owner company', async () => {
    const rep = tok['sales.rep']!;
    const cases: [Record<string, unknown>, (number | undefined)[]][] = [
      [{ Brand: 'st' }, [L.a, L.b, L.c]],
      [{ Brand: 'ti' }, []],
      [{ DateCode: '2502' }, [L.c]],
      [{ Package: 'lqfp' }, [L.a, L.b]],
      [{ WarehouseId: wh2 }, [L.b]],
      [{ TenantId: 2 }, [L.b]],
      [{ Mpn: 'CS-4' }, [L.g]],
    ];
    for (const [f, want] of cases) {
      const r = await list(rep, { Mpn: 'ZQCS', ...f });
      expect(ids(r.body.Data), JSON.stringify(f)).toEqual(want.sort((x, y) => x! - y!));
    }
    // Cost is never a filter (the field has a permit).
    expect((await list(rep, { Mpn: 'ZQCS', UnitCost: '1' })).status).toBe(400);
  });

  it('cost is on the wire only for holders of the cost permit: never for sales, in the list or the export', async () => {
    const rep = await raw(Q, tok['sales.rep']!, { Mpn: 'ZQCS' });
    expect(rep.payload).not.toMatch(/UnitCost|CostCny|RateToCny/);
    for (const who of ['buyer', 'purchase.head', 'admin']) {
      const r = await list(tok[who]!, { Mpn: 'ZQCS' });
      expect(
        r.body.Data.Records.find((x) => x.Id === L.a),
        who,
      ).toMatchObject({
        UnitCost: '1.000000',
        CostCny: '7.000000',
      });
    }
    const cost = `/merchant/product/cashstock/${L.a}/cost`;
    expect((await t.call('GET', cost, { token: tok['sales.rep']! })).status).toBe(403);
    const c = await t.call('GET', cost, { token: tok.buyer! });
    expect(c.body.Data).toMatchObject({
      CostCny: '7.000000',
      MarkupPercent: '15.0000',
      RulePrice: '1.150000',
    });

    const sheet = async (token: string) => {
      const res = await raw('/merchant/product/cashstock/Export', token, { Mpn: 'ZQCS' });
      expect(res.statusCode).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as never);
      const out: unknown[][] = [];
      wb.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
      return out;
    };
    const [head, ...body] = await sheet(tok['sales.rep']!);
    expect(head).not.toContain('单位成本');
    expect(head).not.toContain('成本(CNY)');
    expect(body).toHaveLength(5); // export = list, same filters
    expect(JSON.stringify(body)).not.toContain('7.000000');
    const [buyerHead] = await sheet(tok.buyer!);
    expect(buyerHead).toContain('单位成本');
  });

  it('marketplace CSVs: exact header and rows, one row per part + brand + D/C, available summed, same filters', async () => {
    const url = (layout: string) => `/merchant/product/cashstock/marketplace?layout=${layout}`;
    const nc = await raw(url('netcomponents'), tok['sales.rep']!, { Mpn: 'ZQCS' });
    expect(nc.statusCode).toBe(200);
    expect(nc.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(nc.rawPayload.toString('utf8')).toBe(
      [
        'Part Number,Manufacturer,Date Code,Quantity,Description',
        'ZQCS-100,ST,2431,120,ST LQFP48 D/C 2431',
        'ZQCS-100,ST,2502,20,"ST SOT-23, T&R D/C 2502"',
        'ZQCS-500,国产,,3,国产 贴片',
        '',
      ].join('\r\n'),
    );
    const bb = await raw(url('brokerbin'), tok['sales.rep']!, { Mpn: 'ZQCS', WarehouseId: wh2 });
    expect(bb.rawPayload.toString('utf8')).toBe(
      [
        'Part Number,Manufacturer,Condition,Price,Quantity,Date Code,Description',
        'ZQCS-100,ST,New,,50,2431,ST LQFP48 D/C 2431',
        '',
      ].join('\r\n'),
    );
    expect((await raw(url('brokerbin'), null, {})).json().Code).toBe(-100);
    const other = await accountWithout(t, CASH_STOCK_PERMITS.marketplace);
    expect((await raw(url('brokerbin'), other, {})).statusCode).toBe(403);
    const bad = await raw(url('ebay'), tok['sales.rep']!, {});
    expect(bad.statusCode).toBe(400);
  });

  it("a lot's cash price by hand (price setters only, in history), back to the rules, and re-pricing skips hand prices", async () => {
    const head = tok['purchase.head']!;
    const url = (id: number) => `/merchant/product/cashstock/${id}/cashprice`;
    expect(
      (await t.call('PUT', url(L.a!), { token: tok['sales.rep']!, body: { CashPrice: '1' } })).status,
    ).toBe(403);
    const bad = await t.call('PUT', url(L.a!), { token: head, body: { CashPrice: '1.1234567' } });
    expect(bad.status).toBe(400);
    expect((bad.body.Data as { Field: string }).Field).toBe('CashPrice');
    expect((await t.call('PUT', url(999999), { token: head, body: { CashPrice: '1' } })).status).toBe(404);
    const price = async (id: number) => (await t.db.select().from(invLot).where(eq(invLot.id, id)))[0]!;
    expect((await price(L.a!)).cashPrice).toBe('1.150000');

    const set = await t.call('PUT', url(L.a!), { token: head, body: { CashPrice: '3.5' } });
    expect(set.body.Code).toBe(0);
    expect(await price(L.a!)).toMatchObject({ cashPrice: '3.500000', cashPriceManual: true });
    const hist = await t.db
      .select()
      .from(docHistory)
      .where(and(eq(docHistory.docType, 'inventoryLot'), eq(docHistory.docId, L.a!)));
    expect(hist).toHaveLength(1);
    expect(hist[0]!.changes).toEqual({ CashPrice: ['1.150000', '3.500000'] });
    // Holders of own stock read it through the document history route.
    const h = await t.call<{ Records: { Action: string; Changes: unknown }[] }>(
      'GET',
      '/merchant/document/history',
      {
        token: tok['sales.rep']!,
        query: { type: 'inventoryLot', id: L.a! },
      },
    );
    expect(h.body.Data.Records).toEqual([
      expect.objectContaining({ Action: 'update', Changes: { CashPrice: ['1.150000', '3.500000'] } }),
    ]);

    // A new ST rule (50 %): re-pricing applies it to ST lots priced by the rules, not to the hand price.
    const rule = await t.call('POST', '/merchant/purchase/cashprice', {
      token: head,
      body: { Brand: 'ST', MarkupPercent: '50' },
    });
    expect(rule.body.Code).toBe(0);
    const re = await t.call<{ Count: number }>('PUT', '/merchant/product/cashstock/reprice', { token: head });
    expect(re.body.Data.Count).toBeGreaterThanOrEqual(2);
    expect((await price(L.b!)).cashPrice).toBe('1.800000');
    expect((await price(L.c!)).cashPrice).toBe('1.500000');
    expect((await price(L.a!)).cashPrice).toBe('3.500000');
    expect(
      (await t.call('PUT', '/merchant/product/cashstock/reprice', { token: tok['sales.rep']! })).status,
    ).toBe(403);

    const back = await t.call('PUT', url(L.a!), { token: head, body: { CashPrice: null } });
    expect(back.body.Code).toBe(0);
    expect(await price(L.a!)).toMatchObject({ cashPrice: '1.500000', cashPriceManual: false });
    expect(await checkLedgers(t, [ledgerFixtureDocument])).toEqual([]);
  });
});
