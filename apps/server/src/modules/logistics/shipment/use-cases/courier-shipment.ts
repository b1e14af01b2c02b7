import { SHIPMENT_STATUS } from '@partdesk/shared/logistics/shipment/shipment.codes';
import type { ShipmentCourier } from '@partdesk/shared/logistics/shipment/shipment.contract';
import { and, eq } from 'drizzle-orm';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { baseExpressCompany } from '../../../lookups/index.js';
import { courierAccountOf } from '../../courier/courier.queries.js';
import { activeForwarderOf } from '../../forwarder/forwarder.queries.js';
import { shipmentDeclaration } from '../../declare/shipment-declaration.js';
import { assertStatus, statusAfterPacking } from '../shipment.queries.js';
import { shipmentTransition } from '../shipment.transition.js';

/**
 * PUT …/:id/courier (Version, CourierId, CourierAccount, TrackingNo) — the courier info: an express
 * company of the lookup that is not deactivated (400 naming CourierId), a tracking number (naming
 * TrackingNo), the account: one of ours with that courier (`log_courier_account`) or one of the
 * customer's with it (freight collect); absent → our default account with the courier ('' when it has
 * none); another refused (naming CourierAccount; decision 0059). Any open status but
 * overweight review, not paused; packed in full → to be shipped. The customs declaration (option and
 * declared value by the rule) is checked by `shipmentDeclaration` (decision 0052).
 */
export async function courierShipment(env: Env, id: number, input: ShipmentCourier) {
  return shipmentTransition(env, id, input.Version, 'courier', async ({ tx, s, lines }) => {
    assertStatus(s, [
      SHIPMENT_STATUS.toBePicked,
      SHIPMENT_STATUS.toBeBoxed,
      SHIPMENT_STATUS.awaitingCourier,
      SHIPMENT_STATUS.toBeShipped,
    ]);
    const [c] = await tx
      .select({ id: baseExpressCompany.id })
      .from(baseExpressCompany)
      .where(and(eq(baseExpressCompany.id, input.CourierId), eq(baseExpressCompany.isDeactivate, false)));
    if (!c) throw badRequest('logistics.courierUnknown', undefined, 'CourierId');
    if (!input.TrackingNo) throw badRequest('logistics.trackingRequired', undefined, 'TrackingNo');
    const account = await courierAccountOf(tx, c.id, s.customerId, input.CourierAccount);
    if (account === null)
      throw badRequest('logistics.courierAccountUnknown', { no: input.CourierAccount }, 'CourierAccount');
    const forwarder = input.ForwarderId ? await activeForwarderOf(tx, input.ForwarderId, s.tenantId) : null;
    if (forwarder === undefined) throw badRequest('logistics.forwarderUnknown', undefined, 'ForwarderId');
    const declaration = await shipmentDeclaration(tx, s, lines, input, env.app.clock.now());
    const picked = s.status !== SHIPMENT_STATUS.toBePicked;
    return {
      courierId: c.id,
      courierAccount: account,
      trackingNo: input.TrackingNo,
      forwarderId: forwarder?.id ?? null,
      ...declaration,
      status: picked ? statusAfterPacking(lines, c.id) : s.status,
    };
  });
}
