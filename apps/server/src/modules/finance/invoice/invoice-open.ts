import { D } from '@partdesk/shared/core/money';
import type { InvoiceRequirementQuery } from '@partdesk/shared/finance/invoice/invoice.contract';
import { invoiceableQty } from '@partdesk/shared/finance/invoice/invoice.rules';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { parsePaging } from '../../../core/list/list-query.js';
import { badRequest, type Env, notFound } from '../../../core/http/index.js';
import { type InvoiceableLine, invoiceableLinesOf, invoiceSourceOf } from './invoice-source.js';
import { invoicedByOrderLine } from './invoice.queries.js';

/**
 * What is still to invoice (decision 0055): shipped − (issued + pending + to issue) per order line, from
 * sales' readers (the caller's row rule on orders) and finance's own requests. Amounts at the line's unit
 * price, tax at the order's rate, rounded to cents per line.
 */
export async function openLines(db: Executor, user: AuthUser, filter: { customerId?: number }) {
  const reader = invoiceableLinesOf(db);
  if (!reader) throw badRequest('finance.invoice.noSource', undefined, 'OrderId');
  const lines = await reader(db, user, filter);
  const held = await invoicedByOrderLine(
    db,
    lines.map((l) => l.lineId),
  );
  return lines
    .map((l) => {
      const h = held.get(l.lineId);
      const open = invoiceableQty(l.shippedQty, (h?.invoiced ?? 0) + (h?.requested ?? 0));
      const amount = new D(l.unitPrice).times(open).toDecimalPlaces(2);
      const tax = amount.times(l.taxRate).div(100).toDecimalPlaces(2);
      return { ...l, open, amount, tax };
    })
    .filter((l) => l.open > 0);
}

type Open = Awaited<ReturnType<typeof openLines>>[number];

function group<K extends string>(lines: Open[], keyOf: (l: InvoiceableLine) => K) {
  const out = new Map<K, { first: Open; lines: Open[] }>();
  for (const l of lines) {
    const k = keyOf(l);
    const g = out.get(k);
    if (g) g.lines.push(l);
    else out.set(k, { first: l, lines: [l] });
  }
  return [...out.values()];
}

const sum = (ls: Open[], f: (l: Open) => InstanceType<typeof D>) =>
  ls.reduce((s, l) => s.plus(f(l)), new D(0));

/**
 * GET /merchant/finance/invoice/orders — the request form's order picker: the caller's approved orders
 * with something shipped and not yet invoiced or requested (optionally of one customer), newest first.
 */
export async function invoiceableOrders(env: Env, customerId?: number) {
  const lines = await openLines(env.app.db, env.user, { customerId });
  const records = group(lines, (l) => String(l.orderId))
    .map(({ first, lines: ls }) => {
      const amount = sum(ls, (l) => l.amount);
      const tax = sum(ls, (l) => l.tax);
      return {
        OrderId: first.orderId,
        OrderNo: first.orderNo,
        OrderDate: first.orderDate,
        OwnerId: first.ownerId,
        CustomerId: first.customerId,
        CustomerName: first.customerName,
        Currency: first.currency,
        TaxRate: first.taxRate,
        OpenLines: ls.length,
        OpenAmount: amount.toFixed(2),
        OpenTotal: amount.plus(tax).toFixed(2),
      };
    })
    .sort((a, b) => b.OrderId - a.OrderId)
    .slice(0, 200);
  return { Records: records, TotalCount: records.length };
}

/**
 * GET /merchant/finance/invoice/source/:id — one order for the request form: its tax rate, the buyer's
 * invoicing details (the customer's billing details) and every line with shipped, invoiced, requested
 * and the quantity still invoiceable. 404 when the caller may not see the order.
 */
export async function invoiceSourceView(env: Env, orderId: number) {
  const { app, user } = env;
  const source = invoiceSourceOf(app.db);
  if (!source) throw badRequest('finance.invoice.noSource', undefined, 'OrderId');
  const order = await source(app.db, user, orderId);
  if (!order) throw notFound();
  const held = await invoicedByOrderLine(
    app.db,
    order.lines.map((l) => l.id),
  );
  return {
    OrderId: order.id,
    OrderNo: order.no,
    CustomerId: order.customerId,
    CustomerName: order.customerName,
    Currency: order.currency,
    TaxRate: order.taxRate,
    Invoiceable: order.invoiceable,
    BuyerName: order.buyer.name || order.customerName,
    BuyerTaxNo: order.buyer.taxNo,
    BuyerAddress: order.buyer.address,
    BuyerPhone: order.buyer.phone,
    Lines: order.lines.map((l) => {
      const h = held.get(l.id);
      const invoiced = h?.invoiced ?? 0;
      const requested = h?.requested ?? 0;
      return {
        OrderLineId: l.id,
        LineNo: l.lineNo,
        Mpn: l.mpn,
        Brand: l.brand,
        Quantity: l.quantity,
        ShippedQty: l.shippedQty,
        InvoicedQty: invoiced,
        RequestedQty: requested,
        OpenQty: invoiceableQty(l.shippedQty, invoiced + requested),
        UnitPrice: l.unitPrice,
      };
    }),
  };
}

/**
 * POST /merchant/finance/invoice/requirement/Query — invoice requirements by customer
 * (`/finance/financial/requirement`): per customer and currency the orders and lines with shipped
 * quantities not yet invoiced or requested and their amount excl. tax, tax and total; the sales order's
 * row rule applies (a salesperson: their own orders). Filters: customer name (contains), currency.
 */
export async function invoiceRequirements(env: Env, q: InvoiceRequirementQuery) {
  const lines = await openLines(env.app.db, env.user, {});
  const name = q.CustomerName?.toLowerCase();
  const all = group(lines, (l) => `${l.customerId}|${l.currency}`)
    .map(({ first, lines: ls }) => {
      const amount = sum(ls, (l) => l.amount);
      const tax = sum(ls, (l) => l.tax);
      return {
        CustomerId: first.customerId,
        CustomerName: first.customerName,
        Currency: first.currency,
        OrderCount: new Set(ls.map((l) => l.orderId)).size,
        LineCount: ls.length,
        OpenQty: ls.reduce((s, l) => s + l.open, 0),
        OpenAmount: amount.toFixed(2),
        OpenTax: tax.toFixed(2),
        OpenTotal: amount.plus(tax).toFixed(2),
        OldestOrderDate: ls.reduce((m, l) => (l.orderDate < m ? l.orderDate : m), first.orderDate),
      };
    })
    .filter(
      (r) =>
        (!name || r.CustomerName.toLowerCase().includes(name)) && (!q.Currency || r.Currency === q.Currency),
    )
    .sort(
      (a, b) => a.CustomerName.localeCompare(b.CustomerName, 'zh-CN') || a.Currency.localeCompare(b.Currency),
    );
  const { pageIndex, pageSize } = parsePaging(q);
  const start = (pageIndex - 1) * pageSize;
  return { Records: all.slice(start, start + pageSize), TotalCount: all.length };
}
