import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../core/db/client.js';
import { AfterCommit } from '../../../core/documents/after-commit.js';
import { recordHistory } from '../../../core/documents/history.js';
import { badRequest, conflict, notFound } from '../../../core/http/app-error.js';
import { monthOf } from '../../../core/jobs/index.js';
import { submitForReview } from '../../../core/reviews/index.js';
import { getSetting } from '../../setup/index.js';
import { assertBelowMax, lockCustomer, lockUser, ownedCount, requireSalesperson } from '../crm-access.js';
import { CLAIM_STATUS, CRM_REVIEW, CUSTOMER_STATUS } from '../crm-codes.js';
import { assignOwner, releaseToPool } from './pool-moves.js';
import { crmPoolClaim, crmPoolEvent } from './pool.table.js';
import type { Env } from '../../../core/http/index.js';

const DAY = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** Claims of `userId` in `month` that use the quota (pending or approved). */
async function claimsUsed(tx: Tx | Env['app']['db'], userId: number, month: string): Promise<number> {
  const [r] = await tx
    .select({ n: count() })
    .from(crmPoolClaim)
    .where(
      and(
        eq(crmPoolClaim.claimedBy, userId),
        eq(crmPoolClaim.month, month),
        inArray(crmPoolClaim.status, [CLAIM_STATUS.pending, CLAIM_STATUS.approved]),
      ),
    );
  return r?.n ?? 0;
}

/** The caller's quota state (pool screen header). */
export async function quotaOf(env: Env) {
  const { app, user } = env;
  const month = monthOf(app.clock.now());
  return {
    Month: month,
    Used: await claimsUsed(app.db, user.id, month),
    Quota: await getSetting(app.db, 'poolClaimMonthlyQuota'),
    Owned: await ownedCount(app.db, user.id),
    Max: await getSetting(app.db, 'maxCustomersPerSalesperson'),
    CoolDownDays: await getSetting(app.db, 'poolReclaimCoolDownDays'),
    ReviewEnabled: await getSetting(app.db, 'poolClaimReviewEnabled'),
  };
}

/**
 * Claims a pool customer for the caller. All checks run inside one transaction holding the caller's
 * user row lock (their claims and new customers queue there: the monthly quota and the maximum
 * customer count hold under concurrency) and the customer's row lock (two claimers of one customer:
 * the second sees it owned, or its pending claim, and gets 409). Refusals: not in the pool or not
 * active → 409 crm.notInPool; blacklisted → 409; a claim already under review → 409; the caller
 * released it less than `poolReclaimCoolDownDays` ago → 409 crm.claimCoolDown; the month's quota used
 * → 400 crm.claimQuota; the maximum reached → 400 crm.maxCustomers. With `poolClaimReviewEnabled`
 * the claim waits for librarycustomer-audit (the customer stays in the pool); otherwise it is owned at once.
 */
export async function claimCustomer(env: Env, customerId: number): Promise<{ pending: boolean }> {
  const { app, user } = env;
  const quota = await getSetting(app.db, 'poolClaimMonthlyQuota');
  const max = await getSetting(app.db, 'maxCustomersPerSalesperson');
  const review = await getSetting(app.db, 'poolClaimReviewEnabled');
  const coolDown = await getSetting(app.db, 'poolReclaimCoolDownDays');
  const now = app.clock.now();
  const month = monthOf(now);
  const after = new AfterCommit();
  const pending = await app.db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const name = await requireSalesperson(tx, user.id, 'id');
    const c = await lockCustomer(tx, customerId);
    if (!c) throw notFound('crm.customerNotFound');
    if (c.ownerId !== null || c.status !== CUSTOMER_STATUS.active)
      throw conflict('crm.notInPool', { code: c.code });
    if (c.isBlacklisted) throw conflict('crm.blacklisted', { code: c.code });
    const [open] = await tx
      .select({ id: crmPoolClaim.id })
      .from(crmPoolClaim)
      .where(and(eq(crmPoolClaim.customerId, c.id), eq(crmPoolClaim.status, CLAIM_STATUS.pending)));
    if (open) throw conflict('crm.claimPending', { code: c.code });
    if (coolDown > 0) {
      const [left] = await tx
        .select({ at: sql<Date | null>`max(${crmPoolEvent.at})` })
        .from(crmPoolEvent)
        .where(
          and(
            eq(crmPoolEvent.customerId, c.id),
            eq(crmPoolEvent.fromOwnerId, user.id),
            isNull(crmPoolEvent.toOwnerId),
          ),
        );
      const leftAt = left?.at ? new Date(left.at) : null;
      if (leftAt && leftAt.getTime() + coolDown * DAY > now.getTime())
        throw conflict('crm.claimCoolDown', {
          days: coolDown,
          date: ymd(new Date(leftAt.getTime() + coolDown * DAY)),
        });
    }
    const used = await claimsUsed(tx, user.id, month);
    if (used >= quota) throw badRequest('crm.claimQuota', { used, quota }, 'id');
    await assertBelowMax(tx, user.id, name, max, 'id');
    const [claim] = await tx
      .insert(crmPoolClaim)
      .values({
        tenantId: c.tenantId,
        customerId: c.id,
        claimedBy: user.id,
        month,
        status: review ? CLAIM_STATUS.pending : CLAIM_STATUS.approved,
        claimedAt: now,
        decidedAt: review ? null : now,
      })
      .returning({ id: crmPoolClaim.id });
    if (review) {
      const res = await submitForReview(
        tx,
        { app, after, lang: env.lang },
        {
          type: CRM_REVIEW.poolClaim.type,
          docId: claim!.id,
          docNo: c.code,
          amount: null,
          submittedBy: user.id,
          tenantId: c.tenantId,
        },
      );
      return res.status === 'pending';
    }
    await assignOwner(tx, c, user.id, { action: 'claimed', byUserId: user.id, at: now });
    await recordHistory(tx, {
      type: 'customer',
      docId: c.id,
      docNo: c.code,
      tenantId: c.tenantId,
      action: 'claim',
      changes: { OwnerId: [null, user.id] },
      userId: user.id,
    });
    return false;
  });
  await after.flush(app.log);
  return { pending };
}

