import { D, money } from '@partdesk/shared/core/money';
import { INQUIRY_STATUS, PURCHASE_QUOTE_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import {
  QUOTE_EDITABLE,
  QUOTE_STATUS_DOC,
  SALES_QUOTE_DOC,
  SALES_QUOTE_PREFIX,
  SALES_QUOTE_REVIEW,
} from '@partdesk/shared/quote/quote-codes';
import {
  checkTiers,
  isPositivePrice,
  isUnitPrice,
  type QuoteLineInput,
  type QuoteTier,
} from '@partdesk/shared/quote/quote-contract';
import { salesQuoteResource } from '@partdesk/shared/quote/quote-resource';
import { isBelow } from '@partdesk/shared/quote/suggested-price';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../core/access/access.js';
import type { Executor, Tx } from '../../core/db/client.js';
import { AfterCommit } from '../../core/documents/after-commit.js';
import { recordHistory } from '../../core/documents/history.js';
import { nextDocNo } from '../../core/documents/numbering.js';
import { loadScoped } from '../../core/documents/scoped-load.js';
import { updateVersioned } from '../../core/documents/versioned.js';
import { anyOf, pendingReviewerSql } from '../../core/documents/visibility.js';
import { conflict, notFound } from '../../core/http/app-error.js';
import { requireActionState } from '../../core/resource/index.js';
import { submitForReview } from '../../core/reviews/index.js';
import { crmContact } from '../crm/index.js';
import { inqInquiry, inqInquiryLine, inqPurchaseQuote } from '../inquiry/index.js';
import { productPart } from '../product/index.js';
import { currentRates, loadBands, rateOf, suggestedPrice } from './margin/margin.service.js';
import { LINKED_LINE, linkQuoteLines } from './quote-links.js';
import { salesQuoteReviewable } from './quote-review.js';
import { quoQuote, quoQuoteLine, quoQuoteRecord, type TierJson } from './quote.table.js';
import type { Env } from '../../core/http/index.js';
import { seesAll } from '../../core/access/index.js';
import { fieldError } from '../../core/http/index.js';

export interface QuoteHeaderInput {
  Currency: string;
  QuoteDate: string;
  ValidUntil: string;
  ContactId?: number | null;
  Remark: string;
  Lines: QuoteLineInput[];
}

type QuoteRow = typeof quoQuote.$inferSelect;
type LineValues = Omit<typeof quoQuoteLine.$inferInsert, 'quoteId'>;

/**
 * Who sees a quote (core/documents/visibility.ts): scope "all" every one; others their own
 * (salesperson), plus the ones whose pending approval they may decide now (holding a quote review
 * queue alone shows nothing, #10 item 4). Detail, PDF, actions and history / attachments use it.
 */
export function quoteScope(user: AuthUser): SQL | undefined {
  if (seesAll(user)) return undefined;
  return anyOf(
    sql`${quoQuote.salespersonId} = ${user.id}`,
    pendingReviewerSql(user, salesQuoteReviewable, quoQuote.id),
  );
}

/** The quote (locked when asked) if the caller may see it (quoteScope), else 404 like a missing one. */
export const loadQuote = (db: Executor, env: Env, id: number, lock = false): Promise<QuoteRow> =>
  loadScoped(db, quoQuote, id, quoteScope(env.user), 'quote.notFound', lock);

/** Own quote (or scope "all") for a change; a reviewer who may only read gets 404. */
async function loadOwnQuote(tx: Tx, env: Env, id: number): Promise<QuoteRow> {
  const row = await loadQuote(tx, env, id, true);
  if (row.salespersonId !== env.user.id && !seesAll(env.user)) throw notFound('quote.notFound');
  return row;
}

function checkDates(env: Env, h: QuoteHeaderInput) {
  if (h.ValidUntil < h.QuoteDate) throw fieldError('quote.validityBeforeDate', 'ValidUntil', env.lang);
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
  if (!c) throw fieldError('inquiry.contactNotOfCustomer', 'ContactId', env.lang);
}

interface Priced {
  lines: LineValues[];
  needsApproval: boolean;
  total: string;
  quotedLineIds: number[];
  rate: string;
}

/**
 * Checks and prices the lines of a quote for an inquiry (every rule here, each a 400 naming the field,
 * nothing written): lines of this inquiry, once each; a picked purchase quote must be a valid offer of
 * that line; a priced line needs a sale price > 0 (≤ 6 decimals); a line without a purchase quote is
 * "not quoted" and takes no price or tiers; tiers ascending above the quantity; at least one priced
 * line. The server computes each priced line's suggested price (margin.service suggestedPrice); a sale
 * price — or a tier price — below it marks the line, and the quote needs approval.
 */
async function priceLines(
  tx: Tx,
  env: Env,
  inquiryId: number,
  currency: string,
  input: QuoteLineInput[],
): Promise<Priced> {
  const lang = env.lang;
  const seen = new Set<number>();
  for (const l of input) {
    if (seen.has(l.InquiryLineId)) throw fieldError('quote.lineDuplicate', 'InquiryLineId', lang);
    seen.add(l.InquiryLineId);
  }
  const invLines = await tx
    .select()
    .from(inqInquiryLine)
    .where(and(eq(inqInquiryLine.inquiryId, inquiryId), inArray(inqInquiryLine.id, [...seen])));
  const byId = new Map(invLines.map((l) => [l.id, l]));
  const pqIds = input.map((l) => l.PurchaseQuoteId).filter((v): v is number => v != null);
  const pqs = pqIds.length
    ? await tx
        .select({ pq: inqPurchaseQuote, brandId: productPart.brandId })
        .from(inqPurchaseQuote)
        .leftJoin(productPart, eq(productPart.id, inqPurchaseQuote.partId))
        .where(inArray(inqPurchaseQuote.id, pqIds))
    : [];
  const pqById = new Map(pqs.map((r) => [r.pq.id, r]));
  const rates = await currentRates(tx);
  const bands = await loadBands(tx);
  const rate = rateOf(rates, currency, 'Currency');
  const out: LineValues[] = [];
  let needsApproval = false;
  let total = new D(0);
  const quotedLineIds: number[] = [];
  let lineNo = 0;
  for (const l of input) {
    const inv = byId.get(l.InquiryLineId);
    if (!inv) throw fieldError('quote.lineNotOfInquiry', 'InquiryLineId', lang);
    const quantity = l.Quantity ?? inv.quantity;
    const tiers: QuoteTier[] = l.Tiers ?? [];
    const priceText = (l.SalePrice ?? '').trim();
    lineNo++;
    if (l.PurchaseQuoteId == null) {
      if (priceText) throw fieldError('quote.priceWithoutQuote', 'SalePrice', lang);
      if (tiers.length) throw fieldError('quote.priceWithoutQuote', 'Tiers', lang);
      out.push({
        lineNo,
        inquiryLineId: inv.id,
        partId: inv.partId,
        mpn: inv.mpn,
        brand: inv.brand,
        package: inv.package,
        dateCode: l.DateCode ?? inv.dateCode,
        quantity,
        leadTimeDays: l.LeadTimeDays ?? null,
        remark: l.Remark ?? '',
        tiers: [],
        createdBy: env.user.id,
        updatedBy: env.user.id,
      });
      continue;
    }
    const found = pqById.get(l.PurchaseQuoteId);
    if (!found || found.pq.lineId !== inv.id || found.pq.status !== PURCHASE_QUOTE_STATUS.valid)
      throw fieldError('quote.purchaseQuoteInvalid', 'PurchaseQuoteId', lang);
    const pq = found.pq;
    if (!priceText) throw fieldError('quote.priceRequired', 'SalePrice', lang);
    if (!isUnitPrice(priceText)) throw fieldError('quote.priceInvalid', 'SalePrice', lang);
    if (!isPositivePrice(priceText)) throw fieldError('quote.pricePositive', 'SalePrice', lang);
    const tierError = checkTiers(tiers, quantity);
    if (tierError) throw fieldError(tierError, 'Tiers', lang, { max: 10 });
    const s = await suggestedPrice(tx, pq.costPrice, pq.currency, currency, found.brandId ?? inv.brandId, {
      bands,
      rates,
    });
    const below =
      isBelow(priceText, s.suggestedPrice) || tiers.some((t) => isBelow(t.Price, s.suggestedPrice));
    needsApproval ||= below;
    total = total.plus(new D(priceText).mul(quantity));
    quotedLineIds.push(inv.id);
    out.push({
      lineNo,
      inquiryLineId: inv.id,
      purchaseQuoteId: pq.id,
      supplierId: pq.supplierId,
      partId: pq.partId ?? inv.partId,
      mpn: pq.mpn || inv.mpn,
      brand: pq.brand || inv.brand,
      package: pq.package || inv.package,
      dateCode: l.DateCode ?? pq.dateCode,
      quantity,
      salePrice: new D(priceText).toFixed(6),
      costPrice: pq.costPrice,
      costCurrency: pq.currency,
      suggestedPrice: s.suggestedPrice,
      marginPercent: s.marginPercent,
      belowSuggested: below,
      tiers: tiers.map((t) => ({ Quantity: t.Quantity, Price: new D(t.Price.trim()).toFixed(6) })),
      leadTimeDays: l.LeadTimeDays ?? pq.leadTimeDays,
      remark: l.Remark ?? '',
      createdBy: env.user.id,
      updatedBy: env.user.id,
    });
  }
  if (!quotedLineIds.length) throw fieldError('quote.noPricedLine', 'Lines', lang);
  return { lines: out, needsApproval, total: money(total), quotedLineIds, rate };
}

/** Writes the lines of a quote version and their quote records (append-only price history). */
async function writeLines(tx: Tx, env: Env, q: QuoteRow, lines: LineValues[]) {
  const values = lines.map((l) => ({ ...l, quoteId: q.id }));
  const written = await tx.insert(quoQuoteLine).values(values).returning(LINKED_LINE);
  await linkQuoteLines(tx, q, written, env.user.id);
  const priced = lines.filter((l) => l.salePrice != null);
  await tx.insert(quoQuoteRecord).values(
    priced.map((l) => ({
      quoteId: q.id,
      quoteNo: q.no,
      quoteVersion: q.version,
      tenantId: q.tenantId,
      customerId: q.customerId,
      salespersonId: q.salespersonId,
      inquiryLineId: l.inquiryLineId,
      partId: l.partId ?? null,
      mpn: l.mpn,
      brand: l.brand ?? '',
      package: l.package ?? '',
      quantity: l.quantity,
      salePrice: l.salePrice!,
      currency: q.currency,
      suggestedPrice: l.suggestedPrice ?? null,
      costPrice: l.costPrice ?? null,
      costCurrency: l.costCurrency ?? null,
      belowSuggested: l.belowSuggested ?? false,
      tiers: (l.tiers ?? []) as TierJson,
      quoteDate: q.quoteDate,
      validUntil: q.validUntil,
      createdBy: env.user.id,
    })),
  );
}

async function submit(tx: Tx, env: Env, after: AfterCommit, q: QuoteRow) {
  const r = await submitForReview(
    tx,
    { app: env.app, after, lang: env.lang },
    {
      type: SALES_QUOTE_REVIEW,
      docId: q.id,
      docNo: q.no,
      amount: null,
      submittedBy: env.user.id,
      tenantId: q.tenantId,
    },
  );
  return r.status;
}

/**
 * A quote from an inquiry (rfq-detail_quote): the caller's open inquiry (scope "all": any), dates
 * required with the validity not before the quote date, lines priced by priceLines. Below the
 * suggested price → status pending approval and review `salesQuote` (Quotation-review /
 * quote-approval-list, QuoteAuditCount); otherwise valid at once. Priced inquiry lines move to
 * quoted / requoted (event `quote.saved`, inquiry subscribes); every priced line goes to the quote record.
 */
export async function createQuote(env: Env, input: QuoteHeaderInput & { InquiryId: number }) {
  const { app, user } = env;
  checkDates(env, input);
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const [inq] = await tx
      .select()
      .from(inqInquiry)
      .where(and(eq(inqInquiry.id, input.InquiryId), isNull(inqInquiry.deletedAt)))
      .for('update');
    if (!inq || (inq.salespersonId !== user.id && !seesAll(user)))
      throw fieldError('quote.inquiryNotFound', 'InquiryId', env.lang);
    if (inq.status !== INQUIRY_STATUS.open) throw conflict('quote.inquiryNotOpen', { no: inq.no });
    const contactId = input.ContactId === undefined ? inq.contactId : input.ContactId;
    await checkContact(tx, env, inq.customerId, contactId);
    const p = await priceLines(tx, env, inq.id, input.Currency, input.Lines);
    const now = app.clock.now();
    const no = await nextDocNo(tx, { tenantId: inq.tenantId, prefix: SALES_QUOTE_PREFIX, date: now });
    const [q] = await tx
      .insert(quoQuote)
      .values({
        no,
        tenantId: inq.tenantId,
        inquiryId: inq.id,
        customerId: inq.customerId,
        contactId: contactId ?? null,
        salespersonId: inq.salespersonId,
        currency: input.Currency,
        rate: p.rate,
        quoteDate: input.QuoteDate,
        validUntil: input.ValidUntil,
        remark: input.Remark,
        status: p.needsApproval ? QUOTE_STATUS_DOC.pendingApproval : QUOTE_STATUS_DOC.valid,
        needsApproval: p.needsApproval,
        total: p.total,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await writeLines(tx, env, q!, p.lines);
    await recordHistory(tx, {
      type: SALES_QUOTE_DOC,
      docId: q!.id,
      docNo: no,
      tenantId: q!.tenantId,
      action: 'create',
      toStatus: q!.status,
      changes: { InquiryNo: [null, inq.no], Total: [null, p.total] },
      userId: user.id,
    });
    await app.events.publish(tx, after, 'quote.saved', {
      action: 'create',
      quoteId: q!.id,
      no,
      tenantId: q!.tenantId,
      inquiryId: inq.id,
      customerId: inq.customerId,
      salespersonId: inq.salespersonId,
      status: q!.status,
      total: p.total,
      currency: input.Currency,
      quotedLineIds: p.quotedLineIds,
      at: now,
      userId: user.id,
    });
    if (p.needsApproval) await submit(tx, env, after, q!);
    after.later(() => app.notifier.todosChanged());
    const [fresh] = await tx.select().from(quoQuote).where(eq(quoQuote.id, q!.id));
    return {
      Id: fresh!.id,
      No: no,
      Status: fresh!.status,
      NeedsApproval: p.needsApproval,
      Total: p.total,
      Version: fresh!.version,
    };
  });
  await after.flush(app.log);
  return out;
}

/**
 * Edits a valid or rejected quote at the version read (409 otherwise / when stale): header and lines
 * are replaced and re-priced; the new version's lines go to the quote record; below the suggested
 * price → pending approval again (a valid quote that drops below is re-reviewed).
 */
export async function updateQuote(env: Env, id: number, input: QuoteHeaderInput & { Version: number }) {
  const { app, user } = env;
  checkDates(env, input);
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const q = await loadOwnQuote(tx, env, id);
    if (!QUOTE_EDITABLE.includes(q.status)) throw conflict('quote.notEditable', { no: q.no });
    const contactId = input.ContactId === undefined ? q.contactId : input.ContactId;
    await checkContact(tx, env, q.customerId, contactId);
    const p = await priceLines(tx, env, q.inquiryId, input.Currency, input.Lines);
    const status = p.needsApproval ? QUOTE_STATUS_DOC.pendingApproval : QUOTE_STATUS_DOC.valid;
    await updateVersioned(tx, quoQuote, q.id, input.Version, {
      currency: input.Currency,
      rate: p.rate,
      quoteDate: input.QuoteDate,
      validUntil: input.ValidUntil,
      contactId: contactId ?? null,
      remark: input.Remark,
      status,
      needsApproval: p.needsApproval,
      total: p.total,
      updatedBy: user.id,
    });
    await tx.delete(quoQuoteLine).where(eq(quoQuoteLine.quoteId, q.id));
    const [fresh] = await tx.select().from(quoQuote).where(eq(quoQuote.id, q.id));
    await writeLines(tx, env, fresh!, p.lines);
    await recordHistory(tx, {
      type: SALES_QUOTE_DOC,
      docId: q.id,
      docNo: q.no,
      tenantId: q.tenantId,
      action: 'edit',
      fromStatus: q.status,
      toStatus: status,
      changes: { Total: [q.total, p.total], ValidUntil: [q.validUntil, input.ValidUntil] },
      userId: user.id,
    });
    await app.events.publish(tx, after, 'quote.saved', {
      action: 'edit',
      quoteId: q.id,
      no: q.no,
      tenantId: q.tenantId,
      inquiryId: q.inquiryId,
      customerId: q.customerId,
      salespersonId: q.salespersonId,
      status,
      total: p.total,
      currency: input.Currency,
      quotedLineIds: p.quotedLineIds,
      at: app.clock.now(),
      userId: user.id,
    });
    if (p.needsApproval) await submit(tx, env, after, fresh!);
    after.later(() => app.notifier.todosChanged());
    const [last] = await tx.select().from(quoQuote).where(eq(quoQuote.id, q.id));
    return {
      Id: q.id,
      No: q.no,
      Status: last!.status,
      NeedsApproval: p.needsApproval,
      Total: p.total,
      Version: last!.version,
    };
  });
  await after.flush(app.log);
  return out;
}

