import { SHIPMENT_STATUS } from '@partdesk/shared/logistics/shipment/shipment.codes';
import { SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../../core/db/client.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { invReservation } from '../../../inventory/index.js';
import { applyShipmentDeltas, orderShippable } from '../../../sales/index.js';
import { assertStatus } from '../shipment.queries.js';
import { logShipment, logShipmentLine, logShipmentPick } from '../shipment.table.js';
import { shipmentTransition } from '../shipment.transition.js';

/** What an order line holds per lot (its reservation entries), less what other open picks took, oldest lot first. */
async function pickableLots(tx: Tx, orderId: number, orderLineId: number, shipmentId: number) {
  return tx
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
 * PUT …/:id/pick (Version) — confirms the lots of each line from its order line's reservations (oldest
 * lot first, less what other open shipments picked): not enough held → 400 naming the line. Lines
 * picked in full, the order lines' `pickedQty` grow (sales' applyShipmentDeltas + status refresh),
 * status to be boxed. Only a shipment to be picked, not paused, of approved orders.
 */
export async function pickShipment(env: Env, id: number, version: number) {
  return shipmentTransition(env, id, version, 'pick', async ({ tx, s, lines, orders }) => {
    assertStatus(s, [SHIPMENT_STATUS.toBePicked]);
    for (const o of orders.orders)
      if (!orderShippable(o)) throw badRequest('logistics.orderNotShippable', { no: o.no }, 'Id');
    for (const [i, l] of lines.entries()) {
      let need = l.quantity;
      const lots = await pickableLots(tx, l.orderId, l.orderLineId, s.id);
      const held = lots.reduce((a, x) => a + Math.max(0, x.held), 0);
      if (held < need)
        throw badRequest('logistics.pickShort', { mpn: l.mpn, qty: need, held }, `Lines[${i}]`);
      for (const lot of lots) {
        const take = Math.min(need, Math.max(0, lot.held));
        if (!take) continue;
        await tx.insert(logShipmentPick).values({
          shipmentId: s.id,
          lineId: l.id,
          lotId: lot.lotId,
          qty: take,
          createdBy: env.user.id,
        });
        need -= take;
        if (!need) break;
      }
      await tx.update(logShipmentLine).set({ pickedQty: l.quantity }).where(eq(logShipmentLine.id, l.id));
    }
    await applyShipmentDeltas(
      tx,
      env.user.id,
      lines.map((l) => ({ lineId: l.orderLineId, picked: l.quantity })),
    );
    return { status: SHIPMENT_STATUS.toBeBoxed };
  });
}
