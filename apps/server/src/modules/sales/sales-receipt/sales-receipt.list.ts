import { RECEIPT_PENDING_STATUSES } from '@partdesk/shared/sales/sales-receipt/sales-receipt.codes';
import {
  receiptLineResource,
  receiptOrderResource,
  receivableResource,
  salesReceiptResource,
} from '@partdesk/shared/sales/sales-receipt/sales-receipt.resource';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { salesOrderDocument } from '../sales-order/sales-order.document.js';
import { salesOrder as O } from '../sales-order/sales-order.table.js';
import { salesReceiptDocument } from './sales-receipt.document.js';
import { salesReceipt as T, salesReceiptLine as LN } from './sales-receipt.table.js';
import { RECEIVING_ORDER_STATUSES } from './use-cases/create-sales-receipt.js';

type Access = { grantedBy: readonly string[] };

const ownerName = sql<string | null>`(select u.name from sys_user u where u.id = ${T.ownerId})`;

/** The wire columns of a receipt (list, export and the detail header), PascalCase in the select. */
export const salesReceiptColumns = {
  Id: T.id,
  No: T.no,
  CustomerId: T.customerId,
  CustomerName: T.customerName,
  OrderNos: sql<
    string | null
  >`(select string_agg(l.order_no, ', ' order by l.line_no) from sales_receipt_line l where l.receipt_id = sales_receipt.id)`,
  Currency: T.currency,
  Source: T.source,
  BankReceiptId: T.bankReceiptId,
  BankReceiptNo: T.bankReceiptNo,
  Amount: T.amount,
  Allocated: T.allocated,
  ToBalance: T.toBalance,
  status: T.status,
  Status: T.status,
  ReviewComment: T.reviewComment,
  Remark: T.remark,
  PostedOn: T.postedOn,
  OwnerId: T.ownerId,
  OwnerName: ownerName,
  TenantId: T.tenantId,
  CreatedAt: T.createdAt,
  Version: T.version,
};

/** A condition on a receipt line's receipt (alias `r`). */
const onReceipt = (cond: ReturnType<typeof sql>) =>
  sql`exists (select 1 from sales_receipt r where r.id = ${LN.receiptId} and ${cond})`;

const orderNosFilter = (v: unknown) =>
  sql`exists (select 1 from sales_receipt_line l where l.receipt_id = sales_receipt.id and l.order_no ilike ${v})`;

/** Held by receipts in review, per order (the receivable list's `Pending`). */
const pendingOf = sql<string>`(select coalesce(sum(l.amount), 0)::numeric(18, 2) from sales_receipt_line l
  join sales_receipt r on r.id = l.receipt_id
  where l.order_id = ${O.id} and r.status in (${sql.join(
    RECEIPT_PENDING_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}))`;

/**
 * The receipt lists (decision 0054), each scoped by its document's one row rule:
 * - POST /merchant/sale/receipt/Query|Export — receipts (sales/gatheringOrder, the two queues);
 * - POST /merchant/finance/receiptorder/Query|Export — the same rows on finance's receipt-order screen;
 * - POST /merchant/sale/receipt/line/Query|Export — one row per receipt and order (salesReceipt);
 * - POST /merchant/sale/receipt/receivable/Query|Export — approved orders still open (receivable).
 */
export async function registerSalesReceiptLists(
  app: FastifyInstance,
  access: { receipts: Access; receiptOrders: Access; lines: Access; receivable: Access },
) {
  await registerResource(app, salesReceiptResource, {
    from: T,
    access: access.receipts,
    tieBreaker: T.id,
    scopeWhere: salesReceiptDocument.visibleWhere,
    columns: salesReceiptColumns,
    filterBy: { OrderNos: orderNosFilter },
  });
  await registerResource(app, receiptOrderResource, {
    from: T,
    access: access.receiptOrders,
    tieBreaker: T.id,
    scopeWhere: salesReceiptDocument.visibleWhere,
    columns: salesReceiptColumns,
    filterBy: { OrderNos: orderNosFilter },
  });
  await registerResource(app, receiptLineResource, {
    from: LN,
    joins: sql`join sales_receipt on sales_receipt.id = ${LN.receiptId}`,
    access: access.lines,
    tieBreaker: LN.id,
    // The count has no joins: the row rule and the filters on the receipt's columns are subqueries.
    scopeWhere: (user) => {
      const w = salesReceiptDocument.visibleWhere(user);
      return w
        ? sql`exists (select 1 from sales_receipt where sales_receipt.id = ${LN.receiptId} and ${w})`
        : undefined;
    },
    filterBy: {
      No: (v) => onReceipt(sql`r.no ilike ${v}`),
      CustomerName: (v) => onReceipt(sql`r.customer_name ilike ${v}`),
      Currency: (v) => onReceipt(sql`r.currency = ${v}`),
      status: (v) =>
        onReceipt(
          sql`r.status in (${sql.join(
            (Array.isArray(v) ? v : [v]).map((x) => sql`${Number(x)}`),
            sql`, `,
          )})`,
        ),
    },
    columns: {
      Id: LN.id,
      No: T.no,
      ReceiptId: T.id,
      OrderId: LN.orderId,
      OrderNo: LN.orderNo,
      CustomerName: T.customerName,
      Currency: T.currency,
      Amount: LN.amount,
      status: T.status,
      PostedOn: T.postedOn,
      OwnerName: ownerName,
      // The line's own (written with its receipt): the range filter and the sort need a column of `from`.
      CreatedAt: LN.createdAt,
    },
  });
  await registerResource(app, receivableResource, {
    from: O,
    access: access.receivable,
    tieBreaker: O.id,
    scopeWhere: salesOrderDocument.visibleWhere,
    where: () => [inArray(O.status, [...RECEIVING_ORDER_STATUSES]), sql`${O.total} > ${O.received}`],
    filterBy: {
      CustomerName: (v) =>
        sql`exists (select 1 from crm_customer c where c.id = ${O.customerId} and c.name ilike ${v})`,
    },
    columns: {
      OrderId: O.id,
      No: O.no,
      CustomerId: O.customerId,
      CustomerName: sql<string | null>`(select c.name from crm_customer c where c.id = ${O.customerId})`,
      Currency: O.currency,
      Total: O.total,
      Received: O.received,
      Pending: sql<string>`${pendingOf}::text`,
      Open: sql<string>`(${O.total} - ${O.received} - ${pendingOf})::numeric(18, 2)::text`,
      PayStatus: O.payStatus,
      TenantId: O.tenantId,
      CreatedAt: O.createdAt,
    },
  });
}
