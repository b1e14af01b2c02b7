import { MOVE_KIND, QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { translate } from '@partdesk/shared/i18n/index';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import type { AppError } from '../../../core/http/app-error.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture, fixtureLine, ledgerFixtureDocument } from '../../../test/ledger-fixture.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { type PostBy, postStockMoves } from './post-stock-moves.js';
import { type LotInput, receiveLot } from './receive-lot.js';
import { consumeOnShipment, releaseStock, reserveStock, setLotQc } from './reservations.js';
import { invLot, invReservation, invStockMove } from './stock-ledger.table.js';

let t: TestApp;
const by: PostBy = { userId: 1, lang: 'en-US' };
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
});
afterAll(() => t.close());

const check = () => checkLedgers(t, [ledgerFixtureDocument]);
const lotInput = (over: Partial<LotInput> = {}): LotInput => ({
  tenantId: 1,
  mpn: 'STM32F103C8T6',
  brand: 'ST',
  package: 'LQFP48',
  dateCode: '2431',
  warehouseId: 1,
  unitCost: '1.234567',
  currency: 'USD',
  rateToCny: '7.1',
  sourceDocType: ledgerFixtureDocument.type,
  sourceDocId: 1,
  sourceLineId: 101,
  receivedOn: '2026-11-01',
  ...over,
});
const tx = <T>(fn: (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) => Promise<T>) =>
  t.db.transaction(fn);
const lotRow = async (id: number) => (await t.db.select().from(invLot).where(eq(invLot.id, id)))[0]!;
const counts = async () =>
  rows<{ moves: number; res: number; lots: number }>(
    await t.db.execute(
      sql`select (select count(*) from inv_stock_move)::int moves, (select count(*) from inv_reservation)::int res, (select count(*) from inv_lot)::int lots`,
    ),
  )[0]!;
const message = (e: unknown) => {
  const err = e as AppError;
  return translate('en-US', err.key, err.params);
};

