import { isoDay } from '@partdesk/shared/core/dates';
import { D, money } from '@partdesk/shared/core/money';
import { docType } from '@partdesk/shared/core/doc-types';
import {
  ORDER_REVIEW,
  ORDER_SOURCE,
  SALES_ORDER_DOC,
} from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { eq } from 'drizzle-orm';
import type { SalesOrderCreate } from '@partdesk/shared/sales/sales-order/sales-order.contract';
import { AfterCommit, nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import type { Env } from '../../../../core/http/index.js';
import { linkQuoteLines, resolveQuoteLines } from '../sales-order-quote-lines.js';
import { applyLandedCost } from '../../margin/apply-landed-cost.js';
import { checkHeader, checkLines } from '../sales-order.validate.js';
import { refreshOrderStatuses } from '../sales-order.statuses.js';
import { salesOrder, salesOrderLine } from '../sales-order.table.js';

const PREFIX = docType(SALES_ORDER_DOC)!.prefix;

/**
 * POST /merchant/sale/salesorder — a draft order owned by the caller (the salesperson): header and lines
 * checked (sales-order.validate.ts); lines naming a `QuoteLineId` resolved from the quote
 * (sales-order-quote-lines.ts: source "quote", link quote line → order line), the currency's rate of the day locked, number, rows, derived
 * statuses and history in one transaction. Amounts: line = quantity × unit price (2 decimals), order
 * amount = Σ lines, tax = amount × rate %, total = amount + tax.
 */
export async function createSalesOrder(env: Env, input: SalesOrderCreate) {
  const { app, user } = env;
  const now = app.clock.now();
  const day = isoDay(now);
  const after = new AfterCommit();
  const created = await app.db.transaction(async (tx) => {
    const { rate } = await checkHeader(tx, env, input, day);
    const { lines, sources } = await resolveQuoteLines(tx, user, input.Lines, {
      customerId: input.CustomerId,
      currency: input.Currency,
      day,
    });
    const costs = await checkLines(tx, lines, day);
    const no = await nextDocNo(tx, { tenantId: input.TenantId, prefix: PREFIX, date: now });
    const [row] = await tx
      .insert(salesOrder)
      .values({
        no,
        tenantId: input.TenantId,
        customerId: input.CustomerId,
        contactId: input.ContactId ?? null,
        ownerId: user.id,
        source: sources.some(Boolean) ? ORDER_SOURCE.quote : ORDER_SOURCE.manual,
        currency: input.Currency,
        rate,
        taxRate: String(input.TaxRate),
        paymentTerms: input.PaymentTerms,
        payAccountId: input.PayAccountId ?? null,
        consigneeName: input.ConsigneeName,
        consigneePhone: input.ConsigneePhone,
        consigneeAddress: input.ConsigneeAddress,
        countryId: input.CountryId,
        courierId: input.CourierId ?? null,
        remark: input.Remark,
        status: ORDER_REVIEW.draft,
        stockStatus: 0,
        notifyStatus: 0,
        shipStatus: 0,
        payStatus: 0,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    const order = row!;
    const written = await tx
      .insert(salesOrderLine)
      .values(
        lines.map((l, i) => ({
          orderId: order.id,
          lineNo: i + 1,
          quoteLineId: sources[i]?.quoteLineId ?? null,
          partId: l.PartId ?? null,
          mpn: l.Mpn,
          brand: l.Brand,
          package: l.Package,
          dateCode: l.DateCode,
          quantity: l.Quantity!,
          unitPrice: l.UnitPrice!,
          amount: money(new D(l.UnitPrice!).mul(l.Quantity!)),
          requiredDate: l.RequiredDate || null,
          customerPn: l.CustomerPn,
          ...costs[i]!,
          remark: l.Remark,
          stockStatus: 0,
          notifyStatus: 0,
          shipStatus: 0,
          createdBy: user.id,
          updatedBy: user.id,
        })),
      )
      .returning({ id: salesOrderLine.id, quantity: salesOrderLine.quantity });
    await linkQuoteLines(
      tx,
      order.id,
      written.map((w, i) => ({ source: sources[i]!, lineId: w.id, quantity: w.quantity })),
      user.id,
    );
    await refreshOrderStatuses(tx, order.id, { amounts: true });
    await applyLandedCost(tx, order.id);
    await recordHistory(tx, {
      type: SALES_ORDER_DOC,
      docId: order.id,
      docNo: no,
      tenantId: order.tenantId,
      action: 'create',
      toStatus: ORDER_REVIEW.draft,
      changes: {},
      userId: user.id,
    });
    const [saved] = await tx.select().from(salesOrder).where(eq(salesOrder.id, order.id));
    // Decision 0033: the CRM puts the order on the customer's trade timeline (by event).
    await app.events.publish(tx, after, 'salesOrder.created', {
      orderId: order.id,
      no,
      tenantId: order.tenantId,
      customerId: order.customerId,
      salespersonId: order.ownerId,
      total: saved!.total,
      currency: order.currency,
      at: now,
      userId: user.id,
    });
    return order;
  });
  await after.flush();
  return created;
}
