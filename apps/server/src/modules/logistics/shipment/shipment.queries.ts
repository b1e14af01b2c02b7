import {
  SHIPMENT_OPEN,
  type ShipmentStatus,
  SHIPMENT_STATUS,
} from '@partdesk/shared/logistics/shipment/shipment.codes';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { badRequest } from '../../../core/http/index.js';
import { invReservation } from '../../inventory/index.js';
import { shipmentDocument } from './shipment.document.js';
import {
  logShipment,
  logShipmentBox,
  logShipmentBoxLine,
  logShipmentLine,
  logShipmentPick,
} from './shipment.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadShipment(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(db, logShipment, id, shipmentDocument.visibleWhere(user), 'errors.notFound', lock);
}

export type Shipment = typeof logShipment.$inferSelect;
export type ShipmentLine = typeof logShipmentLine.$inferSelect;

export function shipmentLines(db: Executor, shipmentId: number) {
  return db
    .select()
    .from(logShipmentLine)
    .where(eq(logShipmentLine.shipmentId, shipmentId))
    .orderBy(asc(logShipmentLine.lineNo));
}

/** What open shipments (other than `except`) carry per order line. */
export async function openQtyByOrderLine(db: Executor, orderLineIds: readonly number[], except?: number) {
  if (!orderLineIds.length) return new Map<number, number>();
  const rows = await db
    .select({ id: logShipmentLine.orderLineId, qty: sql<number>`sum(${logShipmentLine.quantity})::int` })
    .from(logShipmentLine)
    .innerJoin(logShipment, eq(logShipment.id, logShipmentLine.shipmentId))
    .where(
      and(
        inArray(logShipmentLine.orderLineId, [...orderLineIds]),
        inArray(logShipment.status, [...SHIPMENT_OPEN]),
        except ? ne(logShipment.id, except) : undefined,
      ),
    )
    .groupBy(logShipmentLine.orderLineId);
  return new Map(rows.map((r) => [r.id, r.qty]));
}

/** The numbers of the open shipments carrying an order (sales' cancellation hook). */
export async function openShipmentNos(db: Executor, orderId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ no: logShipment.no })
    .from(logShipment)
    .innerJoin(logShipmentLine, eq(logShipmentLine.shipmentId, logShipment.id))
    .where(and(eq(logShipmentLine.orderId, orderId), inArray(logShipment.status, [...SHIPMENT_OPEN])))
    .orderBy(asc(logShipment.no));
  return rows.map((r) => r.no);
}

/** A change is refused unless the shipment is in one of `allowed` (400 naming Status) and not paused. */
export function assertStatus(
  s: Shipment,
  allowed: readonly ShipmentStatus[],
  opts: { pausedOk?: boolean } = {},
) {
  if (!allowed.includes(s.status as ShipmentStatus))
    throw badRequest('logistics.wrongStatus', { no: s.no }, 'Status');
  if (s.paused && !opts.pausedOk) throw badRequest('logistics.paused', { no: s.no }, 'Paused');
}

/** After boxes or courier change: all packed → awaiting courier or to be shipped, else to be boxed. */
export function statusAfterPacking(lines: readonly ShipmentLine[], courierId: number | null): ShipmentStatus {
  const all = lines.every((l) => l.packedQty === l.quantity);
  if (!all) return SHIPMENT_STATUS.toBeBoxed;
  return courierId ? SHIPMENT_STATUS.toBeShipped : SHIPMENT_STATUS.awaitingCourier;
}

/** The boxes of a shipment with their contents. */
export async function shipmentBoxes(db: Executor, shipmentId: number) {
  const boxes = await db
    .select()
    .from(logShipmentBox)
    .where(eq(logShipmentBox.shipmentId, shipmentId))
    .orderBy(asc(logShipmentBox.boxNo));
  const contents = boxes.length
    ? await db
        .select()
        .from(logShipmentBoxLine)
        .where(
          inArray(
            logShipmentBoxLine.boxId,
            boxes.map((b) => b.id),
          ),
        )
        .orderBy(asc(logShipmentBoxLine.id))
    : [];
  return boxes.map((b) => ({ ...b, lines: contents.filter((c) => c.boxId === b.id) }));
}

export function shipmentPicks(db: Executor, shipmentId: number) {
  return db
    .select()
    .from(logShipmentPick)
    .where(eq(logShipmentPick.shipmentId, shipmentId))
    .orderBy(asc(logShipmentPick.lineId), asc(logShipmentPick.lotId));
}

/**
 * What an order line holds per lot (its reservation entries), less what other open picks took, oldest lot
 * first: what pick confirms, and the pick list's plan before it is confirmed.
 */
export async function pickableLots(db: Executor, orderId: number, orderLineId: number, shipmentId: number) {
  return db
    .select({
      lotId: invReservation.lotId,
      held: sql<number>`(sum(${invReservation.qty}) - coalesce((
        select sum(p.qty) from ${logShipmentPick} p
        join ${logShipmentLine} sl on sl.id = p.line_id
        join ${logShipment} s on s.id = p.shipment_id
        where sl.order_line_id = ${orderLineId} and p.lot_id = ${invReservation.lotId}
          and s.id <> ${shipmentId} and s.status in (2, 3, 4, 5, 8)), 0))::int`,
    })
    .from(invReservation)
    .where(
      and(
        eq(invReservation.docType, SALES_ORDER_DOC),
        eq(invReservation.docId, orderId),
        eq(invReservation.docLineId, orderLineId),
      ),
    )
    .groupBy(invReservation.lotId)
    .orderBy(asc(invReservation.lotId));
}

/**
 * The lots a line would be picked from (oldest first, up to its quantity) and how much its order line
 * holds in all: pick confirms this plan; the pick list prints it before the pick is confirmed.
 */
export async function planPicks(db: Executor, l: ShipmentLine, shipmentId: number) {
  const lots = await pickableLots(db, l.orderId, l.orderLineId, shipmentId);
  const held = lots.reduce((a, x) => a + Math.max(0, x.held), 0);
  const takes: { lotId: number; qty: number }[] = [];
  let need = l.quantity;
  for (const lot of lots) {
    const take = Math.min(need, Math.max(0, lot.held));
    if (!take) continue;
    takes.push({ lotId: lot.lotId, qty: take });
    need -= take;
    if (!need) break;
  }
  return { held, takes };
}
