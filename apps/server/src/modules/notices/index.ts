import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerDeletable } from '../../core/deletes/index.js';
import { registerDemoSeeder } from '../../db/seed/registry.js';
import { noticeDeletable } from './notice-deletable.js';
import { noticeRoutes } from './notices.routes.js';
import { seedDemoNotices } from './notices.seed.js';

/**
 * Notices: the notification list (stored by `ctx.notifier`, core/push), offline/time-out notices and
 * the monthly performance announcement; notices are deleted through the generic delete (type `notice`).
 */
registerDemoSeeder({ name: 'notices', order: 900, run: seedDemoNotices });
registerDeletable(noticeDeletable);

export const noticesModule: FastifyPluginAsyncZod = async (app) => {
  await app.register(noticeRoutes);
};

export { addOfflineNotice, type OfflineNoticeInput } from './notices.service.js';