describe('stock ledger: lots, moves, reservations', () => {
  it('receives into quarantine; only passed stock can be reserved; on hand, reserved and available move together', async () => {
    const { lotId } = await tx((x) => receiveLot(x, by, lotInput(), 100));
    expect(await lotRow(lotId)).toMatchObject({ onHand: 100, reserved: 0, qcState: QC_STATE.quarantine });
    const so = fixtureLine(2, 1);
    await expect(tx((x) => reserveStock(x, by, lotId, so, 10))).rejects.toMatchObject({
      key: 'inventory.notPassed',
      field: 'LotId',
    });
    await tx((x) => setLotQc(x, by, lotId, QC_STATE.passed));
    await tx((x) => reserveStock(x, by, lotId, so, 60));
    const before = await counts();
    const refused = await tx((x) => reserveStock(x, by, lotId, fixtureLine(2, 2), 41)).catch((e) => e);
    expect(refused).toMatchObject({
      key: 'inventory.beyondAvailable',
      field: 'Quantity',
      params: { available: 40 },
    });
    expect(message(refused)).toBe(`Lot ${lotId} has only 40 available; 41 cannot be reserved`);
    expect(await counts()).toEqual(before);
    // Taking stock that is reserved is refused; a shipment consumes the reservation and the stock at once.
    await expect(
      tx((x) => postStockMoves(x, by, [{ lotId, qty: -41, kind: MOVE_KIND.scrap, ...fixtureLine(3) }])),
    ).rejects.toMatchObject({ key: 'inventory.reservedTaken' });
    await tx((x) => consumeOnShipment(x, by, lotId, so, fixtureLine(3, 1), 25));
    expect(await lotRow(lotId)).toMatchObject({ onHand: 75, reserved: 35 });
    await expect(tx((x) => releaseStock(x, by, lotId, so, 36))).rejects.toMatchObject({
      key: 'inventory.beyondReserved',
      params: { reserved: 35 },
    });
    await expect(tx((x) => setLotQc(x, by, lotId, QC_STATE.rejected))).rejects.toMatchObject({
      key: 'inventory.qcReserved',
    });
    await tx((x) => releaseStock(x, by, lotId, so, 35));
    expect(await lotRow(lotId)).toMatchObject({ onHand: 75, reserved: 0 });
    expect(await check()).toEqual([]);
  });

  it('refuses bad quantities, wrong signs, stock below zero and bad reversals, writing nothing', async () => {
    const { lotId, moveId } = await tx((x) => receiveLot(x, by, lotInput({ sourceLineId: 102 }), 5));
    const before = await counts();
    const post = (
      qty: number,
      kind: (typeof MOVE_KIND)[keyof typeof MOVE_KIND] = MOVE_KIND.adjustment,
      reversesId?: number,
    ) => tx((x) => postStockMoves(x, by, [{ lotId, qty, kind, ...fixtureLine(4), reversesId }]));
    for (const q of [0, 1.5, Number.NaN])
      await expect(post(q)).rejects.toMatchObject({ key: 'inventory.qtyPositiveInteger', field: 'Quantity' });
    await expect(post(3, MOVE_KIND.shipment)).rejects.toMatchObject({ key: 'inventory.wrongSign' });
    await expect(post(-1, MOVE_KIND.inbound)).rejects.toMatchObject({ key: 'inventory.wrongSign' });
    const low = await post(-6).catch((e) => e);
    expect(low).toMatchObject({ key: 'inventory.onHandNegative', params: { onHand: 5, qty: -6 } });
    await expect(post(-4, MOVE_KIND.adjustment, moveId)).rejects.toMatchObject({
      key: 'inventory.reversalMismatch',
    });
    await expect(tx((x) => receiveLot(x, by, lotInput({ unitCost: '1.1234567' }), 1))).rejects.toMatchObject({
      key: 'inventory.costDecimals',
      field: 'UnitCost',
    });
    await expect(tx((x) => receiveLot(x, by, lotInput({ rateToCny: '0' }), 1))).rejects.toMatchObject({
      key: 'inventory.positive',
      field: 'Rate',
    });
    await expect(tx((x) => receiveLot(x, by, lotInput({ unitCost: '-1' }), 1))).rejects.toMatchObject({
      key: 'inventory.notNegative',
      field: 'UnitCost',
    });
    await expect(tx((x) => receiveLot(x, by, lotInput({ unitCost: 'cheap' }), 1))).rejects.toMatchObject({
      key: 'errors.fieldInvalid',
      field: 'UnitCost',
    });
    for (const dateCode of ['2 years', '2399', 'N/A'])
      await expect(
        tx((x) => receiveLot(x, by, lotInput({ dateCode }), 1)),
        dateCode,
      ).rejects.toMatchObject({
        key: 'inventory.dateCodeInvalid',
        field: 'DateCode',
        params: { value: dateCode },
      });
    await expect(tx((x) => receiveLot(x, by, lotInput(), 0))).rejects.toMatchObject({
      key: 'inventory.qtyPositiveInteger',
    });
    await expect(
      tx((x) =>
        postStockMoves(x, by, [{ lotId: 999999, qty: 1, kind: MOVE_KIND.adjustment, ...fixtureLine(4) }]),
      ),
    ).rejects.toMatchObject({ key: 'inventory.lotNotFound', field: 'LotId' });
    expect(await counts()).toEqual(before);
    // A correction is a reversal, once: the receipt of 5 is cancelled, the lot is empty.
    await post(-5, MOVE_KIND.adjustment, moveId);
    expect((await lotRow(lotId)).onHand).toBe(0);
    await post(7);
    await expect(post(-5, MOVE_KIND.adjustment, moveId)).rejects.toMatchObject({
      key: 'inventory.alreadyReversed',
    });
    expect((await lotRow(lotId)).onHand).toBe(7);
    expect(await check()).toEqual([]);
  });

  it('keeps its rows immutable (the database refuses an edit or a delete)', async () => {
    const { moveId } = await tx((x) => receiveLot(x, by, lotInput({ sourceLineId: 103 }), 1));
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => 'written',
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    const move = eq(invStockMove.id, moveId);
    expect(await refusal(t.db.update(invStockMove).set({ qty: 2 }).where(move))).toMatch(/immutable/);
    expect(await refusal(t.db.delete(invStockMove).where(move))).toMatch(/immutable/);
    expect(await refusal(t.db.update(invReservation).set({ qty: 1 }))).toMatch(/immutable/);
  });

  it('the checker finds a lot out of step with its moves and reservations, and a dangling source line', async () => {
    const { lotId } = await tx((x) => receiveLot(x, by, lotInput({ sourceLineId: 104 }), 10));
    await t.db.update(invLot).set({ onHand: 11, reserved: 1 }).where(eq(invLot.id, lotId));
    await t.db.execute(sql`delete from zz_ledger_doc_line where id = 104`);
    const found = await check();
    expect(found.some((f) => f.startsWith('lot on hand ≠ Σ moves') && f.includes(`"id":${lotId}`))).toBe(
      true,
    );
    expect(found.some((f) => f.startsWith('lot reserved ≠ Σ reservations'))).toBe(true);
    expect(found.some((f) => f.includes('line does not exist'))).toBe(true);
    expect((await checkLedgers(t)).some((f) => f.includes('has no descriptor'))).toBe(true);
    await t.db.execute(sql`insert into zz_ledger_doc_line values (104, 1)`);
    await t.db.update(invLot).set({ onHand: 10, reserved: 0 }).where(eq(invLot.id, lotId));
    expect(await check()).toEqual([]);
  });

  it('100 parallel reservations on one lot never over-allocate (real PostgreSQL with DATABASE_URL)', {
    tags: ['concurrency'],
  }, async () => {
    const { lotId } = await tx((x) =>
      receiveLot(x, by, lotInput({ sourceLineId: 105, qcState: QC_STATE.passed }), 60),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        tx((x) => reserveStock(x, by, lotId, fixtureLine(5, (i % 5) + 1), 1)),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(60);
    for (const r of results.filter((x) => x.status === 'rejected') as PromiseRejectedResult[])
      expect(r.reason).toMatchObject({ key: 'inventory.beyondAvailable' });
    expect(await lotRow(lotId)).toMatchObject({ onHand: 60, reserved: 60 });
    expect(await check()).toEqual([]);
  });
});
