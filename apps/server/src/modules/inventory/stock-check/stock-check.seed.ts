import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import {
  STOCK_CHECK_REVIEW,
  STOCK_CHECK_STATUS,
} from '@partdesk/shared/inventory/stock-check/stock-check.codes';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import type { Actor } from '../../../core/http/index.js';
import { seedPendingReview } from '../../../core/reviews/index.js';
import type { DemoSeedContext } from '../../../db/seed/registry.js';
import type { DemoPart } from '../../product/index.js';
import { setLotQc } from '../ledger/reservations.js';
import { invStockCheck, invStockCheckLine } from './stock-check.table.js';
import { approveStockCheck } from './use-cases/approve-stock-check.js';
import { openStockCheck } from './use-cases/create-stock-check.js';
import { allWarehouses } from '../warehouse/warehouse-ref.js';

const DAY = 86_400_000;
const LOTS_PER_WAREHOUSE = 8;

type Found = { part: DemoPart; qty: number; cost: string; currency: string; dateCode: string };

/** Adds found-stock lines to a sheet (the seed's counter entered them). */
async function addFound(tx: Tx, checkId: number, from: number, found: Found[]) {
  await tx.insert(invStockCheckLine).values(
    found.map((f, i) => ({
      checkId,
      lineNo: from + i + 1,
      found: 1,
      partId: f.part.id,
      mpn: f.part.mpn,
      brand: f.part.brand,
      package: f.part.package,
      dateCode: f.dateCode,
      unitCost: f.cost,
      currency: f.currency,
      countedQty: f.qty,
    })),
  );
}

/** Changes the counts of some book lines: `delta(i)` per line in order (0 = counted as booked). */
async function recount(tx: Tx, checkId: number, delta: (i: number, book: number) => number) {
  const lines = await tx
    .select({ id: invStockCheckLine.id, book: invStockCheckLine.bookQty })
    .from(invStockCheckLine)
    .where(and(eq(invStockCheckLine.checkId, checkId), eq(invStockCheckLine.found, 0)))
    .orderBy(asc(invStockCheckLine.lineNo));
  for (const [i, l] of lines.entries()) {
    const d = Math.max(delta(i, l.book), -l.book);
    if (d !== 0)
      await tx
        .update(invStockCheckLine)
        .set({ countedQty: l.book + d })
        .where(eq(invStockCheckLine.id, l.id));
  }
  return lines.length;
}

const setStatus = (tx: Tx, id: number, status: number) =>
  tx.update(invStockCheck).set({ status }).where(eq(invStockCheck.id, id));

/**
 * Demo stock (decision 0027), deterministic: per warehouse an approved opening stock check ~4 months ago
 * whose found-stock lines open the lots (demo parts, CNY cost; QC passed / quarantine / rejected in turn),
 * approved recounts ~2 months and ~3 weeks ago posting adjustments (and a found USD lot), one sheet
 * pending finance review and one rejected. Every move points at a line of these sheets.
 */
