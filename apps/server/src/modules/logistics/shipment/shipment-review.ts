import { ROLE_NAMES as R } from '@partdesk/shared/access/client-access';
import {
  CARGO_REVIEW,
  CREDIT_REVIEW,
  SHIPMENT_CARGO_REVIEW,
  SHIPMENT_CREDIT_REVIEW,
  SHIPMENT_DOC,
  SHIPMENT_OVERWEIGHT_REVIEW,
  SHIPMENT_STATUS,
} from '@partdesk/shared/logistics/shipment/shipment.codes';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import type { HookReview } from '../../../core/documents/index.js';
import { conflict } from '../../../core/http/index.js';
import {
  docOwners,
  type ReviewDoc,
  type ReviewHookContext,
  reviewDocsLoader,
} from '../../../core/reviews/index.js';
import { cargoReviewParts } from './shipment-cargo.js';
import { creditReviewParts, overweightReviewParts } from './shipment-review-summary.js';
import { logShipment } from './shipment.table.js';

/**
 * A decision hook moving a shipment from the review status `from` to `set` (version + 1), one
 * conditional update; no longer in review (voided, decided elsewhere) → 409 errors.reviews.notPending.
 * An automatic approval at submission (no chain step applies: `requestId` null) changes nothing: the
 * submitting use case goes on as if no review were needed (it has not written the review status yet).
 */
function decision(
  from: number,
  set: (ctx: ReviewHookContext) => Partial<Record<'status' | 'creditReview' | 'cargoReview', unknown>>,
) {
  return async (tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext): Promise<void> => {
    if (ctx.requestId === null) return;
    const [r] = await tx
      .update(logShipment)
      .set({
        ...(set(ctx) as Partial<typeof logShipment.$inferInsert>),
        version: sql`${logShipment.version} + 1`,
        updatedBy: ctx.userId,
      })
      .where(and(eq(logShipment.id, doc.id), eq(logShipment.status, from)))
      .returning({ id: logShipment.id });
    if (!r) throw conflict('errors.reviews.notPending', { no: doc.no });
  };
}

/** After the overweight approval: packed in full, so awaiting courier info or to be shipped. */
const afterPacking = sql`(case when ${logShipment.courierId} is null
  then ${sql.raw(String(SHIPMENT_STATUS.awaitingCourier))} else ${sql.raw(String(SHIPMENT_STATUS.toBeShipped))} end)::smallint`;

const common = {
  historyTypes: [SHIPMENT_DOC],
  owners: docOwners(logShipment, logShipment.ownerId),
  load: reviewDocsLoader(logShipment, logShipment.ownerId),
};

/**
 * The credit review `deliver-audit` (decision 0046): a shipment the warehouse ships over the customer's
 * remaining credit, or with a prepaid order not fully paid on the ledger, waits in status 9. Decided by
 * the sales director / manager or the finance heads (administrators too). Approve → to be shipped,
 * `credit_review` approved (the next ship goes through without a new check); reject → to be shipped,
 * `credit_review` rejected (a new ship checks again: a new review while still over).
 */
export const creditReview: HookReview = {
  type: SHIPMENT_CREDIT_REVIEW,
  flow: [
    {
      nameZh: '发货信用审核（销售经理/财务）',
      nameEn: 'Shipment credit review (sales manager / finance)',
      roles: [R.salesDirector, R.salesManager, ...R.financeHeads, R.admin],
    },
  ],
  ...common,
  ...creditReviewParts,
  onApproved: decision(SHIPMENT_STATUS.creditReview, () => ({
    status: SHIPMENT_STATUS.toBeShipped,
    creditReview: CREDIT_REVIEW.approved,
  })),
  onRejected: decision(SHIPMENT_STATUS.creditReview, () => ({
    status: SHIPMENT_STATUS.toBeShipped,
    creditReview: CREDIT_REVIEW.rejected,
  })),
};

/**
 * The overweight review (decision 0046), decided from the shipment list (`status=2`,
 * OverweightAuditCount) by the sales leads (administrators too). Approve → awaiting courier info / to be
 * shipped; reject → overweight rejected (8): the boxes are editable again (repack).
 */
export const overweightReview: HookReview = {
  type: SHIPMENT_OVERWEIGHT_REVIEW,
  flow: [
    {
      nameZh: '超重审核（销售主管）',
      nameEn: 'Overweight review (sales lead)',
      roles: [R.salesDirector, R.salesManager, R.salesSupervisor, R.salesLeader, R.admin],
    },
  ],
  ...common,
  ...overweightReviewParts,
  onApproved: decision(SHIPMENT_STATUS.overweightReview, () => ({ status: afterPacking })),
  onRejected: decision(SHIPMENT_STATUS.overweightReview, () => ({
    status: SHIPMENT_STATUS.overweightRejected,
  })),
};

/**
 * Purchasing's cargo review `salescargo-review` (decision 0053): when purchase-setup asks for it, a
 * shipment the warehouse ships waits in status 10 before the credit check. Decided by the purchase leads
 * (采购主管, 采购组长; administrators too), never the submitter. Approve → to be shipped, `cargo_review`
 * approved (the next ship goes on to the credit check without asking purchasing again); reject → to be
 * shipped, `cargo_review` rejected (the next ship asks again).
 */
export const cargoReview: HookReview = {
  type: SHIPMENT_CARGO_REVIEW,
  flow: [
    {
      nameZh: '销售发货审核（采购主管/组长）',
      nameEn: 'Shipment review (purchasing head / leader)',
      roles: [R.purchaseHead, R.purchaseLeader, R.admin],
    },
  ],
  ...common,
  ...cargoReviewParts,
  onApproved: decision(SHIPMENT_STATUS.cargoReview, () => ({
    status: SHIPMENT_STATUS.toBeShipped,
    cargoReview: CARGO_REVIEW.approved,
  })),
  onRejected: decision(SHIPMENT_STATUS.cargoReview, () => ({
    status: SHIPMENT_STATUS.toBeShipped,
    cargoReview: CARGO_REVIEW.rejected,
  })),
};
