import { ROLE_NAMES } from '@partdesk/shared/access/client-access';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../core/db/client.js';
import { recordHistory } from '../../../core/documents/history.js';
import { conflict } from '../../../core/http/app-error.js';
import type { DefaultStep, HookReview } from '../../../core/documents/index.js';
import { docOwners } from '../../../core/reviews/index.js';
import type { ReviewDoc, ReviewHookContext } from '../../../core/reviews/index.js';
import { crmContact } from '../contact/contact.table.js';
import { CLAIM_STATUS, CONTACT_STATUS, CRM_REVIEW, CUSTOMER_STATUS, POOL_REASON } from '../crm-codes.js';
import { crmCustomer } from '../customer/customer.table.js';
import { crmPoolClaim } from '../pool/pool.table.js';
import { assignOwner } from '../pool/pool-moves.js';
import { CRM_REVIEW_SUMMARIES } from './crm-review-summaries.js';

const R = ROLE_NAMES;
/** Who decides the CRM's one-step reviews by default: the sales leads up to the director, and 管理员. */
export const SALES_LEAD_ROLES = [R.salesLeader, R.salesSupervisor, R.salesManager, R.salesDirector, R.admin];

/** Default one-step chain of the CRM queues (role names are data; edited chains are kept). */
const LEAD_STEP: readonly DefaultStep[] = [
  { nameZh: '销售主管审核', nameEn: 'Sales lead review', roles: SALES_LEAD_ROLES },
];

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

/**
 * The four CRM review types (counters in the to-do catalogue, queues in packages/shared review-types), as
 * reviews of the customer, contact and pool-claim descriptors (customer.document.ts).
 */
const summaryOf =
  (type: string): HookReview['summarize'] =>
  (db, ids, lang) =>
    CRM_REVIEW_SUMMARIES[type]!(db, ids, lang);
const customerHooks = {
  historyTypes: ['customer'],
  owners: docOwners(crmCustomer, crmCustomer.ownerId),
  load: loadCustomers,
  onApproved: approveCustomer,
  onRejected: rejectCustomer,
};
export const customerReviews: readonly HookReview[] = [
  {
    type: CRM_REVIEW.customer.type,
    flow: LEAD_STEP,
    ...customerHooks,
    summarize: summaryOf(CRM_REVIEW.customer.type),
  },
  {
    type: CRM_REVIEW.customerConflict.type,
    flow: LEAD_STEP,
    ...customerHooks,
    summarize: summaryOf(CRM_REVIEW.customerConflict.type),
  },
];
export const contactConflictReview: HookReview = {
  type: CRM_REVIEW.contactConflict.type,
  flow: LEAD_STEP,
  historyTypes: ['contact'],
  owners: docOwners(crmContact, crmContact.ownerId),
  load: loadContacts,
  onApproved: setContactStatus(CONTACT_STATUS.active),
  onRejected: setContactStatus(CONTACT_STATUS.rejected),
  summarize: summaryOf(CRM_REVIEW.contactConflict.type),
};
export const poolClaimReview: HookReview = {
  type: CRM_REVIEW.poolClaim.type,
  flow: LEAD_STEP,
  owners: docOwners(crmPoolClaim, crmPoolClaim.claimedBy),
  load: loadClaims,
  onApproved: approveClaim,
  onRejected: rejectClaim,
  summarize: summaryOf(CRM_REVIEW.poolClaim.type),
};
