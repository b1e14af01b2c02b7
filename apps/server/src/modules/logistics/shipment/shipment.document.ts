import {
  DELIVER_AUDIT_MENU,
  SALES_CARGO_MENU,
  SHIPMENT_CARGO_REVIEW,
  SHIPMENT_CREDIT_REVIEW,
  SHIPMENT_DOC,
  SHIPMENT_OVERWEIGHT_REVIEW,
} from '@partdesk/shared/logistics/shipment/shipment.codes';
import type { SQL } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { anyOf, defineDocument, pendingReviewerSql, reviewRef } from '../../../core/documents/index.js';
import { scopeCondition } from '../../../core/list/list-query.js';
import { hasQueueAccess, type Reviewable } from '../../../core/reviews/index.js';
import { cargoReview, creditReview, overweightReview } from './shipment-review.js';
import { logShipment, logShipmentLine } from './shipment.table.js';

const credit = reviewRef(SHIPMENT_CREDIT_REVIEW);
const overweight = reviewRef(SHIPMENT_OVERWEIGHT_REVIEW);
const cargo = reviewRef(SHIPMENT_CARGO_REVIEW);

/**
 * Who sees a shipment: the data scope on its salesperson (`ownerId`; the warehouse's scope is all), plus
 * the shipments whose pending credit / overweight review the caller may decide now. The reviewer arms
 * are added only for holders of the credit queue (sales leads, finance heads), of the cargo queue
 * `salescargo-review` (purchase leads, decision 0053) or administrators, so a
 * salesperson's list stays `owner_id = me` (the overweight "queue" is the list every salesperson holds).
 */
export function shipmentVisible(user: AuthUser): SQL | undefined {
  const own = scopeCondition(user.scope, { own: logShipment.ownerId, sales: logShipment.ownerId });
  if (!own) return undefined;
  if (!user.isAdmin && !user.grants.has(DELIVER_AUDIT_MENU) && !user.grants.has(SALES_CARGO_MENU)) return own;
  const arms = [credit, overweight, cargo]
    .filter((r) => hasQueueAccess(user, r as Reviewable))
    .map((r) => pendingReviewerSql(user, r, logShipment.id));
  return arms.length ? anyOf(own, ...arms) : own;
}

/**
 * Shipment CK (decision 0019 descriptor): number prefix and notification route from the shared
 * DOC_TYPES row `shipment`; seen within the caller's data scope on its salesperson (`ownerId`; the
 * warehouse role's scope is all) or by the deciders of its pending review. Its lines are what the stock
 * moves of a shipment point at. Reviews (decision 0046): credit `deliver-audit` (status 9) and overweight
 * (status 2 → 8 on rejection), and purchasing's cargo review `salescargo-review` (status 10, decision 0053),
 * shipment-review.ts.
 */
export const shipmentDocument = defineDocument({
  type: SHIPMENT_DOC,
  table: logShipment,
  id: logShipment.id,
  no: logShipment.no,
  tenantId: logShipment.tenantId,
  scope: shipmentVisible,
  reviews: [creditReview, overweightReview, cargoReview],
  lines: { table: logShipmentLine, id: logShipmentLine.id, docId: logShipmentLine.shipmentId },
});
