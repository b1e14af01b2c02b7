import { SHIPMENT_DOC } from '@partdesk/shared/logistics/shipment/shipment.codes';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import { recordHistory, updateVersioned } from '../../../core/documents/index.js';
import type { Env } from '../../../core/http/index.js';
import { lockOrdersForShipping } from '../../sales/index.js';
import { loadShipment, type Shipment, type ShipmentLine, shipmentLines } from './shipment.queries.js';
import { logShipment } from './shipment.table.js';

type Orders = Awaited<ReturnType<typeof lockOrdersForShipping>>;

export interface TransitionCtx {
  tx: Tx;
  s: Shipment;
  lines: ShipmentLine[];
  orders: Orders;
}

/**
 * One shipment transition in one transaction: the shipment in the caller's scope (404), the rows of its
 * sales orders locked first (the same lock as the order's cancellation: decision 0043), then the
 * shipment's own row; `fn` checks and changes; the shipment is written at `version` (409 when stale,
 * nothing written) with `set` and a history entry `action`.
 */
export async function shipmentTransition(
  env: Env,
  id: number,
  version: number,
  action: string,
  fn: (c: TransitionCtx) => Promise<Partial<typeof logShipment.$inferInsert> & { comment?: string }>,
) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const peek = await loadShipment(tx, user, id);
    const pre = await shipmentLines(tx, peek.id);
    const orders = await lockOrdersForShipping(
      tx,
      pre.map((l) => l.orderId),
    );
    const s = await loadShipment(tx, user, id, true);
    const lines = await shipmentLines(tx, s.id);
    const { comment, ...set } = await fn({ tx, s, lines, orders });
    const v = await updateVersioned(tx, logShipment, id, version, { ...set, updatedBy: user.id });
    const [now] = await tx.select().from(logShipment).where(eq(logShipment.id, id));
    await recordHistory(tx, {
      type: SHIPMENT_DOC,
      docId: id,
      docNo: s.no,
      tenantId: s.tenantId,
      action,
      fromStatus: s.status,
      toStatus: now!.status,
      comment,
      userId: user.id,
    });
    return { Id: id, Status: now!.status, Paused: now!.paused, Printed: now!.printed, Version: v.version };
  });
}
