import { and, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { forbidden } from '../http/app-error.js';
import { reviewRequest } from './review.table.js';

/**
 * Segregation of duties (docs/decisions/0013-review-segregation-of-duties.md): a reviewer never decides
 * a request they submitted nor one about a document they own or created. Every Reviewable says who owns
 * its documents (`owners`); the one condition below is used by the decision path (approve and reject,
 * single and batch), the queue, the to-do counter and "reviewers may view what they review".
 */
export interface ReviewOwners {
  /** The document table; `id` is what review_request.doc_id points at. */
  table: PgTable;
  id: PgColumn;
  /** Columns naming a user who owns the document: owner, salesperson, requester, creator… */
  columns: readonly PgColumn[];
}

/**
 * `owners` of a document table: the given columns, plus `created_by` when the table has the standard
 * audit columns (the creator owns what they created, whoever it is assigned to).
 */
export function docOwners(table: PgTable & { id: PgColumn }, ...columns: PgColumn[]): ReviewOwners {
  const createdBy = (table as unknown as { createdBy?: PgColumn }).createdBy;
  return {
    table,
    id: table.id,
    columns: createdBy && !columns.includes(createdBy) ? [...columns, createdBy] : columns,
  };
}

/** Review requests (rows of review_request) that `userId` submitted or whose document they own. */
export function ownRequests(owners: ReviewOwners, userId: number): SQL {
  const owns = or(...owners.columns.map((c) => eq(c, userId)));
  return or(
    eq(reviewRequest.submittedBy, userId),
    sql`exists (select 1 from ${owners.table} where ${owners.id} = ${reviewRequest.docId} and ${owns})`,
  )!;
}

/** The requests `userId` may decide as far as segregation of duties goes (queue, counter, viewing). */
export function othersRequests(owners: ReviewOwners, userId: number): SQL {
  return not(ownRequests(owners, userId));
}

/**
 * Inside the deciding transaction: refuses the whole batch (403 errors.reviews.ownDocument naming the
 * document numbers) when one of `ids` is the user's own request or document.
 */
export async function assertNotOwn(
  tx: Executor,
  owners: ReviewOwners,
  userId: number,
  ids: readonly number[],
): Promise<void> {
  const own = await tx
    .select({ no: reviewRequest.docNo })
    .from(reviewRequest)
    .where(and(inArray(reviewRequest.id, [...ids]), ownRequests(owners, userId)))
    .orderBy(reviewRequest.docNo);
  if (own.length)
    throw forbidden('errors.reviews.ownDocument', { no: [...new Set(own.map((r) => r.no))].join(', ') });
}
