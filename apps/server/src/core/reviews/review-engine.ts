import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '@partdesk/shared/i18n/index';
import type { AuthUser } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import type { AfterCommit } from '../documents/after-commit.js';
import { recordHistory } from '../documents/history.js';
import { badRequest, conflict, forbidden, notFound } from '../http/app-error.js';
import { applicableSteps, chainFor, type FlowStep, mayApprove, nextStep, stepsById } from './flows.js';
import type { Reviewable, ReviewDoc, ReviewHookContext } from './review-registry.js';
import type { NoticeParams } from '@partdesk/shared/core/notice';
import { reviewRequest } from './review.table.js';
import { assertNotOwn } from './segregation.js';
import { isUniqueViolation } from '../db/index.js';

/** What the engine needs from its caller: the app services, the after-commit queue, the language of texts. */
export interface ReviewEnv {
  app: AppContext;
  after: AfterCommit;
  lang?: Lang;
}

/** Review states written to the document history (fromStatus / toStatus of review actions). */
export const REVIEW_STATUS = {
  pending: 'pendingReview',
  approved: 'approved',
  rejected: 'rejected',
} as const;

/** A notice's status parameter: the review status by its label (`notices.status.review.*`). */
const reviewStatus = (code: string) => ({ code, labels: 'notices.status.review' });

export interface SubmitArgs {
  type: string;
  docId: number;
  docNo: string;
  /** Decimal string or number; null when the type has no amount (every conditional step applies). */
  amount: string | number | null;
  submittedBy: number;
  tenantId?: number | null;
}

export interface SubmitResult {
  status: 'pending' | 'approved';
  requestId: number | null;
  stepNo: number | null;
}

async function loadDocs(tx: Tx, def: Reviewable, ids: number[]): Promise<Map<number, ReviewDoc>> {
  const docs = await def.load(tx, [...new Set(ids)]);
  return new Map(docs.map((d) => [d.id, d]));
}

/**
 * Submits a document for review inside the caller's transaction. The chain is the type's steps for the
 * document's tenant whose amount condition the amount meets; no step → approved at once (`onApproved`
 * runs, history "approve"). A document with a pending request → 409 errors.reviews.alreadyPending.
 */
export async function submitForReview(tx: Tx, env: ReviewEnv, args: SubmitArgs): Promise<SubmitResult> {
  const def = env.app.reviews.require(args.type);
  const amount = args.amount == null ? null : String(args.amount);
  const [open] = await tx
    .select({ id: reviewRequest.id })
    .from(reviewRequest)
    .where(
      and(
        eq(reviewRequest.docType, args.type),
        eq(reviewRequest.docId, args.docId),
        eq(reviewRequest.status, 'pending'),
      ),
    );
  if (open) throw conflict('errors.reviews.alreadyPending', { no: args.docNo });
  const steps = applicableSteps(await chainFor(tx, args.type, args.tenantId), amount);
  const history = {
    type: args.type,
    docId: args.docId,
    docNo: args.docNo,
    tenantId: args.tenantId,
    userId: args.submittedBy,
  };
  const first = steps[0];
  if (!first) {
    const doc = (await loadDocs(tx, def, [args.docId])).get(args.docId);
    if (!doc) throw notFound();
    await recordHistory(tx, { ...history, action: 'submit', toStatus: REVIEW_STATUS.pending });
    await recordHistory(tx, {
      ...history,
      action: 'approve',
      fromStatus: REVIEW_STATUS.pending,
      toStatus: REVIEW_STATUS.approved,
    });
    const hook: ReviewHookContext = {
      app: env.app,
      after: env.after,
      ...(env.lang ? { lang: env.lang } : {}),
      userId: args.submittedBy,
      comment: '',
      requestId: null,
      stepNo: null,
    };
    await def.onApproved(tx, doc, hook);
    return { status: 'approved', requestId: null, stepNo: null };
  }
  let id: number;
  try {
    const [row] = await tx
      .insert(reviewRequest)
      .values({
        docType: args.type,
        docId: args.docId,
        docNo: args.docNo,
        tenantId: args.tenantId ?? null,
        flowStepId: first.id,
        stepNo: first.stepNo,
        amount,
        submittedBy: args.submittedBy,
        submittedAt: env.app.clock.now(),
      })
      .returning({ id: reviewRequest.id });
    id = row!.id;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('errors.reviews.alreadyPending', { no: args.docNo });
    throw err;
  }
  await recordHistory(tx, {
    ...history,
    action: 'submit',
    toStatus: REVIEW_STATUS.pending,
    changes: { Step: [null, first.stepNo] },
  });
  env.after.later(() => env.app.notifier.todosChanged());
  return { status: 'pending', requestId: id, stepNo: first.stepNo };
}

