import {
  spotSupplyPurchaseResource,
  spotSupplyResource,
} from '@partdesk/shared/sales/spot-supply/spot-supply.resource';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { spotSupplyDocument } from './spot-supply.document.js';
import { salesSpotSupply as T } from './spot-supply.table.js';

/** The wire columns of a row (lists, export and the detail header), PascalCase in the select. */
export const spotSupplyColumns = {
  Id: T.id,
  No: T.no,
  OrderId: T.orderId,
  OrderNo: sql<string>`(select o.no from sales_order o where o.id = ${T.orderId})`,
  Mpns: sql<string>`(select string_agg(distinct l.mpn, ', ') from sales_spot_supply_line l where l.spot_supply_id = ${T.id})`,
  Quantity: T.quantity,
  Remark: T.remark,
  Status: T.status,
  OwnerId: T.ownerId,
  OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${T.ownerId})`,
  TenantId: T.tenantId,
  CreatedAt: T.createdAt,
  Version: T.version,
};

/**
 * POST /merchant/sale/spotsupply/Query and /Export (sales side, `sales/salespotsupply`): scoped by the
 * document's one row rule (the order's salesperson, data scope "sales").
 */
export function registerSpotSupplyList(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, spotSupplyResource, {
    from: T,
    access,
    tieBreaker: T.id,
    scopeWhere: spotSupplyDocument.visibleWhere,
    columns: spotSupplyColumns,
  });
}

/**
 * POST /merchant/purchase/spotsupply/Query and /Export (`/purchase/spotsupply`, what sales took):
 * every row for whoever holds the screen — a spot supply has no buyer to scope by, and purchasing
 * answers for all own stock (decision 0035).
 */
export function registerSpotSupplyPurchaseList(
  app: FastifyInstance,
  access: { grantedBy: readonly string[] },
) {
  return registerResource(app, spotSupplyPurchaseResource, {
    from: T,
    access,
    tieBreaker: T.id,
    scopeWhere: () => undefined,
    columns: spotSupplyColumns,
  });
}
