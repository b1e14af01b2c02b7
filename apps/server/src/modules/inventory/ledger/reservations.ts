import {
  MOVE_KIND,
  QC_STATE,
  type QcState,
  RESERVATION_KIND,
  isPositiveQty,
} from '@partdesk/shared/inventory/ledger/ledger.codes';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import { badRequest, fieldError } from '../../../core/http/index.js';
import { type LockedLot, type PostBy, lockLots, postStockMoves } from './post-stock-moves.js';
import { invLot, invReservation } from './stock-ledger.table.js';

/** The document line that holds the stock (e.g. a sales-order line). */
export interface ReservingLine {
  docType: string;
  docId: number;
  docLineId: number;
}

/** available = on hand − reserved, and nothing unless the lot passed quality check. */
export const availableOf = (lot: Pick<LockedLot, 'onHand' | 'reserved' | 'qcState'>): number =>
  lot.qcState === QC_STATE.passed ? lot.onHand - lot.reserved : 0;

/** What one document line holds on one lot: Σ of its reservation entries. */
async function heldBy(tx: Tx, lotId: number, line: ReservingLine): Promise<number> {
  const [r] = await tx
    .select({ held: sql<number>`coalesce(sum(${invReservation.qty}), 0)::int` })
    .from(invReservation)
    .where(
      and(
        eq(invReservation.lotId, lotId),
        eq(invReservation.docType, line.docType),
        eq(invReservation.docId, line.docId),
        eq(invReservation.docLineId, line.docLineId),
      ),
    );
  return r?.held ?? 0;
}

/** The lot's materialised `reserved` follows its entries (same transaction, lot locked). */
async function moveReserved(tx: Tx, by: PostBy, lotId: number, qty: number): Promise<void> {
  await tx
    .update(invLot)
    .set({ reserved: sql`${invLot.reserved} + ${qty}`, updatedAt: sql`now()`, updatedBy: by.userId })
    .where(eq(invLot.id, lotId));
}

async function addEntry(tx: Tx, by: PostBy, lotId: number, line: ReservingLine, qty: number, kind: number) {
  await tx.insert(invReservation).values({ lotId, ...line, qty, kind, createdBy: by.userId });
  await moveReserved(tx, by, lotId, qty);
}

/**
 * Reserves `qty` of a lot for a document line: refused (nothing written) when the lot has not passed
 * QC or `qty` > available. The lot row is locked, so concurrent reservations never over-allocate.
 */
export async function reserveStock(tx: Tx, by: PostBy, lotId: number, line: ReservingLine, qty: number) {
  if (!isPositiveQty(qty)) throw fieldError('inventory.qtyPositiveInteger', 'Quantity', by.lang);
  const lot = (await lockLots(tx, [lotId], by.lang)).get(lotId)!;
  if (lot.qcState !== QC_STATE.passed) throw badRequest('inventory.notPassed', { lot: lotId }, 'LotId');
  const available = availableOf(lot);
  if (qty > available)
    throw badRequest('inventory.beyondAvailable', { lot: lotId, available, qty }, 'Quantity');
  await addEntry(tx, by, lotId, line, qty, RESERVATION_KIND.reserve);
}

/** Gives back `qty` of what a document line holds on a lot (≤ what it holds). */
export async function releaseStock(tx: Tx, by: PostBy, lotId: number, line: ReservingLine, qty: number) {
  if (!isPositiveQty(qty)) throw fieldError('inventory.qtyPositiveInteger', 'Quantity', by.lang);
  await lockLots(tx, [lotId], by.lang);
  const reserved = await heldBy(tx, lotId, line);
  if (qty > reserved) throw badRequest('inventory.beyondReserved', { lot: lotId, reserved, qty }, 'Quantity');
  await addEntry(tx, by, lotId, line, -qty, RESERVATION_KIND.release);
}

/**
 * Ships reserved stock: one shipment move of `qty` out of the lot, booked against `shipmentLine`, and
 * the same quantity consumed from what `line` holds — one posting, so on hand and reserved move together.
 */
export async function consumeOnShipment(
  tx: Tx,
  by: PostBy,
  lotId: number,
  line: ReservingLine,
  shipmentLine: ReservingLine,
  qty: number,
): Promise<number> {
  if (!isPositiveQty(qty)) throw fieldError('inventory.qtyPositiveInteger', 'Quantity', by.lang);
  const lot = (await lockLots(tx, [lotId], by.lang)).get(lotId)!;
  if (lot.qcState !== QC_STATE.passed) throw badRequest('inventory.notPassed', { lot: lotId }, 'LotId');
  const reserved = await heldBy(tx, lotId, line);
  if (qty > reserved) throw badRequest('inventory.beyondReserved', { lot: lotId, reserved, qty }, 'Quantity');
  // Reserved first (the lot's check on hand ≥ reserved holds after each statement), then the move.
  await moveReserved(tx, by, lotId, -qty);
  const [moveId] = await postStockMoves(tx, by, [
    { lotId, qty: -qty, kind: MOVE_KIND.shipment, ...shipmentLine },
  ]);
  await tx.insert(invReservation).values({
    lotId,
    ...line,
    qty: -qty,
    kind: RESERVATION_KIND.consume,
    moveId: moveId!,
    createdBy: by.userId,
  });
  return moveId!;
}

/**
 * Sets a lot's QC state (quality check: quarantine → passed | rejected). A lot that holds reservations
 * must stay passed: refused otherwise (release them first).
 */
export async function setLotQc(tx: Tx, by: PostBy, lotId: number, state: QcState): Promise<void> {
  const lot = (await lockLots(tx, [lotId], by.lang)).get(lotId)!;
  if (state !== QC_STATE.passed && lot.reserved > 0)
    throw badRequest('inventory.qcReserved', { lot: lotId, reserved: lot.reserved }, 'LotId');
  await tx
    .update(invLot)
    .set({ qcState: state, updatedAt: sql`now()`, updatedBy: by.userId })
    .where(eq(invLot.id, lotId));
}
