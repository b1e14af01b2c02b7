import { MOVE_KIND, QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import {
  STOCK_CHECK_DOC,
  STOCK_CHECK_STATUS as S,
} from '@partdesk/shared/inventory/stock-check/stock-check.codes';
import type {
  LotMoveView,
  StockCheckDetail,
} from '@partdesk/shared/inventory/stock-check/stock-check.contract';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithout } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { reviewQueueRow } from '../../../test/lists.js';
import { postStockMoves } from '../ledger/post-stock-moves.js';
import { releaseStock, reserveStock, setLotQc } from '../ledger/reservations.js';
import { invLot, invReservation, invStockMove } from '../ledger/stock-ledger.table.js';
import { invStockCheck, invStockCheckLine } from './stock-check.table.js';

/** Stock checks PD (issue #13, decision 0027): count → submit → finance approves → adjustment moves. */
let t: TestApp;
const tok: Record<string, string> = {};
let warehouseId: number;
const base = '/merchant/inventory/stockcheck';
beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['buyer', 'finance.head', 'accountant', 'admin']) tok[a] = await t.login(a);
  const [w] = await t.db
    .execute<{ id: number }>(
      sql`select w.id from inv_warehouse w where exists (select 1 from inv_lot l where l.warehouse_id = w.id and l.on_hand > 0) order by w.id desc limit 1`,
    )
    .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows));
  expect(w, 'the demo data has a warehouse with lots').toBeDefined();
  warehouseId = w!.id;
});
afterAll(() => t.close());

const list = (token: string | null, body: Record<string, unknown> = {}) =>
  t.call<{ Records: { Id: number; No: string; Status: number }[]; TotalCount: number }>(
    'POST',
    `${base}/Query`,
    {
      token,
      body,
    },
  );
const get = async (id: number, token = tok.buyer!) =>
  (await t.call<StockCheckDetail>('GET', `${base}/${id}`, { token })).body.Data;
const create = async (token = tok.buyer!, body: Record<string, unknown> = { WarehouseId: warehouseId }) => {
  const res = await t.call<{ Id: number; No: string; Version: number }>('POST', base, { token, body });
  expect(res.body.Code, res.body.Message).toBe(0);
  return res.body.Data;
};
const save = (id: number, body: Record<string, unknown>, token = tok.buyer!, lang = 'zh-CN') =>
  t.call<{ Version: number }>('PUT', `${base}/${id}`, { token, body, lang });
const submit = async (id: number, token = tok.buyer!) =>
  t.call('PUT', `${base}/${id}/submit`, { token, body: { Version: (await get(id, token)).Version } });
const decide = async (
  action: 'approve' | 'reject',
  id: number,
  token = tok['finance.head']!,
  lang = 'zh-CN',
  finder = tok['finance.head']!,
) => {
  const row = await reviewQueueRow(t, finder, STOCK_CHECK_DOC, id);
  return t.call('PUT', `/merchant/review/stockCheck/${action}`, {
    token,
    lang,
    body: { Ids: [row.Id], ...(action === 'reject' ? { Comment: 'recount zone C' } : {}) },
  });
};
const lot = async (id: number) => (await t.db.select().from(invLot).where(eq(invLot.id, id)))[0]!;
const moves = async (lotId: number, token = tok.buyer!) =>
  (await t.call<{ Records: LotMoveView[] }>('GET', `/merchant/inventory/lot/${lotId}/moves`, { token })).body
    .Data.Records;
/** What a refusal must leave untouched: sheets, lines, moves, lots' on hand. */
const snapshot = async () => ({
  sheets: (await t.db.select({ n: count() }).from(invStockCheck))[0]!.n,
  lines: await t.db.select().from(invStockCheckLine).orderBy(invStockCheckLine.id),
  moves: (await t.db.select({ n: count() }).from(invStockMove))[0]!.n,
  lots: await t.db.select({ id: invLot.id, onHand: invLot.onHand }).from(invLot).orderBy(invLot.id),
  statuses: await t.db
    .select({ id: invStockCheck.id, s: invStockCheck.status, v: invStockCheck.version })
    .from(invStockCheck)
    .orderBy(invStockCheck.id),
});
const counts = (d: StockCheckDetail, over: Record<number, number> = {}) =>
  d.Lines.filter((l) => !l.Found).map((l) => ({ Id: l.Id, CountedQty: over[l.Id] ?? l.CountedQty }));

