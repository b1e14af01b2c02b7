import { D } from '@partdesk/shared/core/money';
import { CHANGE_STATUS, CRM_OPS_REVIEW } from '@partdesk/shared/crm/crm-ops-codes';
import type { Lang } from '@partdesk/shared/i18n/index';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../core/db/client.js';
import { AfterCommit } from '../../../core/documents/after-commit.js';
import { recordHistory } from '../../../core/documents/history.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import { conflict } from '../../../core/http/app-error.js';
import type { ReviewHooks } from '../../../core/documents/index.js';
import { docOwners, type ReviewDoc, submitForReview } from '../../../core/reviews/index.js';
import { CUSTOMER_STATUS } from '../crm-codes.js';
import { assertCustomerAccess, loadCustomer, parseAmount } from '../crm-ops-access.js';
import { crmCustomer } from '../customer/customer.table.js';
import { crmCreditChange, crmLevelChange } from './change-request.table.js';
import type { Env } from '../../../core/http/index.js';
import { fieldError } from '../../../core/http/index.js';
import { rows } from '../../../core/db/index.js';

/** The customer's document history type (its level and credit changes are written there too). */
export const CUSTOMER_DOC = 'customer';

async function checkLevel(db: Executor, value: number, lang: Lang): Promise<void> {
  const res = rows(
    await db.execute(sql`
    select 1 from sys_dict_line where dict_code = 'CompanyLevel' and value = ${String(value)} and enabled`),
  );
  if (!res.length) throw fieldError('errors.fieldInvalid', 'ToLevel', lang);
}

/** Locks and checks the customer a change is requested for: exists, is the caller's, active, at `version`. */
async function customerForChange(tx: Tx, env: Env, customerId: number, version: number) {
  const c = await loadCustomer(tx, customerId, { lock: true });
  assertCustomerAccess(env.user, c);
  if (c.status !== CUSTOMER_STATUS.active) throw conflict('crmOps.customerNotActive', { code: c.code });
  if (c.version !== version) throw conflict('errors.staleVersion');
  return c;
}

/**
 * A salesperson asks for a customer's level to change (level-audit). One pending request per customer
 * (409), the customer at the version the caller read (409), a CompanyLevel value other than the
 * current one (400 ToLevel). Writes the request, the customer's history, and submits the review.
 */
export async function requestLevelChange(
  env: Env,
  customerId: number,
  input: { ToLevel: number; Reason: string; Version: number },
): Promise<{ Id: number; Status: number }> {
  await checkLevel(env.app.db, input.ToLevel, env.lang);
  const after = new AfterCommit();
  const out = await env.app.db.transaction(async (tx) => {
    const c = await customerForChange(tx, env, customerId, input.Version);
    if (c.level === input.ToLevel) throw fieldError('crmOps.levelSame', 'ToLevel', env.lang);
    const [open] = await tx
      .select({ id: crmLevelChange.id })
      .from(crmLevelChange)
      .where(and(eq(crmLevelChange.customerId, c.id), eq(crmLevelChange.status, CHANGE_STATUS.pending)));
    if (open) throw conflict('crmOps.levelPending', { code: c.code });
    const [row] = await tx
      .insert(crmLevelChange)
      .values({
        tenantId: c.tenantId,
        customerId: c.id,
        fromLevel: c.level,
        toLevel: input.ToLevel,
        reason: input.Reason,
        createdBy: env.user.id,
        updatedBy: env.user.id,
      })
      .returning({ id: crmLevelChange.id });
    await recordHistory(tx, {
      type: CUSTOMER_DOC,
      docId: c.id,
      docNo: c.code,
      tenantId: c.tenantId,
      action: 'levelChangeRequested',
      changes: { Level: [c.level, input.ToLevel] },
      comment: input.Reason,
      userId: env.user.id,
    });
    const r = await submitForReview(
      tx,
      { app: env.app, after, lang: env.lang },
      {
        type: CRM_OPS_REVIEW.level.type,
        docId: row!.id,
        docNo: c.code,
        amount: null,
        submittedBy: env.user.id,
        tenantId: c.tenantId,
      },
    );
    return { Id: row!.id, Status: r.status === 'approved' ? CHANGE_STATUS.approved : CHANGE_STATUS.pending };
  });
  await after.flush(env.app.log);
  return out;
}

