import { D, money } from '@partdesk/shared/core/money';
import { INQUIRY_STATUS, PURCHASE_QUOTE_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import {
  QUOTE_STATUS_DOC,
  SALES_QUOTE_DOC,
  SALES_QUOTE_PREFIX,
  SALES_QUOTE_REVIEW,
} from '@partdesk/shared/quote/quote-codes';
import { isBelow } from '@partdesk/shared/quote/suggested-price';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../../core/db/client.js';
import { nextDocNo } from '../../../core/documents/numbering.js';
import { reviewFlowStep, seedPendingReview } from '../../../core/reviews/index.js';
import type { DemoSeedContext } from '../../../db/seed/registry.js';
import { recordTradeEntries } from '../../crm/index.js';
import { inqInquiry, inqInquiryLine, inqPurchaseQuote, markLinesSalesQuoted } from '../../inquiry/index.js';
import { productPart, resolveBrandId } from '../../product/index.js';
import { currentRates, loadBands, suggestedPrice } from '../margin/margin.service.js';
import { LINKED_LINE, linkQuoteLines } from '../quote-links.js';
import { quoProfitMargin, quoQuote, quoQuoteLine, quoQuoteRecord } from '../quote.table.js';

const DAY = 86_400_000;

/** Demo margins: all-brands bands by cost in CNY, and a few brand rows (decision 0011). */
const MARGINS: { brand: string; from: string; to: string | null; pct: string; remark: string }[] = [
  { brand: '', from: '0', to: '1', pct: '35', remark: '小料 / small parts' },
  { brand: '', from: '1', to: '10', pct: '20', remark: '' },
  { brand: '', from: '10', to: '100', pct: '15', remark: '' },
  { brand: '', from: '100', to: null, pct: '10', remark: '高值料 / high value' },
  { brand: 'Texas Instruments', from: '0', to: '10', pct: '25', remark: 'TI 常规' },
  { brand: 'Texas Instruments', from: '10', to: null, pct: '12', remark: '' },
  { brand: 'Analog Devices', from: '0', to: null, pct: '18', remark: 'ADI' },
  { brand: 'Murata', from: '0', to: null, pct: '40', remark: '被动器件 / passives' },
];

export async function seedMargins(db: Db): Promise<void> {
  const [has] = await db.select({ id: quoProfitMargin.id }).from(quoProfitMargin).limit(1);
  if (has) return;
  for (const m of MARGINS) {
    const brandId = m.brand ? await resolveBrandId(db, m.brand) : null;
    if (m.brand && brandId === null) continue;
    await db.insert(quoProfitMargin).values({
      brandId,
      brand: m.brand,
      costFrom: m.from,
      costTo: m.to,
      marginPercent: m.pct,
      remark: m.remark,
    });
  }
}

/**
 * Demo quotes over the inquiries' three months: one quote per open inquiry that has offers (up to
 * 12), each quoted line on its cheapest valid offer, priced 3–12 % above the suggested price; every
 * fourth quote has a line 5 % below (pending approval in Quotation-review), some are sent, one
 * rejected, one voided. Lines go to the quote record; the inquiry lines move to quoted / requoted.
 */
export async function seedQuoteDemo(ctx: DemoSeedContext): Promise<void> {
  const { db, rng } = ctx;
  await seedMargins(db);
  const inquiries = await db
    .select()
    .from(inqInquiry)
    .where(and(eq(inqInquiry.status, INQUIRY_STATUS.open), isNull(inqInquiry.deletedAt)))
    .orderBy(asc(inqInquiry.createdAt));
  const rates = await currentRates(db);
  const bands = await loadBands(db);
  const [step] = await db
    .select()
    .from(reviewFlowStep)
    .where(and(eq(reviewFlowStep.docType, SALES_QUOTE_REVIEW), isNull(reviewFlowStep.tenantId)))
    .orderBy(reviewFlowStep.stepNo)
    .limit(1);
  let n = 0;
  for (const inq of inquiries) {
    if (n >= 12) break;
    const offers = await db
      .select({ pq: inqPurchaseQuote, brandId: productPart.brandId })
      .from(inqPurchaseQuote)
      .leftJoin(productPart, eq(productPart.id, inqPurchaseQuote.partId))
      .where(
        and(eq(inqPurchaseQuote.inquiryId, inq.id), eq(inqPurchaseQuote.status, PURCHASE_QUOTE_STATUS.valid)),
      )
      .orderBy(asc(inqPurchaseQuote.costPrice));
    if (!offers.length) continue;
    const best = new Map<number, (typeof offers)[number]>();
    for (const o of offers) if (!best.has(o.pq.lineId)) best.set(o.pq.lineId, o);
    const invLines = await db
      .select()
      .from(inqInquiryLine)
      .where(inArray(inqInquiryLine.id, [...best.keys()]));
    const kind = n % 8; // 0,4: pending; 1,5: sent; 6: rejected; 7: voided; else valid
    const below = kind === 0 || kind === 4 || kind === 6;
    const created = new Date(inq.createdAt.getTime() + (1 + Math.floor(rng() * 3)) * DAY);
    const quoteDate = created.toISOString().slice(0, 10);
    const validUntil = new Date(Date.now() + (kind === 1 ? 10 : 30) * DAY).toISOString().slice(0, 10);
    const currency = inq.currency;
    await db.transaction(async (tx: Tx) => {
      const no = await nextDocNo(tx, { tenantId: inq.tenantId, prefix: SALES_QUOTE_PREFIX, date: created });
      const lines: (typeof quoQuoteLine.$inferInsert)[] = [];
      let total = new D(0);
      let needs = false;
      for (const [i, l] of invLines.entries()) {
        const o = best.get(l.id)!;
        const s = await suggestedPrice(tx, o.pq.costPrice, o.pq.currency, currency, o.brandId ?? l.brandId, {
          rates,
          bands,
        });
        const factor = below && i === 0 ? '0.95' : new D(1.03 + Math.floor(rng() * 10) / 100).toFixed(2);
        const sale = new D(s.suggestedPrice).mul(factor).toDecimalPlaces(4, D.ROUND_UP);
        const salePrice = (sale.gt(0) ? sale : new D('0.0001')).toFixed(6);
        const isLow = isBelow(salePrice, s.suggestedPrice);
        needs ||= isLow;
        total = total.plus(new D(salePrice).mul(l.quantity));
        const tiers =
          i === 1
            ? [
                {
                  Quantity: l.quantity * 5,
                  Price: new D(salePrice).mul('0.97').toDecimalPlaces(6).toFixed(6),
                },
                {
                  Quantity: l.quantity * 10,
                  Price: new D(salePrice).mul('0.95').toDecimalPlaces(6).toFixed(6),
                },
              ].filter((t) => !isBelow(t.Price, s.suggestedPrice))
            : [];
        lines.push({
          quoteId: 0,
          lineNo: i + 1,
          inquiryLineId: l.id,
          purchaseQuoteId: o.pq.id,
          supplierId: o.pq.supplierId,
          partId: o.pq.partId ?? l.partId,
          mpn: o.pq.mpn,
          brand: o.pq.brand,
          package: o.pq.package,
          dateCode: o.pq.dateCode,
          quantity: l.quantity,
          salePrice,
          costPrice: o.pq.costPrice,
          costCurrency: o.pq.currency,
          suggestedPrice: s.suggestedPrice,
          marginPercent: s.marginPercent,
          belowSuggested: isLow,
          tiers,
          leadTimeDays: o.pq.leadTimeDays,
          createdBy: inq.salespersonId,
          updatedBy: inq.salespersonId,
        });
      }
      const status = needs
        ? kind === 6
          ? QUOTE_STATUS_DOC.rejected
          : QUOTE_STATUS_DOC.pendingApproval
        : kind === 1 || kind === 5
          ? QUOTE_STATUS_DOC.sent
          : kind === 7
            ? QUOTE_STATUS_DOC.voided
            : QUOTE_STATUS_DOC.valid;
      const [q] = await tx
        .insert(quoQuote)
        .values({
          no,
          tenantId: inq.tenantId,
          inquiryId: inq.id,
          customerId: inq.customerId,
          contactId: inq.contactId,
          salespersonId: inq.salespersonId,
          currency,
          rate: rates.get(currency) ?? '1',
          quoteDate,
          validUntil,
          remark: n % 3 === 0 ? '含税价另议 / prices exclude VAT' : '',
          status,
          needsApproval: needs,
          reviewComment: status === QUOTE_STATUS_DOC.rejected ? '价格过低，请重新核算 / price too low' : '',
          sentAt: status === QUOTE_STATUS_DOC.sent ? new Date(created.getTime() + DAY) : null,
          total: money(total),
          createdAt: created,
          updatedAt: created,
          createdBy: inq.salespersonId,
          updatedBy: inq.salespersonId,
        })
        .returning();
      const written = await tx
        .insert(quoQuoteLine)
        .values(lines.map((l) => ({ ...l, quoteId: q!.id, createdAt: created })))
        .returning(LINKED_LINE);
      // The trace links, as a quote saved by a salesperson records them.
      await linkQuoteLines(tx, q!, written, inq.salespersonId, created);
      // The customer's timeline entry (live quotes get it from the quote.saved event).
      await recordTradeEntries(tx, [
        {
          tenantId: q!.tenantId,
          customerId: q!.customerId,
          kind: 'quote',
          docType: SALES_QUOTE_DOC,
          docId: q!.id,
          docNo: no,
          at: created,
          amount: q!.total,
          currency,
          userId: q!.salespersonId,
        },
      ]);
      await tx.insert(quoQuoteRecord).values(
        lines.map((l) => ({
          quoteId: q!.id,
          quoteNo: no,
          quoteVersion: 1,
          tenantId: q!.tenantId,
          customerId: q!.customerId,
          salespersonId: q!.salespersonId,
          inquiryLineId: l.inquiryLineId,
          partId: l.partId ?? null,
          mpn: l.mpn,
          brand: l.brand ?? '',
          package: l.package ?? '',
          quantity: l.quantity,
          salePrice: l.salePrice!,
          currency,
          suggestedPrice: l.suggestedPrice ?? null,
          costPrice: l.costPrice ?? null,
          costCurrency: l.costCurrency ?? null,
          belowSuggested: l.belowSuggested ?? false,
          tiers: l.tiers ?? [],
          quoteDate,
          validUntil,
          createdAt: created,
          createdBy: q!.salespersonId,
        })),
      );
      // The inquiry moves its priced lines (live quotes: the quote.saved event; no bus while seeding).
      await markLinesSalesQuoted(
        tx,
        invLines.map((l) => l.id),
        { quoteNo: no, userId: inq.salespersonId, now: created },
      );
      if (status === QUOTE_STATUS_DOC.pendingApproval && step)
        await seedPendingReview(tx, [
          {
            type: SALES_QUOTE_REVIEW,
            docId: q!.id,
            docNo: no,
            tenantId: q!.tenantId,
            by: q!.salespersonId,
            at: created,
            amount: null,
          },
        ]);
    });
    n++;
  }
}
