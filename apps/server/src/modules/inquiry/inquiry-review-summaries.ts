import type { ReviewLines, ReviewSummary } from '@partdesk/shared/core/review-summary';
import { PURCHASE_PURPOSE } from '@partdesk/shared/inquiry/purchase-request-codes';
import { type Lang, translate } from '@partdesk/shared/i18n/index';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/client.js';
import {
  factValue as str,
  nameWithCode,
  pricedTotal,
  reviewLabel as R,
  summariesOf,
  targetPriceLines,
  userNameSql as userName,
} from '../../core/reviews/index.js';
import { customerWhoColumns } from '../crm/index.js';
import { inqInquiry, inqInquiryLine } from './inquiry/inquiry.table.js';
import { inqPurchaseRequest, inqPurchaseRequestLine } from './purchase-request/purchase-request.table.js';

/**
 * What the inquiry module's review queues show to decide from (#20 item 9): purchase requests
 * (purchase-requestaudit) and inquiry transfers (forward-review). Labels are translation keys; names
 * and purposes in the reader's language.
 */

const purposeKey = (p: number) =>
  `resources.purchaseRequest.${p === PURCHASE_PURPOSE.sample ? 'purposeSample' : 'purposeStock'}`;

/** Σ quantity × unit price of the priced lines, 2 places; null when no line has a price or currencies differ. */
function total(lines: { quantity: number; price: string | null; currency: string }[]) {
  const currencies = [...new Set(lines.filter((l) => l.price !== null).map((l) => l.currency))];
  if (currencies.length !== 1) return { amount: null, currency: currencies[0] ?? null };
  return { amount: pricedTotal(lines), currency: currencies[0]! };
}

/**
 * Purchase requests: the requester, the target value (Σ quantity × target cost, one currency), the line
 * count, what for (stock / sample), the earliest required date, the remark; why: a purchase to approve.
 */
export async function summarizePurchaseRequests(
  db: Executor,
  ids: number[],
  lang: Lang,
): Promise<Map<number, ReviewSummary>> {
  const heads = await db
    .select({
      id: inqPurchaseRequest.id,
      remark: inqPurchaseRequest.remark,
      requester: userName(inqPurchaseRequest.requestedBy, lang),
    })
    .from(inqPurchaseRequest)
    .where(inArray(inqPurchaseRequest.id, ids));
  const lines = await db
    .select({
      requestId: inqPurchaseRequestLine.requestId,
      quantity: inqPurchaseRequestLine.quantity,
      price: inqPurchaseRequestLine.targetCost,
      currency: inqPurchaseRequestLine.currency,
      purpose: inqPurchaseRequestLine.purpose,
      requiredDate: inqPurchaseRequestLine.requiredDate,
    })
    .from(inqPurchaseRequestLine)
    .where(inArray(inqPurchaseRequestLine.requestId, ids));
  return summariesOf(
    heads,
    lines,
    (l) => l.requestId,
    (h, mine) => {
      const { amount, currency } = total(mine);
      const purposes = [...new Set(mine.map((l) => l.purpose))]
        .sort()
        .map((p) => translate(lang, purposeKey(p)))
        .join(' / ');
      const dates = mine.map((l) => l.requiredDate).filter((d): d is string => !!d);
      return {
        Who: h.requester,
        Amount: amount,
        Currency: currency,
        Facts: [
          { Label: R('LineCount'), Value: String(mine.length) },
          { Label: R('Purpose'), Value: str(purposes) },
          { Label: R('RequiredDate'), Value: dates.length ? dates.sort()[0]! : null },
          { Label: R('Remark'), Value: str(h.remark) },
        ],
        Reason: { Key: R('reasonPurchaseRequest'), Params: { purpose: purposes } },
      };
    },
  );
}

/** The request's lines: MPN, brand, quantity, target cost, purpose, required date. */
export async function purchaseRequestReviewLines(db: Executor, id: number): Promise<ReviewLines> {
  const list = await db
    .select({
      mpn: inqPurchaseRequestLine.mpn,
      brand: inqPurchaseRequestLine.brand,
      quantity: inqPurchaseRequestLine.quantity,
      price: inqPurchaseRequestLine.targetCost,
      currency: inqPurchaseRequestLine.currency,
      purpose: inqPurchaseRequestLine.purpose,
      requiredDate: inqPurchaseRequestLine.requiredDate,
    })
    .from(inqPurchaseRequestLine)
    .where(eq(inqPurchaseRequestLine.requestId, id))
    .orderBy(asc(inqPurchaseRequestLine.lineNo));
  return {
    Columns: [
      { Name: 'Mpn', Label: R('colMpn') },
      { Name: 'Brand', Label: R('colBrand') },
      { Name: 'Quantity', Label: R('colQuantity'), Kind: 'number' },
      { Name: 'TargetCost', Label: R('colTargetCost'), Kind: 'money' },
      { Name: 'Purpose', Label: R('colPurpose'), Kind: 'key' },
      { Name: 'RequiredDate', Label: R('colRequiredDate'), Kind: 'date' },
    ],
    Records: list.map((l) => ({
      Mpn: l.mpn,
      Brand: l.brand,
      Quantity: l.quantity,
      TargetCost: l.price,
      Currency: l.currency,
      Purpose: purposeKey(l.purpose),
      RequiredDate: l.requiredDate,
    })),
  };
}

/**
 * Inquiry transfers (the doc is the inquiry): the customer's name (code), the salesperson, the
 * salesperson old → new, the line count, the reason given; why: an inquiry handed to someone else.
 */
export async function summarizeInquiryTransfers(
  db: Executor,
  ids: number[],
  lang: Lang,
): Promise<Map<number, ReviewSummary>> {
  const heads = await db
    .select({
      id: inqInquiry.id,
      reason: inqInquiry.transferReason,
      from: userName(inqInquiry.salespersonId, lang),
      to: userName(inqInquiry.transferToId, lang),
      ...customerWhoColumns(inqInquiry.customerId),
    })
    .from(inqInquiry)
    .where(inArray(inqInquiry.id, ids));
  const counts = await db
    .select({ id: inqInquiryLine.inquiryId, n: sql<number>`count(*)::int` })
    .from(inqInquiryLine)
    .where(inArray(inqInquiryLine.inquiryId, ids))
    .groupBy(inqInquiryLine.inquiryId);
  const lineCount = new Map(counts.map((c) => [c.id, c.n]));
  return new Map(
    heads.map((h): [number, ReviewSummary] => [
      h.id,
      {
        Who: nameWithCode(h.name, h.code),
        Owner: h.from,
        Facts: [
          { Label: R('Owner'), Value: h.to, From: h.from },
          { Label: R('LineCount'), Value: String(lineCount.get(h.id) ?? 0) },
          { Label: R('RequestReason'), Value: str(h.reason) },
        ],
        Reason: { Key: R('reasonInquiryTransfer') },
      },
    ]),
  );
}

/** The inquiry's lines: MPN, brand, quantity, target price, customer PN. */
export async function inquiryReviewLines(db: Executor, id: number): Promise<ReviewLines> {
  const list = await db
    .select({
      mpn: inqInquiryLine.mpn,
      brand: inqInquiryLine.brand,
      quantity: inqInquiryLine.quantity,
      price: inqInquiryLine.targetPrice,
      currency: inqInquiryLine.currency,
      customerPn: inqInquiryLine.customerPn,
    })
    .from(inqInquiryLine)
    .where(eq(inqInquiryLine.inquiryId, id))
    .orderBy(asc(inqInquiryLine.lineNo));
  return targetPriceLines(list);
}
