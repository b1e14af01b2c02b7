import { SHIPMENT_STATUS } from '@partdesk/shared/logistics/shipment/shipment.codes';
import { eq } from 'drizzle-orm';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { applyShipmentDeltas, orderShippable } from '../../../sales/index.js';
import { assertStatus, planPicks } from '../shipment.queries.js';
import { logShipmentLine, logShipmentPick } from '../shipment.table.js';
import { shipmentTransition } from '../shipment.transition.js';

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
      const { held, takes } = await planPicks(tx, l, s.id);
      if (held < l.quantity)
        throw badRequest('logistics.pickShort', { mpn: l.mpn, qty: l.quantity, held }, `Lines[${i}]`);
      for (const take of takes)
        await tx.insert(logShipmentPick).values({
          shipmentId: s.id,
          lineId: l.id,
          lotId: take.lotId,
          qty: take.qty,
          createdBy: env.user.id,
        });
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