/** A salesperson asks for a customer's credit limit to change (credit-audit, finance). Same rules. */
export async function requestCreditChange(
  env: Env,
  customerId: number,
  input: { ToLimit: string; Reason: string; Version: number },
): Promise<{ Id: number; Status: number }> {
  const toLimit = new D(parseAmount(input.ToLimit, 'ToLimit', env.lang)).toFixed(2);
  if (new D(toLimit).isNegative()) throw fieldError('errors.fieldInvalid', 'ToLimit', env.lang);
  const after = new AfterCommit();
  const out = await env.app.db.transaction(async (tx) => {
    const c = await customerForChange(tx, env, customerId, input.Version);
    if (new D(c.creditLimit).eq(toLimit)) throw fieldError('crmOps.creditSame', 'ToLimit', env.lang);
    const [open] = await tx
      .select({ id: crmCreditChange.id })
      .from(crmCreditChange)
      .where(and(eq(crmCreditChange.customerId, c.id), eq(crmCreditChange.status, CHANGE_STATUS.pending)));
    if (open) throw conflict('crmOps.creditPending', { code: c.code });
    const [row] = await tx
      .insert(crmCreditChange)
      .values({
        tenantId: c.tenantId,
        customerId: c.id,
        currency: c.currency,
        fromLimit: c.creditLimit,
        toLimit,
        reason: input.Reason,
        createdBy: env.user.id,
        updatedBy: env.user.id,
      })
      .returning({ id: crmCreditChange.id });
    await recordHistory(tx, {
      type: CUSTOMER_DOC,
      docId: c.id,
      docNo: c.code,
      tenantId: c.tenantId,
      action: 'creditChangeRequested',
      changes: { CreditLimit: [c.creditLimit, toLimit] },
      comment: input.Reason,
      userId: env.user.id,
    });
    const r = await submitForReview(
      tx,
      { app: env.app, after, lang: env.lang },
      {
        type: CRM_OPS_REVIEW.credit.type,
        docId: row!.id,
        docNo: c.code,
        amount: toLimit,
        submittedBy: env.user.id,
        tenantId: c.tenantId,
      },
    );
    return { Id: row!.id, Status: r.status === 'approved' ? CHANGE_STATUS.approved : CHANGE_STATUS.pending };
  });
  await after.flush(env.app.log);
  return out;
}

type ChangeDoc = ReviewDoc & { customerId: number };

/** Applies an approved change to the customer (versioned: bumps the customer's version) and its history. */
async function applyToCustomer(
  tx: Tx,
  customerId: number,
  userId: number,
  values: { level: number } | { creditLimit: string },
  action: string,
  comment: string,
): Promise<void> {
  const c = await loadCustomer(tx, customerId, { lock: true });
  await updateVersioned(tx, crmCustomer, c.id, c.version, { ...values, updatedBy: userId });
  const changes: Record<string, [unknown, unknown]> =
    'level' in values
      ? { Level: [c.level, values.level] as [unknown, unknown] }
      : { CreditLimit: [c.creditLimit, values.creditLimit] as [unknown, unknown] };
  await recordHistory(tx, {
    type: CUSTOMER_DOC,
    docId: c.id,
    docNo: c.code,
    tenantId: c.tenantId,
    action,
    changes,
    comment,
    userId,
  });
}

async function historyOnCustomer(
  tx: Tx,
  customerId: number,
  action: string,
  comment: string,
  userId: number,
) {
  const c = await loadCustomer(tx, customerId);
  await recordHistory(tx, {
    type: CUSTOMER_DOC,
    docId: c.id,
    docNo: c.code,
    tenantId: c.tenantId,
    action,
    comment,
    userId,
  });
}

/**
 * The hooks of review types `customerLevel` and `customerCredit` (crm-ops.document.ts adds the chain;
 * queue, counter and title are the shared REVIEW_TYPES rows).
 */
