import {
  INVENTORY_STATISTICS_MENU,
  STOCK_SUMMARY_MENU,
} from '@partdesk/shared/inventory/stock-summary/stock-summary.codes';
import {
  inventoryStatisticsBody,
  stockSummaryBody,
} from '@partdesk/shared/inventory/stock-summary/stock-summary.contract';
import { stockSummaryResource } from '@partdesk/shared/inventory/stock-summary/stock-summary.resource';
import { translate } from '@partdesk/shared/i18n/index';
import { gt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../core/http/index.js';
import { listQuery } from '../../../core/list/list-query.js';
import { registerResource, resourceListSpec } from '../../../core/resource/index.js';
import { attachmentHeader } from '../../../core/resource/resource-export.js';
import { listSpecFor, type ResourceBinding } from '../../../core/resource/resource-spec.js';
import { invLot } from '../ledger/stock-ledger.table.js';
import { checkStatisticsRange, inventoryStatistics } from './inventory-statistics.queries.js';
import { stockSummary } from './stock-summary.queries.js';
import { AGE_BUCKET_SQL, LOT_VALUE_CNY } from './stock-value.js';
import { tenantNameSql, warehouseNameSql } from './warehouse-name.js';

const tags = ['inventory'];
const SUMMARY_ACCESS = { grantedBy: [STOCK_SUMMARY_MENU] } as const;
const STATS_ACCESS = { grantedBy: [INVENTORY_STATISTICS_MENU] } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Lots with stock on hand, valued (stock-value.ts). Finance sees every owner company's stock: the
 * ledger has no owning user, so the scope is `'none'` and the screen's grant is the gate.
 */
const lotBinding: ResourceBinding = {
  from: invLot,
  access: SUMMARY_ACCESS,
  scope: 'none',
  where: () => [gt(invLot.onHand, 0)],
  tieBreaker: invLot.id,
  columns: {
    Id: invLot.id,
    TenantId: invLot.tenantId,
    WarehouseId: invLot.warehouseId,
    Mpn: invLot.mpn,
    Brand: invLot.brand,
    DateCode: invLot.dateCode,
    QcState: invLot.qcState,
    ReceivedOn: invLot.receivedOn,
    AgeBucket: AGE_BUCKET_SQL,
    OnHand: invLot.onHand,
    Currency: invLot.currency,
    UnitCost: invLot.unitCost,
    RateToCny: invLot.rateToCny,
    ValueCny: LOT_VALUE_CNY,
  },
  exportAs: { TenantId: tenantNameSql(invLot.tenantId), WarehouseId: warehouseNameSql(invLot.warehouseId) },
};

const STATS_COLUMNS = ['Period', 'Kind', 'Moves', 'QtyIn', 'QtyOut', 'ValueIn', 'ValueOut'] as const;

/** Stock summary (`/finance/stocksSummary`) and inventory statistics (`/finance/business-processing/inventory-statistics`). */
export const stockSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerResource(app, stockSummaryResource, lotBinding);
  const base = resourceListSpec(stockSummaryResource, lotBinding as unknown as ResourceBinding<never>);

  app.post(
    '/merchant/finance/stocksummary/Summary',
    {
      config: { access: SUMMARY_ACCESS },
      schema: {
        body: stockSummaryBody.nullish(),
        tags,
        summary: 'Stock value by company, warehouse, brand and age',
      },
    },
    async function stockSummaryTotals(req) {
      const user = req.auth();
      const spec = listSpecFor(base, lotBinding as unknown as ResourceBinding<never>, user);
      const { where } = listQuery(spec, (req.body ?? {}) as Record<string, unknown>, user);
      return ok(await stockSummary(app.ctx.db, where));
    },
  );

  app.post(
    '/merchant/finance/inventorystatistics/Query',
    {
      config: { access: STATS_ACCESS },
      schema: { body: inventoryStatisticsBody, tags, summary: 'Stock moves per period and kind' },
    },
    async function inventoryStatisticsQuery(req) {
      checkStatisticsRange(req.body, req.lang);
      return ok(await inventoryStatistics(app.ctx.db, req.body));
    },
  );

  app.post(
    '/merchant/finance/inventorystatistics/Export',
    {
      config: { access: STATS_ACCESS },
      schema: { body: inventoryStatisticsBody, tags, summary: 'Stock moves per period and kind (.xlsx)' },
    },
    async function inventoryStatisticsExport(req, reply) {
      checkStatisticsRange(req.body, req.lang);
      const view = await inventoryStatistics(app.ctx.db, req.body);
      const t = (k: string) => translate(req.lang, `resources.inventoryStatistics.${k}`);
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet(t('title').slice(0, 31));
      ws.columns = STATS_COLUMNS.map((c) => ({ header: t(c), key: c, width: 16 }));
      ws.getRow(1).font = { bold: true };
      for (const r of view.Records) {
        ws.addRow({
          ...r,
          Kind: t(`kind${r.Kind}`),
          ValueIn: Number(r.ValueIn),
          ValueOut: Number(r.ValueOut),
        });
      }
      ws.addRow({
        ...view.Total,
        Period: t('total'),
        ValueIn: Number(view.Total.ValueIn),
        ValueOut: Number(view.Total.ValueOut),
      }).font = { bold: true };
      for (const c of ['ValueIn', 'ValueOut']) ws.getColumn(c).numFmt = '#,##0.00';
      const name = `${t('title')}-${req.body.DateStart}-${req.body.DateEnd}.xlsx`;
      reply
        .header('content-type', XLSX)
        .header('content-disposition', attachmentHeader(name))
        .header('cache-control', 'no-store');
      return reply.send(Buffer.from(await wb.xlsx.writeBuffer()));
    },
  );
};
