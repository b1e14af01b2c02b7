import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.js';
import { docQuery } from './doc-access.js';
import { listHistory } from './history.js';

/**
 * `GET /merchant/document/history?type=&id=`: the document's history, oldest first. Access: a signed-in
 * user whom the type's rule lets view the document (core/documents/doc-access.ts; a type without a rule:
 * administrators only).
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, documents } = app.ctx;
  app.get(
    '/merchant/document/history',
    { config: { access: { session: true } }, schema: { querystring: docQuery, tags: ['documents'] } },
    async (req) => {
      const { type, id } = req.query;
      await documents.authorize(db, req.auth(), type, id, 'view');
      const Records = await listHistory(db, type, id);
      return ok({ Records, TotalCount: Records.length });
    },
  );
};
