import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../../core/db/client.js';
import { AfterCommit } from '../../../core/documents/after-commit.js';
import { recordHistory } from '../../../core/documents/history.js';
import { badRequest, conflict, forbidden, notFound } from '../../../core/http/app-error.js';
import type { UserDisabledEvent } from '../../../core/access/user-lifecycle.js';
import {
  type Reviewable,
  type ReviewDoc,
  type ReviewHookContext,
  submitForReview,
  docOwners,
} from '../../../core/reviews/index.js';
import { getSetting } from '../../setup/index.js';
import { assertBelowMax, lockCustomer, lockUser, requireSalesperson } from '../crm-access.js';
import { CRM_PERMITS, CUSTOMER_STATUS, TRANSFER_KIND, TRANSFER_STATUS } from '../crm-codes.js';
import { releaseToPool, assignOwner } from '../pool/pool-moves.js';
import { crmCustomerTransfer as r } from './customer-transfer.table.js';
import { crmCustomer } from './customer.table.js';
import type { Env } from '../../../core/http/index.js';

/**
 * Review types of the salesperson requests (core/reviews) and the request kind each decides. Their
 * queue screen, counter and title are the shared REVIEW_TYPES rows (packages/shared core/review-types);
 * they are decided by the holders of the transfer permit (button 0102: 销售总监, 管理员, 外贸销售兼总监助理).
 */
export const TRANSFER_REVIEW = {
  transfer: { type: 'customerTransfer', kind: TRANSFER_KIND.transfer },
  returnToPool: { type: 'customerReturn', kind: TRANSFER_KIND.returnToPool },
} as const;

export type TransferRequestInput =
  | { kind: 'transfer'; ToOwnerId: number; Reason: string; Version: number }
  | { kind: 'returnToPool'; Reason: string; Version: number };

/**
 * A salesperson without the transfer permit asks to hand their own customer to another salesperson
 * (`transfer`) or back to the public pool (`returnToPool`). Refusals, nothing written: a permit
 * holder acts directly (409 crm.transferDirect); not found 404; not the caller's own customer 403
 * crm.customerNotYours; not active 409; read at another version 409 errors.staleVersion; a request
 * already pending for the customer 409 crm.transferPending; the target not an active salesperson, the
 * caller, or at the maximum customer count → 400 naming ToOwnerId. Locks: the target user, then the
 * customer (the order of claims and direct transfers).
 */
export async function requestTransfer(
  env: Env,
  customerId: number,
  input: TransferRequestInput,
): Promise<{ Id: number; Status: number }> {
  const { app, user } = env;
  if (user.isAdmin || user.permits.has(CRM_PERMITS.transfer)) throw conflict('crm.transferDirect');
  const def = TRANSFER_REVIEW[input.kind];
  const toOwnerId = input.kind === 'transfer' ? input.ToOwnerId : null;
  if (toOwnerId === user.id) throw badRequest('crm.sameOwner', undefined, 'ToOwnerId');
  const max = await getSetting(app.db, 'maxCustomersPerSalesperson');
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    let name = '';
    if (toOwnerId !== null) {
      await lockUser(tx, toOwnerId);
      name = await requireSalesperson(tx, toOwnerId, 'ToOwnerId');
    }
    const c = await lockCustomer(tx, customerId);
    if (!c) throw notFound('crm.customerNotFound');
    if (c.ownerId !== user.id) throw forbidden('crm.customerNotYours', { code: c.code });
    if (c.status !== CUSTOMER_STATUS.active) throw conflict('crm.customerNotActive', { code: c.code });
    if (c.version !== input.Version) throw conflict('errors.staleVersion');
    const [open] = await tx
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.customerId, c.id), eq(r.status, TRANSFER_STATUS.pending)));
    if (open) throw conflict('crm.transferPending', { code: c.code });
    if (toOwnerId !== null) await assertBelowMax(tx, toOwnerId, name, max, 'ToOwnerId');
    const [row] = await tx
      .insert(r)
      .values({
        tenantId: c.tenantId,
        customerId: c.id,
        kind: def.kind,
        fromOwnerId: user.id,
        toOwnerId,
        reason: input.Reason,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .onConflictDoNothing()
      .returning({ id: r.id });
    // A concurrent request of the same customer won the partial unique index.
    if (!row) throw conflict('crm.transferPending', { code: c.code });
    await recordHistory(tx, {
      type: 'customer',
      docId: c.id,
      docNo: c.code,
      tenantId: c.tenantId,
      action: input.kind === 'transfer' ? 'transferRequested' : 'releaseRequested',
      changes: { OwnerId: [c.ownerId, toOwnerId] },
      comment: input.Reason,
      userId: user.id,
    });
    const res = await submitForReview(
      tx,
      { app, after, lang: env.lang },
      {
        type: def.type,
        docId: row.id,
        docNo: c.code,
        amount: null,
        submittedBy: user.id,
        tenantId: c.tenantId,
      },
    );
    return { Id: row.id, Status: res.status === 'approved' ? TRANSFER_STATUS.done : TRANSFER_STATUS.pending };
  });
  await after.flush(app.log);
  return out;
}

