import { INQUIRY_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import { SEAS_REASON, SEAS_RELEASE_STATUS } from '@partdesk/shared/inquiry/seas-codes';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { AfterCommit } from '../../../core/documents/after-commit.js';
import { recordHistory } from '../../../core/documents/history.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import { conflict, forbidden, notFound } from '../../../core/http/app-error.js';
import { crmCustomer } from '../../crm/index.js';
import { INQUIRY_DOC, loadInquiry, requireSalesperson } from '../inquiry/inquiry.service.js';
import { inqInquiry } from '../inquiry/inquiry.table.js';
import { inqSeasRelease } from './seas.table.js';
import type { Env } from '../../../core/http/index.js';
import { seesAll } from '../../../core/access/index.js';

/** An open release of the inquiry (`inq_inquiry` of the outer query). */
const released = sql`exists (select 1 from inq_seas_release r where r.inquiry_id = inq_inquiry.id and r.status = ${SEAS_RELEASE_STATUS.inPool})`;
/** The inquiry's salesperson took it from the pool (it is theirs although the customer is not). */
const takenByCurrent = sql`exists (select 1 from inq_seas_release r where r.inquiry_id = inq_inquiry.id and r.status = ${SEAS_RELEASE_STATUS.taken} and r.taken_by = inq_inquiry.salesperson_id)`;
/** The customer's owner (null = the CRM public pool). */
const customerOwner = sql`(select c.owner_id from crm_customer c where c.id = inq_inquiry.customer_id)`;

/**
 * Rows of the seas library: live open inquiries that were released by their salesperson, whose
 * customer is in the CRM pool, or whose customer now belongs to another salesperson (claimed or
 * transferred) — unless their salesperson took them over from the pool.
 */
export const seasWhere = (): SQL[] => [
  sql`inq_inquiry.deleted_at is null`,
  sql`inq_inquiry.status = ${INQUIRY_STATUS.open}`,
  sql`(${released} or ${customerOwner} is null or (${customerOwner} <> inq_inquiry.salesperson_id and not ${takenByCurrent}))`,
];

/** SEAS_REASON of a row: customer in the pool first (claim needed), then released, else customer moved. */
export const seasReason = sql<number>`(case when ${customerOwner} is null then ${SEAS_REASON.customerInPool} when ${released} then ${SEAS_REASON.released} else ${SEAS_REASON.customerMoved} end)::int`;

/**
 * Data scope of the seas library: scope "all" sees every row; anyone else the released inquiries,
 * those of pool customers, those of their own customers and their own inquiries — not the inquiries
 * left behind by a customer moved to a third salesperson (only that salesperson may take them).
 */
export function seasScope(user: AuthUser): SQL | undefined {
  if (seesAll(user)) return undefined;
  return sql`(${released} or ${customerOwner} is null or ${customerOwner} = ${user.id} or inq_inquiry.salesperson_id = ${user.id})`;
}

/** A notice as a message key (rendered in the reader's language when read). */
const notice = (key: string, no: string, remark: string) => ({
  Key: key,
  No: no,
  Remark: remark,
  Type: 'inquiry',
});

/**
 * The salesperson releases an own open inquiry to the seas library (rfq-menu or seas-library), at
 * the version read. In review, closed → 409; already released → 409; stale → 409.
 */
export async function releaseInquiry(env: Env, id: number, input: { Reason: string; Version: number }) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const inq = await loadInquiry(tx, user, id, true);
    if (inq.salespersonId !== user.id && !seesAll(user)) throw notFound('inquiry.notFound');
    if (inq.status !== INQUIRY_STATUS.open) throw conflict('sourcing.notReleasable', { no: inq.no });
    const [open] = await tx
      .select({ id: inqSeasRelease.id })
      .from(inqSeasRelease)
      .where(
        and(eq(inqSeasRelease.inquiryId, inq.id), eq(inqSeasRelease.status, SEAS_RELEASE_STATUS.inPool)),
      );
    if (open) throw conflict('sourcing.alreadyReleased', { no: inq.no });
    const v = await updateVersioned(tx, inqInquiry, inq.id, input.Version, { updatedBy: user.id });
    await tx.insert(inqSeasRelease).values({
      inquiryId: inq.id,
      tenantId: inq.tenantId,
      releasedBy: user.id,
      releasedAt: app.clock.now(),
      reason: input.Reason,
    });
    await recordHistory(tx, {
      type: INQUIRY_DOC,
      docId: inq.id,
      docNo: inq.no,
      tenantId: inq.tenantId,
      action: 'releaseToSeas',
      comment: input.Reason,
      userId: user.id,
    });
    return { Id: inq.id, No: inq.no, Version: v.version };
  });
}

