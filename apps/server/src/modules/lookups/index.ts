import type { FastifyPluginAsync } from 'fastify';
import { registerDeletable } from '../../core/deletes/index.js';
import { exchangeRateSnapshotJob, registerJob } from '../../core/jobs/index.js';
import { registerDemoSeeder, registerSystemSeeder } from '../../db/seed/registry.js';
import { companyRoutes } from './company.routes.js';
import { customerExpressAccountDeletable, dictLineDeletable } from './deletes.js';
import { dictRoutes } from './dict.routes.js';
import { logisticsRoutes } from './logistics.routes.js';
import { orgRoutes } from './org.routes.js';
import { seedLookupsDemo } from './seed-demo.js';
import { seedLookupsSystem, snapshotRates } from './seed-system.js';

export { cached, invalidateLookups } from './cache.js';
export { addDictLine, type DictLineInput, dictCodes, dictLines, updateDictLine } from './dict.service.js';
export { snapshotRates } from './seed-system.js';
export { assertTenantOpenForNew } from './tenant-open.js';
export * from './dict.table.js';
export * from './geo.table.js';
export * from './company.table.js';
export * from './logistics.table.js';

registerSystemSeeder(seedLookupsSystem);
registerDemoSeeder({ name: 'lookups', order: 5, run: seedLookupsDemo });
registerDeletable(dictLineDeletable);
registerDeletable(customerExpressAccountDeletable);
registerJob(exchangeRateSnapshotJob(snapshotRates));

/** Lookup endpoints of spec §7: dictionaries, people, companies, finance and logistics reference lists. */
export const lookupsModule: FastifyPluginAsync = async (app) => {
  await app.register(dictRoutes);
  await app.register(orgRoutes);
  await app.register(companyRoutes);
  await app.register(logisticsRoutes);
};