type TransferDoc = ReviewDoc & { customerId: number };

async function loadRequests(tx: Executor, kind: number, ids: number[]): Promise<TransferDoc[]> {
  const rows = await tx
    .select({
      id: r.id,
      customerId: r.customerId,
      no: crmCustomer.code,
      ownerId: r.fromOwnerId,
      tenantId: r.tenantId,
    })
    .from(r)
    .innerJoin(crmCustomer, eq(crmCustomer.id, r.customerId))
    .where(and(inArray(r.id, ids), eq(r.kind, kind)));
  return rows.map((x) => ({ ...x, amount: null, version: 1 }));
}

/** A notice as a message key (rendered in the reader's language when read). */
const notice = (key: string, code: string, remark: string) => ({
  Key: key,
  No: code,
  Remark: remark,
  Type: 'crm',
});

/**
 * An approved request performs the move with the same pool-moves functions as the direct transfer
 * and return (assignOwner / releaseToPool), after the same checks: the request still pending, the
 * customer still active and still the requester's (else 409 crm.transferStale: it moved meanwhile —
 * reject the request), the target still an active salesperson below the maximum (400 ToOwnerId).
 * Throwing refuses the whole decided batch (core/reviews), so nothing moves.
 */
async function approveRequest(tx: Tx, doc: TransferDoc, ctx: ReviewHookContext): Promise<void> {
  const [req] = await tx.select().from(r).where(eq(r.id, doc.id)).for('update');
  if (!req || req.status !== TRANSFER_STATUS.pending)
    throw conflict('errors.reviews.notPending', { no: doc.no });
  const now = ctx.app.clock.now();
  let name = '';
  if (req.toOwnerId !== null) {
    await lockUser(tx, req.toOwnerId);
    name = await requireSalesperson(tx, req.toOwnerId, 'ToOwnerId');
  }
  const c = await lockCustomer(tx, req.customerId);
  if (!c || c.status !== CUSTOMER_STATUS.active || c.ownerId === null || c.ownerId !== req.fromOwnerId)
    throw conflict('crm.transferStale', { code: doc.no });
  const base = { type: 'customer', docId: c.id, docNo: c.code, tenantId: c.tenantId, userId: ctx.userId };
  if (req.toOwnerId !== null) {
    // Read through the deciding transaction: on PGlite (one connection) a query on app.db would
    // wait for this transaction to end. getSetting only needs something that runs queries.
    const max = await getSetting(tx as unknown as Db, 'maxCustomersPerSalesperson');
    await assertBelowMax(tx, req.toOwnerId, name, max, 'ToOwnerId');
    await assignOwner(tx, c, req.toOwnerId, {
      action: 'transferred',
      byUserId: ctx.userId,
      at: now,
      reason: req.reason,
    });
    await recordHistory(tx, {
      ...base,
      action: 'transfer',
      changes: { OwnerId: [c.ownerId, req.toOwnerId] },
      comment: req.reason,
    });
    const to = req.toOwnerId;
    ctx.after.later(() =>
      ctx.app.notifier.notify(to, notice('notices.msg.customerTransferredIn', c.code, req.reason)),
    );
  } else {
    await releaseToPool(tx, [c], { byUserId: ctx.userId, at: now, reason: req.reason });
    await recordHistory(tx, {
      ...base,
      action: 'release',
      changes: { OwnerId: [c.ownerId, null] },
      comment: req.reason,
    });
  }
  await tx
    .update(r)
    .set({
      status: TRANSFER_STATUS.done,
      decidedBy: ctx.userId,
      decidedAt: now,
      comment: ctx.comment,
      updatedBy: ctx.userId,
      updatedAt: now,
    })
    .where(eq(r.id, req.id));
}

