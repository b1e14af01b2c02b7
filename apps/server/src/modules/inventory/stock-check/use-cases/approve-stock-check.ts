import { isoDay } from '@partdesk/shared/core/dates';
import { MOVE_KIND } from '@partdesk/shared/inventory/ledger/ledger.codes';
import {
  STOCK_CHECK_DOC,
  STOCK_CHECK_STATUS,
} from '@partdesk/shared/inventory/stock-check/stock-check.codes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../../core/db/client.js';
import { type Actor, conflict } from '../../../../core/http/index.js';
import { requireRateOn } from '../../../finance/index.js';
import { lockLots, postStockMoves, type StockMoveInput } from '../../ledger/post-stock-moves.js';
import { receiveLot } from '../../ledger/receive-lot.js';
import { invStockCheck, invStockCheckLine } from '../stock-check.table.js';

/**
 * The approval of a stock check (its review's `onApproved`, inside the deciding transaction; decision
 * 0027): pending → approved, then
 * - each book line whose count differs posts counted − book as an adjustment move pointing at the line;
 *   a lot whose on hand moved since the count (≠ the line's book quantity) refuses the whole approval
 *   (409 inventory.bookMoved: reject and recount — saving the counts takes the book again);
 * - each found-stock line opens a lot (quarantine, cost in its currency at the rate of the posting day)
 *   with a + adjustment move of the counted quantity pointing at the line, and the line keeps the lot.
 * The ledger's own refusals (below reserved, …) refuse the whole approval too: nothing is written.
 * `at`: the posting time (the app clock; the demo seed dates its history back).
 */
export async function approveStockCheck(tx: Tx, by: Actor, id: number, at: Date): Promise<void> {
  const day = isoDay(at);
  const [sheet] = await tx
    .update(invStockCheck)
    .set({
      status: STOCK_CHECK_STATUS.approved,
      postedOn: day,
      version: sql`${invStockCheck.version} + 1`,
      updatedAt: at,
      updatedBy: by.userId,
    })
    .where(and(eq(invStockCheck.id, id), eq(invStockCheck.status, STOCK_CHECK_STATUS.pendingReview)))
    .returning();
  if (!sheet) {
    const [row] = await tx
      .select({ no: invStockCheck.no })
      .from(invStockCheck)
      .where(eq(invStockCheck.id, id));
    throw conflict('errors.reviews.notPending', { no: row?.no ?? String(id) });
  }
  const lines = await tx
    .select()
    .from(invStockCheckLine)
    .where(eq(invStockCheckLine.checkId, id))
    .orderBy(asc(invStockCheckLine.lineNo), asc(invStockCheckLine.id));
  const book = lines.filter((l) => l.found === 0 && l.lotId !== null);
  const lots = await lockLots(
    tx,
    book.map((l) => l.lotId!),
    by.lang,
  );
  for (const l of book) {
    const lot = lots.get(l.lotId!)!;
    if (lot.onHand !== l.bookQty)
      throw conflict('inventory.bookMoved', { lot: l.lotId, book: l.bookQty, onHand: lot.onHand });
  }
  const moves: StockMoveInput[] = book
    .filter((l) => l.countedQty !== l.bookQty)
    .map((l) => ({
      lotId: l.lotId!,
      qty: l.countedQty - l.bookQty,
      kind: MOVE_KIND.adjustment,
      docType: STOCK_CHECK_DOC,
      docId: id,
      docLineId: l.id,
      at,
    }));
  await postStockMoves(tx, by, moves);
  for (const l of lines.filter((x) => x.found === 1)) {
    const currency = l.currency ?? 'CNY';
    const { lotId } = await receiveLot(
      tx,
      by,
      {
        tenantId: sheet.tenantId,
        partId: l.partId,
        mpn: l.mpn,
        brand: l.brand,
        package: l.package,
        dateCode: l.dateCode,
        warehouseId: sheet.warehouseId,
        zoneId: sheet.zoneId,
        unitCost: l.unitCost ?? '0',
        currency,
        rateToCny: await requireRateOn(tx, currency, day),
        sourceDocType: STOCK_CHECK_DOC,
        sourceDocId: id,
        sourceLineId: l.id,
        receivedOn: day,
      },
      l.countedQty,
      { kind: MOVE_KIND.adjustment, at },
    );
    await tx.update(invStockCheckLine).set({ lotId }).where(eq(invStockCheckLine.id, l.id));
  }
}
