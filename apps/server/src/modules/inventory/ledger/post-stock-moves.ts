import { MOVE_SIGN, type MoveKind, isPositiveQty } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { type Lang, translate } from '@partdesk/shared/i18n/index';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import { type Actor, badRequest, fieldError } from '../../../core/http/index.js';
import { invLot, invStockMove } from './stock-ledger.table.js';

/** Who posts, and in which language a refusal is told. */
export type PostBy = Actor;

/** One move to post: `qty` is signed (MOVE_SIGN of `kind`; an adjustment either way). */
export interface StockMoveInput {
  lotId: number;
  qty: number;
  kind: MoveKind;
  docType: string;
  docId: number;
  docLineId: number;
  /** A reversal: the move it cancels (opposite quantity, same lot); a move is reversed at most once. */
  reversesId?: number;
  /** When it happened (default now); demo seeds date their history back. */
  at?: Date;
}

export interface LockedLot {
  id: number;
  onHand: number;
  reserved: number;
  qcState: number;
}

/**
 * Locks lots for a posting, always in id order (two postings touching the same lots never deadlock),
 * and returns their current on hand / reserved. Inside the caller's transaction.
 */
export async function lockLots(
  tx: Tx,
  lotIds: readonly number[],
  lang: Lang,
): Promise<Map<number, LockedLot>> {
  const ids = [...new Set(lotIds)].sort((a, b) => a - b);
  const rows = ids.length
    ? await tx
        .select({ id: invLot.id, onHand: invLot.onHand, reserved: invLot.reserved, qcState: invLot.qcState })
        .from(invLot)
        .where(inArray(invLot.id, ids))
        .orderBy(invLot.id)
        .for('update')
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    if (!byId.has(id)) throw fieldError('inventory.lotNotFound', 'LotId', lang, { lot: id });
  }
  return byId;
}

function checkMove(m: StockMoveInput, lang: Lang): void {
  if (!isPositiveQty(Math.abs(m.qty))) throw fieldError('inventory.qtyPositiveInteger', 'Quantity', lang);
  const sign = MOVE_SIGN[m.kind];
  if (sign === undefined) throw fieldError('errors.fieldInvalid', 'Type', lang);
  if (m.reversesId === undefined && sign !== 0 && Math.sign(m.qty) !== sign)
    throw badRequest(
      'inventory.wrongSign',
      {
        kind: translate(lang, `inventory.moveKind.${m.kind}`),
        sign: translate(lang, `inventory.sign.${sign > 0 ? 'positive' : 'negative'}`),
      },
      'Quantity',
    );
}

/**
 * Posts stock moves: the only way a lot's quantity changes (decision 0024). In the caller's transaction:
 * locks the lots (id order), refuses — nothing written — a move whose lot would go below zero, or below
 * what is reserved on it (a shipment of reserved stock gives the reservation back first:
 * reservations.ts `consumeOnShipment`), then writes the immutable rows and the lots' materialised on hand. Returns the new move ids in order.
 */
export async function postStockMoves(
  tx: Tx,
  by: PostBy,
  moves: readonly StockMoveInput[],
): Promise<number[]> {
  if (moves.length === 0) return [];
  for (const m of moves) checkMove(m, by.lang);
  const lots = await lockLots(
    tx,
    moves.map((m) => m.lotId),
    by.lang,
  );
  await checkReversals(tx, moves, by.lang);
  const delta = new Map<number, number>();
  for (const m of moves) delta.set(m.lotId, (delta.get(m.lotId) ?? 0) + m.qty);
  for (const [lotId, d] of delta) {
    const lot = lots.get(lotId)!;
    const onHand = lot.onHand + d;
    const reserved = lot.reserved;
    if (onHand < 0)
      throw badRequest('inventory.onHandNegative', { lot: lotId, onHand: lot.onHand, qty: d }, 'Quantity');
    if (onHand < reserved)
      throw badRequest('inventory.reservedTaken', { lot: lotId, reserved, onHand }, 'Quantity');
  }
  const inserted = await tx
    .insert(invStockMove)
    .values(
      moves.map(({ at, ...m }) => ({
        ...m,
        reversesId: m.reversesId ?? null,
        createdBy: by.userId,
        ...(at ? { createdAt: at } : {}),
      })),
    )
    .returning({ id: invStockMove.id });
  for (const [lotId, d] of delta) {
    if (d === 0) continue;
    await tx
      .update(invLot)
      .set({ onHand: sql`${invLot.onHand} + ${d}`, updatedAt: sql`now()`, updatedBy: by.userId })
      .where(eq(invLot.id, lotId));
  }
  return inserted.map((r) => r.id);
}

/** A reversal must cancel an existing move of the same lot exactly, once. */
async function checkReversals(tx: Tx, moves: readonly StockMoveInput[], lang: Lang): Promise<void> {
  const rev = moves.filter((m) => m.reversesId !== undefined);
  if (rev.length === 0) return;
  const ids = rev.map((m) => m.reversesId!);
  const originals = await tx
    .select({ id: invStockMove.id, lotId: invStockMove.lotId, qty: invStockMove.qty })
    .from(invStockMove)
    .where(inArray(invStockMove.id, ids));
  const reversed = await tx
    .select({ id: invStockMove.reversesId })
    .from(invStockMove)
    .where(inArray(invStockMove.reversesId, ids));
  const done = new Set(reversed.map((r) => r.id));
  for (const m of rev) {
    const o = originals.find((x) => x.id === m.reversesId);
    if (!o || o.lotId !== m.lotId || o.qty !== -m.qty)
      throw fieldError('inventory.reversalMismatch', 'Quantity', lang, { move: m.reversesId });
    if (done.has(o.id) || ids.filter((i) => i === o.id).length > 1)
      throw badRequest('inventory.alreadyReversed', { move: o.id });
  }
}
