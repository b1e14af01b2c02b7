import {
  DEMAND_DOC,
  DEMAND_MAX_LINES,
  DEMAND_MENU,
  DEMAND_PREFIX,
  DEMAND_REVIEW,
  DEMAND_STATUS,
} from '@partdesk/shared/demand/demand-codes';
import { isoDay } from '@partdesk/shared/core/dates';
import { demandResource } from '@partdesk/shared/demand/demand-resource';
import { INQUIRY_CURRENCIES } from '@partdesk/shared/inquiry/inquiry-codes';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../core/access/access.js';
import type { Db, Executor, Tx } from '../../core/db/client.js';
import { AfterCommit } from '../../core/documents/after-commit.js';
import { recordHistory } from '../../core/documents/history.js';
import { recordLinks } from '../../core/documents/links.js';
import { nextDocNo } from '../../core/documents/numbering.js';
import { loadScoped } from '../../core/documents/scoped-load.js';
import { updateVersioned } from '../../core/documents/versioned.js';
import { anyOf, pendingReviewerSql } from '../../core/documents/visibility.js';
import { conflict, forbidden, notFound } from '../../core/http/app-error.js';
import { requireActionState } from '../../core/resource/index.js';
import { submitDocForReview } from '../../core/reviews/index.js';
import { CUSTOMER_STATUS, crmCustomer } from '../crm/index.js';
import { createInquiry, INQUIRY_DOC, inqInquiry, parsePrice } from '../inquiry/index.js';
import { assertTenantOpenForNew } from '../lookups/index.js';
import { dmdDemand, dmdDemandLine } from './demand.table.js';
import type { Env } from '../../core/http/index.js';
import { seesAll } from '../../core/access/index.js';
import { fieldError } from '../../core/http/index.js';

export interface DemandLineInput {
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: number;
  TargetPrice?: string | null;
  Currency?: string | null;
  Delivery: string;
  IsUrgent: boolean;
  CustomerPn: string;
  Remark: string;
}

export interface DemandInput {
  Currency?: string | null;
  ExpectedDate?: string | null;
  Remark: string;
  Lines: DemandLineInput[];
}

type DemandRow = typeof dmdDemand.$inferSelect;

/**
 * Who sees a demand order (core/documents/visibility.ts): scope "all" every one; others their own
 * (salesperson), plus the ones whose pending confirmation they may decide (the demand chain:
 * administrators). Holding the demandaudit screen alone shows nothing (#10 item 9). List, export,
 * detail, actions and the history / attachments all use this rule.
 */
export function demandScope(user: AuthUser): SQL | undefined {
  if (seesAll(user)) return undefined;
  return anyOf(
    sql`${dmdDemand.salespersonId} = ${user.id}`,
    pendingReviewerSql(user, { type: DEMAND_REVIEW, queueRoute: `/${DEMAND_MENU.audit}` }, dmdDemand.id),
  );
}

export const loadDemand = (db: Executor, user: AuthUser, id: number, lock = false): Promise<DemandRow> =>
  loadScoped(db, dmdDemand, id, demandScope(user), 'demand.notFound', lock);

function assertMine(user: AuthUser, d: DemandRow) {
  if (d.salespersonId !== user.id && !seesAll(user)) throw notFound('demand.notFound');
}

/** Lines and header checked before anything is written (400 naming the field). */
function checkInput(env: Env, input: DemandInput) {
  if (!input.Lines.length) throw fieldError('demand.linesRequired', 'Lines', env.lang);
  if (input.Lines.length > DEMAND_MAX_LINES)
    throw fieldError('demand.tooManyLines', 'Lines', env.lang, { max: DEMAND_MAX_LINES });
  if (input.ExpectedDate && input.ExpectedDate < isoDay(env.app.clock.now()))
    throw fieldError('demand.expectedDatePast', 'ExpectedDate', env.lang);
  return input.Lines.map((l, i) => {
    if (!l.Mpn.trim() && !l.CustomerPn.trim())
      throw fieldError('sourcing.mpnRequired', 'Mpn', env.lang, { line: i + 1 });
    if (l.Currency && !(INQUIRY_CURRENCIES as readonly string[]).includes(l.Currency))
      throw fieldError('inquiry.currencyInvalid', 'Currency', env.lang);
    return { ...l, targetPrice: l.TargetPrice ? parsePrice(l.TargetPrice, 'TargetPrice', env.lang) : null };
  });
}

