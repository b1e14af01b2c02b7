import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { salesOrder, salesOrderLine } from '../sales-order/sales-order.table.js';
import { stockingRequestDocument } from './stocking-request.document.js';
import { salesStockingRequest, salesStockingRequestLine } from './stocking-request.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadStockingRequest(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(
    db,
    salesStockingRequest,
    id,
    stockingRequestDocument.visibleWhere(user),
    'errors.notFound',
    lock,
  );
}

/** The wire columns of a row (list, export and the detail header), PascalCase in the select. */
export const stockingRequestColumns = {
  Id: salesStockingRequest.id,
  No: salesStockingRequest.no,
  OrderId: salesStockingRequest.orderId,
  OrderNo: sql<string>`(select o.no from sales_order o where o.id = ${salesStockingRequest.orderId})`,
  CustomerName: sql<
    string | null
  >`(select c.short_name from sales_order o join crm_customer c on c.id = o.customer_id where o.id = ${salesStockingRequest.orderId})`,
  OwnerId: salesStockingRequest.ownerId,
  OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${salesStockingRequest.ownerId})`,
  Reason: salesStockingRequest.reason,
  Status: salesStockingRequest.status,
  Quantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int from sales_stocking_request_line l where l.request_id = ${salesStockingRequest.id})`,
  ReviewComment: salesStockingRequest.reviewComment,
  TenantId: salesStockingRequest.tenantId,
  CreatedAt: salesStockingRequest.createdAt,
  Version: salesStockingRequest.version,
};

/** The wire columns of a request line (with its order line's part). */
export const stockingRequestLineColumns = {
  Id: salesStockingRequestLine.id,
  LineNo: salesStockingRequestLine.lineNo,
  OrderLineId: salesStockingRequestLine.orderLineId,
  Mpn: salesOrderLine.mpn,
  Brand: salesOrderLine.brand,
  Package: salesOrderLine.package,
  Quantity: salesStockingRequestLine.quantity,
  Remark: salesStockingRequestLine.remark,
  Status: salesStockingRequestLine.status,
  AbolishReason: salesStockingRequestLine.abolishReason,
};

/** The request's lines in line order. */
export function stockingRequestLines(db: Executor, requestIds: number[]) {
  return db
    .select({ ...stockingRequestLineColumns, RequestId: salesStockingRequestLine.requestId })
    .from(salesStockingRequestLine)
    .innerJoin(salesOrderLine, eq(salesOrderLine.id, salesStockingRequestLine.orderLineId))
    .where(inArray(salesStockingRequestLine.requestId, requestIds))
    .orderBy(asc(salesStockingRequestLine.requestId), asc(salesStockingRequestLine.lineNo));
}

/** Header and lines of one request (visibility checked by the caller). */
export async function stockingRequestDetail(db: Executor, id: number) {
  const [head] = await db
    .select(stockingRequestColumns)
    .from(salesStockingRequest)
    .where(eq(salesStockingRequest.id, id));
  const lines = await stockingRequestLines(db, [id]);
  return { ...head!, Lines: lines.map(({ RequestId: _r, ...l }) => l) };
}

/** The order a request is for (row-locked with FOR UPDATE when `lock`). */
export async function orderOfRequest(db: Executor, orderId: number, lock = false) {
  const q = db.select().from(salesOrder).where(eq(salesOrder.id, orderId));
  const [o] = lock ? await q.for('update') : await q;
  return o!;
}
