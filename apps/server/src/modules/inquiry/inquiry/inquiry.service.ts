import {
  INQUIRY_CURRENCIES,
  INQUIRY_MENU,
  INQUIRY_STATUS,
  INQUIRY_TRANSFER_REVIEW,
} from '@partdesk/shared/inquiry/inquiry-codes';
import { inquiryResource } from '@partdesk/shared/inquiry/inquiry-resource';
import { and, eq, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { AfterCommit } from '../../../core/documents/after-commit.js';
import { diffChanges, recordHistory } from '../../../core/documents/history.js';
import { nextDocNo } from '../../../core/documents/numbering.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import { anyOf, pendingReviewerSql } from '../../../core/documents/visibility.js';
import { conflict, forbidden, notFound } from '../../../core/http/app-error.js';
import { requireActionState } from '../../../core/resource/index.js';
import { CUSTOMER_STATUS, crmContact, crmCustomer } from '../../crm/index.js';
import { assertTenantOpenForNew, dictLines } from '../../lookups/index.js';
import { parsePrice } from '../inquiry-access.js';
import { insertLines, type LineInput, MAX_LINES } from './inquiry-lines.js';
import { inqInquiry, inqInquiryLine } from './inquiry.table.js';
import type { Env } from '../../../core/http/index.js';
import { seesAll } from '../../../core/access/index.js';
import { fieldError } from '../../../core/http/index.js';
import { isActiveSalesperson } from '../../../core/access/index.js';

export const INQUIRY_DOC = 'inquiry';

export interface HeaderInput {
  ContactId?: number | null;
  Currency?: string | null;
  Source: string;
  Remark: string;
  FileName: string;
}

export type InquiryRow = typeof inqInquiry.$inferSelect;

/** Rows the caller may see: scope "all" every inquiry; otherwise their own (salesperson). */
export function inquiryScope(user: AuthUser): SQL | undefined {
  if (seesAll(user)) return undefined;
  return sql`${inqInquiry.salespersonId} = ${user.id}`;
}

/**
 * Who sees an inquiry's detail and history (core/documents/visibility.ts): scope "all" every one;
 * others their own (salesperson), plus the ones whose pending transfer review they may decide now
 * (holding forward-review alone shows nothing, #10 item 4).
 */
export function inquiryVisible(user: AuthUser): SQL | undefined {
  if (seesAll(user)) return undefined;
  return anyOf(
    sql`${inqInquiry.salespersonId} = ${user.id}`,
    pendingReviewerSql(
      user,
      { type: INQUIRY_TRANSFER_REVIEW, queueRoute: `/${INQUIRY_MENU.forwardReview}` },
      inqInquiry.id,
    ),
  );
}

/** The inquiry (not deleted), locked when asked, visible to the caller (404 otherwise — no leak of existence). */
export async function loadInquiry(
  db: Executor,
  user: AuthUser,
  id: number,
  lock = false,
): Promise<InquiryRow> {
  const visible = inquiryVisible(user);
  const q = db
    .select()
    .from(inqInquiry)
    .where(and(eq(inqInquiry.id, id), isNull(inqInquiry.deletedAt), ...(visible ? [visible] : [])));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('inquiry.notFound');
  return row;
}

/** An active user holding a sales-scope role, else 400 naming `field`. */
export async function requireSalesperson(
  db: Executor,
  env: Env,
  userId: number,
  field: string,
): Promise<void> {
  if ((await isActiveSalesperson(db, userId)) === null)
    throw fieldError('inquiry.notSalesperson', field, env.lang);
}

async function checkHeader(db: Executor, env: Env, customerId: number, h: HeaderInput) {
  if (h.ContactId != null) {
    const [c] = await db
      .select({ id: crmContact.id })
      .from(crmContact)
      .where(and(eq(crmContact.id, h.ContactId), eq(crmContact.customerId, customerId)));
    if (!c) throw fieldError('inquiry.contactNotOfCustomer', 'ContactId', env.lang);
  }
  if (h.Currency && !(INQUIRY_CURRENCIES as readonly string[]).includes(h.Currency))
    throw fieldError('inquiry.currencyInvalid', 'Currency', env.lang);
  if (h.Source && !(await dictLines(db, 'BomOrigin')).some((l) => l.value === h.Source))
    throw fieldError('inquiry.sourceInvalid', 'Source', env.lang);
}

function checkLines(env: Env, lines: readonly LineInput[], required: boolean) {
  if (required && !lines.length) throw fieldError('inquiry.linesRequired', 'Lines', env.lang);
  if (lines.length > MAX_LINES)
    throw fieldError('inquiry.tooManyLines', 'Lines', env.lang, { max: MAX_LINES });
  for (const l of lines)
    if (l.Currency && !(INQUIRY_CURRENCIES as readonly string[]).includes(l.Currency))
      throw fieldError('inquiry.currencyInvalid', 'Currency', env.lang);
}

/**
 * Creates an inquiry (B number) with its lines (typed, or the lines of a BOM import: both go through
 * the product module's matchBom and are stored matched). The customer must be active and the
 * salesperson's (scope "all" may name any active salesperson; default the customer's owner).
 */
export async function createInquiry(
  env: Env,
  input: HeaderInput & { CustomerId: number; SalespersonId?: number | null; Lines: LineInput[] },
  /** The caller's queue when it runs this inside its own transaction (demand): it flushes after its commit. */
  outer?: AfterCommit,
) {
  const { app, user } = env;
  checkLines(env, input.Lines, true);
  const [customer] = await app.db.select().from(crmCustomer).where(eq(crmCustomer.id, input.CustomerId));
  if (!customer) throw fieldError('errors.fieldInvalid', 'CustomerId', env.lang);
  if (customer.status !== CUSTOMER_STATUS.active)
    throw fieldError('inquiry.customerNotActive', 'CustomerId', env.lang, { code: customer.code });
  let salespersonId = user.id;
  if (seesAll(user)) salespersonId = input.SalespersonId ?? customer.ownerId ?? user.id;
  else if (input.SalespersonId != null && input.SalespersonId !== user.id)
    throw forbidden('inquiry.customerNotYours', { code: customer.code });
  if (!seesAll(user) && customer.ownerId !== user.id)
    throw forbidden('inquiry.customerNotYours', { code: customer.code });
  // The inquiry takes its customer's owner company: it must take new documents (#10 item 11).
  await assertTenantOpenForNew(app.db, customer.tenantId, 'CustomerId');
  await requireSalesperson(app.db, env, salespersonId, 'SalespersonId');
  await checkHeader(app.db, env, customer.id, input);
  const currency = input.Currency || customer.currency || 'USD';
  const now = app.clock.now();
  const after = outer ?? new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const no = await nextDocNo(tx, { tenantId: customer.tenantId, prefix: 'B', date: now });
    const [row] = await tx
      .insert(inqInquiry)
      .values({
        no,
        tenantId: customer.tenantId,
        customerId: customer.id,
        contactId: input.ContactId ?? null,
        salespersonId,
        currency,
        source: input.Source,
        fileName: input.FileName,
        remark: input.Remark,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    const n = await insertLines(tx, env, { id: row!.id, customerId: customer.id, currency }, input.Lines);
    await recordHistory(tx, {
      type: INQUIRY_DOC,
      docId: row!.id,
      docNo: no,
      tenantId: customer.tenantId,
      action: 'create',
      toStatus: INQUIRY_STATUS.open,
      changes: { Lines: [null, n] },
      userId: user.id,
    });
    // The CRM keeps the customer's last-inquiry time and trade timeline (subscribers in crm/index.ts).
    await app.events.publish(tx, after, 'inquiry.created', {
      inquiryId: row!.id,
      no,
      tenantId: customer.tenantId,
      customerId: customer.id,
      salespersonId,
      currency,
      lines: n,
      at: now,
      userId: user.id,
    });
    return { ...row!, lines: n };
  });
  if (!outer) await after.flush(app.log);
  return out;
}

export interface LineChange {
  Id: number;
  Quantity?: number;
  TargetPrice?: string | null;
  Currency?: string | null;
  DateCode?: string;
  Package?: string;
  Delivery?: string;
  IsUrgent?: boolean;
  Remark?: string;
}

/**
 * Edits an open inquiry at the version read: header fields, changed lines (quantity, target price,
 * currency, D/C, package, delivery, urgent, remark — the part of a line stays) and added lines.
 * Transferring or closed → 409; another salesperson's → 404; stale → 409.
 */
export async function updateInquiry(
  env: Env,
  id: number,
  input: HeaderInput & { Version: number; Lines: LineChange[]; AddLines: LineInput[] },
) {
  const { app, user } = env;
  checkLines(env, input.AddLines, false);
  return app.db.transaction(async (tx) => {
    const inq = await loadInquiry(tx, user, id, true);
    if (inq.salespersonId !== user.id && !seesAll(user)) throw notFound('inquiry.notFound');
    requireActionState(inquiryResource, 'edit', { Status: inq.status }, () =>
      conflict('inquiry.notEditable', { no: inq.no }),
    );
    await checkHeader(tx, env, inq.customerId, input);
    const header = {
      contactId: input.ContactId ?? null,
      currency: input.Currency || inq.currency,
      source: input.Source,
      remark: input.Remark,
    };
    const updated = await updateVersioned(tx, inqInquiry, inq.id, input.Version, {
      ...header,
      updatedBy: user.id,
    });
    for (const c of input.Lines) {
      if (c.Currency && !(INQUIRY_CURRENCIES as readonly string[]).includes(c.Currency))
        throw fieldError('inquiry.currencyInvalid', 'Currency', env.lang);
      const set = Object.fromEntries(
        Object.entries({
          quantity: c.Quantity,
          targetPrice:
            c.TargetPrice === undefined
              ? undefined
              : c.TargetPrice
                ? parsePriceOrThrow(env, c.TargetPrice)
                : null,
          currency: c.Currency || undefined,
          dateCode: c.DateCode,
          package: c.Package,
          delivery: c.Delivery,
          isUrgent: c.IsUrgent,
          remark: c.Remark,
        }).filter(([, v]) => v !== undefined),
      );
      const res = await tx
        .update(inqInquiryLine)
        .set({
          ...set,
          version: sql`${inqInquiryLine.version} + 1`,
          updatedBy: user.id,
          updatedAt: app.clock.now(),
        })
        .where(and(eq(inqInquiryLine.id, c.Id), eq(inqInquiryLine.inquiryId, inq.id)))
        .returning({ id: inqInquiryLine.id });
      if (!res.length) throw fieldError('inquiry.lineNotFound', 'Lines', env.lang);
    }
    let added = 0;
    if (input.AddLines.length) {
      const [m] = await tx
        .select({ n: max(inqInquiryLine.lineNo) })
        .from(inqInquiryLine)
        .where(eq(inqInquiryLine.inquiryId, inq.id));
      added = await insertLines(
        tx,
        env,
        { ...inq, currency: header.currency },
        input.AddLines,
        (m?.n ?? 0) + 1,
      );
    }
    await recordHistory(tx, {
      type: INQUIRY_DOC,
      docId: inq.id,
      docNo: inq.no,
      tenantId: inq.tenantId,
      action: 'update',
      changes: {
        ...diffChanges(
          { ContactId: inq.contactId, Currency: inq.currency, Source: inq.source, Remark: inq.remark },
          {
            ContactId: header.contactId,
            Currency: header.currency,
            Source: header.source,
            Remark: header.remark,
          },
        ),
        ...(input.Lines.length ? { LinesChanged: [null, input.Lines.length] } : {}),
        ...(added ? { LinesAdded: [null, added] } : {}),
      },
      userId: user.id,
    });
    return updated;
  });
}

const parsePriceOrThrow = (env: Env, v: string) => parsePrice(v, 'TargetPrice', env.lang);
