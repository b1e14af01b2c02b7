import {
  SHIPMENT_CARGO_REVIEW,
  SHIPMENT_CREDIT_REVIEW,
  SHIPMENT_OPEN,
  SHIPMENT_OVERWEIGHT_REVIEW,
  SHIPMENT_STATUS,
  type ShipmentStatus,
} from '@partdesk/shared/logistics/shipment/shipment.codes';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { withdrawReview } from '../../../../core/reviews/index.js';
import { applyShipmentDeltas } from '../../../sales/index.js';
import { assertStatus } from '../shipment.queries.js';
import { shipmentTransition } from '../shipment.transition.js';

/**
 * PUT …/:id/void (Version, Reason) — before shipping only (any open status, paused or not); refused
 * while the label is printed ("…cannot be voided until the warehouse cancels the printing", naming
 * Printed). What it picked and packed is given back to the order lines (their reservations stay with
 * the order); its quantities no longer count against the lines' shippable quantity. A pending credit or
 * overweight review is withdrawn (it leaves the queue and the counter).
 */
export async function voidShipment(env: Env, id: number, input: { Version: number; Reason: string }) {
  return shipmentTransition(env, id, input.Version, 'void', async ({ tx, s, lines }) => {
    assertStatus(s, SHIPMENT_OPEN as ShipmentStatus[], { pausedOk: true });
    if (s.printed) throw badRequest('logistics.printLocked', { no: s.no }, 'Printed');
    // A pending credit / overweight / cargo review leaves its queue (decisions 0046, 0053).
    for (const type of [SHIPMENT_CREDIT_REVIEW, SHIPMENT_OVERWEIGHT_REVIEW, SHIPMENT_CARGO_REVIEW])
      await withdrawReview(tx, { type, docId: s.id, userId: env.user.id, at: env.app.clock.now() });
    await applyShipmentDeltas(
      tx,
      env.user.id,
      lines
        .filter((l) => l.pickedQty || l.packedQty)
        .map((l) => ({ lineId: l.orderLineId, picked: -l.pickedQty, packed: -l.packedQty })),
    );
    return { status: SHIPMENT_STATUS.voided, voidReason: input.Reason, comment: input.Reason };
  });
}
