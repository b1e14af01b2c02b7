import { SHIPMENT_OPEN, type ShipmentStatus } from '@partdesk/shared/logistics/shipment/shipment.codes';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { assertStatus } from '../shipment.queries.js';
import { shipmentTransition } from '../shipment.transition.js';

/** PUT …/:id/pause and /resume (Version) — an open shipment stops (nothing but resume and void) and goes on. */
export async function pauseShipment(env: Env, id: number, version: number, paused: boolean) {
  return shipmentTransition(env, id, version, paused ? 'pause' : 'resume', async ({ s }) => {
    assertStatus(s, SHIPMENT_OPEN as ShipmentStatus[], { pausedOk: true });
    if (s.paused === paused)
      throw badRequest(paused ? 'logistics.paused' : 'logistics.notPaused', { no: s.no }, 'Paused');
    return { paused };
  });
}