export async function seedStockCheckDemo(ctx: DemoSeedContext): Promise<void> {
  const users = ctx.shared.get('userIds') as Map<string, number> | undefined;
  const parts = (ctx.shared.get('parts') as DemoPart[] | undefined) ?? [];
  if (!users || !parts.length) throw new Error('stock-check seed: needs the demo users and parts');
  const counter = users.get('buyer')!;
  const finance: Actor = { userId: users.get('finance.head')!, lang: 'zh-CN' };
  const now = Date.now();
  const at = (days: number, hour = 10) =>
    new Date(Math.floor((now - days * DAY) / DAY) * DAY + hour * 3_600_000);
  const warehouses = await allWarehouses(ctx.db);
  await ctx.db.transaction(async (tx) => {
    const lotsOf = new Map<number, number>();
    for (const [wi, w] of warehouses.entries()) {
      const by = { userId: counter, tenantId: w.tenantId };
      // Opening count ~4 months ago: everything found, the lots open with + adjustments.
      const open = await openStockCheck(
        tx,
        by,
        { warehouseId: w.id, zoneId: null, remark: '期初盘点 Opening count' },
        at(120 - wi),
      );
      const found: Found[] = Array.from({ length: LOTS_PER_WAREHOUSE }, (_, i) => {
        const part = parts[(wi * LOTS_PER_WAREHOUSE + i * 3) % parts.length]!;
        return {
          part,
          qty: 100 * (1 + ((wi + i * 7) % 20)),
          cost: (0.05 + ((wi * 13 + i * 29) % 400) / 37).toFixed(4),
          currency: 'CNY',
          dateCode: `${22 + (i % 3)}${String(1 + ((wi + i) % 52)).padStart(2, '0')}`,
        };
      });
      await addFound(tx, open.id, 0, found);
      await setStatus(tx, open.id, STOCK_CHECK_STATUS.pendingReview);
      await approveStockCheck(tx, finance, open.id, at(119 - wi, 15));
      const lots = await tx
        .select({ lotId: invStockCheckLine.lotId })
        .from(invStockCheckLine)
        .where(eq(invStockCheckLine.checkId, open.id))
        .orderBy(asc(invStockCheckLine.lineNo));
      for (const [i, l] of lots.entries()) {
        const state = i % 4 === 1 ? QC_STATE.quarantine : i % 4 === 3 ? QC_STATE.rejected : QC_STATE.passed;
        if (state !== QC_STATE.quarantine) await setLotQc(tx, finance, l.lotId!, state);
      }
      lotsOf.set(w.id, lots.length);
    }
    for (const [wi, w] of warehouses.entries()) {
      const by = { userId: counter, tenantId: w.tenantId };
      // Recount ~2 months ago: a few lines short or over, and one USD lot found.
      const mid = await openStockCheck(
        tx,
        by,
        { warehouseId: w.id, zoneId: null, remark: '季度盘点 Quarterly count' },
        at(60 - wi),
      );
      const n = await recount(tx, mid.id, (i) =>
        i % 3 === 0 ? -(1 + ((i + wi) % 5)) : i % 5 === 2 ? 2 + wi : 0,
      );
      const part = parts[(wi * 5 + 1) % parts.length]!;
      await addFound(tx, mid.id, n, [
        { part, qty: 50 + wi * 10, cost: '0.125000', currency: 'USD', dateCode: '2415' },
      ]);
      await setStatus(tx, mid.id, STOCK_CHECK_STATUS.pendingReview);
      await approveStockCheck(tx, finance, mid.id, at(59 - wi, 16));
    }
    const [first, second] = warehouses;
    if (first) {
      const by = { userId: counter, tenantId: first.tenantId };
      const late = await openStockCheck(
        tx,
        by,
        { warehouseId: first.id, zoneId: null, remark: '月度抽盘 Monthly spot check' },
        at(21),
      );
      await recount(tx, late.id, (i) => (i % 4 === 2 ? -1 : 0));
      await setStatus(tx, late.id, STOCK_CHECK_STATUS.pendingReview);
      await approveStockCheck(tx, finance, late.id, at(20, 11));
      // Waiting for finance: two lines differ.
      const pending = await openStockCheck(
        tx,
        by,
        { warehouseId: first.id, zoneId: null, remark: '月末盘点 Month-end count' },
        at(3),
      );
      await recount(tx, pending.id, (i) => (i === 0 ? -2 : i === 2 ? 3 : 0));
      await setStatus(tx, pending.id, STOCK_CHECK_STATUS.pendingReview);
      await seedPendingReview(tx, [
        {
          type: STOCK_CHECK_REVIEW,
          docId: pending.id,
          docNo: pending.no,
          tenantId: first.tenantId,
          by: counter,
          at: at(3, 17),
        },
      ]);
    }
    if (second) {
      const by = { userId: counter, tenantId: second.tenantId };
      const rejected = await openStockCheck(
        tx,
        by,
        { warehouseId: second.id, zoneId: null, remark: '抽盘（待重盘）Spot check, to recount' },
        at(7),
      );
      await recount(tx, rejected.id, (i) => (i === 1 ? -40 : 0));
      await setStatus(tx, rejected.id, STOCK_CHECK_STATUS.rejected);
    }
  });
}
