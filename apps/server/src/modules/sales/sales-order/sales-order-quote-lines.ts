import { QUOTE_STATUS_DOC, SALES_QUOTE_DOC } from '@partdesk/shared/quote/quote-codes';
import { ORDER_REVIEW, SALES_ORDER_DOC } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import type {
  OrderableQuoteLine,
  SalesOrderLineInput,
} from '@partdesk/shared/sales/sales-order/sales-order.contract';
import { and, asc, eq, gte, inArray, isNotNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { seesAll } from '../../../core/access/index.js';
import type { Executor } from '../../../core/db/client.js';
import { type DocLink, recordLinks } from '../../../core/documents/index.js';
import { badRequest } from '../../../core/http/index.js';
import { quoQuote, quoQuoteLine } from '../../quote/index.js';
import { salesOrder, salesOrderLine } from './sales-order.table.js';

/** Quotes whose lines can be ordered: valid or sent (QUOTE_STATUS_DOC). */
export const ORDERABLE_QUOTE: readonly number[] = [QUOTE_STATUS_DOC.valid, QUOTE_STATUS_DOC.sent];
/** Orders whose lines no longer count as ordered (cancelled, voided by a merge). */
const NOT_COUNTED: number[] = [ORDER_REVIEW.cancelled, ORDER_REVIEW.voided];

/** The quotes the caller may order from: their own (salesperson), all with the scope "all". */
const quoteVisible = (user: AuthUser): SQL | undefined =>
  seesAll(user) ? undefined : eq(quoQuote.salespersonId, user.id);

/** Σ quantity already on order lines (orders not cancelled or voided) per quote line, except `exceptOrder`. */
export async function orderedQty(
  db: Executor,
  quoteLineIds: readonly number[],
  exceptOrder?: number,
): Promise<Map<number, number>> {
  if (!quoteLineIds.length) return new Map();
  const r = await db
    .select({ id: salesOrderLine.quoteLineId, qty: sql<number>`sum(${salesOrderLine.quantity})::int` })
    .from(salesOrderLine)
    .innerJoin(salesOrder, eq(salesOrder.id, salesOrderLine.orderId))
    .where(
      and(
        inArray(salesOrderLine.quoteLineId, [...quoteLineIds]),
        notInArray(salesOrder.status, NOT_COUNTED),
        exceptOrder ? ne(salesOrder.id, exceptOrder) : undefined,
      ),
    )
    .groupBy(salesOrderLine.quoteLineId);
  return new Map(r.map((x) => [x.id!, x.qty]));
}

const ordered = sql<number>`coalesce((select sum(l.quantity) from sales_order_line l
  join sales_order o on o.id = l.order_id
  where l.quote_line_id = ${quoQuoteLine.id} and o.status not in (${sql.join(
    NOT_COUNTED.map((s) => sql`${s}`),
    sql`, `,
  )})), 0)::int`;

/**
 * GET /merchant/sale/salesorder/quotelines?customerId= — the picker of `createdSalesOrder`: the priced
 * lines of the customer's valid or sent quotes the caller may see whose validity (`validUntil`) has not
 * passed on `day`, with what is already ordered and what remains; fully ordered lines are left out.
 * Newest quote first, then line number.
 */
export async function orderableQuoteLines(
  db: Executor,
  user: AuthUser,
  customerId: number,
  day: string,
): Promise<OrderableQuoteLine[]> {
  const rows = await db
    .select({
      QuoteId: quoQuote.id,
      QuoteNo: quoQuote.no,
      QuoteLineId: quoQuoteLine.id,
      LineNo: quoQuoteLine.lineNo,
      PartId: quoQuoteLine.partId,
      Mpn: quoQuoteLine.mpn,
      Brand: quoQuoteLine.brand,
      Package: quoQuoteLine.package,
      DateCode: quoQuoteLine.dateCode,
      Quantity: quoQuoteLine.quantity,
      OrderedQty: ordered,
      SalePrice: sql<string>`${quoQuoteLine.salePrice}`,
      Currency: quoQuote.currency,
      QuoteDate: quoQuote.quoteDate,
      ValidUntil: quoQuote.validUntil,
      QuoteStatus: quoQuote.status,
      PurchaseQuoteId: quoQuoteLine.purchaseQuoteId,
      SupplierId: quoQuoteLine.supplierId,
      CostPrice: quoQuoteLine.costPrice,
      CostCurrency: quoQuoteLine.costCurrency,
      LeadTimeDays: quoQuoteLine.leadTimeDays,
    })
    .from(quoQuoteLine)
    .innerJoin(quoQuote, eq(quoQuote.id, quoQuoteLine.quoteId))
    .where(
      and(
        eq(quoQuote.customerId, customerId),
        inArray(quoQuote.status, [...ORDERABLE_QUOTE]),
        gte(quoQuote.validUntil, day),
        isNotNull(quoQuoteLine.salePrice),
        quoteVisible(user),
        sql`${ordered} < ${quoQuoteLine.quantity}`,
      ),
    )
    .orderBy(sql`${quoQuote.createdAt} desc`, sql`${quoQuote.id} desc`, asc(quoQuoteLine.lineNo));
  return rows.map((r) => ({ ...r, Remaining: r.Quantity - r.OrderedQty }));
}

/** A quote line an order line was made from, as resolved (for the links). */
export interface QuoteSource {
  quoteId: number;
  quoteLineId: number;
}

/**
 * Resolves the lines that name a `QuoteLineId` (create and update): the quote must be valid or sent,
 * within its validity on `order.day` (a new link only: an order line keeps an expired quote's line),
 * visible to the caller, of the order's customer and currency, the line priced, not twice in the body
 * and not fully ordered yet (Σ quantity on other orders' lines ≥ its quantity; the quote lines are locked
 * so two orders cannot both take the last pieces). Part, brand, package, D/C and the purchase quote
 * (cost, supplier) come from the quote line; quantity and price default to the quote's. `fresh` says
 * which positions are new links (an order line keeps the quote line it was made from: not re-checked for
 * "fully ordered"). Returns the resolved lines and each position's quote source (or null).
 */
export async function resolveQuoteLines(
  db: Executor,
  user: AuthUser,
  lines: readonly SalesOrderLineInput[],
  order: { customerId: number; currency: string; day: string; id?: number },
  fresh: (i: number) => boolean = () => true,
): Promise<{ lines: SalesOrderLineInput[]; sources: (QuoteSource | null)[] }> {
  const ids = [...new Set(lines.flatMap((l) => (l.QuoteLineId ? [l.QuoteLineId] : [])))];
  if (!ids.length) return { lines: [...lines], sources: lines.map(() => null) };
  const found = await db
    .select({ line: quoQuoteLine, quote: quoQuote })
    .from(quoQuoteLine)
    .innerJoin(quoQuote, eq(quoQuote.id, quoQuoteLine.quoteId))
    .where(and(inArray(quoQuoteLine.id, ids), quoteVisible(user)))
    .for('update', { of: quoQuoteLine });
  const byId = new Map(found.map((r) => [r.line.id, r]));
  const already = await orderedQty(db, ids, order.id);
  const seen = new Set<number>();
  const out: SalesOrderLineInput[] = [];
  const sources: (QuoteSource | null)[] = [];
  for (const [i, l] of lines.entries()) {
    if (!l.QuoteLineId) {
      out.push(l);
      sources.push(null);
      continue;
    }
    const line = i + 1;
    const field = `Lines[${i}].QuoteLineId`;
    const r = byId.get(l.QuoteLineId);
    if (!r) throw badRequest('sales.quoteLineNotFound', { line }, field);
    const p = { line, quote: r.quote.no, quoteLine: r.line.lineNo, mpn: r.line.mpn };
    if (!ORDERABLE_QUOTE.includes(r.quote.status)) throw badRequest('sales.quoteNotOrderable', p, field);
    if (fresh(i) && r.quote.validUntil < order.day)
      throw badRequest('sales.quoteExpired', { ...p, validUntil: r.quote.validUntil }, field);
    if (r.quote.customerId !== order.customerId) throw badRequest('sales.quoteOtherCustomer', p, field);
    if (r.quote.currency !== order.currency)
      throw badRequest('sales.quoteOtherCurrency', { ...p, currency: r.quote.currency }, 'Currency');
    if (r.line.salePrice == null) throw badRequest('sales.quoteLineNotPriced', p, field);
    if (seen.has(r.line.id)) throw badRequest('sales.quoteLineDuplicate', p, field);
    seen.add(r.line.id);
    const done = already.get(r.line.id) ?? 0;
    if (fresh(i) && done >= r.line.quantity)
      throw badRequest(
        'sales.quoteLineFullyOrdered',
        { ...p, ordered: done, quantity: r.line.quantity },
        field,
      );
    out.push({
      ...l,
      PartId: r.line.partId ?? undefined,
      Mpn: r.line.mpn,
      Brand: r.line.brand,
      Package: r.line.package,
      DateCode: r.line.dateCode,
      Quantity: l.Quantity ?? r.line.quantity,
      UnitPrice: l.UnitPrice || r.line.salePrice,
      PurchaseQuoteId: r.line.purchaseQuoteId ?? undefined,
      LotId: undefined,
    });
    sources.push({ quoteId: r.quote.id, quoteLineId: r.line.id });
  }
  return { lines: out, sources };
}

/** The links quote line → order line (trace, decision 0018) of freshly written lines. */
export async function linkQuoteLines(
  tx: Executor,
  orderId: number,
  made: readonly { source: QuoteSource | null; lineId: number; quantity: number }[],
  userId: number,
): Promise<void> {
  const links: DocLink[] = made.flatMap((m) =>
    m.source
      ? [
          {
            source: { type: SALES_QUOTE_DOC, id: m.source.quoteId, lineId: m.source.quoteLineId },
            target: { type: SALES_ORDER_DOC, id: orderId, lineId: m.lineId },
            quantity: m.quantity,
          },
        ]
      : [],
  );
  await recordLinks(tx, links, { userId });
}
