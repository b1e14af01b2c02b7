import { MARKETPLACE_LAYOUTS } from '@partdesk/shared/inventory/cash-stock/cash-stock.codes';
import { cashStockResource } from '@partdesk/shared/inventory/cash-stock/cash-stock.resource';
import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuery } from '../../../core/list/list-query.js';
import { attachmentHeader } from '../../../core/resource/resource-export.js';
import { registerResource, resourceListSpec } from '../../../core/resource/index.js';
import type { ResourceBinding } from '../../../core/resource/resource-spec.js';
import { INVENTORY_ACCESS } from '../inventory-access.js';
import { invLot } from '../ledger/stock-ledger.table.js';
import { offersOf, toCsv } from './marketplace.js';
import { warehouseNameSql } from '../warehouse/warehouse-ref.js';

const age = sql`age(current_date, ${invLot.receivedOn})`;

/**
 * The own-stock list's binding (/product/cashStock, decision 0028): lots that passed QC with stock on
 * hand (a partial index serves it), every holder of the screen sees every lot (the group's stock for
 * sale: scope 'none'). Unit cost and CNY cost are fields with a permit — left out for sales.
 */
const cashStockBinding: ResourceBinding = {
  from: invLot,
  scope: 'none', // the group's own stock, offered by every salesperson
  // Literal, not a parameter: a generic plan must still see the partial index's predicate.
  where: () => [sql`${invLot.qcState} = ${sql.raw(String(QC_STATE.passed))}`, sql`${invLot.onHand} > 0`],
  access: INVENTORY_ACCESS.cashStock,
  tieBreaker: invLot.id,
  columns: {
    Id: invLot.id,
    Mpn: invLot.mpn,
    Brand: invLot.brand,
    Package: invLot.package,
    DateCode: invLot.dateCode,
    LotNo: invLot.lotNo,
    Coo: invLot.coo,
    Msl: invLot.msl,
    WarehouseId: invLot.warehouseId,
    TenantId: invLot.tenantId,
    OnHand: invLot.onHand,
    Reserved: invLot.reserved,
    Available: sql<number>`(${invLot.onHand} - ${invLot.reserved})`.mapWith(Number),
    CashPrice: invLot.cashPrice,
    Currency: invLot.currency,
    CashPriceManual: invLot.cashPriceManual,
    ReceivedOn: invLot.receivedOn,
    AgeDays: sql<number>`(current_date - ${invLot.receivedOn})`.mapWith(Number),
    AgeMonths: sql<number>`(extract(year from ${age}) * 12 + extract(month from ${age}))::int`.mapWith(
      Number,
    ),
    UnitCost: invLot.unitCost,
    CostCny: sql<string>`(${invLot.unitCost} * ${invLot.rateToCny})::numeric(18, 6)`.mapWith(String),
  },
  exportAs: {
    WarehouseId: warehouseNameSql(invLot.warehouseId),
    TenantId: sql<string | null>`(select t.name from sys_tenant t where t.id = ${invLot.tenantId})`,
  },
};

/**
 * POST /merchant/product/cashstock/Query and /Export (the kit), and the marketplace upload of the same
 * list: `POST …/marketplace?layout=` with the list's filters in the body → a CSV (UTF-8) of offers.
 */
export const cashStockListRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerResource(app, cashStockResource, cashStockBinding);
  const spec = resourceListSpec(cashStockResource, cashStockBinding as never);

  app.post(
    '/merchant/product/cashstock/marketplace',
    {
      config: { access: INVENTORY_ACCESS.cashStock },
      schema: {
        tags: ['inventory'],
        summary: 'Own stock as a marketplace upload (CSV, UTF-8): the list filters in the body',
        querystring: z.object({ layout: z.enum(MARKETPLACE_LAYOUTS) }),
        body: z.record(z.string(), z.unknown()).nullish(),
      },
    },
    async function marketplaceExport(req, reply) {
      const user = req.auth();
      const input = { ...(req.body ?? {}) };
      for (const k of ['pageIndex', 'pageSize', 'sortField', 'sortOrder']) delete input[k];
      // The list's own where: fixed conditions, data scope, the same filters.
      const q = listQuery({ ...spec, where: cashStockBinding.where?.(user) }, input, user);
      const csv = toCsv(req.query.layout, await offersOf(app.ctx.db, q.where));
      const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(`${req.query.layout}-${day}.csv`))
        .header('cache-control', 'no-store');
      return reply.send(csv);
    },
  );
};
