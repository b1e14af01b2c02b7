import { stockCheckResource } from '@partdesk/shared/inventory/stock-check/stock-check.resource';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { stockCheckDocument } from './stock-check.document.js';
import { invStockCheck, invStockCheckLine } from './stock-check.table.js';
import { warehouseLabelSql as warehouseNameSql, zoneNameSql } from '../warehouse/warehouse-ref.js';

/** The wire columns of a row (list, export and detail), PascalCase in the select. */
export const stockCheckColumns = {
  Id: invStockCheck.id,
  No: invStockCheck.no,
  TenantId: invStockCheck.tenantId,
  WarehouseId: invStockCheck.warehouseId,
  WarehouseName: warehouseNameSql(invStockCheck.warehouseId),
  ZoneId: invStockCheck.zoneId,
  ZoneName: zoneNameSql(invStockCheck.zoneId),
  Remark: invStockCheck.remark,
  Status: invStockCheck.status,
  OwnerId: invStockCheck.ownerId,
  OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${invStockCheck.ownerId})`,
  LineCount: sql<number>`(select count(*)::int from ${invStockCheckLine} l where l.check_id = ${invStockCheck.id})`,
  DifferenceLines: sql<number>`(select count(*)::int from ${invStockCheckLine} l where l.check_id = ${invStockCheck.id} and l.counted_qty <> l.book_qty)`,
  PostedOn: invStockCheck.postedOn,
  CreatedAt: invStockCheck.createdAt,
  Version: invStockCheck.version,
};

/** POST /merchant/inventory/stockcheck/Query and /Export: the kit list, scoped by the document's one row rule. */
export function registerStockCheckList(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, stockCheckResource, {
    from: invStockCheck,
    access,
    tieBreaker: invStockCheck.id,
    scopeWhere: stockCheckDocument.visibleWhere,
    columns: stockCheckColumns,
  });
}
