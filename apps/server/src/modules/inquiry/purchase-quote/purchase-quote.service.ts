import {
  INQUIRY_CURRENCIES,
  INQUIRY_STATUS,
  PURCHASE_QUOTE_STATUS,
} from '@partdesk/shared/inquiry/inquiry-codes';
import { purchaseQuoteResource } from '@partdesk/shared/inquiry/inquiry-resource';
import { statusAfterQuote, statusAfterVoid } from '@partdesk/shared/inquiry/quote-status';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AfterCommit } from '../../../core/documents/after-commit.js';
import { recordHistory } from '../../../core/documents/history.js';
import { recordLinks } from '../../../core/documents/links.js';
import { nextDocNo } from '../../../core/documents/numbering.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import { conflict, forbidden, notFound } from '../../../core/http/app-error.js';
import { requireActionState } from '../../../core/resource/index.js';
import { findOrCreatePart, normalizeMpn, resolveBrandId } from '../../product/index.js';
import { purSupplier, SUPPLIER_STATUS } from '../../purchase/index.js';
import { parsePrice } from '../inquiry-access.js';
import { INQUIRY_DOC } from '../inquiry/inquiry.service.js';
import { inqInquiry, inqInquiryLine } from '../inquiry/inquiry.table.js';
import { inqPurchaseQuote } from './purchase-quote.table.js';
import type { Env } from '../../../core/http/index.js';
import { seesAll } from '../../../core/access/index.js';
import { fieldError } from '../../../core/http/index.js';
import { rows } from '../../../core/db/index.js';

export const PURCHASE_QUOTE_DOC = 'purchaseQuote';

export interface QuoteInput {
  LineId: number;
  SupplierId: number;
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  CostPrice: string;
  Currency: string;
  Quantity: number;
  Moq: number;
  LeadTimeDays: number;
  ValidUntil: string;
  Condition: number;
  Source: number;
  IsTentative: boolean;
  Remark: string;
}

/**
 * A buyer or price checker enters a supplier's offer for an inquiry line (CB number). Checks, each a
 * 400 naming the field and nothing written: the line (of an open or transferring, not deleted
 * inquiry; closed → 409), an active supplier, cost price > 0 (≤ 6 decimals), a tenant currency,
 * validity not before today, MOQ ≤ quantity. The line's quote status moves (statusAfterQuote) and the
 * inquiry's salesperson is notified (number B… → RFQmenu); the sourcing counters are pushed.
 */