async function writeLines(tx: Tx, demandId: number, currency: string, lines: ReturnType<typeof checkInput>) {
  await tx.insert(dmdDemandLine).values(
    lines.map((l, i) => ({
      demandId,
      lineNo: i + 1,
      mpn: l.Mpn.trim(),
      brand: l.Brand,
      package: l.Package,
      dateCode: l.DateCode,
      quantity: l.Quantity,
      targetPrice: l.targetPrice,
      currency: l.Currency || currency,
      delivery: l.Delivery,
      isUrgent: l.IsUrgent,
      customerPn: l.CustomerPn,
      remark: l.Remark,
    })),
  );
}

const submit = (tx: Tx, env: Env, after: AfterCommit, d: Pick<DemandRow, 'id' | 'no' | 'tenantId'>) =>
  submitDocForReview(tx, { app: env.app, after, lang: env.lang, userId: env.user.id }, DEMAND_REVIEW, d);

/**
 * Records a customer's expected demand (XQ): the customer must be active and the caller's (scope
 * "all": any; the salesperson is then the customer's owner). It waits for confirmation at once
 * (status 1, review type `demand`, queue demandaudit, DemandConfirmCount for administrators).
 */
export async function createDemand(env: Env, input: DemandInput & { CustomerId: number }) {
  const { app, user } = env;
  const lines = checkInput(env, input);
  const [customer] = await app.db.select().from(crmCustomer).where(eq(crmCustomer.id, input.CustomerId));
  if (!customer) throw fieldError('errors.fieldInvalid', 'CustomerId', env.lang);
  if (customer.status !== CUSTOMER_STATUS.active)
    throw fieldError('inquiry.customerNotActive', 'CustomerId', env.lang, { code: customer.code });
  if (!seesAll(user) && customer.ownerId !== user.id)
    throw forbidden('inquiry.customerNotYours', { code: customer.code });
  // The demand takes its customer's owner company: it must take new documents (#10 item 11).
  await assertTenantOpenForNew(app.db, customer.tenantId, 'CustomerId');
  const salespersonId = seesAll(user) ? (customer.ownerId ?? user.id) : user.id;
  const currency = input.Currency || customer.currency || 'USD';
  const now = app.clock.now();
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const no = await nextDocNo(tx, { tenantId: customer.tenantId, prefix: DEMAND_PREFIX, date: now });
    const [row] = await tx
      .insert(dmdDemand)
      .values({
        no,
        tenantId: customer.tenantId,
        customerId: customer.id,
        salespersonId,
        currency,
        expectedDate: input.ExpectedDate || null,
        remark: input.Remark,
        status: DEMAND_STATUS.awaitingConfirmation,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await writeLines(tx, row!.id, currency, lines);
    await recordHistory(tx, {
      type: DEMAND_DOC,
      docId: row!.id,
      docNo: no,
      tenantId: row!.tenantId,
      action: 'create',
      toStatus: DEMAND_STATUS.awaitingConfirmation,
      changes: { Lines: [null, lines.length] },
      userId: user.id,
    });
    await submit(tx, env, after, row!);
    const [fresh] = await tx.select().from(dmdDemand).where(eq(dmdDemand.id, row!.id));
    return fresh!;
  });
  await after.flush(app.log);
  return out;
}

/** Edits a rejected demand order at the version read; saving sends it back for confirmation (status 1). */
export async function updateDemand(env: Env, id: number, input: DemandInput & { Version: number }) {
  const { app, user } = env;
  const lines = checkInput(env, input);
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const d = await loadDemand(tx, user, id, true);
    assertMine(user, d);
    requireActionState(demandResource, 'edit', d, () => conflict('demand.notEditable', { no: d.no }));
    const currency = input.Currency || d.currency;
    const v = await updateVersioned(tx, dmdDemand, d.id, input.Version, {
      currency,
      expectedDate: input.ExpectedDate || null,
      remark: input.Remark,
      status: DEMAND_STATUS.awaitingConfirmation,
      updatedBy: user.id,
    });
    await tx.delete(dmdDemandLine).where(eq(dmdDemandLine.demandId, d.id));
    await writeLines(tx, d.id, currency, lines);
    await recordHistory(tx, {
      type: DEMAND_DOC,
      docId: d.id,
      docNo: d.no,
      tenantId: d.tenantId,
      action: 'update',
      fromStatus: DEMAND_STATUS.rejected,
      toStatus: DEMAND_STATUS.awaitingConfirmation,
      changes: { Lines: [null, lines.length] },
      userId: user.id,
    });
    await submit(tx, env, after, d);
    const [fresh] = await tx.select().from(dmdDemand).where(eq(dmdDemand.id, d.id));
    return { Id: d.id, Version: fresh?.version ?? v.version, Status: fresh!.status };
  });
  await after.flush(app.log);
  return out;
}