/** A refused request: marked refused, the customer's history says so; the engine notifies the requester. */
async function rejectRequest(tx: Tx, doc: TransferDoc, ctx: ReviewHookContext): Promise<void> {
  const now = ctx.app.clock.now();
  const [req] = await tx
    .update(r)
    .set({
      status: TRANSFER_STATUS.refused,
      decidedBy: ctx.userId,
      decidedAt: now,
      comment: ctx.comment,
      updatedBy: ctx.userId,
      updatedAt: now,
    })
    .where(and(eq(r.id, doc.id), eq(r.status, TRANSFER_STATUS.pending)))
    .returning();
  if (!req) throw conflict('errors.reviews.notPending', { no: doc.no });
  await recordHistory(tx, {
    type: 'customer',
    docId: req.customerId,
    docNo: doc.no,
    tenantId: req.tenantId,
    action: req.kind === TRANSFER_KIND.transfer ? 'transferRefused' : 'releaseRefused',
    comment: ctx.comment,
    userId: ctx.userId,
  });
}

/** The hooks of a transfer review: owners, load, decision side effects (the descriptor adds the rest). */
export type TransferHooks = Pick<Reviewable<TransferDoc>, 'owners' | 'load' | 'onApproved' | 'onRejected'>;

/**
 * The hooks of the two review types, by kind (customer-transfer.document.ts: queue, counter and title
 * come from the shared REVIEW_TYPES rows, the default chain and summary from the descriptor).
 */
const transferHooks = (kind: number): TransferHooks => ({
  owners: docOwners(r, r.fromOwnerId, r.toOwnerId),
  load: (tx, ids) => loadRequests(tx, kind, ids),
  onApproved: approveRequest,
  onRejected: rejectRequest,
});
export const transferReviewHooks: Record<keyof typeof TRANSFER_REVIEW, TransferHooks> = {
  transfer: transferHooks(TRANSFER_KIND.transfer),
  returnToPool: transferHooks(TRANSFER_KIND.returnToPool),
};

/**
 * The user-disabled hook: every active customer the user owns goes to the public pool with reason
 * "owner left" (pool event action ownerLeft, released by the administrator who disabled them).
 * Customers still under review keep the owner until their review ends (a rejected one is theirs only).
 */
export async function releaseCustomersOfLeaver(tx: Tx, e: UserDisabledEvent): Promise<void> {
  const owned = await tx
    .select({ id: crmCustomer.id, tenantId: crmCustomer.tenantId, ownerId: crmCustomer.ownerId })
    .from(crmCustomer)
    .where(and(eq(crmCustomer.ownerId, e.userId), eq(crmCustomer.status, CUSTOMER_STATUS.active)))
    .orderBy(crmCustomer.id)
    .for('update');
  if (!owned.length) return;
  const moved = await releaseToPool(tx, owned, {
    byUserId: e.byUserId,
    at: e.at,
    reason: 'owner left',
    ownerLeft: true,
  });
  e.after.later(() => e.app.notifier.todosChanged());
  e.app.log.info({ userId: e.userId, moved }, 'crm: customers of a disabled user returned to the pool');
}
