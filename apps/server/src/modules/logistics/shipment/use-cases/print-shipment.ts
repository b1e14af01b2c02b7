import { SHIPMENT_STATUS } from '@partdesk/shared/logistics/shipment/shipment.codes';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { assertStatus } from '../shipment.queries.js';
import { shipmentTransition } from '../shipment.transition.js';

/**
 * PUT …/:id/print (Version) — the label is printed: the print lock is set (void refused, boxes frozen)
 * until the warehouse cancels the printing. Only when every line is packed (awaiting courier info or to
 * be shipped), not paused. Printing again is allowed (reprint), still locked.
 */
export async function printShipment(env: Env, id: number, version: number) {
  return shipmentTransition(env, id, version, 'print', async ({ s }) => {
    assertStatus(s, [SHIPMENT_STATUS.awaitingCourier, SHIPMENT_STATUS.toBeShipped]);
    return { printed: true };
  });
}

/** PUT …/:id/unprint (Version) — the warehouse cancels the printing: the lock is lifted. Before shipping. */
export async function unprintShipment(env: Env, id: number, version: number) {
  return shipmentTransition(env, id, version, 'unprint', async ({ s }) => {
    // Also while the credit / cargo review is pending (a label printed before shipping must be cancellable).
    assertStatus(
      s,
      [
        SHIPMENT_STATUS.awaitingCourier,
        SHIPMENT_STATUS.toBeShipped,
        SHIPMENT_STATUS.creditReview,
        SHIPMENT_STATUS.cargoReview,
      ],
      {
        pausedOk: true,
      },
    );
    if (!s.printed) throw badRequest('logistics.notPrinted', { no: s.no }, 'Printed');
    return { printed: false };
  });
}
