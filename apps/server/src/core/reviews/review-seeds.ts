import { and, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { reviewFlowStep, reviewRequest } from './review.table.js';

/** A document a seed leaves waiting for review. */
export interface PendingReviewSeed {
  /** The review type (its chain: the all-tenant steps of this type). */
  type: string;
  docId: number;
  docNo: string;
  tenantId: number;
  /** Who submitted it, and when. */
  by: number;
  at: Date;
  amount?: string | null;
}

const BATCH = 1000;

/**
 * Seeds only (demo data): opens each document's pending review at the first step of its type's
 * all-tenant chain, as submitForReview would, without its checks, notifications or history (a seed
 * records its own). A type without a chain is skipped; a document already pending is left as it is.
 * Set-based: one insert per thousand documents. Returns how many requests it wrote.
 */
export async function seedPendingReview(db: Executor, docs: readonly PendingReviewSeed[]): Promise<number> {
  if (!docs.length) return 0;
  const types = [...new Set(docs.map((d) => d.type))];
  const steps = await db
    .select({ id: reviewFlowStep.id, stepNo: reviewFlowStep.stepNo, docType: reviewFlowStep.docType })
    .from(reviewFlowStep)
    .where(and(inArray(reviewFlowStep.docType, types), isNull(reviewFlowStep.tenantId)))
    .orderBy(reviewFlowStep.docType, reviewFlowStep.stepNo);
  const first = new Map<string, { id: number; stepNo: number }>();
  for (const s of steps) if (!first.has(s.docType)) first.set(s.docType, s);
  const values = docs.flatMap((d) => {
    const step = first.get(d.type);
    if (!step) return [];
    return [
      {
        docType: d.type,
        docId: d.docId,
        docNo: d.docNo,
        tenantId: d.tenantId,
        flowStepId: step.id,
        stepNo: step.stepNo,
        amount: d.amount ?? null,
        submittedBy: d.by,
        submittedAt: d.at,
      },
    ];
  });
  let written = 0;
  for (let i = 0; i < values.length; i += BATCH) {
    const res = await db
      .insert(reviewRequest)
      .values(values.slice(i, i + BATCH))
      .onConflictDoNothing()
      .returning({ id: reviewRequest.id });
    written += res.length;
  }
  return written;
}
