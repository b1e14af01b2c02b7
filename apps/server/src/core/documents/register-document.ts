import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { registerDeletable } from '../deletes/delete-registry.js';
import { seedFlowSteps } from '../reviews/review-flows.seed.js';
import type { DocumentDescriptor } from './define-document.js';

/**
 * Wires a document descriptor (defineDocument) into the shared mechanisms, from inside the module's
 * register function (never at import): its document rule (history, attachments, download), its
 * reviewables with their queue summaries (the review engine; each brings its to-do counter, named in
 * packages/shared core/review-types and catalogued in core/todos), and its generic delete. The default
 * review chains are data written by the system seed before an app exists: `documentFlowSeeder`.
 */
export function registerDocument(
  ctx: Pick<AppContext, 'documents' | 'reviews'>,
  d: DocumentDescriptor,
): void {
  if (d.rule) ctx.documents.register(d.rule);
  for (const r of d.reviewables) ctx.reviews.register(r);
  if (d.deletable) registerDeletable(d.deletable);
  ctx.documents.describe(d);
}

/**
 * Writes each review type's default chain while the type has no all-tenant steps (a chain edited in
 * the database is never overwritten; idempotent, safe on every start). Role and permit approvers.
 */
export async function seedDocumentFlows(db: Db, docs: readonly DocumentDescriptor[]): Promise<void> {
  await seedFlowSteps(
    db,
    docs.flatMap((d) => d.flows),
  );
}

/** The system seeder of a module's descriptors' default chains (a module definition's `documents`, core/modules). */
export const documentFlowSeeder =
  (docs: readonly DocumentDescriptor[]) =>
  (db: Db): Promise<void> =>
    seedDocumentFlows(db, docs);
