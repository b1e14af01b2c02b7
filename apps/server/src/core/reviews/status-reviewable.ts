import type { Bilingual } from '@partdesk/shared/i18n/define';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../db/client.js';
import { conflict } from '../http/app-error.js';
import { type ReviewEnv, type SubmitResult, submitForReview } from './review-engine.js';
import type { Reviewable, ReviewDoc } from './review-registry.js';
import { reviewRequest } from './review.table.js';
import { docOwners } from './segregation.js';

/** A document table with the columns a review needs: id, no, version, tenant and an integer status. */
export type StatusDocTable = PgTable & {
  id: PgColumn;
  no: PgColumn;
  version: PgColumn;
  tenantId: PgColumn;
  status: PgColumn;
};

/**
 * `Reviewable.load` of a document without an amount: id, no, version and tenant of `table`, the owner
 * (who the engine notifies) from `owner`, `amount: null` (every conditional step applies).
 */
export function reviewDocsLoader(
  table: PgTable & { id: PgColumn; no: PgColumn; version: PgColumn; tenantId: PgColumn },
  owner: PgColumn,
): (db: Executor, ids: number[]) => Promise<ReviewDoc[]> {
  return async (db, ids) => {
    const rows = (await db
      .select({
        id: table.id,
        no: table.no,
        ownerId: owner,
        version: table.version,
        tenantId: table.tenantId,
      })
      .from(table as PgTable)
      .where(inArray(table.id, ids))) as Omit<ReviewDoc, 'amount'>[];
    return rows.map((r) => ({ ...r, amount: null }));
  };
}

/**
 * A decision hook that moves `status` from `pending` to `to` (version + 1) with one conditional update;
 * the document no longer pending (withdrawn, decided elsewhere) → 409 errors.reviews.notPending.
 */
export function statusDecision<T extends StatusDocTable>(table: T, pending: number, to: number) {
  return async (tx: Tx, doc: ReviewDoc): Promise<void> => {
    const [r] = await tx
      .update(table)
      .set({ status: to, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
      .where(and(eq(table.id, doc.id), eq(table.status, pending)))
      .returning({ id: table.id });
    if (!r) throw conflict('errors.reviews.notPending', { no: doc.no });
  };
}

export interface StatusReviewableDef<T extends StatusDocTable> {
  type: string;
  counterName: string;
  queueRoute: string;
  title: Bilingual;
  extraQueueMenus?: readonly string[];
  historyTypes?: readonly string[];
  counterVisibleTo?: Reviewable['counterVisibleTo'];
  table: T;
  /** The column of the document's owner (with `created_by`: who never decides it, segregation.ts). */
  owner: PgColumn;
  /** The status values: waiting for review, after approval, after rejection (editable again). */
  status: { pending: number; approved: number; rejected: number };
}

/**
 * The whole Reviewable of a document whose review only moves its status column (no amount, no other
 * side effect): `load` = reviewDocsLoader, `onApproved` / `onRejected` = statusDecision from
 * `status.pending` to `status.approved` / `status.rejected`. The engine notifies the submitter.
 */
export function statusReviewable<T extends StatusDocTable>(def: StatusReviewableDef<T>): Reviewable {
  const { table, owner, status, ...meta } = def;
  return {
    ...meta,
    owners: docOwners(table, owner),
    load: reviewDocsLoader(table, owner),
    onApproved: statusDecision(table, status.pending, status.approved),
    onRejected: statusDecision(table, status.pending, status.rejected),
  };
}

/**
 * Submits a document for review in the caller's transaction (see submitForReview). Without
 * `amountCny` the request has no amount (every conditional step applies); with it — the document's
 * amount in CNY (ReviewDoc.amount) — the chain's `minAmount` steps apply by it and the queue shows it.
 * Named apart from `doc` so a row passed whole never sends its own (document-currency) amount.
 */
export function submitDocForReview(
  tx: Tx,
  env: ReviewEnv & { userId: number },
  type: string,
  doc: { id: number; no: string; tenantId: number | null },
  opts: { amountCny?: string } = {},
): Promise<SubmitResult> {
  return submitForReview(
    tx,
    { app: env.app, after: env.after, lang: env.lang },
    {
      type,
      docId: doc.id,
      docNo: doc.no,
      amount: opts.amountCny ?? null,
      submittedBy: env.userId,
      tenantId: doc.tenantId,
    },
  );
}

/**
 * Closes the document's pending review request as `withdrawn` (it leaves the queue and the counter),
 * inside the caller's transaction; the caller moves the document back to its editable status and
 * records its history. No pending request: nothing to close.
 */
export async function withdrawReview(
  tx: Tx,
  args: { type: string; docId: number; userId: number; at: Date },
): Promise<void> {
  await tx
    .update(reviewRequest)
    .set({ status: 'withdrawn', decidedBy: args.userId, decidedAt: args.at })
    .where(
      and(
        eq(reviewRequest.docType, args.type),
        eq(reviewRequest.docId, args.docId),
        eq(reviewRequest.status, 'pending'),
      ),
    );
}
