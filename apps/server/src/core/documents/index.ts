import type { FastifyPluginAsync } from 'fastify';
import { attachmentRoutes } from '../files/attachment.routes.js';
import { reviewMechanism } from '../reviews/index.js';
import { documentRoutes } from './document.routes.js';
import { traceRoutes } from './trace.routes.js';

export { AfterCommit } from './after-commit.js';
/** One descriptor per document type (decision 0019): defined in `<feature>.document.ts`, registered by the module. */
export {
  type DefaultStep,
  type DocumentDef,
  type DocumentDescriptor,
  type DocumentLinkDecl,
  type DocumentLines,
  type DocumentReview,
  type DocumentScope,
  defineDocument,
  type FlowSeed,
  type HookReview,
  type ReviewHooks,
  reviewRef,
  type StatusReview,
} from './define-document.js';
export { documentFlowSeeder, registerDocument, seedDocumentFlows } from './register-document.js';
export { DocumentRegistry, type DocRef, type DocumentRule, scopedDocumentRule } from './doc-access.js';
export { type DocRefColumns, danglingDocRefs } from './dangling-refs.js';
export { docIdParam, versionBody } from './document-schemas.js';
export {
  diffChanges,
  type HistoryEntry,
  installHistoryGuard,
  listHistory,
  recordHistory,
  recordHistoryMany,
} from './history.js';
export { docDay, formatDocNo, nextDocNo } from './numbering.js';
export { loadScoped } from './scoped-load.js';
export { anyOf, pendingReviewerSql, type VisibleWhere } from './visibility.js';
export { updateVersioned, type VersionedTable } from './versioned.js';
export * from './document.table.js';
export * from './doc-link.table.js';
/** Document links (traceability, decision 0018): record them where one document is made from another. */
export {
  type DocEdge,
  type DocKey,
  type DocLink,
  type DocLinkEnd,
  type LinkOptions,
  recordLinks,
  replaceLinksTo,
  walkLinks,
} from './links.js';

/**
 * The shared document mechanisms' routes: history, attachments (core/files) and the review engine
 * (core/reviews). Registered once from app.ts.
 */
export const documentMechanisms: FastifyPluginAsync = async (app) => {
  await app.register(documentRoutes);
  await app.register(traceRoutes);
  await app.register(attachmentRoutes);
  await app.register(reviewMechanism);
};