/** The reason a quote cannot go to the customer (send / PDF), or null. */
export function sendRefusal(q: Pick<QuoteRow, 'no' | 'status'>) {
  if (q.status === QUOTE_STATUS_DOC.pendingApproval) return conflict('quote.needsApproval', { no: q.no });
  if (q.status === QUOTE_STATUS_DOC.rejected) return conflict('quote.rejectedCannotSend', { no: q.no });
  if (q.status === QUOTE_STATUS_DOC.voided) return conflict('quote.notEditable', { no: q.no });
  return null;
}

/**
 * Marks a quote sent to the customer at the version read: only a valid one (pending approval or
 * rejected → 409, already sent → 409, validity passed → 409).
 */
export async function sendQuote(env: Env, id: number, version: number) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const q = await loadOwnQuote(tx, env, id);
    const refusal = sendRefusal(q);
    if (refusal) throw refusal;
    if (q.status === QUOTE_STATUS_DOC.sent) throw conflict('quote.alreadySent', { no: q.no });
    const today = app.clock.now().toISOString().slice(0, 10);
    if (q.validUntil < today) throw conflict('quote.expired', { no: q.no });
    requireActionState(salesQuoteResource, 'send', { Status: q.status });
    const now = app.clock.now();
    const v = await updateVersioned(tx, quoQuote, q.id, version, {
      status: QUOTE_STATUS_DOC.sent,
      sentAt: now,
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: SALES_QUOTE_DOC,
      docId: q.id,
      docNo: q.no,
      tenantId: q.tenantId,
      action: 'send',
      fromStatus: q.status,
      toStatus: QUOTE_STATUS_DOC.sent,
      userId: user.id,
    });
    return { Id: q.id, Status: QUOTE_STATUS_DOC.sent, SentAt: now.toISOString(), Version: v.version };
  });
}

/** Voids a valid, sent or rejected quote at the version read (pending approval → 409: decide it first). */
export async function voidQuote(env: Env, id: number, version: number) {
  const { app, user } = env;
  return app.db.transaction(async (tx) => {
    const q = await loadOwnQuote(tx, env, id);
    requireActionState(salesQuoteResource, 'void', { Status: q.status }, () =>
      conflict('quote.cannotVoid', { no: q.no }),
    );
    const v = await updateVersioned(tx, quoQuote, q.id, version, {
      status: QUOTE_STATUS_DOC.voided,
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: SALES_QUOTE_DOC,
      docId: q.id,
      docNo: q.no,
      tenantId: q.tenantId,
      action: 'void',
      fromStatus: q.status,
      toStatus: QUOTE_STATUS_DOC.voided,
      userId: user.id,
    });
    return { Id: q.id, Status: QUOTE_STATUS_DOC.voided, Version: v.version };
  });
}
