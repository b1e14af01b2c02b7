import type { ReviewHooks } from '../../../core/documents/index.js';
import { CRM_OPS_REVIEW, VISIT_KIND, VISIT_STATUS } from '@partdesk/shared/crm/crm-ops-codes';
import { visitResource } from '@partdesk/shared/crm/visit-resource';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor, Tx } from '../../../core/db/client.js';
import { AfterCommit } from '../../../core/documents/after-commit.js';
import { diffChanges, recordHistory } from '../../../core/documents/history.js';
import { nextDocNo } from '../../../core/documents/numbering.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import { conflict, forbidden, notFound } from '../../../core/http/app-error.js';
import { requireActionState } from '../../../core/resource/index.js';
import { type ReviewDoc, reviewDocsLoader, submitForReview, docOwners } from '../../../core/reviews/index.js';
import { crmContact } from '../contact/contact.table.js';
import {
  assertCustomerAccess,
  holds,
  loadCustomer,
  mayAllot,
  OPS_MENU,
  requireSalesUser,
} from '../crm-ops-access.js';
import { crmVisit } from './visit.table.js';
import type { Env } from '../../../core/http/index.js';
import { seesAll } from '../../../core/access/index.js';
import { fieldError } from '../../../core/http/index.js';

export const VISIT_DOC = CRM_OPS_REVIEW.visit.type;
const EDITABLE: number[] = [VISIT_STATUS.draft, VISIT_STATUS.rejected];

export interface VisitInput {
  Kind?: number;
  CustomerId?: number;
  ContactId?: number | null;
  SalespersonId?: number | null;
  Method: number;
  PlannedDate?: string | null;
  PlannedTime: string;
  DoneDate?: string | null;
  Location: string;
  Purpose: string;
  Content: string;
  Result: string;
  NextStep: string;
}

/**
 * Who sees a visit: scope "all" sees every visit; others the visits allotted to them (whoever created
 * them), plus — holding the allotment permit — the unallotted ones, and — holding the visit review
 * screen — those waiting for review.
 */
export function visitScope(user: AuthUser): SQL | undefined {
  if (seesAll(user)) return undefined;
  // Its salesperson (the owner), not its creator: an allotted visit leaves the allotter (#10 item 4).
  const parts = [sql`${crmVisit.salespersonId} = ${user.id}`];
  if (mayAllot(user)) parts.push(sql`${crmVisit.salespersonId} is null`);
  if (holds(user, OPS_MENU.visitAudit)) parts.push(sql`${crmVisit.status} = ${VISIT_STATUS.pendingReview}`);
  return sql`(${sql.join(parts, sql` or `)})`;
}

export async function canSeeVisit(db: Executor, user: AuthUser, id: number): Promise<boolean> {
  const cond = visitScope(user);
  const [r] = await db
    .select({ id: crmVisit.id })
    .from(crmVisit)
    .where(and(eq(crmVisit.id, id), cond));
  return !!r;
}

type VisitRow = typeof crmVisit.$inferSelect;

async function lockVisit(tx: Tx, user: AuthUser, id: number): Promise<VisitRow> {
  const [v] = await tx.select().from(crmVisit).where(eq(crmVisit.id, id)).for('update');
  if (!v) throw notFound();
  if (!(await canSeeVisit(tx, user, id))) throw notFound();
  return v;
}

/**
 * The caller may change the visit: its salesperson, an allotter while it is unallotted, or scope "all".
 * A reviewer who may only read it gets 404, as for a visit out of view (#10 item 14).
 */
function assertMayChange(user: AuthUser, v: VisitRow): void {
  if (seesAll(user) || v.salespersonId === user.id) return;
  if (v.salespersonId === null && mayAllot(user)) return;
  throw notFound();
}

async function checkContact(
  db: Executor,
  env: Env,
  customerId: number,
  contactId: number | null | undefined,
) {
  if (contactId == null) return;
  const [c] = await db
    .select({ id: crmContact.id })
    .from(crmContact)
    .where(and(eq(crmContact.id, contactId), eq(crmContact.customerId, customerId)));
  if (!c) throw fieldError('crmOps.contactNotOfCustomer', 'ContactId', env.lang);
}

function checkTime(env: Env, input: VisitInput) {
  if (input.PlannedTime && !/^([01]\d|2[0-3]):[0-5]\d$/.test(input.PlannedTime)) {
    throw fieldError('crmOps.plannedTime', 'PlannedTime', env.lang);
  }
}

