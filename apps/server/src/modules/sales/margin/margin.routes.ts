import { COST_PARAM_DELETE_TYPE } from '@partdesk/shared/sales/margin/cost-param.codes';
import { costParamResource } from '@partdesk/shared/sales/margin/cost-param.resource';
import { SALES_ORDER_MENUS } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DeletableType } from '../../../core/deletes/index.js';
import { docIdParam } from '../../../core/documents/index.js';
import { ok } from '../../../core/http/envelope.js';
import { requestEnv } from '../../../core/http/index.js';
import { registerResource } from '../../../core/resource/index.js';
import { loadSalesOrder } from '../sales-order/sales-order.queries.js';
import { salesOrder, salesOrderLine } from '../sales-order/sales-order.table.js';
import { computeLandedCost } from './apply-landed-cost.js';
import { salesCostParam } from './cost-param.table.js';
import { createCostParam, updateCostParam } from './use-cases/save-cost-param.js';
import { gpFloors, saveGpFloor } from './use-cases/save-gp-floor.js';

const M = SALES_ORDER_MENUS;
/** Route access: the parameter screen; seeing cost also through the three order review queues. */
export const MARGIN_ACCESS = {
  params: { grantedBy: [M.parameters] },
  cost: { grantedBy: [M.parameters, M.review, M.marginReview, M.purchaseReview] },
} as const;

const tags = ['sales'];
const decimal = z.string().trim().max(24);
const body = z.object({
  TenantId: z.number().int(),
  CountryId: z.number().int().positive().nullable().optional(),
  FreightPercent: decimal.default('0'),
  FreightFixed: decimal.default('0'),
  BankFeePercent: decimal.default('0'),
  BankFeeFixed: decimal.default('0'),
  DutyPercent: decimal.default('0'),
  InspectionFixed: decimal.default('0'),
  Currency: z.string().trim().max(8),
  Remark: z.string().trim().max(200).default(''),
});

/** Rows through the generic delete (`PUT /merchant/common/delete?type=salesCostParam&id=`). */
export const costParamDeletable: DeletableType = {
  type: COST_PARAM_DELETE_TYPE,
  access: MARGIN_ACCESS.params,
  async delete(ids, { tx }) {
    const gone = await tx
      .delete(salesCostParam)
      .where(inArray(salesCostParam.id, ids))
      .returning({ id: salesCostParam.id });
    return gone.length;
  },
};

/**
 * sales/parameter-setting (decision 0032): the landed-cost parameters (kit list/export, create, edit at
 * Version, generic delete), the GP floor per company, and an order's margin for those who see cost.
 */
export const marginRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  const { db } = app.ctx;

  await registerResource(app, costParamResource, {
    from: salesCostParam,
    scope: 'none', // parameters of the group's companies
    access: MARGIN_ACCESS.params,
    tieBreaker: salesCostParam.id,
    columns: {
      Id: salesCostParam.id,
      TenantId: salesCostParam.tenantId,
      CountryId: salesCostParam.countryId,
      FreightPercent: salesCostParam.freightPercent,
      FreightFixed: salesCostParam.freightFixed,
      BankFeePercent: salesCostParam.bankFeePercent,
      BankFeeFixed: salesCostParam.bankFeeFixed,
      DutyPercent: salesCostParam.dutyPercent,
      InspectionFixed: salesCostParam.inspectionFixed,
      Currency: salesCostParam.currency,
      Remark: salesCostParam.remark,
      UpdatedAt: salesCostParam.updatedAt,
      Version: salesCostParam.version,
    },
  });

  app.post(
    '/merchant/sale/costparam',
    {
      config: { access: MARGIN_ACCESS.params },
      schema: { tags, summary: 'Add landed-cost parameters of a company (and shipping country)', body },
    },
    async (req) => ok(await createCostParam(env(req), req.body)),
  );

  app.put(
    '/merchant/sale/costparam/:id',
    {
      config: { access: MARGIN_ACCESS.params },
      schema: {
        tags,
        summary: 'Change landed-cost parameters at their version',
        params: docIdParam,
        body: body.extend({ Version: z.number().int().positive() }),
      },
    },
    async (req) => ok(await updateCostParam(env(req), req.params.id, req.body)),
  );

  app.get(
    '/merchant/sale/gpfloor',
    { config: { access: MARGIN_ACCESS.params }, schema: { tags, summary: 'The GP floor of each company' } },
    async () => ok({ Records: await gpFloors(db) }),
  );

  app.put(
    '/merchant/sale/gpfloor/:id',
    {
      config: { access: MARGIN_ACCESS.params },
      schema: {
        tags,
        summary: "Set (or remove: null) a company's GP floor at its version (0: none yet)",
        params: docIdParam,
        body: z.object({
          FloorPercent: z.string().trim().max(24).nullable(),
          Version: z.number().int().min(0),
        }),
      },
    },
    async (req) => ok(await saveGpFloor(env(req), req.params.id, req.body)),
  );

  app.get(
    '/merchant/sale/salesorder/:id/margin',
    {
      config: { access: MARGIN_ACCESS.cost },
      schema: {
        tags,
        summary:
          "An order's landed cost and GP: stored, and each line's unit breakdown by today's parameters",
        params: docIdParam,
      },
    },
    async (req) => {
      const e = env(req);
      await loadSalesOrder(db, e.user, req.params.id);
      const [head] = await db
        .select({
          Id: salesOrder.id,
          Currency: salesOrder.currency,
          Amount: salesOrder.amount,
          LandedCost: salesOrder.landedCost,
          GrossProfit: salesOrder.grossProfit,
          GpPercent: salesOrder.gpPercent,
          BelowGpFloor: salesOrder.belowGpFloor,
        })
        .from(salesOrder)
        .where(eq(salesOrder.id, req.params.id));
      const stored = await db
        .select({
          Id: salesOrderLine.id,
          LineNo: salesOrderLine.lineNo,
          Mpn: salesOrderLine.mpn,
          Quantity: salesOrderLine.quantity,
          Amount: salesOrderLine.amount,
          CostPrice: salesOrderLine.costPrice,
          CostCurrency: salesOrderLine.costCurrency,
          CostRate: salesOrderLine.costRate,
          LandedCost: salesOrderLine.landedCost,
          GrossProfit: salesOrderLine.grossProfit,
          GpPercent: salesOrderLine.gpPercent,
        })
        .from(salesOrderLine)
        .where(eq(salesOrderLine.orderId, req.params.id))
        .orderBy(asc(salesOrderLine.lineNo));
      const live = await computeLandedCost(db, req.params.id);
      return ok({
        ...head!,
        CostedAmount: live.result.costedAmount,
        FloorPercent: live.floorPercent,
        ParamId: live.row?.id ?? null,
        ParamCountryId: live.row?.countryId ?? null,
        Lines: stored.map((l, i) => ({ ...l, Breakdown: live.result.lines[i]?.breakdown ?? null })),
      });
    },
  );
};