export interface DecideArgs {
  type: string;
  /** Review request ids (the ticked queue records). */
  ids: readonly number[];
  action: 'approve' | 'reject';
  comment?: string | null;
  user: AuthUser;
}

export interface Decision {
  Id: number;
  DocId: number;
  DocNo: string;
  Step: number;
  /** 'next' (moved on to NextStep), 'approved' (final) or 'rejected'. */
  Outcome: 'next' | 'approved' | 'rejected';
  NextStep: number | null;
  NextRequestId: number | null;
}

type RequestRow = typeof reviewRequest.$inferSelect;

/** Every check before anything changes: the whole batch is refused when one request fails. */
async function checkBatch(
  tx: Tx,
  def: Reviewable,
  args: DecideArgs,
): Promise<{ rows: RequestRow[]; steps: Map<number, FlowStep> }> {
  const ids = [...new Set(args.ids)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(reviewRequest)
    .where(and(inArray(reviewRequest.id, ids), eq(reviewRequest.docType, args.type)))
    .orderBy(asc(reviewRequest.id))
    .for('update');
  if (rows.length !== ids.length) throw notFound();
  const steps = await stepsById(
    tx,
    rows.map((r) => r.flowStepId),
  );
  for (const r of rows) {
    if (r.status !== 'pending') throw conflict('errors.reviews.notPending', { no: r.docNo });
    const step = steps.get(r.flowStepId);
    if (!step || !mayApprove(args.user, step)) throw forbidden('errors.reviews.notReviewer', { no: r.docNo });
  }
  // Segregation of duties: never one's own request or document (the whole batch is refused).
  await assertNotOwn(tx, def.owners, args.user.id, ids);
  return { rows, steps };
}

/**
 * Approves or rejects a batch of review requests inside the caller's transaction. Refused as a whole
 * (nothing changes): no ids → 400 errors.reviews.tickRecords; reject without a comment → 400
 * errors.reviews.commentRequired; an unknown id → 404; a request not pending → 409 notPending; a step
 * the user may not decide → 403 notReviewer (both naming the document number); a request the user
 * submitted or about a document they own → 403 ownDocument naming the numbers; a module hook throwing.
 *
 * Approving a step that is not the last applicable one creates the next step's pending request;
 * approving the last runs `onApproved`; rejecting runs `onRejected`. Every decision writes the
 * document history and (after the commit) notifies the submitter.
 */
export async function decide(tx: Tx, env: ReviewEnv, args: DecideArgs): Promise<Decision[]> {
  if (!args.ids.length) throw badRequest('errors.reviews.tickRecords', undefined, 'Ids');
  const comment = (args.comment ?? '').trim();
  if (args.action === 'reject' && !comment)
    throw badRequest('errors.reviews.commentRequired', undefined, 'Comment');
  const def = env.app.reviews.require(args.type);
  const { rows, steps } = await checkBatch(tx, def, args);
  const docs = await loadDocs(
    tx,
    def,
    rows.map((r) => r.docId),
  );
  for (const r of rows) if (!docs.has(r.docId)) throw notFound();

  const now = env.app.clock.now();
  const out: Decision[] = [];
  const notices: { to: number; key: string; params: NoticeParams; no: string }[] = [];
  for (const r of rows) {
    const doc = docs.get(r.docId)!;
    const step = steps.get(r.flowStepId)!;
    const status = args.action === 'approve' ? 'approved' : 'rejected';
    await tx
      .update(reviewRequest)
      .set({ status, decidedBy: args.user.id, decidedAt: now, comment })
      .where(and(eq(reviewRequest.id, r.id), eq(reviewRequest.status, 'pending')));
    const history = {
      type: r.docType,
      docId: r.docId,
      docNo: r.docNo,
      tenantId: r.tenantId,
      userId: args.user.id,
      comment,
    };
    const hook: ReviewHookContext = {
      app: env.app,
      after: env.after,
      ...(env.lang ? { lang: env.lang } : {}),
      userId: args.user.id,
      comment,
      requestId: r.id,
      stepNo: r.stepNo,
    };
    if (args.action === 'reject') {
      await recordHistory(tx, {
        ...history,
        action: 'reject',
        fromStatus: REVIEW_STATUS.pending,
        toStatus: REVIEW_STATUS.rejected,
        changes: { Step: [r.stepNo, null] },
      });
      await def.onRejected(tx, doc, hook);
      out.push({
        Id: r.id,
        DocId: r.docId,
        DocNo: r.docNo,
        Step: r.stepNo,
        Outcome: 'rejected',
        NextStep: null,
        NextRequestId: null,
      });
      notices.push({
        to: r.submittedBy,
        key: 'notices.msg.reviewRejected',
        params: { no: r.docNo, status: reviewStatus(REVIEW_STATUS.rejected) },
        no: r.docNo,
      });
      continue;
    }
    const next = await nextStep(tx, r.docType, r.tenantId, r.stepNo, r.amount);
    if (next) {
      const [created] = await tx
        .insert(reviewRequest)
        .values({
          docType: r.docType,
          docId: r.docId,
          docNo: r.docNo,
          tenantId: r.tenantId,
          flowStepId: next.id,
          stepNo: next.stepNo,
          amount: r.amount,
          submittedBy: r.submittedBy,
          submittedAt: r.submittedAt,
        })
        .returning({ id: reviewRequest.id });
      await recordHistory(tx, {
        ...history,
        action: 'approve',
        fromStatus: REVIEW_STATUS.pending,
        toStatus: REVIEW_STATUS.pending,
        changes: { Step: [r.stepNo, next.stepNo] },
      });
      if (def.onAdvanced) await def.onAdvanced(tx, doc, { ...hook, nextStepNo: next.stepNo });
      out.push({
        Id: r.id,
        DocId: r.docId,
        DocNo: r.docNo,
        Step: r.stepNo,
        Outcome: 'next',
        NextStep: next.stepNo,
        NextRequestId: created!.id,
      });
      notices.push({
        to: r.submittedBy,
        key: 'notices.msg.reviewAdvanced',
        params: {
          no: r.docNo,
          step: { zh: step.nameZh, en: step.nameEn },
          next: { zh: next.nameZh, en: next.nameEn },
          status: reviewStatus(REVIEW_STATUS.pending),
        },
        no: r.docNo,
      });
    } else {
      await recordHistory(tx, {
        ...history,
        action: 'approve',
        fromStatus: REVIEW_STATUS.pending,
        toStatus: REVIEW_STATUS.approved,
        changes: { Step: [r.stepNo, null] },
      });
      await def.onApproved(tx, doc, hook);
      out.push({
        Id: r.id,
        DocId: r.docId,
        DocNo: r.docNo,
        Step: r.stepNo,
        Outcome: 'approved',
        NextStep: null,
        NextRequestId: null,
      });
      notices.push({
        to: r.submittedBy,
        key: 'notices.msg.reviewApproved',
        params: { no: r.docNo, status: reviewStatus(REVIEW_STATUS.approved) },
        no: r.docNo,
      });
    }
  }
  for (const n of notices) {
    env.after.later(() =>
      env.app.notifier.notify(n.to, {
        Key: n.key,
        Params: n.params,
        No: n.no,
        Remark: comment,
        Type: 'review',
      }),
    );
  }
  env.after.later(() => env.app.notifier.todosChanged());
  return out;
}
