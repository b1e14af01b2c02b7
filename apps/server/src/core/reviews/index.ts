import type { FastifyPluginAsync } from 'fastify';
import { canDecidePending } from './review-queue.js';
import { reviewRoutes } from './review.routes.js';

export {
  decide,
  type DecideArgs,
  type Decision,
  REVIEW_STATUS,
  type ReviewEnv,
  submitForReview,
  type SubmitArgs,
  type SubmitResult,
} from './review-engine.js';
export {
  hasQueueAccess,
  type Reviewable,
  type ReviewDoc,
  type ReviewHookContext,
  ReviewRegistry,
} from './review-registry.js';
export { reviewStateOf } from './review-queue.js';
export {
  factValue,
  nameWithCode,
  pricedTotal,
  reviewLabel,
  summariesOf,
  type TargetPriceLine,
  targetPriceLines,
  userNameSql,
} from './review-summary-parts.js';
export {
  reviewDocsLoader,
  type StatusDocTable,
  statusDecision,
  statusReviewable,
  type StatusReviewableDef,
  submitDocForReview,
  withdrawReview,
} from './status-reviewable.js';
export { chainFor, mayApprove, setStepMinAmount, sharedStep } from './flows.js';
export { docOwners, type ReviewOwners } from './segregation.js';
export {
  DEFAULT_FLOWS,
  type FlowStepRow,
  type StepSeed,
  seedFlowSteps,
  seedReviewFlows,
} from './review-flows.seed.js';
export { type PendingReviewSeed, seedPendingReview } from './review-seeds.js';
export * from './review.table.js';

/** The review engine's HTTP routes, to-do counters, and "reviewers may view what they review". */
export const reviewMechanism: FastifyPluginAsync = async (app) => {
  const { documents, reviews } = app.ctx;
  documents.addExtraViewer(async (db, user, type, id) => {
    const def = reviews.get(type);
    return def ? canDecidePending(db, user, def, id) : false;
  });
  await app.register(reviewRoutes);
};
