import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import type { Executor, Tx } from '../../../core/db/client.js';
import { recordHistory } from '../../../core/documents/history.js';
import { conflict } from '../../../core/http/app-error.js';
import { docOwners, seedReviewFlows } from '../../../core/reviews/index.js';
import type { ReviewDoc, ReviewHookContext } from '../../../core/reviews/index.js';
import { crmContact } from '../contact/contact.table.js';
import { CLAIM_STATUS, CONTACT_STATUS, CRM_REVIEW, CUSTOMER_STATUS, POOL_REASON } from '../crm-codes.js';
import { crmCustomer } from '../customer/customer.table.js';
import { crmPoolClaim } from '../pool/pool.table.js';
import { assignOwner } from '../pool/pool-moves.js';
import { CRM_REVIEW_SUMMARIES } from './crm-review-summaries.js';

const LEADS = ['销售组长', '销售主管', '销售经理', '销售总监', '管理员'];

/** Default one-step chains of the CRM queues (role names are data; edited chains are kept). */
export const CRM_FLOWS = [
  CRM_REVIEW.customer,
  CRM_REVIEW.customerConflict,
  CRM_REVIEW.contactConflict,
  CRM_REVIEW.poolClaim,
].map((r) => ({
  docType: r.type,
  stepNo: 1,
  nameZh: '销售主管审核',
  nameEn: 'Sales lead review',
  roles: LEADS,
}));

export const seedCrmReviewFlows = (db: Parameters<typeof seedReviewFlows>[0]) =>
  seedReviewFlows(db, CRM_FLOWS);

async function loadCustomers(tx: Executor, ids: number[]): Promise<ReviewDoc[]> {
  const rows = await tx.select().from(crmCustomer).where(inArray(crmCustomer.id, ids));
  return rows.map((c) => ({
    id: c.id,
    no: c.code,
    amount: null,
    ownerId: c.ownerId,
    version: c.version,
    tenantId: c.tenantId,
  }));
}

/** A new customer approved: active; owned from now on (inactivity clock starts), or into the pool. */
async function approveCustomer(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext) {
  const now = ctx.app.clock.now();
  const [c] = await tx.select().from(crmCustomer).where(eq(crmCustomer.id, doc.id)).for('update');
  if (!c) return;
  await tx
    .update(crmCustomer)
    .set({
      status: CUSTOMER_STATUS.active,
      assignedAt: c.ownerId ? now : null,
      poolEnteredAt: c.ownerId ? null : now,
      poolReason: c.ownerId ? null : POOL_REASON.unassigned,
      version: sql`${crmCustomer.version} + 1`,
    })
    .where(eq(crmCustomer.id, doc.id));
}

async function rejectCustomer(tx: Tx, doc: ReviewDoc) {
  await tx
    .update(crmCustomer)
    .set({ status: CUSTOMER_STATUS.rejected, version: sql`${crmCustomer.version} + 1` })
    .where(eq(crmCustomer.id, doc.id));
}

async function loadContacts(tx: Executor, ids: number[]): Promise<ReviewDoc[]> {
  const rows = await tx
    .select({
      id: crmContact.id,
      no: crmCustomer.code,
      ownerId: crmContact.ownerId,
      version: crmContact.version,
      tenantId: crmCustomer.tenantId,
    })
    .from(crmContact)
    .innerJoin(crmCustomer, eq(crmCustomer.id, crmContact.customerId))
    .where(inArray(crmContact.id, ids));
  return rows.map((r) => ({ ...r, amount: null }));
}

const setContactStatus = (status: number) => async (tx: Tx, doc: ReviewDoc) => {
  await tx
    .update(crmContact)
    .set({ status, version: sql`${crmContact.version} + 1` })
    .where(eq(crmContact.id, doc.id));
};

async function loadClaims(tx: Executor, ids: number[]): Promise<ReviewDoc[]> {
  const rows = await tx
    .select({
      id: crmPoolClaim.id,
      no: crmCustomer.code,
      ownerId: crmPoolClaim.claimedBy,
      tenantId: crmPoolClaim.tenantId,
    })
    .from(crmPoolClaim)
    .innerJoin(crmCustomer, eq(crmCustomer.id, crmPoolClaim.customerId))
    .where(inArray(crmPoolClaim.id, ids));
  return rows.map((r) => ({ ...r, amount: null, version: 1 }));
}

