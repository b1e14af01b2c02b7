import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagingSchema } from '@partdesk/shared/core/list-query';
import { ok } from '../../core/http/envelope.js';
import { activeOfflineNotices, listNotices, performanceNotice } from './notices.service.js';

const noticeQuery = pagingSchema.extend({
  IsRead: z.enum(['true', 'false', '1', '0']).optional(),
});

/**
 * The header's notification endpoints (spec §7). All need a session only: they return the caller's
 * own data. Deleting goes through the generic delete (type `notice`, registered in index.ts).
 */
export const noticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app.ctx;

  app.get(
    '/merchant/common/notice',
    { config: { access: { session: true } }, schema: { querystring: noticeQuery, tags: ['common'] } },
    async (req) => ok(await listNotices(db, req.auth().id, req.query, req.lang)),
  );

  app.get(
    '/merchant/common/timeoutnotice',
    { config: { access: { session: true } }, schema: { tags: ['common'] } },
    async (req) => ok({ Records: await activeOfflineNotices(db, req.auth().id, clock.now(), req.lang) }),
  );

  app.get(
    '/merchant/common/pmnotice',
    { config: { access: { session: true } }, schema: { tags: ['common'] } },
    async (req) => {
      req.auth();
      return ok(performanceNotice(clock.now(), req.lang));
    },
  );
};
