import type { ReviewLines, ReviewSummary } from '@partdesk/shared/core/review-summary';
import type { Bilingual } from '@partdesk/shared/i18n/define';
import type { Lang } from '@partdesk/shared/i18n/index';
import type { AuthUser } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Executor, Tx } from '../db/client.js';
import type { AfterCommit } from '../documents/after-commit.js';
import { badRequest } from '../http/app-error.js';
import type { TodoCounter } from '../todos/todo-registry.js';
import type { ReviewOwners } from './segregation.js';

/** What the engine needs to know about a document under review. */
export interface ReviewDoc {
  id: number;
  no: string;
  /**
   * Decimal string (amount 18,2) the chain's `minAmount` steps compare — CNY for the types whose chain
   * has amount steps (sales orders, purchase orders) —, or null when the type has no amount.
   */
  amount: string | null;
  ownerId: number | null;
  version: number;
  tenantId?: number | null;
}

/** Passed to a module's onApproved / onRejected (inside the deciding transaction). */
export interface ReviewHookContext {
  app: AppContext;
  /** Queue notifications and pushes here; they run after the commit. */
  after: AfterCommit;
  /** Who decided (for an automatic approval at submission: the submitter). */
  userId: number;
  comment: string;
  /** The decided request (null for an automatic approval: no step applied). */
  requestId: number | null;
  stepNo: number | null;
  /** The language of the deciding request (a hook's refusal names its field in it). */
  lang?: Lang;
}

/**
 * A reviewable document type, registered by its module (from index.ts):
 * `app.ctx.reviews.register({ type, counterName, queueRoute, title, owners, load, onApproved, onRejected })`.
 *
 * - `queueRoute`: the review queue screen (a menu-tree path, e.g. `/sales/document-audit/salesOrderAudit`);
 *   holding that menu (or `extraQueueMenus`, or being an administrator) is what lets a user use the
 *   generic review routes of the type.
 * - `counterName`: the to-do counter fed with "pending requests this user can decide" (a name of
 *   core/todos/catalogue.ts keeps the catalogue's title, route and visibility; another name is added
 *   with `title`, `queueRoute` and `counterVisibleTo`, default visible to everyone).
 * - `onApproved` runs when the last applicable step is approved (or at submission when no step applies);
 *   `onRejected` must return the document to an editable state. Both run inside the deciding
 *   transaction: throwing an AppError refuses the whole batch.
 *
 * A type without an amount whose decisions only move a status column from "pending" to approved /
 * rejected (409 errors.reviews.notPending otherwise) is built with `statusReviewable({ type, …, table,
 * owner, status: { pending, approved, rejected } })` (status-reviewable.ts); `reviewDocsLoader(table,
 * owner)` is its `load` alone, for types with their own decisions. `submitDocForReview` and
 * `withdrawReview` (close the pending request, e.g. withdraw to draft) go with it.
 */
export interface Reviewable<D extends ReviewDoc = ReviewDoc> {
  type: string;
  counterName: string;
  queueRoute: string;
  extraQueueMenus?: readonly string[];
  title: Bilingual;
  counterVisibleTo?: TodoCounter['visibleTo'];
  /**
   * The module's own document types (core/documents history `type`) whose history the queue shows beside
   * the review actions (`GET /merchant/review/:type/history`), e.g. `['inquiry']` for `inquiryTransfer`.
   */
  historyTypes?: readonly string[];
  /**
   * Who owns a document of the type (`docOwners(table, ownerColumn…)`, creator included): its owners and
   * the request's submitter never decide it, and their queue and counter leave it out (segregation.ts).
   */
  owners: ReviewOwners;
  load(tx: Executor, ids: number[]): Promise<D[]>;
  /**
   * What the queue shows to decide from (#20 item 9), per document id: who, the amount with its
   * currency, old → new, why it needs review (packages/shared/src/core/review-summary.ts).
   */
  summarize?(db: Executor, ids: number[], lang: Lang): Promise<Map<number, ReviewSummary>>;
  /** The document's lines for the queue's expanded row (`GET /merchant/review/:type/lines`). */
  lines?(db: Executor, id: number): Promise<ReviewLines>;
  onApproved(tx: Tx, doc: D, ctx: ReviewHookContext): Promise<void>;
  onRejected(tx: Tx, doc: D, ctx: ReviewHookContext): Promise<void>;
  /**
   * Optional: a step was approved and the request moved on to `nextStepNo` (not the last step), e.g. a
   * document whose status names the pending step (sales orders: pending team leader / manager / finance).
   * Runs inside the deciding transaction, like the other hooks.
   */
  onAdvanced?(tx: Tx, doc: D, ctx: ReviewHookContext & { nextStepNo: number }): Promise<void>;
}

type Listener = (def: Reviewable) => void;

export class ReviewRegistry {
  private readonly defs = new Map<string, Reviewable>();
  private readonly listeners: Listener[] = [];

  register<D extends ReviewDoc>(def: Reviewable<D>): void {
    const d = def as unknown as Reviewable;
    const existing = this.defs.get(def.type);
    if (existing && existing !== d) throw new Error(`Reviewable type "${def.type}" is already registered`);
    if (existing) return;
    this.defs.set(def.type, d);
    for (const l of this.listeners) l(d);
  }

  /**
   * Adds a registered type's queue summary and lines (`summarize`, `lines`), for a module whose
   * reviewable is built elsewhere: `reviews.describe('customerLevel', { summarize, lines })`.
   */
  describe(type: string, parts: Pick<Reviewable, 'summarize' | 'lines'>): void {
    const def = this.defs.get(type);
    if (!def) throw new Error(`Reviewable type "${type}" is not registered`);
    if (parts.summarize) def.summarize = parts.summarize;
    if (parts.lines) def.lines = parts.lines;
  }

  get(type: string): Reviewable | undefined {
    return this.defs.get(type);
  }

  /** The type's definition, or 400 errors.reviews.unknownType. */
  require(type: string): Reviewable {
    const def = this.defs.get(type);
    if (!def) throw badRequest('errors.reviews.unknownType', { type: type.slice(0, 40) }, 'type');
    return def;
  }

  list(): Reviewable[] {
    return [...this.defs.values()];
  }

  /** Calls `fn` for every type registered so far and every later one. */
  subscribe(fn: Listener): void {
    this.listeners.push(fn);
    for (const d of this.defs.values()) fn(d);
  }
}

const menuCode = (route: string) => route.replace(/^\//, '');

/** Whether the user may use the type's review queue (its screen's menu, or an administrator). */
export function hasQueueAccess(user: AuthUser, def: Reviewable): boolean {
  if (user.isAdmin) return true;
  if (user.grants.has(menuCode(def.queueRoute))) return true;
  return !!def.extraQueueMenus?.some((m) => user.grants.has(menuCode(m)));
}