const columnsOf = (input: VisitInput) => ({
  method: input.Method,
  plannedDate: input.PlannedDate ?? null,
  plannedTime: input.PlannedTime,
  doneDate: input.DoneDate ?? null,
  location: input.Location,
  purpose: input.Purpose,
  content: input.Content,
  result: input.Result,
  nextStep: input.NextStep,
});

/**
 * Creates a visit plan or report (BF number). The customer must be the caller's (or scope "all", or
 * the caller may allot visits); the contact must be the customer's. Salesperson: the caller, unless
 * the caller may allot (any active salesperson, or none = waiting for allotment).
 */
export async function createVisit(env: Env, input: VisitInput & { Kind: number; CustomerId: number }) {
  const { app, user } = env;
  checkTime(env, input);
  const customer = await loadCustomer(app.db, input.CustomerId, { field: 'CustomerId', lang: env.lang });
  if (!mayAllot(user)) assertCustomerAccess(user, customer);
  await checkContact(app.db, env, customer.id, input.ContactId);
  let salespersonId: number | null = user.id;
  if (input.SalespersonId !== undefined && input.SalespersonId !== user.id) {
    if (!mayAllot(user) && !seesAll(user)) throw forbidden('crmOps.visitNotYours', { no: '' });
    salespersonId = input.SalespersonId;
  } else if (input.SalespersonId === undefined && mayAllot(user) && user.scope.kind !== 'sales') {
    salespersonId = null;
  }
  if (salespersonId !== null) await requireSalesUser(app.db, salespersonId, 'SalespersonId');
  const now = app.clock.now();
  const after = new AfterCommit();
  const row = await app.db.transaction(async (tx) => {
    const no = await nextDocNo(tx, { tenantId: customer.tenantId, prefix: 'BF', date: now });
    const [v] = await tx
      .insert(crmVisit)
      .values({
        no,
        tenantId: customer.tenantId,
        kind: input.Kind,
        customerId: customer.id,
        contactId: input.ContactId ?? null,
        salespersonId,
        allottedBy: salespersonId !== null && salespersonId !== user.id ? user.id : null,
        allottedAt: salespersonId !== null && salespersonId !== user.id ? now : null,
        ...columnsOf(input),
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await recordHistory(tx, {
      type: VISIT_DOC,
      docId: v!.id,
      docNo: no,
      tenantId: customer.tenantId,
      action: 'create',
      toStatus: 'draft',
      userId: user.id,
    });
    return v!;
  });
  if (salespersonId === null) after.later(() => app.notifier.todosChanged());
  await after.flush(app.log);
  return row;
}

/** Edits a draft or rejected visit at the version read (409 stale / not editable). */
export async function updateVisit(env: Env, id: number, input: VisitInput & { Version: number }) {
  const { app, user } = env;
  checkTime(env, input);
  return app.db.transaction(async (tx) => {
    const v = await lockVisit(tx, user, id);
    assertMayChange(user, v);
    if (!EDITABLE.includes(v.status)) throw conflict('crmOps.visitNotEditable', { no: v.no });
    await checkContact(tx, env, v.customerId, input.ContactId);
    const values = {
      ...columnsOf(input),
      ...(input.Kind ? { kind: input.Kind } : {}),
      contactId: input.ContactId ?? null,
    };
    const updated = await updateVersioned(tx, crmVisit, v.id, input.Version, {
      ...values,
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: VISIT_DOC,
      docId: v.id,
      docNo: v.no,
      tenantId: v.tenantId,
      action: 'update',
      changes: diffChanges(
        v as unknown as Record<string, unknown>,
        { ...v, ...values } as Record<string, unknown>,
      ),
      userId: user.id,
    });
    return updated;
  });
}

/**
 * Submits a visit report for review (type `customerVisit`, queue reviewcustomer/visit): allotted,
 * draft or rejected, at the version read, with the visit date, content and result filled in.
 */
export async function submitVisit(env: Env, id: number, version: number) {
  const { app, user } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const v = await lockVisit(tx, user, id);
    assertMayChange(user, v);
    requireActionState(visitResource, 'submit', { Status: v.status }, () =>
      conflict('crmOps.visitNotEditable', { no: v.no }),
    );
    if (v.salespersonId === null) throw conflict('crmOps.visitNotAllotted', { no: v.no });
    for (const [field, value] of [
      ['DoneDate', v.doneDate],
      ['Content', v.content],
      ['Result', v.result],
    ] as const) {
      if (!value) throw fieldError('crmOps.visitReportIncomplete', field, env.lang);
    }
    await updateVersioned(tx, crmVisit, v.id, version, {
      kind: VISIT_KIND.report,
      status: VISIT_STATUS.pendingReview,
      updatedBy: user.id,
    });
    return submitForReview(
      tx,
      { app, after, lang: env.lang },
      { type: VISIT_DOC, docId: v.id, docNo: v.no, amount: null, submittedBy: user.id, tenantId: v.tenantId },
    );
  });
  await after.flush(app.log);
  return out;
}

