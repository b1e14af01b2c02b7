import { type Column, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../access/access.js';
import { hasQueueAccess, type Reviewable } from '../reviews/review-registry.js';

/**
 * The visibility rule of documents (#10 items 4 and 9): a document is seen by
 *
 * 1. the callers whose data scope (spec §6) covers its owner — the owner column (salesperson, buyer,
 *    requester) or, for rows bound to a customer, the customer's current owner; never its creator as
 *    such: a document that leaves its owner leaves their view;
 * 2. the reviewers of its pending review request: whoever may decide that request now (holds the
 *    queue screen and matches the step's approver roles or permit, as the review engine decides);
 *    holding the queue screen alone is not enough.
 *
 * Each document type writes its rule once as a SQL condition (`(user) => SQL | undefined`, undefined
 * = every row) and uses it for its list and export (`scopeWhere`), its detail and actions
 * (`loadScoped`: out of view = 404 like a missing row) and its history / attachments
 * (`scopedDocumentRule({ visibleWhere })`).
 */
export type VisibleWhere = (user: AuthUser) => SQL | undefined;

/** A PostgreSQL text[] literal (one bound parameter whatever the number of items). */
function textArray(items: Iterable<string>): string {
  const q = [...items].map((s) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);
  return `{${q.join(',')}}`;
}

/**
 * SQL: `user` may decide the pending review request of type `def` of the document whose id is `docId`
 * (the same test as the engine's `mayApprove` + `hasQueueAccess`, in SQL so lists can use it).
 */
export function pendingReviewerSql(
  user: AuthUser,
  def: Pick<Reviewable, 'type' | 'queueRoute' | 'extraQueueMenus'>,
  docId: Column | SQL,
): SQL {
  if (!hasQueueAccess(user, def as Reviewable)) return sql`false`;
  const approves = user.isAdmin
    ? sql`true`
    : sql`((fs.approver_kind = 'permit' and fs.approver_permit <> ''
              and fs.approver_permit = any(${textArray(user.permits)}::text[]))
          or (fs.approver_kind <> 'permit'
              and fs.approver_roles && ${textArray(user.roles.map((r) => r.name))}::text[]))`;
  return sql`exists (select 1 from review_request rr join review_flow_step fs on fs.id = rr.flow_step_id
    where rr.doc_type = ${def.type} and rr.doc_id = ${docId} and rr.status = 'pending' and ${approves})`;
}

/** `(a or b or …)`. */
export function anyOf(...parts: SQL[]): SQL {
  return sql`(${sql.join(parts, sql` or `)})`;
}
