import { CASH_PRICE_DELETE_TYPE } from '@partdesk/shared/inventory/cash-price/cash-price.codes';
import { cashPriceResource } from '@partdesk/shared/inventory/cash-price/cash-price.resource';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DeletableType } from '../../../core/deletes/index.js';
import { docIdParam } from '../../../core/documents/index.js';
import { ok } from '../../../core/http/envelope.js';
import { requestEnv } from '../../../core/http/index.js';
import { registerResource } from '../../../core/resource/index.js';
import { INVENTORY_ACCESS } from '../inventory-access.js';
import { invCashPriceRule } from './cash-price.table.js';
import { createCashPriceRule, updateCashPriceRule } from './use-cases/save-cash-price-rule.js';

const tags = ['inventory'];
const body = z.object({
  Brand: z.string().trim().max(64).default(''),
  AgeFrom: z.number().default(0),
  AgeTo: z.number().nullable().optional(),
  CostFrom: z.string().trim().max(24).default('0'),
  CostTo: z.string().trim().max(24).nullable().optional(),
  MarkupPercent: z.string().trim().min(1).max(12),
  Remark: z.string().trim().max(200).default(''),
});

/** Rules through the generic delete (`PUT /merchant/common/delete?type=cashPriceRule&id=`). */
export const cashPriceRuleDeletable: DeletableType = {
  type: CASH_PRICE_DELETE_TYPE,
  access: INVENTORY_ACCESS.pricing,
  async delete(ids, { tx }) {
    const gone = await tx
      .delete(invCashPriceRule)
      .where(inArray(invCashPriceRule.id, ids))
      .returning({ id: invCashPriceRule.id });
    return gone.length;
  },
};

/** /purchase/parameterSetting/cashPrice: kit list/export, create, edit at Version (decision 0028). */
export const cashPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  await registerResource(app, cashPriceResource, {
    from: invCashPriceRule,
    scope: 'none', // pricing parameters
    access: INVENTORY_ACCESS.pricing,
    tieBreaker: invCashPriceRule.id,
    columns: {
      Id: invCashPriceRule.id,
      Brand: invCashPriceRule.brand,
      BrandId: invCashPriceRule.brandId,
      AgeFrom: invCashPriceRule.ageFrom,
      AgeTo: invCashPriceRule.ageTo,
      CostFrom: invCashPriceRule.costFrom,
      CostTo: invCashPriceRule.costTo,
      MarkupPercent: invCashPriceRule.markupPercent,
      Remark: invCashPriceRule.remark,
      UpdatedAt: invCashPriceRule.updatedAt,
      Version: invCashPriceRule.version,
    },
  });

  app.post(
    '/merchant/purchase/cashprice',
    {
      config: { access: INVENTORY_ACCESS.pricing },
      schema: {
        tags,
        summary: 'Add a cash price rule (brand or any, age band in months, cost band in CNY, markup %)',
        body,
      },
    },
    async function createRule(req) {
      return ok(await createCashPriceRule(env(req), req.body));
    },
  );

  app.put(
    '/merchant/purchase/cashprice/:id',
    {
      config: { access: INVENTORY_ACCESS.pricing },
      schema: {
        tags,
        summary: 'Change a cash price rule at its version',
        params: docIdParam,
        body: body.extend({ Version: z.number().int().positive() }),
      },
    },
    async function updateRule(req) {
      return ok(await updateCashPriceRule(env(req), req.params.id, req.body));
    },
  );
};