/**
 * Opens an inquiry (B) from a confirmed demand order through the inquiry module's createInquiry (the
 * one creation path: customer and salesperson rules, BOM matching, parts on first sight), inside the
 * same transaction that marks the demand converted and links it: both or nothing. The demand row is
 * locked first, so two clicks open one inquiry; the second → 409 demand.alreadyConverted.
 */
export async function openInquiry(
  env: Env,
  id: number,
  input: { Version: number; ContactId?: number | null },
) {
  const { app, user } = env;
  const out = await app.db.transaction(async (tx) => {
    const d = await loadDemand(tx, user, id, true);
    assertMine(user, d);
    if (d.status === DEMAND_STATUS.converted || d.inquiryId) {
      const [inq] = await tx
        .select({ no: inqInquiry.no })
        .from(inqInquiry)
        .where(eq(inqInquiry.id, d.inquiryId ?? 0));
      throw conflict('demand.alreadyConverted', { no: d.no, inquiry: inq?.no ?? '' });
    }
    requireActionState(demandResource, 'openInquiry', d, () => conflict('demand.notConfirmed', { no: d.no }));
    const lines = await tx
      .select()
      .from(dmdDemandLine)
      .where(eq(dmdDemandLine.demandId, d.id))
      .orderBy(asc(dmdDemandLine.lineNo));
    const inq = await createInquiry(
      { app: { ...app, db: tx as unknown as Db }, user, lang: env.lang },
      {
        CustomerId: d.customerId,
        SalespersonId: seesAll(user) ? d.salespersonId : null,
        ContactId: input.ContactId ?? null,
        Currency: d.currency,
        Source: '',
        Remark: [d.no, d.remark].filter(Boolean).join(' '),
        FileName: '',
        Lines: lines.map((l) => ({
          Mpn: l.mpn,
          Brand: l.brand,
          Package: l.package,
          DateCode: l.dateCode,
          Quantity: l.quantity,
          TargetPrice: l.targetPrice,
          Currency: l.currency,
          Delivery: l.delivery,
          IsUrgent: l.isUrgent,
          CustomerPn: l.customerPn,
          Description: '',
          Remark: l.remark,
        })),
      },
    );
    const v = await updateVersioned(tx, dmdDemand, d.id, input.Version, {
      status: DEMAND_STATUS.converted,
      inquiryId: inq.id,
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: DEMAND_DOC,
      docId: d.id,
      docNo: d.no,
      tenantId: d.tenantId,
      action: 'openInquiry',
      fromStatus: DEMAND_STATUS.confirmed,
      toStatus: DEMAND_STATUS.converted,
      changes: { InquiryNo: [null, inq.no] },
      userId: user.id,
    });
    // The inquiry is made from the whole demand (BOM matching may merge its lines): a document link.
    const link = { source: { type: DEMAND_DOC, id: d.id }, target: { type: INQUIRY_DOC, id: inq.id } };
    await recordLinks(tx, [link], { userId: user.id });
    return {
      Id: d.id,
      Version: v.version,
      Status: DEMAND_STATUS.converted,
      InquiryId: inq.id,
      InquiryNo: inq.no,
    };
  });
  app.notifier.todosChanged();
  return out;
}

export const demandLines = (db: Executor, id: number) =>
  db
    .select({
      Id: dmdDemandLine.id,
      LineNo: dmdDemandLine.lineNo,
      Mpn: dmdDemandLine.mpn,
      Brand: dmdDemandLine.brand,
      Package: dmdDemandLine.package,
      DateCode: dmdDemandLine.dateCode,
      Quantity: dmdDemandLine.quantity,
      TargetPrice: dmdDemandLine.targetPrice,
      Currency: dmdDemandLine.currency,
      Delivery: dmdDemandLine.delivery,
      IsUrgent: dmdDemandLine.isUrgent,
      CustomerPn: dmdDemandLine.customerPn,
      Remark: dmdDemandLine.remark,
    })
    .from(dmdDemandLine)
    .where(eq(dmdDemandLine.demandId, id))
    .orderBy(asc(dmdDemandLine.lineNo));
