import { INTERNAL_STOCK_DEMAND_SOURCE } from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.codes';
import { internalStockOrderResource } from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.resource';
import { PO_HOLDS_DEMAND } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { internalStockOrderDocument } from './internal-stock-order.document.js';
import { purInternalStockOrder as T } from './internal-stock-order.table.js';

const holding = sql.raw(PO_HOLDS_DEMAND.join(', '));
/** The row's id, qualified (a bare "id" inside the subqueries would be the inner table's). */
const rowId = sql.raw('"pur_internal_stock_order"."id"');

/** The wire columns of a row (list, export and detail), PascalCase in the select. */
export const internalStockOrderColumns = {
  Id: T.id,
  No: T.no,
  TenantId: T.tenantId,
  Currency: T.currency,
  Reason: T.reason,
  Remark: T.remark,
  LineCount: sql<number>`(select count(*)::int from pur_internal_stock_order_line l where l.order_id = ${rowId})`,
  Quantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int from pur_internal_stock_order_line l where l.order_id = ${rowId})`,
  OnOrderQty: sql<number>`(select coalesce(sum(pl.quantity), 0)::int from pur_order_line pl
    join pur_order po on po.id = pl.order_id and po.status in (${holding})
    join pur_internal_stock_order_line l on l.id = pl.source_line_id and l.order_id = ${rowId}
    where pl.source_type = ${INTERNAL_STOCK_DEMAND_SOURCE})`,
  status: T.status,
  ReviewComment: T.reviewComment,
  CancelReason: T.cancelReason,
  OwnerId: T.ownerId,
  OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${T.ownerId})`,
  CreatedAt: T.createdAt,
  Version: T.version,
};

/**
 * POST /merchant/purchase/internalstockorder/Query and /Export (purchase/internal-stock-order; `status=2`
 * = pending review, the link of InternalStockOrderAuditCount), scoped by the document's one row rule.
 */
export function registerInternalStockOrderList(
  app: FastifyInstance,
  access: { grantedBy: readonly string[] },
) {
  return registerResource(app, internalStockOrderResource, {
    from: T,
    access,
    tieBreaker: T.id,
    scopeWhere: internalStockOrderDocument.visibleWhere,
    columns: internalStockOrderColumns,
    filterBy: {
      OwnerName: (v) =>
        sql`exists (select 1 from sys_user u where u.id = ${T.ownerId} and u.name ilike ${v})`,
    },
  });
}
