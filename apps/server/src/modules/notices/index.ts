import { defineModule } from '../../core/modules/index.js';
import { noticeDeletable } from './notice-deletable.js';
import { noticeRoutes } from './notices.routes.js';
import { seedDemoNotices } from './notices.seed.js';

/**
 * Notices: the notification list (stored by `ctx.notifier`, core/push), offline/time-out notices and
 * the monthly performance announcement; notices are deleted through the generic delete (type `notice`).
 */
export const noticesModule = defineModule({
  name: 'notices',
  deletables: [noticeDeletable],
  demoSeeders: [{ name: 'notices', order: 900, run: seedDemoNotices }],
  register: async (app) => {
    await app.register(noticeRoutes);
  },
});

export { addOfflineNotice, type OfflineNoticeInput } from './notices.service.js';