export function changeReviewHooks(): { level: ReviewHooks<ChangeDoc>; credit: ReviewHooks<ChangeDoc> } {
  const level: ReviewHooks<ChangeDoc> = {
    owners: docOwners(crmLevelChange),
    async load(db, ids) {
      const rows = await db
        .select({
          id: crmLevelChange.id,
          customerId: crmLevelChange.customerId,
          no: crmCustomer.code,
          ownerId: crmLevelChange.createdBy,
          version: crmLevelChange.version,
          tenantId: crmLevelChange.tenantId,
        })
        .from(crmLevelChange)
        .innerJoin(crmCustomer, eq(crmCustomer.id, crmLevelChange.customerId))
        .where(inArray(crmLevelChange.id, ids));
      return rows.map((r) => ({ ...r, amount: null }));
    },
    async onApproved(tx, doc, ctx) {
      const [r] = await tx
        .update(crmLevelChange)
        .set({
          status: CHANGE_STATUS.approved,
          decidedBy: ctx.userId,
          decidedAt: ctx.app.clock.now(),
          version: sql`${crmLevelChange.version} + 1`,
        })
        .where(and(eq(crmLevelChange.id, doc.id), eq(crmLevelChange.status, CHANGE_STATUS.pending)))
        .returning({ toLevel: crmLevelChange.toLevel });
      if (!r) throw conflict('errors.reviews.notPending', { no: doc.no });
      await applyToCustomer(
        tx,
        doc.customerId,
        ctx.userId,
        { level: r.toLevel },
        'levelChanged',
        ctx.comment,
      );
    },
    async onRejected(tx, doc, ctx) {
      await tx
        .update(crmLevelChange)
        .set({
          status: CHANGE_STATUS.rejected,
          decidedBy: ctx.userId,
          decidedAt: ctx.app.clock.now(),
          version: sql`${crmLevelChange.version} + 1`,
        })
        .where(eq(crmLevelChange.id, doc.id));
      await historyOnCustomer(tx, doc.customerId, 'levelChangeRejected', ctx.comment, ctx.userId);
    },
  };
  const credit: ReviewHooks<ChangeDoc> = {
    owners: docOwners(crmCreditChange),
    async load(db, ids) {
      const rows = await db
        .select({
          id: crmCreditChange.id,
          customerId: crmCreditChange.customerId,
          no: crmCustomer.code,
          amount: crmCreditChange.toLimit,
          ownerId: crmCreditChange.createdBy,
          version: crmCreditChange.version,
          tenantId: crmCreditChange.tenantId,
        })
        .from(crmCreditChange)
        .innerJoin(crmCustomer, eq(crmCustomer.id, crmCreditChange.customerId))
        .where(inArray(crmCreditChange.id, ids));
      return rows;
    },
    async onApproved(tx, doc, ctx) {
      const [r] = await tx
        .update(crmCreditChange)
        .set({
          status: CHANGE_STATUS.approved,
          decidedBy: ctx.userId,
          decidedAt: ctx.app.clock.now(),
          version: sql`${crmCreditChange.version} + 1`,
        })
        .where(and(eq(crmCreditChange.id, doc.id), eq(crmCreditChange.status, CHANGE_STATUS.pending)))
        .returning({ toLimit: crmCreditChange.toLimit });
      if (!r) throw conflict('errors.reviews.notPending', { no: doc.no });
      await applyToCustomer(
        tx,
        doc.customerId,
        ctx.userId,
        { creditLimit: r.toLimit },
        'creditChanged',
        ctx.comment,
      );
    },
    async onRejected(tx, doc, ctx) {
      await tx
        .update(crmCreditChange)
        .set({
          status: CHANGE_STATUS.rejected,
          decidedBy: ctx.userId,
          decidedAt: ctx.app.clock.now(),
          version: sql`${crmCreditChange.version} + 1`,
        })
        .where(eq(crmCreditChange.id, doc.id));
      await historyOnCustomer(tx, doc.customerId, 'creditChangeRejected', ctx.comment, ctx.userId);
    },
  };
  return { level, credit };
}
