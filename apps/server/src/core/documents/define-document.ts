import { type DocType, docType, RECORD_TYPES, type RecordType } from '@partdesk/shared/core/doc-types';
import { type ReviewType, reviewType } from '@partdesk/shared/core/review-types';
import type { Column, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../access/access.js';
import type { DeletableType } from '../deletes/delete-registry.js';
import { type ScopeColumns, scopeCondition } from '../list/list-query.js';
import type { Reviewable, ReviewDoc } from '../reviews/review-registry.js';
import { type StatusDocTable, statusReviewable } from '../reviews/status-reviewable.js';
import { type DocumentRule, scopedDocumentRule } from './doc-access.js';
import type { VisibleWhere } from './visibility.js';

/**
 * One descriptor per document type (decision 0019, docs/architecture.md "Documents"): everything the
 * shared mechanisms need to know about it, written once in the feature's `<feature>.document.ts`:
 *
 * ```ts
 * export const demandDocument = defineDocument({
 *   type: 'demand',                       // a DOC_TYPES key (number prefix, notification route) or a RECORD_TYPES key
 *   table: dmdDemand, id: dmdDemand.id, no: dmdDemand.no, tenantId: dmdDemand.tenantId,
 *   scope: (user) => demandScope(user),   // REQUIRED: owner columns, a visibility condition, or 'none'
 *   reviews: [{ type: 'demand', flow: [{ nameZh, nameEn, roles: [...] }],
 *               owner: dmdDemand.requestedBy, statuses: { pending, approved, rejected } }],
 *   deletable: demandDeletable,           // optional: the generic delete (core/deletes)
 *   links: [{ source: 'inquiry', lines: true }],  // declaration only: the use case records them (links.ts)
 * });
 * // modules/<m>/index.ts, the module's definition (core/modules, decision 0023):
 * defineModule({ name: 'demand', documents: [demandDocument], register, … });
 * // registerModule then calls registerDocument(app.ctx, demandDocument); the system seed writes the
 * // default chains of the same list (documentFlowSeeder) before any app exists.
 * ```
 *
 * The descriptor's `visibleWhere(user)` is the ONE row rule (owner in scope + whoever may decide its
 * pending review): the list and export use it as `scopeWhere`, the detail and actions with `loadScoped`,
 * history / attachments / download through the document rule registerDocument installs.
 */

/**
 * Who sees a row: owner columns (the data scope of spec §6: all / salesperson / buyer / own), the
 * document's own condition (visibility.ts: usually `anyOf(owner, pendingReviewerSql(…))`), or `'none'`
 * — explicitly no row restriction (whoever holds the screen sees every row).
 */
export type DocumentScope = 'none' | ScopeColumns | VisibleWhere;

/** One step of a type's default review chain: decided by any of `roles`, or by holders of `permit`. */
export type DefaultStep = {
  nameZh: string;
  nameEn: string;
  /** Decimal string: the step applies from this amount on (no amount: always). */
  minAmount?: string;
} & ({ roles: readonly string[]; permit?: never } | { permit: string; roles?: never });

/** What a review adds to its shared row (REVIEW_TYPES): the hooks, the default chain, the summary. */
interface ReviewBase<D extends ReviewDoc> {
  /** The review type; its queue screen, counter and title come from packages/shared core/review-types. */
  type: ReviewType;
  /** The default chain, written once per type (system seed; a chain edited in the database is kept). */
  flow: readonly DefaultStep[];
  historyTypes?: readonly string[];
  counterVisibleTo?: Reviewable['counterVisibleTo'];
  /** The queue row's summary and expanded lines (also attachable later with reviews.describe). */
  summarize?: Reviewable<D>['summarize'];
  lines?: Reviewable<D>['lines'];
}

/** A review with its own hooks (amounts, side effects). */
export type HookReview<D extends ReviewDoc = ReviewDoc> = ReviewBase<D> &
  Pick<Reviewable<D>, 'owners' | 'load' | 'onApproved' | 'onRejected' | 'onAdvanced'> & { statuses?: never };

/**
 * A review that only moves the document's status column from `pending` to `approved` / `rejected`
 * (statusReviewable): the descriptor's table needs id, no, version, tenant_id and status columns.
 */
export type StatusReview = ReviewBase<ReviewDoc> & {
  owner: PgColumn;
  statuses: { pending: number; approved: number; rejected: number };
};

/**
 * A module's review hooks, the part of a HookReview the feature's service writes; the descriptor adds
 * type and chain (queue screen, counter and title come from REVIEW_TYPES, never from the module).
 */
export type ReviewHooks<D extends ReviewDoc = ReviewDoc> = Pick<
  Reviewable<D>,
  'owners' | 'load' | 'onApproved' | 'onRejected'
>;

// biome-ignore lint/suspicious/noExplicitAny: a descriptor holds reviews of their own document shapes
export type DocumentReview = HookReview<any> | StatusReview;

/**
 * A document link this type records (core/documents links.ts, decision 0018): a document of this type
 * is made from a `source` document (line to line when `lines`). A declaration: the use case that makes
 * the document calls `recordLinks` in its transaction; the trace reads them.
 */
export interface DocumentLinkDecl {
  source: DocType | RecordType;
  lines: boolean;
}

export interface DocumentDef {
  /** A DOC_TYPES key (numbered: prefix and notification route from there) or a RECORD_TYPES key. */
  type: DocType | RecordType;
  table: PgTable;
  id: PgColumn;
  /** The number shown (history, attachments, notifications): the number column, a code, an expression. */
  no: Column | SQL;
  tenantId?: Column;
  /** Required: who sees a row (see DocumentScope); `'none'` must be said. */
  scope: DocumentScope;
  /** Fixed conditions of a live row (not deleted, …): a row outside them is missing. */
  where?: SQL[];
  /** Who may add / remove attachments; defaults to who sees the row. */
  canEdit?: DocumentRule['canEdit'];
  /** `false`: the rows have no history / attachments of their own (a request only reviewed). */
  history?: false;
  reviews?: readonly DocumentReview[];
  /** The generic delete (PUT /merchant/common/delete?type=…). */
  deletable?: DeletableType;
  links?: readonly DocumentLinkDecl[];
  /**
   * The document's line table, when stock moves, reservations or ledger entries may point at its lines
   * (issue #13): the ledger checker proves every such row points at an existing line of its document.
   */
  lines?: DocumentLines;
}

/** Where a document's lines live: line id and the id of the document it belongs to. */
export interface DocumentLines {
  table: PgTable;
  id: PgColumn;
  docId: PgColumn;
}

/** A flow step as the seeder writes it. */
export interface FlowSeed {
  docType: string;
  stepNo: number;
  nameZh: string;
  nameEn: string;
  approverKind: 'roles' | 'permit';
  approverRoles: string[];
  approverPermit: string;
  minAmount: string | null;
}

export interface DocumentDescriptor extends DocumentDef {
  /** Number prefix (DOC_TYPES), null for a record type. */
  prefix: string | null;
  /** The screen a notification about one of its numbers opens (DOC_TYPES `route`), null for records. */
  route: string | null;
  /** The one row rule (undefined = every row): list, export, detail, actions, history, download. */
  visibleWhere: VisibleWhere;
  /** The document rule of history and attachments, null when `history: false`. */
  rule: DocumentRule | null;
  reviewables: readonly Reviewable[];
  flows: readonly FlowSeed[];
}

/** The review engine's view of a shared review type (queue screens), e.g. for pendingReviewerSql. */
export function reviewRef(type: ReviewType): Pick<Reviewable, 'type' | 'queueRoute' | 'extraQueueMenus'> {
  const r = reviewType(type);
  if (!r) throw new Error(`Review type "${type}" is not in packages/shared core/review-types`);
  return { type: r.type, queueRoute: r.queue, ...(r.extraQueues ? { extraQueueMenus: r.extraQueues } : {}) };
}

function scopeRule(scope: DocumentScope): VisibleWhere {
  if (scope === 'none') return () => undefined;
  if (typeof scope === 'function') return scope;
  return (user: AuthUser) => scopeCondition(user.scope, scope);
}

function reviewableOf(def: DocumentDef, review: DocumentReview): Reviewable {
  const shared = reviewType(review.type);
  if (!shared) throw new Error(`Review type "${review.type}" is not in packages/shared core/review-types`);
  const meta = {
    type: shared.type,
    counterName: shared.counter,
    queueRoute: shared.queue,
    title: { zh: shared.zh, en: shared.en },
    ...(shared.extraQueues ? { extraQueueMenus: shared.extraQueues } : {}),
    ...(review.historyTypes ? { historyTypes: review.historyTypes } : {}),
    ...(review.counterVisibleTo ? { counterVisibleTo: review.counterVisibleTo } : {}),
  };
  const base: Reviewable = review.statuses
    ? statusReviewable({
        ...meta,
        table: def.table as StatusDocTable,
        owner: review.owner,
        status: review.statuses,
      })
    : {
        ...meta,
        owners: review.owners,
        load: review.load,
        onApproved: review.onApproved,
        onRejected: review.onRejected,
        ...(review.onAdvanced ? { onAdvanced: review.onAdvanced } : {}),
      };
  if (review.summarize) base.summarize = review.summarize;
  if (review.lines) base.lines = review.lines;
  return base;
}

function flowsOf(review: DocumentReview): FlowSeed[] {
  return review.flow.map((s, i) => ({
    docType: review.type,
    stepNo: i + 1,
    nameZh: s.nameZh,
    nameEn: s.nameEn,
    approverKind: s.permit ? 'permit' : 'roles',
    approverRoles: s.roles ? [...s.roles] : [],
    approverPermit: s.permit ?? '',
    minAmount: s.minAmount ?? null,
  }));
}

/**
 * Checks and completes a descriptor (no side effects: registering is registerDocument's job). Throws at
 * import when the type is in neither shared table, when `scope` is missing, or a review type is not in
 * REVIEW_TYPES.
 */
export function defineDocument(def: DocumentDef): DocumentDescriptor {
  const numbered = docType(def.type);
  if (!numbered && !(RECORD_TYPES as readonly string[]).includes(def.type))
    throw new Error(
      `Document type "${def.type}" is in neither DOC_TYPES nor RECORD_TYPES (shared core/doc-types)`,
    );
  if (def.scope === undefined || def.scope === null)
    throw new Error(`Document type "${def.type}" declares no scope (say 'none' when no row restriction)`);
  const visibleWhere = scopeRule(def.scope);
  const rule =
    def.history === false
      ? null
      : scopedDocumentRule({
          type: def.type,
          table: def.table,
          id: def.id,
          no: def.no,
          tenantId: def.tenantId,
          visibleWhere,
          where: def.where,
          canEdit: def.canEdit,
        });
  const reviews = def.reviews ?? [];
  return {
    ...def,
    prefix: numbered?.prefix ?? null,
    route: numbered?.route ?? null,
    visibleWhere,
    rule,
    reviewables: reviews.map((r) => reviewableOf(def, r)),
    flows: reviews.flatMap(flowsOf),
  };
}
