import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../core/http/envelope.js';
import { ACCESS } from '../crm-access.js';
import { requestTransfer } from './customer-transfer.service.js';
import { docIdParam } from '../../../core/documents/index.js';
import { requestEnv } from '../../../core/http/index.js';

const tags = ['crm'];
const reason = z.string().trim().min(1).max(500);
const version = z.number().int().positive();

/**
 * Salesperson requests (customer-management, without button 0102): transfer an own customer to a
 * named salesperson, or return it to the pool. Decided in the review queues `customerTransfer` /
 * `customerReturn` (POST /merchant/review/{type}/Query, PUT …/approve|reject) by the 0102 holders.
 */
export const customerTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  app.put(
    '/merchant/crm/customer/:id/transfer-request',
    {
      config: { access: ACCESS.edit },
      schema: {
        params: docIdParam,
        body: z.object({ ToOwnerId: z.number().int().positive(), Reason: reason, Version: version }),
        tags,
      },
    },
    async (req) =>
      ok(
        await requestTransfer(env(req), req.params.id, {
          kind: 'transfer',
          ...req.body,
        }),
        req.t('crm.transferRequested'),
      ),
  );

  app.put(
    '/merchant/crm/customer/:id/release-request',
    {
      config: { access: ACCESS.edit },
      schema: { params: docIdParam, body: z.object({ Reason: reason, Version: version }), tags },
    },
    async (req) =>
      ok(
        await requestTransfer(env(req), req.params.id, {
          kind: 'returnToPool',
          ...req.body,
        }),
        req.t('crm.transferRequested'),
      ),
  );
};