/** Cancels a draft or rejected visit at the version read. */
export async function cancelVisit(env: Env, id: number, version: number) {
  const { app, user } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const v = await lockVisit(tx, user, id);
    assertMayChange(user, v);
    requireActionState(visitResource, 'cancel', { Status: v.status }, () =>
      conflict('crmOps.visitNotEditable', { no: v.no }),
    );
    const updated = await updateVersioned(tx, crmVisit, v.id, version, {
      status: VISIT_STATUS.cancelled,
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: VISIT_DOC,
      docId: v.id,
      docNo: v.no,
      tenantId: v.tenantId,
      action: 'cancel',
      fromStatus: v.status === VISIT_STATUS.draft ? 'draft' : 'rejected',
      toStatus: 'cancelled',
      userId: user.id,
    });
    if (v.salespersonId === null) after.later(() => app.notifier.todosChanged());
    return updated;
  });
  await after.flush(app.log);
  return out;
}

/**
 * Allots visits to a salesperson (`PUT merchant/sale/customervisit/allotment`): all or nothing; each
 * visit must be a draft (409 naming the first that is not); the salesperson an active sales user
 * (400 SalespersonId). Writes history, notifies the salesperson, pushes the to-do counts.
 */
export async function allotVisits(env: Env, ids: number[], salespersonId: number) {
  const { app, user } = env;
  await requireSalesUser(app.db, salespersonId, 'SalespersonId');
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  const after = new AfterCommit();
  const now = app.clock.now();
  const nos = await app.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(crmVisit)
      .where(inArray(crmVisit.id, unique))
      .orderBy(asc(crmVisit.id))
      .for('update');
    if (rows.length !== unique.length) throw notFound();
    for (const v of rows) {
      if (!(await canSeeVisit(tx, user, v.id))) throw notFound();
      if (v.status !== VISIT_STATUS.draft) throw conflict('crmOps.visitNotEditable', { no: v.no });
    }
    await tx
      .update(crmVisit)
      .set({
        salespersonId,
        allottedBy: user.id,
        allottedAt: now,
        updatedBy: user.id,
        updatedAt: now,
        version: sql`${crmVisit.version} + 1`,
      })
      .where(inArray(crmVisit.id, unique));
    for (const v of rows) {
      await recordHistory(tx, {
        type: VISIT_DOC,
        docId: v.id,
        docNo: v.no,
        tenantId: v.tenantId,
        action: 'allot',
        changes: { SalespersonId: [v.salespersonId, salespersonId] },
        userId: user.id,
      });
    }
    return rows.map((r) => r.no);
  });
  after.later(() =>
    app.notifier.notify(salespersonId, {
      Key: 'notices.msg.visitsAssigned',
      No: nos.join(', '),
      Type: 'visit',
    }),
  );
  after.later(() => app.notifier.todosChanged());
  await after.flush(app.log);
  return { Ids: unique, Nos: nos };
}

type VisitDoc = ReviewDoc;

/** The hooks of review type `customerVisit` (queue, counter and title: the shared REVIEW_TYPES row). */
export function visitReviewHooks(): ReviewHooks<VisitDoc> {
  return {
    owners: docOwners(crmVisit, crmVisit.salespersonId),
    load: reviewDocsLoader(crmVisit, crmVisit.salespersonId),
    async onApproved(tx, doc) {
      await tx
        .update(crmVisit)
        .set({ status: VISIT_STATUS.approved, version: sql`${crmVisit.version} + 1` })
        .where(eq(crmVisit.id, doc.id));
    },
    async onRejected(tx, doc) {
      await tx
        .update(crmVisit)
        .set({ status: VISIT_STATUS.rejected, version: sql`${crmVisit.version} + 1` })
        .where(eq(crmVisit.id, doc.id));
    },
  };
}
