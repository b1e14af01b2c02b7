import type { ReviewLines, ReviewSummary } from '@partdesk/shared/core/review-summary';
import type { Lang } from '@partdesk/shared/i18n/index';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { reviewLabel as R, summariesOf, userNameSql } from '../../../core/reviews/index.js';
import { finInvoice, finInvoiceLine } from './invoice.table.js';

/**
 * The invoiceAudit queue's summary (decision 0055): the customer, the order's salesperson, the amount
 * with tax in the order's currency (the amount column), the sales order, tax rate, amount excl. tax, the
 * invoice title and tax number, the line count.
 */
export async function summarizeInvoices(
  db: Executor,
  ids: number[],
  lang: Lang,
): Promise<Map<number, ReviewSummary>> {
  const heads = await db
    .select({
      id: finInvoice.id,
      orderNo: finInvoice.orderNo,
      customerName: finInvoice.customerName,
      currency: finInvoice.currency,
      taxRate: finInvoice.taxRate,
      amount: finInvoice.amount,
      total: finInvoice.total,
      buyerName: finInvoice.buyerName,
      buyerTaxNo: finInvoice.buyerTaxNo,
      owner: userNameSql(finInvoice.ownerId, lang),
    })
    .from(finInvoice)
    .where(inArray(finInvoice.id, ids));
  const lines = await db
    .select({ invoiceId: finInvoiceLine.invoiceId })
    .from(finInvoiceLine)
    .where(inArray(finInvoiceLine.invoiceId, ids));
  return summariesOf(
    heads,
    lines,
    (l) => l.invoiceId,
    (h, mine): ReviewSummary => ({
      Who: h.customerName,
      Owner: h.owner,
      Amount: h.total,
      Currency: h.currency,
      Facts: [
        { Label: R('SalesOrder'), Value: h.orderNo },
        { Label: R('TaxRate'), Value: String(Number(h.taxRate)) },
        { Label: R('AmountExclTax'), Value: h.amount, Kind: 'money', Currency: h.currency },
        { Label: R('InvoiceBuyer'), Value: h.buyerName },
        { Label: R('BuyerTaxNo'), Value: h.buyerTaxNo },
        { Label: R('LineCount'), Value: String(mine.length) },
      ],
      Reason: { Key: R('reasonInvoice'), Params: { no: h.orderNo } },
    }),
  );
}

/** The expanded queue row: MPN, brand, quantity, unit price, amount. */
export async function invoiceReviewLines(db: Executor, id: number): Promise<ReviewLines> {
  const [head] = await db
    .select({ currency: finInvoice.currency })
    .from(finInvoice)
    .where(eq(finInvoice.id, id));
  const lines = await db
    .select()
    .from(finInvoiceLine)
    .where(eq(finInvoiceLine.invoiceId, id))
    .orderBy(finInvoiceLine.lineNo);
  return {
    Columns: [
      { Name: 'Mpn', Label: R('colMpn') },
      { Name: 'Brand', Label: R('colBrand') },
      { Name: 'Quantity', Label: R('colQuantity'), Kind: 'number' },
      { Name: 'UnitPrice', Label: R('colSalePrice'), Kind: 'money' },
      { Name: 'Amount', Label: R('colAmount'), Kind: 'money' },
    ],
    Records: lines.map((l) => ({
      Mpn: l.mpn,
      Brand: l.brand,
      Quantity: l.quantity,
      UnitPrice: l.unitPrice,
      Amount: l.amount,
      Currency: head?.currency ?? null,
    })),
  };
}