/** A claim approved: the customer goes to the claimer if it is still in the pool (else the batch is refused). */
async function approveClaim(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext) {
  const [claim] = await tx.select().from(crmPoolClaim).where(eq(crmPoolClaim.id, doc.id)).for('update');
  if (!claim || claim.status !== CLAIM_STATUS.pending) return;
  const [c] = await tx.select().from(crmCustomer).where(eq(crmCustomer.id, claim.customerId)).for('update');
  if (!c || c.ownerId !== null) throw conflict('crm.notInPool', { code: doc.no });
  const now = ctx.app.clock.now();
  await tx
    .update(crmPoolClaim)
    .set({ status: CLAIM_STATUS.approved, decidedBy: ctx.userId, decidedAt: now })
    .where(eq(crmPoolClaim.id, claim.id));
  await assignOwner(tx, c, claim.claimedBy, { action: 'claimed', byUserId: claim.claimedBy, at: now });
  await recordHistory(tx, {
    type: 'customer',
    docId: c.id,
    docNo: c.code,
    tenantId: c.tenantId,
    action: 'claim',
    changes: { OwnerId: [null, claim.claimedBy] },
    userId: ctx.userId,
  });
  ctx.after.later(() => ctx.app.notifier.todosChanged());
}

async function rejectClaim(tx: Tx, doc: ReviewDoc, ctx: ReviewHookContext) {
  await tx
    .update(crmPoolClaim)
    .set({ status: CLAIM_STATUS.rejected, decidedBy: ctx.userId, decidedAt: ctx.app.clock.now() })
    .where(eq(crmPoolClaim.id, doc.id));
}

/** Registers the four CRM review types with the engine (their counters are in the to-do catalogue). */
export function registerCrmReviews(app: AppContext): void {
  const { reviews } = app;
  reviews.register({
    type: CRM_REVIEW.customer.type,
    counterName: 'CustomerAuditCount',
    queueRoute: CRM_REVIEW.customer.queue,
    title: { zh: '新客户待审核', en: 'New customers to review' },
    historyTypes: ['customer'],
    owners: docOwners(crmCustomer, crmCustomer.ownerId),
    load: loadCustomers,
    onApproved: approveCustomer,
    onRejected: rejectCustomer,
  });
  reviews.register({
    type: CRM_REVIEW.customerConflict.type,
    counterName: 'ConflictAuditCount',
    queueRoute: CRM_REVIEW.customerConflict.queue,
    title: { zh: '客户冲突待审核', en: 'Customer conflicts to review' },
    historyTypes: ['customer'],
    owners: docOwners(crmCustomer, crmCustomer.ownerId),
    load: loadCustomers,
    onApproved: approveCustomer,
    onRejected: rejectCustomer,
  });
  reviews.register({
    type: CRM_REVIEW.contactConflict.type,
    counterName: 'ContactConflictCount',
    queueRoute: CRM_REVIEW.contactConflict.queue,
    title: { zh: '联系人冲突待审核', en: 'Contact conflicts to review' },
    historyTypes: ['contact'],
    owners: docOwners(crmContact, crmContact.ownerId),
    load: loadContacts,
    onApproved: setContactStatus(CONTACT_STATUS.active),
    onRejected: setContactStatus(CONTACT_STATUS.rejected),
  });
  reviews.register({
    type: CRM_REVIEW.poolClaim.type,
    counterName: 'PoolClaimAuditCount',
    queueRoute: CRM_REVIEW.poolClaim.queue,
    title: { zh: '公海客户认领待审核', en: 'Pool claims to review' },
    owners: docOwners(crmPoolClaim, crmPoolClaim.claimedBy),
    load: loadClaims,
    onApproved: approveClaim,
    onRejected: rejectClaim,
  });
  for (const [type, summarize] of Object.entries(CRM_REVIEW_SUMMARIES)) reviews.describe(type, { summarize });
}
