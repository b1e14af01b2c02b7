import {
  INTERNAL_STOCK_DEMAND_SOURCE,
  INTERNAL_STOCK_ORDER_EDITABLE,
  INTERNAL_STOCK_ORDER_STATUS as S,
} from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.codes';
import { PO_HOLDS_DEMAND } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { and, asc, eq, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import type { Executor } from '../../../core/db/client.js';
import { loadScoped } from '../../../core/documents/index.js';
import { badRequest, forbidden } from '../../../core/http/index.js';
import type { DemandFilters, DemandRow } from '../demand/purchase-demand.js';
import { purOrder, purOrderLine } from '../purchase-order/purchase-order.table.js';
import { internalStockOrderDocument } from './internal-stock-order.document.js';
import { purInternalStockOrderLine as L, purInternalStockOrder as T } from './internal-stock-order.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function loadInternalStockOrder(db: Executor, user: AuthUser, id: number, lock = false) {
  return loadScoped(db, T, id, internalStockOrderDocument.visibleWhere(user), 'errors.notFound', lock);
}

export const stockOrderLinesOf = (db: Executor, orderId: number) =>
  db.select().from(L).where(eq(L.orderId, orderId)).orderBy(asc(L.lineNo));

/**
 * Edit and submit: only whoever raised it (403 `purchase.stockOrder.notYours`), only in draft or
 * rejected (400 `purchase.stockOrder.notEditable`, field Status).
 */
export function assertStockOrderEditable(
  user: AuthUser,
  row: { no: string; ownerId: number; status: number },
) {
  if (row.ownerId !== user.id) throw forbidden('purchase.stockOrder.notYours', { no: row.no });
  if (!INTERNAL_STOCK_ORDER_EDITABLE.includes(row.status))
    throw badRequest('purchase.stockOrder.notEditable', { no: row.no }, 'Status');
}

/** Per NB line: what open (not cancelled) POs hold of it and what they received. */
export async function stockOrderLinesOnPo(exec: Executor, lineIds: number[]) {
  const out = new Map<number, { onOrder: number; received: number; orders: string[] }>();
  if (!lineIds.length) return out;
  const held = await exec
    .select({
      lineId: purOrderLine.sourceLineId,
      qty: sql<number>`sum(${purOrderLine.quantity})::int`,
      received: sql<number>`sum(${purOrderLine.receivedQty})::int`,
      orders: sql<string[]>`array_agg(distinct ${purOrder.no})`,
    })
    .from(purOrderLine)
    .innerJoin(purOrder, eq(purOrder.id, purOrderLine.orderId))
    .where(
      and(
        eq(purOrderLine.sourceType, INTERNAL_STOCK_DEMAND_SOURCE),
        inArray(purOrderLine.sourceLineId, lineIds),
        inArray(purOrder.status, [...PO_HOLDS_DEMAND]),
      ),
    )
    .groupBy(purOrderLine.sourceLineId);
  for (const h of held) out.set(h.lineId!, { onOrder: h.qty, received: h.received, orders: h.orders });
  return out;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Purchase's own demand source (registered in index.ts, decision 0057): the lines of approved internal
 * stock orders. They serve no sales line, so a filter on a salesperson, customer or sales order matches
 * none of them.
 */
export async function internalStockDemand(exec: Executor, f: DemandFilters): Promise<DemandRow[]> {
  if (f.salespersonId || f.customerId || f.orderId) return [];
  const where: SQL[] = [eq(T.status, S.approved)];
  if (f.mpn) where.push(ilike(L.mpn, `%${escapeLike(f.mpn)}%`));
  if (f.tenantId) where.push(eq(T.tenantId, f.tenantId));
  if (f.requiredBy) where.push(lte(L.requiredDate, f.requiredBy));
  const rows = await exec
    .select({
      sourceId: T.id,
      sourceNo: T.no,
      lineId: L.id,
      partId: L.partId,
      mpn: L.mpn,
      brand: L.brand,
      package: L.package,
      qty: L.quantity,
      requiredDate: L.requiredDate,
      tenantId: T.tenantId,
      since: sql<string | null>`${T.approvedAt}::text`,
    })
    .from(L)
    .innerJoin(T, eq(T.id, L.orderId))
    .where(and(...where));
  return rows.map((r) => ({
    sourceType: INTERNAL_STOCK_DEMAND_SOURCE,
    ...r,
    orderId: null,
    orderNo: null,
    orderLineId: null,
    salespersonId: null,
    salesperson: null,
    customerId: null,
    customer: null,
  }));
}
