import { bomMpnNorm, bomPartKey } from '@partdesk/shared/bom/mpn-key';
import { INQUIRY_STATUS, QUOTE_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import type { DemoSeedContext } from '../../../db/seed/registry.js';
import { nextDocNo } from '../../../core/documents/numbering.js';
import { type DemoCustomer, recordTradeEntries } from '../../crm/index.js';
import type { DemoPart } from '../../product/index.js';
import { inqInquiry, inqInquiryLine } from '../inquiry/inquiry.table.js';
import { recordLinks } from '../../../core/documents/links.js';
import { INQUIRY_DOC } from '../inquiry/inquiry.service.js';
import { PURCHASE_QUOTE_DOC } from '../purchase-quote/purchase-quote.service.js';
import { inqPurchaseQuote } from '../purchase-quote/purchase-quote.table.js';

const DAY = 86_400_000;
const DATE_CODES = ['2415', '24+', '2332', '2501', '2 years', '22+', '2448', ''];
const DELIVERY = ['现货', '2 weeks', '1-2周', 'ASAP', ''];
/** Line statuses cycled over the demo lines, so every status of spec §4 shows. */
const CYCLE = [
  QUOTE_STATUS.toQuote,
  QUOTE_STATUS.quoted,
  QUOTE_STATUS.toQuote,
  QUOTE_STATUS.requoted,
  QUOTE_STATUS.priceToCheck,
  QUOTE_STATUS.toConfirm,
  QUOTE_STATUS.quoted,
] as const;

/**
 * Demo inquiries over the last three months: 16 inquiries (open, one closed) of the salespeople's own
 * customers, 3–6 lines each on demo parts, lines in every quote status, and purchase quotes by the
 * buyers and the price checker on every quoted line (two offers of different D/C on some). Inserted
 * with multi-row inserts (a few hundred rows; the size flag does not grow them).
 */
export async function seedInquiryDemo(ctx: DemoSeedContext): Promise<void> {
  const { db, shared, rng } = ctx;
  const customers = ((shared.get('customers') as DemoCustomer[] | undefined) ?? []).filter(
    (c) => c.status === 2 && c.ownerId !== null,
  );
  const parts = (shared.get('parts') as DemoPart[] | undefined) ?? [];
  const supplierIds = (shared.get('supplierIds') as number[] | undefined) ?? [];
  const users = (shared.get('userIds') as Map<string, number> | undefined) ?? new Map<string, number>();
  const buyers = ['buyer', 'buyer.intl', 'price.checker']
    .map((a) => users.get(a))
    .filter((x): x is number => !!x);
  if (!customers.length || !parts.length || !supplierIds.length || !buyers.length) return;
  const pick = <T>(a: readonly T[]) => a[Math.floor(rng() * a.length)]!;
  const now = Date.now();
  const repId = users.get('sales.rep');
  const chosen = [
    ...customers.filter((c) => c.ownerId === repId).slice(0, 4),
    ...customers.filter((c) => c.ownerId !== repId).slice(0, 12),
  ];
  let k = 0;
  for (const [n, c] of chosen.entries()) {
    const created = new Date(now - Math.floor((90 - n * 5) * DAY * (0.8 + rng() * 0.2)));
    const no = await nextDocNo(db, { tenantId: c.tenantId, prefix: 'B', date: created });
    const [inq] = await db
      .insert(inqInquiry)
      .values({
        no,
        tenantId: c.tenantId,
        customerId: c.id,
        contactId: c.primaryContactId,
        salespersonId: c.ownerId!,
        currency: c.currency || 'USD',
        source: String(1 + (n % 6)),
        status: n === chosen.length - 1 ? INQUIRY_STATUS.closed : INQUIRY_STATUS.open,
        remark: n % 3 === 0 ? 'BOM for the next production run' : '',
        createdAt: created,
        updatedAt: created,
        createdBy: c.ownerId,
        updatedBy: c.ownerId,
      })
      .returning();
    // The customer's timeline entry (live inquiries get it from the inquiry.created event).
    await recordTradeEntries(db, [
      {
        tenantId: c.tenantId,
        customerId: c.id,
        kind: 'inquiry',
        docType: 'inquiry',
        docId: inq!.id,
        docNo: no,
        at: created,
        userId: c.ownerId,
      },
    ]);
    const count = 3 + Math.floor(rng() * 4);
    const used = new Set<number>();
    const lines = [];
    for (let i = 0; i < count; i++) {
      let p = pick(parts);
      while (used.has(p.id) && used.size < parts.length) p = pick(parts);
      used.add(p.id);
      const status = CYCLE[k++ % CYCLE.length]!;
      lines.push({
        inquiryId: inq!.id,
        lineNo: i + 1,
        mpn: p.mpn,
        mpnNorm: bomMpnNorm(p.mpn),
        partKey: bomPartKey(p.mpn),
        partId: p.id,
        brandId: p.brandId,
        brand: p.brand,
        package: p.package,
        dateCode: rng() < 0.5 ? '23+' : '',
        quantity: [100, 500, 1000, 2500, 3000, 10000][Math.floor(rng() * 6)]!,
        targetPrice: rng() < 0.6 ? (0.05 + rng() * 12).toFixed(4) : null,
        currency: inq!.currency,
        delivery: pick(DELIVERY),
        isUrgent: rng() < 0.15,
        customerPn: rng() < 0.3 ? `CPN-${1000 + Math.floor(rng() * 9000)}` : '',
        quoteStatus: status,
        sendBackReason:
          status === QUOTE_STATUS.priceToCheck || status === QUOTE_STATUS.requoted
            ? 'Customer target is lower'
            : '',
        quotedAt: status === QUOTE_STATUS.toQuote ? null : new Date(created.getTime() + DAY),
        createdAt: created,
        updatedAt: created,
        createdBy: c.ownerId,
        updatedBy: c.ownerId,
      });
    }
    const inserted = await db.insert(inqInquiryLine).values(lines).returning();
    const quotes = [];
    for (const l of inserted) {
      if (l.quoteStatus === QUOTE_STATUS.toQuote) continue;
      const offers = l.quoteStatus === QUOTE_STATUS.requoted || rng() < 0.4 ? 2 : 1;
      for (let j = 0; j < offers; j++) {
        const at = new Date(created.getTime() + (j + 1) * DAY);
        const cost = (0.03 + rng() * 10).toFixed(4);
        const no2 = await nextDocNo(db, { tenantId: inq!.tenantId, prefix: 'CB', date: at });
        const buyer = pick(buyers);
        quotes.push({
          no: no2,
          tenantId: inq!.tenantId,
          inquiryId: inq!.id,
          lineId: l.id,
          partId: l.partId,
          supplierId: pick(supplierIds),
          buyerId: buyer,
          mpn: l.mpn,
          brand: l.brand,
          package: l.package,
          dateCode: pick(DATE_CODES),
          costPrice: cost,
          currency: rng() < 0.7 ? 'USD' : 'CNY',
          quantity: l.quantity * (rng() < 0.7 ? 1 : 2),
          moq: rng() < 0.5 ? 1 : 100,
          leadTimeDays: rng() < 0.6 ? 0 : 14 + Math.floor(rng() * 40),
          validUntil: new Date(at.getTime() + 30 * DAY).toISOString().slice(0, 10),
          condition: 1,
          source: 1 + Math.floor(rng() * 4),
          isTentative: l.quoteStatus === QUOTE_STATUS.toConfirm,
          createdAt: at,
          updatedAt: at,
          createdBy: buyer,
          updatedBy: buyer,
        });
      }
    }
    if (!quotes.length) continue;
    const made = await db.insert(inqPurchaseQuote).values(quotes).returning();
    // Each offer prices its inquiry line (trace links, as createPurchaseQuote records them).
    await recordLinks(
      db,
      made.map((q) => ({
        source: { type: INQUIRY_DOC, id: q.inquiryId, lineId: q.lineId },
        target: { type: PURCHASE_QUOTE_DOC, id: q.id },
        quantity: q.quantity,
        userId: q.buyerId,
        at: q.createdAt,
      })),
    );
  }
}