describe('stock checks', () => {
  it('no session −100; without the screen 403; the demo sheets listed for finance and the counter', async () => {
    expect((await list(null)).body.Code).toBe(-100);
    const denied = await accountWithout(t, 'POST merchant/inventory/stockcheck/Query');
    expect((await list(denied)).status).toBe(403);
    const all = (await list(tok['finance.head']!)).body.Data;
    expect(all.Records.map((r) => r.Status)).toEqual(
      expect.arrayContaining([S.approved, S.pendingReview, S.rejected]),
    );
    expect((await list(tok.buyer!)).body.Data.TotalCount).toBeGreaterThan(0);
  });

  it('the demo: lots in every warehouse and every QC state, their moves from stock checks, goods received and shipments', async () => {
    const rows = async <T>(q: ReturnType<typeof sql>) =>
      t.db.execute(q).then((r) => (Array.isArray(r) ? r : (r as unknown as { rows: T[] }).rows) as T[]);
    const missing = await rows<{ id: number }>(
      sql`select w.id from inv_warehouse w where not exists (select 1 from inv_lot l where l.warehouse_id = w.id)`,
    );
    expect(missing).toEqual([]);
    const states = await rows<{ s: number }>(sql`select distinct qc_state s from inv_lot order by 1`);
    expect(states.map((r) => r.s)).toEqual([QC_STATE.quarantine, QC_STATE.passed, QC_STATE.rejected]);
    const kinds = await rows<{ doc_type: string; n: number }>(
      sql`select doc_type, count(*)::int n from inv_stock_move group by doc_type`,
    );
    // Stock checks open the stock; the purchase demo receives goods (RK) and the logistics demo ships (CK).
    expect(kinds.map((k) => k.doc_type)).toContain(STOCK_CHECK_DOC);
    expect(
      kinds
        .map((k) => k.doc_type)
        .filter((d) => !['purchaseDelivery', 'shipment', STOCK_CHECK_DOC].includes(d)),
    ).toEqual([]);
    const span = await rows<{ days: number }>(
      sql`select extract(day from max(created_at) - min(created_at))::int days from inv_stock_move`,
    );
    expect(span[0]!.days).toBeGreaterThanOrEqual(90);
  });

  it('scoped: the counter sees only their own sheets, finance all; export = list for the same filter', async () => {
    const other = await create(tok['finance.head']!);
    const mine = (await list(tok.buyer!, { pageSize: 100 })).body.Data.Records.map((r) => r.Id);
    expect(mine).not.toContain(other.Id);
    expect((await t.call('GET', `${base}/${other.Id}`, { token: tok.buyer! })).status).toBe(404);
    const filter = { Status: [S.approved] };
    const listed = (await list(tok.accountant!, filter)).body.Data.TotalCount;
    expect(listed).toBeGreaterThan(0);
    const xlsx = await t.app.inject({
      method: 'POST',
      url: `${base}/Export`,
      headers: { token: tok.accountant! },
      payload: { ...filter, ExportId: 'pd1' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(Number(xlsx.headers['x-total-count'])).toBe(listed);
  });

  it('create → count → submit → finance approves: on hand changed, moves point at the sheet lines, found stock opens a lot', async () => {
    const { Id: id, No } = await create();
    expect(No).toMatch(/^PD\d+$/);
    const d = await get(id);
    expect(d.Status).toBe(S.draft);
    expect(d.Lines.length).toBeGreaterThanOrEqual(2);
    expect(d.Lines.every((l) => l.Difference === 0 && l.BookQty > 0 && l.LotId)).toBe(true);
    const [a, b] = d.Lines;
    const before = { a: (await lot(a!.LotId!)).onHand, b: (await lot(b!.LotId!)).onHand };
    const saved = await save(id, {
      Version: d.Version,
      Lines: [
        ...counts(d, { [a!.Id]: a!.BookQty - 2, [b!.Id]: b!.BookQty + 3 }),
        {
          CountedQty: 7,
          Mpn: 'STK-FOUND-7',
          Brand: 'TI',
          Package: 'SOT-23',
          DateCode: '2431',
          UnitCost: '1.25',
          Currency: 'CNY',
        },
      ],
    });
    expect(saved.body.Code, saved.body.Message).toBe(0);
    const counted = await get(id);
    expect(counted.Lines.find((l) => l.Id === a!.Id)!.Difference).toBe(-2);
    expect(counted.Lines.find((l) => l.Id === b!.Id)!.Difference).toBe(3);
    const found = counted.Lines.find((l) => l.Found)!;
    expect(found).toMatchObject({
      BookQty: 0,
      CountedQty: 7,
      Difference: 7,
      LotId: null,
      Mpn: 'STK-FOUND-7',
    });
    expect((await submit(id)).body.Code).toBe(0);
    expect((await get(id)).Status).toBe(S.pendingReview);
    const res = await decide('approve', id);
    expect(res.body.Code, res.body.Message).toBe(0);
    const done = await get(id);
    expect(done.Status).toBe(S.approved);
    expect((await lot(a!.LotId!)).onHand).toBe(before.a - 2);
    expect((await lot(b!.LotId!)).onHand).toBe(before.b + 3);
    const ma = (await moves(a!.LotId!)).at(-1)!;
    expect(ma).toMatchObject({
      Qty: -2,
      Kind: MOVE_KIND.adjustment,
      DocType: STOCK_CHECK_DOC,
      DocId: id,
      DocLineId: a!.Id,
      DocNo: No,
    });
    const newLot = done.Lines.find((l) => l.Found)!.LotId!;
    expect(await lot(newLot)).toMatchObject({
      onHand: 7,
      qcState: QC_STATE.quarantine,
      mpn: 'STK-FOUND-7',
      warehouseId,
      unitCost: '1.250000',
    });
    expect(await moves(newLot)).toEqual([
      expect.objectContaining({ Qty: 7, Kind: MOVE_KIND.adjustment, DocId: id, DocLineId: found.Id }),
    ]);
    // Lines with no difference posted nothing.
    const posted = await t.db.select().from(invStockMove).where(eq(invStockMove.docId, id));
    expect(posted.filter((m) => m.docType === STOCK_CHECK_DOC)).toHaveLength(3);
    // Approved: not editable.
    const late = await save(id, { Version: done.Version, Lines: counts(done) });
    expect(late.status).toBe(409);
    expect(await checkLedgers(t)).toEqual([]);
  });

  it('the submitter cannot decide their own sheet; rejected → editable again → resubmitted', async () => {
    const { Id: id } = await create(tok['finance.head']!);
    expect((await submit(id, tok['finance.head']!)).body.Code).toBe(0);
    const own = await decide('approve', id, tok['finance.head']!, 'zh-CN', tok.accountant!);
    expect(own.body.Code).not.toBe(0);
    expect((await get(id, tok['finance.head']!)).Status).toBe(S.pendingReview);
    const rej = await decide('reject', id, tok.accountant!, 'zh-CN', tok.accountant!);
    expect(rej.body.Code, rej.body.Message).toBe(0);
    const d = await get(id, tok['finance.head']!);
    expect(d.Status).toBe(S.rejected);
    const first = d.Lines[0]!;
    const again = await save(
      id,
      { Version: d.Version, Lines: counts(d, { [first.Id]: first.BookQty + 1 }) },
      tok['finance.head']!,
    );
    expect(again.body.Code, again.body.Message).toBe(0);
    expect((await submit(id, tok['finance.head']!)).body.Code).toBe(0);
    expect((await get(id, tok['finance.head']!)).Status).toBe(S.pendingReview);
    expect(await checkLedgers(t)).toEqual([]);
  });

  it('refusals name the field and write nothing: counted not a whole number ≥ 0, empty sheet, editing a submitted sheet', async () => {
    const { Id: id } = await create();
    const d = await get(id);
    for (const bad of [-1, 1.5]) {
      const before = await snapshot();
      const res = await save(
        id,
        { Version: d.Version, Lines: counts(d, { [d.Lines[0]!.Id]: bad }) },
        tok.buyer!,
        'en-US',
      );
      expect(res.status).toBe(400);
      expect(res.body.Message).toBe('Counted quantity must be a whole number of 0 or more');
      expect(res.body.Data).toMatchObject({ Field: 'CountedQty' });
      expect(await snapshot()).toEqual(before);
    }
    // Found stock's D/C goes through the date-code parser: a relative form is not a lot's D/C.
    const beforeDc = await snapshot();
    const badDc = await save(
      id,
      {
        Version: d.Version,
        Lines: [
          ...counts(d, {}),
          { CountedQty: 1, Mpn: 'STK-DC', Brand: 'TI', DateCode: '2 years', UnitCost: '1', Currency: 'CNY' },
        ],
      },
      tok.buyer!,
      'en-US',
    );
    expect(badDc.status).toBe(400);
    expect(badDc.body.Message).toBe('D/C "2 years" is not a date code (e.g. 2431, 202431, 2022, 22+)');
    expect(badDc.body.Data).toMatchObject({ Field: 'DateCode' });
    expect(await snapshot()).toEqual(beforeDc);
    // A zone with no lots: an empty sheet cannot be submitted.
    const [zone] = await t.db
      .execute<{ id: number }>(
        sql`select id from inv_warehouse_zone where warehouse_id = ${warehouseId} and not exists (select 1 from inv_lot l where l.zone_id = inv_warehouse_zone.id) limit 1`,
      )
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { id: number }[] }).rows));
    const empty = await create(tok.buyer!, { WarehouseId: warehouseId, ZoneId: zone!.id });
    const before = await snapshot();
    const res = await t.call('PUT', `${base}/${empty.Id}/submit`, {
      token: tok.buyer!,
      body: { Version: empty.Version },
      lang: 'en-US',
    });
    expect(res.status).toBe(400);
    expect(res.body.Data).toMatchObject({ Field: 'Lines' });
    expect(await snapshot()).toEqual(before);
    // Submitted: the counts are frozen.
    expect((await submit(id)).body.Code).toBe(0);
    const pending = await get(id);
    const before2 = await snapshot();
    const frozen = await save(id, { Version: pending.Version, Lines: counts(pending) }, tok.buyer!, 'en-US');
    expect(frozen.status).toBe(409);
    expect(frozen.body.Message).toMatch(/submitted or approved/);
    expect(await snapshot()).toEqual(before2);
  });

  it('approval refused, nothing written: a reduction below what is reserved; a book that moved since the count', async () => {
    const by = { userId: null, lang: 'en-US' as const };
    const { Id: id } = await create();
    const d = await get(id);
    const line = d.Lines[0]!;
    await t.db.transaction((tx) => setLotQc(tx, by, line.LotId!, QC_STATE.passed));
    const holder = { docType: STOCK_CHECK_DOC, docId: id, docLineId: line.Id };
    await t.db.transaction((tx) => reserveStock(tx, by, line.LotId!, holder, line.BookQty));
    await save(id, { Version: d.Version, Lines: counts(d, { [line.Id]: line.BookQty - 1 }) });
    expect((await submit(id)).body.Code).toBe(0);
    let before = await snapshot();
    const res = await decide('approve', id, tok['finance.head']!, 'en-US');
    expect(res.status).toBe(400);
    expect(res.body.Message).toMatch(/reserved/);
    expect(await snapshot()).toEqual(before);
    expect((await get(id)).Status).toBe(S.pendingReview);
    await t.db.transaction((tx) => releaseStock(tx, by, line.LotId!, holder, line.BookQty));
    expect(
      (await t.db.select({ n: count() }).from(invReservation).where(eq(invReservation.docId, id)))[0]!.n,
    ).toBe(2);
    // The book moved after the count (another posting): the approval asks for a recount.
    await t.db.transaction((tx) =>
      postStockMoves(tx, by, [{ lotId: line.LotId!, qty: -1, kind: MOVE_KIND.adjustment, ...holder }]),
    );
    before = await snapshot();
    const moved = await decide('approve', id, tok['finance.head']!, 'en-US');
    expect(moved.status).toBe(409);
    expect(moved.body.Message).toMatch(/recount/);
    expect(await snapshot()).toEqual(before);
    // Rejected and recounted (the book is taken again with the counts): approved.
    expect((await decide('reject', id)).body.Code).toBe(0);
    const r = await get(id);
    await save(id, { Version: r.Version, Lines: counts(r, { [line.Id]: line.BookQty - 3 }) });
    expect((await get(id)).Lines[0]).toMatchObject({ BookQty: line.BookQty - 1, Difference: -2 });
    expect((await submit(id)).body.Code).toBe(0);
    expect((await decide('approve', id)).body.Code).toBe(0);
    expect((await lot(line.LotId!)).onHand).toBe(line.BookQty - 3);
    expect(await checkLedgers(t)).toEqual([]);
  });
});
