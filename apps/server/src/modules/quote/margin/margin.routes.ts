import { PROFIT_MARGIN_DELETE_TYPE } from '@partdesk/shared/quote/quote-codes';
import { profitMarginResource } from '@partdesk/shared/quote/quote-resource';
import { inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DeletableType } from '../../../core/deletes/index.js';
import { ok } from '../../../core/http/envelope.js';
import { registerResource } from '../../../core/resource/index.js';
import { QUOTE_ACCESS } from '../quote-access.js';
import { quoProfitMargin } from '../quote.table.js';
import { createMargin, updateMargin } from './margin.service.js';
import { docIdParam } from '../../../core/documents/index.js';
import { requestEnv } from '../../../core/http/index.js';

const tags = ['quote'];
const body = z.object({
  Brand: z.string().trim().max(64).default(''),
  CostFrom: z.string().trim().max(24).default('0'),
  CostTo: z.string().trim().max(24).nullable().optional(),
  MarginPercent: z.string().trim().min(1).max(12),
  Remark: z.string().trim().max(200).default(''),
});

/**
 * Profit-margin rows through the generic delete (`PUT /merchant/common/delete?type=profitMargin&id=`),
 * for holders of the profitMargin screen.
 */
export const profitMarginDeletable: DeletableType = {
  type: PROFIT_MARGIN_DELETE_TYPE,
  access: QUOTE_ACCESS.margins,
  async delete(ids, { tx }) {
    const gone = await tx
      .delete(quoProfitMargin)
      .where(inArray(quoProfitMargin.id, ids))
      .returning({ id: quoProfitMargin.id });
    return gone.length;
  },
};

/** /purchase/parameterSetting/profitMargin: kit list/export, create, edit at Version. */
export const marginRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  await registerResource(app, profitMarginResource, {
    from: quoProfitMargin,
    scope: 'none', // pricing parameters
    access: QUOTE_ACCESS.margins,
    tieBreaker: quoProfitMargin.id,
    columns: {
      Id: quoProfitMargin.id,
      Brand: quoProfitMargin.brand,
      BrandId: quoProfitMargin.brandId,
      CostFrom: quoProfitMargin.costFrom,
      CostTo: quoProfitMargin.costTo,
      MarginPercent: quoProfitMargin.marginPercent,
      Remark: quoProfitMargin.remark,
      UpdatedAt: quoProfitMargin.updatedAt,
      Version: quoProfitMargin.version,
    },
  });

  app.post(
    '/merchant/purchase/profitmargin',
    {
      config: { access: QUOTE_ACCESS.margins },
      schema: { tags, summary: 'Add a profit-margin row (brand or all, cost band in CNY, margin %)', body },
    },
    async (req) => ok(await createMargin(env(req), req.body)),
  );

  app.put(
    '/merchant/purchase/profitmargin/:id',
    {
      config: { access: QUOTE_ACCESS.margins },
      schema: {
        tags,
        summary: 'Change a profit-margin row at its version',
        params: docIdParam,
        body: body.extend({ Version: z.number().int().positive() }),
      },
    },
    async (req) => ok(await updateMargin(env(req), req.params.id, req.body)),
  );
};
