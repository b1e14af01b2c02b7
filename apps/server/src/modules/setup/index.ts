import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { sysTenant } from '../../core/access/identity.table.js';
import { defineModule } from '../../core/modules/index.js';
import { adminRoutes } from './admins.routes.js';
import { companyRoutes } from './companies.routes.js';
import { deptRoutes } from './depts.routes.js';
import { devRoutes } from './dev.routes.js';
import { dictRoutes } from './dicts.routes.js';
import { roleRoutes } from './roles.routes.js';
import { sysSetting } from './setting.table.js';
import { settingRoutes } from './settings.routes.js';
import { seedSettings } from './settings.service.js';
import { userRoutes } from './users.routes.js';

export { getSetting, invalidateSettings, SETTINGS_TTL_MS, tenantCurrencies } from './settings.service.js';
export { sysSetting, sysTenantSetting } from './setting.table.js';
export { settingDto, writeSettings } from './settings.routes.js';
export { settingRows } from './settings.service.js';

/**
 * The /setup screens' server API: users, administrators, roles and user-test, departments,
 * dictionaries, system settings and owner companies, and the dev page.
 */
export const setupModule = defineModule({
  name: 'setup',
  systemSeeders: [seedSettings],
  register: setupRoutes,
});

async function setupRoutes(app: FastifyInstance): Promise<void> {
  const settingsScreen = (user: { isAdmin: boolean; grants: ReadonlySet<string> }) =>
    user.isAdmin || user.grants.has('setup/system-setting');
  // History of settings and companies (GET /merchant/document/history?type=setting|company&id=).
  app.ctx.documents.register({
    type: 'setting',
    async load(db, id) {
      const [row] = await db
        .select({ id: sysSetting.id, no: sysSetting.key })
        .from(sysSetting)
        .where(eq(sysSetting.id, id));
      return row ?? null;
    },
    canView: settingsScreen,
    canEdit: () => false,
  });
  app.ctx.documents.register({
    type: 'company',
    async load(db, id) {
      const [row] = await db
        .select({ id: sysTenant.id, no: sysTenant.shortName, tenantId: sysTenant.id })
        .from(sysTenant)
        .where(eq(sysTenant.id, id));
      return row ?? null;
    },
    canView: settingsScreen,
    canEdit: () => false,
  });
  await app.register(userRoutes);
  await app.register(adminRoutes);
  await app.register(dictRoutes);
  await app.register(roleRoutes);
  await app.register(deptRoutes);
  await app.register(settingRoutes);
  await app.register(companyRoutes);
  await app.register(devRoutes);
}
