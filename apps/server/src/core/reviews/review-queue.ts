import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ReviewSummary } from '@partdesk/shared/core/review-summary';
import type { Lang } from '@partdesk/shared/i18n/index';
import type { AuthUser } from '../access/access.js';
import { sysUser } from '../access/identity.table.js';
import type { Executor } from '../db/client.js';
import { type ListSpec, runList } from '../list/list-query.js';
import { decidableStepIds } from './flows.js';
import { hasQueueAccess, type Reviewable } from './review-registry.js';
import { reviewFlowStep, reviewRequest } from './review.table.js';
import { othersRequests } from './segregation.js';

export interface QueueRecord {
  Id: number;
  DocId: number;
  DocNo: string;
  Step: number;
  StepName: string;
  Amount: string | null;
  /** The amount's currency (from the type's summary), null when unknown. */
  Currency: string | null;
  /** What to decide from (the type's `summarize`), null when the type gives none. */
  Summary: ReviewSummary | null;
  SubmittedById: number;
  SubmittedBy: string;
  SubmittedAt: Date;
  TenantId: number | null;
}

function queueSpec(def: Reviewable, user: AuthUser, stepIds: number[], lang: Lang): ListSpec {
  const name = lang === 'zh-CN' ? reviewFlowStep.nameZh : reviewFlowStep.nameEn;
  return {
    from: reviewRequest,
    select: {
      Id: reviewRequest.id,
      DocId: reviewRequest.docId,
      DocNo: reviewRequest.docNo,
      Step: reviewRequest.stepNo,
      StepName: sql<string>`(select ${name} from ${reviewFlowStep} where ${reviewFlowStep.id} = ${reviewRequest.flowStepId})`,
      Amount: reviewRequest.amount,
      SubmittedById: reviewRequest.submittedBy,
      SubmittedBy: sql<string>`coalesce((select ${sysUser.name} from ${sysUser} where ${sysUser.id} = ${reviewRequest.submittedBy}), '')`,
      SubmittedAt: reviewRequest.submittedAt,
      TenantId: reviewRequest.tenantId,
    },
    filters: {
      DocNo: { column: reviewRequest.docNo, op: 'like' },
      Step: { column: reviewRequest.stepNo, op: 'eq', type: 'number' },
      SubmittedById: { column: reviewRequest.submittedBy, op: 'eq', type: 'number' },
      TenantId: { column: reviewRequest.tenantId, op: 'eq', type: 'number' },
      SubmittedAt: { column: reviewRequest.submittedAt, op: 'range', type: 'date' },
    },
    sorts: {
      DocNo: reviewRequest.docNo,
      Step: reviewRequest.stepNo,
      Amount: reviewRequest.amount,
      SubmittedAt: reviewRequest.submittedAt,
    },
    defaultSort: [
      { by: reviewRequest.submittedAt, dir: 'asc' },
      { by: reviewRequest.id, dir: 'asc' },
    ],
    where: [
      eq(reviewRequest.docType, def.type),
      eq(reviewRequest.status, 'pending'),
      inArray(reviewRequest.flowStepId, stepIds),
      othersRequests(def.owners, user.id),
    ],
  };
}

/**
 * The caller's review queue of a type: pending requests at steps the caller may decide, through the
 * list layer (filters DocNo, Step, SubmittedById, TenantId, SubmittedAtStart/End; sorts DocNo, Step,
 * Amount, SubmittedAt). Reviewers see every owner's documents: the queue is by step, not data scope —
 * except their own requests and documents, which they may not decide (segregation.ts).
 * Each record carries the type's `Summary` (and its amount and currency when the request has none).
 */
export async function reviewQueue(
  db: Executor,
  user: AuthUser,
  def: Reviewable,
  input: Record<string, unknown>,
  lang: Lang,
): Promise<{ Records: QueueRecord[]; TotalCount: number }> {
  const stepIds = await decidableStepIds(db, user, def.type);
  // An empty step list still goes through the list layer, so bad filters are refused the same way.
  const spec = queueSpec(def, user, stepIds.length ? stepIds : [-1], lang);
  const page = await runList<Omit<QueueRecord, 'Currency' | 'Summary'>>(db, spec, input, user);
  const ids = [...new Set(page.Records.map((r) => r.DocId))];
  const summaries = def.summarize && ids.length ? await def.summarize(db, ids, lang) : new Map();
  const Records = page.Records.map((r): QueueRecord => {
    const s: ReviewSummary | undefined = summaries.get(r.DocId);
    // The amount column shows the summary's amount with its currency when the type gives one (a sales
    // order: its total in the order's currency; the chain's CNY amount is a fact of the summary) —
    // never the request's amount beside another amount's currency; else the request's amount.
    const Amount = s?.Amount ?? r.Amount ?? null;
    return { ...r, Amount, Currency: s?.Currency ?? null, Summary: s ?? null };
  });
  return { Records, TotalCount: page.TotalCount };
}

/** The to-do count: pending requests of the type this user can decide (0 without the queue screen; own ones left out). */
export async function decidableCount(db: Executor, user: AuthUser, def: Reviewable): Promise<number> {
  if (!hasQueueAccess(user, def)) return 0;
  const stepIds = await decidableStepIds(db, user, def.type);
  if (!stepIds.length) return 0;
  const [r] = await db
    .select({ n: count() })
    .from(reviewRequest)
    .where(
      and(
        eq(reviewRequest.docType, def.type),
        eq(reviewRequest.status, 'pending'),
        inArray(reviewRequest.flowStepId, stepIds),
        othersRequests(def.owners, user.id),
      ),
    );
  return r?.n ?? 0;
}

/** Whether the user may decide the document's pending request (lets reviewers view the document). */
export async function canDecidePending(
  db: Executor,
  user: AuthUser,
  def: Reviewable,
  docId: number,
): Promise<boolean> {
  if (!hasQueueAccess(user, def)) return false;
  const stepIds = await decidableStepIds(db, user, def.type);
  if (!stepIds.length) return false;
  const [r] = await db
    .select({ id: reviewRequest.id })
    .from(reviewRequest)
    .where(
      and(
        eq(reviewRequest.docType, def.type),
        eq(reviewRequest.docId, docId),
        eq(reviewRequest.status, 'pending'),
        inArray(reviewRequest.flowStepId, stepIds),
        othersRequests(def.owners, user.id),
      ),
    );
  return !!r;
}

/** The review state of a document for its module's detail screen: the latest request, if any. */
export async function reviewStateOf(db: Executor, type: string, docId: number) {
  const [r] = await db
    .select({
      Id: reviewRequest.id,
      Status: reviewRequest.status,
      Step: reviewRequest.stepNo,
      StepNameZh: reviewFlowStep.nameZh,
      StepNameEn: reviewFlowStep.nameEn,
      Comment: reviewRequest.comment,
      DecidedBy: reviewRequest.decidedBy,
      DecidedAt: reviewRequest.decidedAt,
    })
    .from(reviewRequest)
    .innerJoin(reviewFlowStep, eq(reviewFlowStep.id, reviewRequest.flowStepId))
    .where(and(eq(reviewRequest.docType, type), eq(reviewRequest.docId, docId)))
    .orderBy(sql`${reviewRequest.id} desc`)
    .limit(1);
  return r ?? null;
}