/** A notice as a message key (rendered in the reader's language when read). */
const notice = (key: string, code: string, remark: string) => ({
  Key: key,
  No: code,
  Remark: remark,
  Type: 'crm',
});

/** Returns an owned, active customer to the pool (transfer permit); the previous owner is notified. */
export async function releaseCustomer(env: Env, customerId: number, reason: string): Promise<void> {
  const { app, user } = env;
  const now = app.clock.now();
  let notifyId: number | null = null;
  let code = '';
  await app.db.transaction(async (tx) => {
    const c = await lockCustomer(tx, customerId);
    if (!c) throw notFound('crm.customerNotFound');
    if (c.ownerId === null) throw conflict('crm.notOwned', { code: c.code });
    if (c.status !== CUSTOMER_STATUS.active) throw conflict('crm.customerNotActive', { code: c.code });
    await releaseToPool(tx, [c], { byUserId: user.id, at: now, reason });
    await recordHistory(tx, {
      type: 'customer',
      docId: c.id,
      docNo: c.code,
      tenantId: c.tenantId,
      action: 'release',
      changes: { OwnerId: [c.ownerId, null] },
      comment: reason,
      userId: user.id,
    });
    notifyId = c.ownerId === user.id ? null : c.ownerId;
    code = c.code;
  });
  if (notifyId) await app.notifier.notify(notifyId, notice('notices.msg.customerReleased', code, reason));
}

/**
 * Transfers a customer (owned or in the pool) to another active salesperson (transfer permit). The
 * target's row is locked first, then the customer's (the same order as claims), and the target's
 * maximum customer count is checked. Both owners are notified.
 */
export async function transferCustomer(
  env: Env,
  customerId: number,
  input: { ToOwnerId: number; Reason: string },
): Promise<void> {
  const { app, user } = env;
  const max = await getSetting(app.db, 'maxCustomersPerSalesperson');
  const now = app.clock.now();
  const out = await app.db.transaction(async (tx) => {
    await lockUser(tx, input.ToOwnerId);
    const name = await requireSalesperson(tx, input.ToOwnerId, 'ToOwnerId');
    const c = await lockCustomer(tx, customerId);
    if (!c) throw notFound('crm.customerNotFound');
    if (c.status !== CUSTOMER_STATUS.active) throw conflict('crm.customerNotActive', { code: c.code });
    if (c.ownerId === input.ToOwnerId) throw conflict('crm.sameOwner');
    const [open] = await tx
      .select({ id: crmPoolClaim.id })
      .from(crmPoolClaim)
      .where(and(eq(crmPoolClaim.customerId, c.id), eq(crmPoolClaim.status, CLAIM_STATUS.pending)));
    if (open) throw conflict('crm.claimPending', { code: c.code });
    await assertBelowMax(tx, input.ToOwnerId, name, max, 'ToOwnerId');
    await assignOwner(tx, c, input.ToOwnerId, {
      action: 'transferred',
      byUserId: user.id,
      at: now,
      reason: input.Reason,
    });
    await recordHistory(tx, {
      type: 'customer',
      docId: c.id,
      docNo: c.code,
      tenantId: c.tenantId,
      action: 'transfer',
      changes: { OwnerId: [c.ownerId, input.ToOwnerId] },
      comment: input.Reason,
      userId: user.id,
    });
    return { from: c.ownerId, code: c.code };
  });
  await app.notifier.notify(
    input.ToOwnerId,
    notice('notices.msg.customerTransferredIn', out.code, input.Reason),
  );
  if (out.from && out.from !== user.id)
    await app.notifier.notify(out.from, notice('notices.msg.customerTransferredOut', out.code, input.Reason));
}