/**
 * Takes an inquiry of the seas library over: the caller becomes its salesperson. Checked under the
 * inquiry's row lock, then written by a conditional update on (salesperson, version, open): of two
 * salespeople taking at once exactly one wins, the other gets 409 sourcing.notInSeas.
 * - the caller must be an active salesperson (400);
 * - the customer is in the CRM public pool → 409 sourcing.claimCustomerFirst (decision 0012: the
 *   customer is claimed first, through the pool's claim rules and quota);
 * - not released and the customer belongs to someone else than the caller → 403 customerOwnerOnly;
 * - its own salesperson taking a released inquiry back = recall.
 */
export async function takeOverInquiry(env: Env, id: number, input: { Version: number }) {
  const { app, user } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const [inq] = await tx.select().from(inqInquiry).where(eq(inqInquiry.id, id)).for('update');
    if (!inq || inq.deletedAt) throw notFound('sourcing.seasNotFound');
    const [customer] = await tx
      .select({ ownerId: crmCustomer.ownerId, code: crmCustomer.code })
      .from(crmCustomer)
      .where(eq(crmCustomer.id, inq.customerId))
      .for('share');
    const [release] = await tx
      .select()
      .from(inqSeasRelease)
      .where(
        and(eq(inqSeasRelease.inquiryId, inq.id), eq(inqSeasRelease.status, SEAS_RELEASE_STATUS.inPool)),
      );
    const ownerId = customer?.ownerId ?? null;
    const [taken] = await tx
      .select({ id: inqSeasRelease.id })
      .from(inqSeasRelease)
      .where(
        and(
          eq(inqSeasRelease.inquiryId, inq.id),
          eq(inqSeasRelease.status, SEAS_RELEASE_STATUS.taken),
          eq(inqSeasRelease.takenBy, inq.salespersonId),
        ),
      )
      .limit(1);
    const moved = ownerId !== null && ownerId !== inq.salespersonId && !taken;
    const inSeas = inq.status === INQUIRY_STATUS.open && (!!release || ownerId === null || moved);
    if (!inSeas) throw conflict('sourcing.notInSeas', { no: inq.no });
    await requireSalesperson(tx, env, user.id, 'id');
    if (ownerId === null) throw conflict('sourcing.claimCustomerFirst', { code: customer?.code ?? '' });
    if (!release && ownerId !== user.id) throw forbidden('sourcing.customerOwnerOnly', { no: inq.no });
    const recall = inq.salespersonId === user.id;
    const [won] = await tx
      .update(inqInquiry)
      .set({
        salespersonId: user.id,
        version: sql`${inqInquiry.version} + 1`,
        updatedBy: user.id,
        updatedAt: app.clock.now(),
      })
      .where(
        and(
          eq(inqInquiry.id, inq.id),
          eq(inqInquiry.version, input.Version),
          eq(inqInquiry.salespersonId, inq.salespersonId),
          eq(inqInquiry.status, INQUIRY_STATUS.open),
        ),
      )
      .returning({ version: inqInquiry.version });
    if (!won) throw conflict('sourcing.notInSeas', { no: inq.no });
    if (release)
      await tx
        .update(inqSeasRelease)
        .set({
          status: recall ? SEAS_RELEASE_STATUS.recalled : SEAS_RELEASE_STATUS.taken,
          takenBy: user.id,
          takenAt: app.clock.now(),
        })
        .where(and(eq(inqSeasRelease.id, release.id), eq(inqSeasRelease.status, SEAS_RELEASE_STATUS.inPool)));
    await recordHistory(tx, {
      type: INQUIRY_DOC,
      docId: inq.id,
      docNo: inq.no,
      tenantId: inq.tenantId,
      action: recall ? 'recallFromSeas' : 'takeOver',
      changes: recall ? {} : { SalespersonId: [inq.salespersonId, user.id] },
      userId: user.id,
    });
    if (!recall) {
      const from = inq.salespersonId;
      after.later(() => app.notifier.notify(from, notice('notices.msg.inquiryTakenOver', inq.no, user.name)));
    }
    after.later(() => app.notifier.todosChanged());
    return { Id: inq.id, No: inq.no, Version: won.version, SalespersonId: user.id };
  });
  await after.flush(app.log);
  return out;
}
