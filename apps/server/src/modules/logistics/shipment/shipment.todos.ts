import { SHIPMENT_STATUS } from '@partdesk/shared/logistics/shipment/shipment.codes';
import { and, count, eq } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { shipmentDocument } from './shipment.document.js';
import { logShipment } from './shipment.table.js';

/** AwaitingCourierCount (status=3): the shipments awaiting courier info the user sees, as the list with `status=3`. */
export async function awaitingCourierCount({ db, user }: { db: Executor; user: AuthUser }): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(logShipment)
    .where(and(eq(logShipment.status, SHIPMENT_STATUS.awaitingCourier), shipmentDocument.visibleWhere(user)));
  return r?.n ?? 0;
}
