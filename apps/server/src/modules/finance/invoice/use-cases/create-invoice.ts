import { docType } from '@partdesk/shared/core/doc-types';
import { D } from '@partdesk/shared/core/money';
import {
  INVOICE_DOC,
  INVOICE_REVIEW,
  INVOICE_STATUS as S,
} from '@partdesk/shared/finance/invoice/invoice.codes';
import type { InvoiceCreate } from '@partdesk/shared/finance/invoice/invoice.contract';
import { invoiceableQty, isInvoiceTaxRate } from '@partdesk/shared/finance/invoice/invoice.rules';
import { AfterCommit, nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import { badRequest, type Env, notFound } from '../../../../core/http/index.js';
import { submitForReview } from '../../../../core/reviews/index.js';
import { invoiceSourceOf } from '../invoice-source.js';
import { invoicedByOrderLine, lockOrderInvoicing } from '../invoice.queries.js';
import { finInvoice, finInvoiceLine } from '../invoice.table.js';

const PREFIX = docType(INVOICE_DOC)!.prefix;

/**
 * POST /merchant/finance/invoice — an invoice request on shipped lines of one sales order, straight into
 * the review `invoiceAudit` (decision 0051). Refused with a translated 400 naming the field, nothing
 * written: the order not visible (404) or not approved; a tax rate not 1/3/9/10/11/13 % or not the
 * order's; no line, a line twice or not of the order, a quantity not a whole number > 0 or above
 * shipped − (invoiced + requested) (the order's invoicing is serialised by an advisory lock); the buyer's
 * name or tax number empty after the customer's billing details fill the blanks. Amounts at the order
 * line's unit price, tax = amount × rate, rounded to cents.
 */
export async function createInvoice(env: Env, input: InvoiceCreate) {
  const { app, user, lang } = env;
  const source = invoiceSourceOf(app.db);
  if (!source) throw badRequest('finance.invoice.noSource', undefined, 'OrderId');
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    await lockOrderInvoicing(tx, input.OrderId);
    const order = await source(tx, user, input.OrderId);
    if (!order) throw notFound();
    if (!order.invoiceable)
      throw badRequest('finance.invoice.orderNotInvoiceable', { no: order.no }, 'OrderId');
    if (!isInvoiceTaxRate(input.TaxRate))
      throw badRequest('finance.invoice.taxRateInvalid', undefined, 'TaxRate');
    if (Number(input.TaxRate) !== Number(order.taxRate))
      throw badRequest(
        'finance.invoice.taxRateMismatch',
        { rate: Number(input.TaxRate), orderRate: Number(order.taxRate) },
        'TaxRate',
      );
    if (!input.Lines.length) throw badRequest('finance.invoice.noLines', undefined, 'Lines');
    const byId = new Map(order.lines.map((l) => [l.id, l]));
    const held = await invoicedByOrderLine(
      tx,
      order.lines.map((l) => l.id),
    );
    const seen = new Set<number>();
    let amount = new D(0);
    const lines = input.Lines.map((l, i) => {
      const ol = byId.get(l.OrderLineId);
      if (!ol) throw badRequest('finance.invoice.lineNotOfOrder', { n: i + 1 }, `Lines[${i}].OrderLineId`);
      if (seen.has(ol.id))
        throw badRequest('finance.invoice.lineTwice', { line: ol.lineNo }, `Lines[${i}].OrderLineId`);
      seen.add(ol.id);
      if (!Number.isInteger(l.Quantity) || l.Quantity <= 0)
        throw badRequest('finance.invoice.qtyPositive', undefined, `Lines[${i}].Quantity`);
      const h = held.get(ol.id);
      const holding = (h?.invoiced ?? 0) + (h?.requested ?? 0);
      const open = invoiceableQty(ol.shippedQty, holding);
      if (l.Quantity > open)
        throw badRequest(
          'finance.invoice.beyondShipped',
          { line: ol.lineNo, qty: l.Quantity, open, shipped: ol.shippedQty, held: holding },
          `Lines[${i}].Quantity`,
        );
      const lineAmount = new D(ol.unitPrice).times(l.Quantity).toDecimalPlaces(2);
      amount = amount.plus(lineAmount);
      return { ol, quantity: l.Quantity, amount: lineAmount.toFixed(2) };
    });
    const buyerName = input.BuyerName || order.buyer.name || order.customerName;
    const buyerTaxNo = input.BuyerTaxNo || order.buyer.taxNo;
    if (!buyerName) throw badRequest('finance.invoice.buyerMissing', undefined, 'BuyerName');
    if (!buyerTaxNo) throw badRequest('finance.invoice.buyerMissing', undefined, 'BuyerTaxNo');
    const tax = amount.times(order.taxRate).div(100).toDecimalPlaces(2);

    const no = await nextDocNo(tx, { tenantId: order.tenantId, prefix: PREFIX, date: app.clock.now() });
    const [row] = await tx
      .insert(finInvoice)
      .values({
        no,
        tenantId: order.tenantId,
        ownerId: order.ownerId,
        requestedBy: user.id,
        orderId: order.id,
        orderNo: order.no,
        customerId: order.customerId,
        customerName: order.customerName,
        currency: order.currency,
        taxRate: order.taxRate,
        amount: amount.toFixed(2),
        taxAmount: tax.toFixed(2),
        total: amount.plus(tax).toFixed(2),
        buyerName,
        buyerTaxNo,
        buyerAddress: input.BuyerAddress || order.buyer.address,
        buyerPhone: input.BuyerPhone || order.buyer.phone,
        remark: input.Remark,
        status: S.pending,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await tx.insert(finInvoiceLine).values(
      lines.map((l, i) => ({
        invoiceId: row!.id,
        lineNo: i + 1,
        orderLineId: l.ol.id,
        mpn: l.ol.mpn,
        brand: l.ol.brand,
        quantity: l.quantity,
        unitPrice: l.ol.unitPrice,
        amount: l.amount,
        createdBy: user.id,
        updatedBy: user.id,
      })),
    );
    await recordHistory(tx, {
      type: INVOICE_DOC,
      docId: row!.id,
      docNo: no,
      tenantId: row!.tenantId,
      action: 'create',
      toStatus: S.pending,
      changes: { Total: [null, row!.total], Order: [null, order.no] },
      userId: user.id,
    });
    await submitForReview(
      tx,
      { app, after, lang },
      {
        type: INVOICE_REVIEW,
        docId: row!.id,
        docNo: no,
        amount: row!.total,
        submittedBy: user.id,
        tenantId: row!.tenantId,
      },
    );
    return { Id: row!.id, No: no, Version: row!.version, Status: S.pending, Total: row!.total };
  });
  await after.flush();
  return out;
}