export async function createPurchaseQuote(env: Env, input: QuoteInput) {
  const { app, user } = env;
  const cost = parsePrice(input.CostPrice, 'CostPrice', env.lang, true);
  if (!(INQUIRY_CURRENCIES as readonly string[]).includes(input.Currency))
    throw fieldError('inquiry.currencyInvalid', 'Currency', env.lang);
  const today = app.clock.now().toISOString().slice(0, 10);
  if (input.ValidUntil < today) throw fieldError('inquiry.validityPast', 'ValidUntil', env.lang);
  if (input.Moq > input.Quantity) throw fieldError('inquiry.moqAboveQuantity', 'Moq', env.lang);
  const [supplier] = await app.db
    .select({ id: purSupplier.id, status: purSupplier.status, name: purSupplier.name })
    .from(purSupplier)
    .where(eq(purSupplier.id, input.SupplierId));
  if (!supplier || supplier.status !== SUPPLIER_STATUS.active)
    throw fieldError('inquiry.supplierInvalid', 'SupplierId', env.lang);
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(inqInquiryLine)
      .where(eq(inqInquiryLine.id, input.LineId))
      .for('update');
    if (!line) throw fieldError('inquiry.lineNotFound', 'LineId', env.lang);
    const [inq] = await tx
      .select()
      .from(inqInquiry)
      .where(and(eq(inqInquiry.id, line.inquiryId), isNull(inqInquiry.deletedAt)));
    if (!inq) throw fieldError('inquiry.lineNotFound', 'LineId', env.lang);
    if (inq.status === INQUIRY_STATUS.closed) throw conflict('inquiry.lineClosed', { no: inq.no });
    const mpn = input.Mpn.trim() || line.mpn;
    const brand = input.Brand.trim() || line.brand;
    let partId = line.partId;
    if (normalizeMpn(mpn) !== line.mpnNorm || brand !== line.brand) {
      const brandId = brand ? await resolveBrandId(tx, brand) : null;
      partId = brandId
        ? (await findOrCreatePart(tx, { mpn, brandId, package: input.Package }, user.id)).id
        : null;
    }
    const no = await nextDocNo(tx, { tenantId: inq.tenantId, prefix: 'CB', date: app.clock.now() });
    const [q] = await tx
      .insert(inqPurchaseQuote)
      .values({
        no,
        tenantId: inq.tenantId,
        inquiryId: inq.id,
        lineId: line.id,
        partId,
        supplierId: supplier.id,
        buyerId: user.id,
        mpn,
        brand,
        package: input.Package || line.package,
        dateCode: input.DateCode,
        costPrice: cost,
        currency: input.Currency,
        quantity: input.Quantity,
        moq: input.Moq,
        leadTimeDays: input.LeadTimeDays,
        validUntil: input.ValidUntil,
        condition: input.Condition,
        source: input.Source,
        isTentative: input.IsTentative,
        remark: input.Remark,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    // The offer prices this inquiry line (trace, decision 0018).
    await recordLinks(
      tx,
      [
        {
          source: { type: INQUIRY_DOC, id: inq.id, lineId: line.id },
          target: { type: PURCHASE_QUOTE_DOC, id: q!.id },
          quantity: input.Quantity,
        },
      ],
      { userId: user.id },
    );
    const next = statusAfterQuote(line.quoteStatus, input.IsTentative);
    await tx
      .update(inqInquiryLine)
      .set({
        quoteStatus: next,
        quotedAt: app.clock.now(),
        version: sql`${inqInquiryLine.version} + 1`,
        updatedBy: user.id,
        updatedAt: app.clock.now(),
      })
      .where(eq(inqInquiryLine.id, line.id));
    await recordHistory(tx, {
      type: PURCHASE_QUOTE_DOC,
      docId: q!.id,
      docNo: no,
      tenantId: inq.tenantId,
      action: 'create',
      toStatus: PURCHASE_QUOTE_STATUS.valid,
      userId: user.id,
    });
    if (next !== line.quoteStatus)
      await recordHistory(tx, {
        type: INQUIRY_DOC,
        docId: inq.id,
        docNo: inq.no,
        tenantId: inq.tenantId,
        action: 'quoted',
        fromStatus: line.quoteStatus,
        toStatus: next,
        changes: { LineNo: [null, line.lineNo], PurchaseQuote: [null, no] },
        userId: user.id,
      });
    // A message key: the reader sees it in their language, the line's status by its label (#20).
    const message = {
      Key: 'notices.msg.inquiryQuoted',
      Params: {
        quote: no,
        quantity: input.Quantity,
        cost: String(cost),
        currency: input.Currency,
        status: { code: next, labels: 'notices.status.quote' },
      },
      No: inq.no,
      PartNo: line.mpn,
      Type: 'inquiry',
    };
    after.later(() => app.notifier.notify(inq.salespersonId, message));
    after.later(() => app.notifier.todosChanged());
    return { Id: q!.id, No: no, LineId: line.id, QuoteStatus: next, Version: q!.version };
  });
  await after.flush(app.log);
  return out;
}

/**
 * Voids a purchase quote (its buyer, or scope "all") at the version read; the line's status follows
 * (statusAfterVoid). Already voided → 409.
 */
export async function voidPurchaseQuote(env: Env, id: number, version: number) {
  const { app, user } = env;
  const out = await app.db.transaction(async (tx) => {
    const [q] = await tx.select().from(inqPurchaseQuote).where(eq(inqPurchaseQuote.id, id)).for('update');
    if (!q) throw notFound('inquiry.quoteNotFound');
    if (q.buyerId !== user.id && !seesAll(user)) throw forbidden('inquiry.quoteNotYours', { no: q.no });
    requireActionState(purchaseQuoteResource, 'void', { Status: q.status }, () =>
      conflict('inquiry.quoteVoided', { no: q.no }),
    );
    const v = await updateVersioned(tx, inqPurchaseQuote, q.id, version, {
      status: PURCHASE_QUOTE_STATUS.voided,
      updatedBy: user.id,
    });
    const [line] = await tx
      .select()
      .from(inqInquiryLine)
      .where(eq(inqInquiryLine.id, q.lineId))
      .for('update');
    const left = rows<{ firm: number; tentative: number }>(
      await tx.execute(sql`
      select count(*) filter (where not is_tentative)::int as firm, count(*) filter (where is_tentative)::int as tentative
      from inq_purchase_quote where line_id = ${q.lineId} and status = ${PURCHASE_QUOTE_STATUS.valid}`),
    );
    const next = statusAfterVoid(line!.quoteStatus, left[0]!.firm, left[0]!.tentative);
    if (next !== line!.quoteStatus)
      await tx
        .update(inqInquiryLine)
        .set({ quoteStatus: next, version: sql`${inqInquiryLine.version} + 1`, updatedBy: user.id })
        .where(eq(inqInquiryLine.id, q.lineId));
    await recordHistory(tx, {
      type: PURCHASE_QUOTE_DOC,
      docId: q.id,
      docNo: q.no,
      tenantId: q.tenantId,
      action: 'void',
      fromStatus: PURCHASE_QUOTE_STATUS.valid,
      toStatus: PURCHASE_QUOTE_STATUS.voided,
      userId: user.id,
    });
    return { Id: q.id, Version: v.version, QuoteStatus: next };
  });
  app.notifier.todosChanged();
  return out;
}
