import { exchangeRateSnapshotJob } from '../../core/jobs/index.js';
import { defineModule } from '../../core/modules/index.js';
import { companyRoutes } from './company.routes.js';
import { customerExpressAccountDeletable, dictLineDeletable } from './deletes.js';
import { dictRoutes } from './dict.routes.js';
import { logisticsRoutes } from './logistics.routes.js';
import { orgRoutes } from './org.routes.js';
import { seedLookupsDemo } from './seed-demo.js';
import { seedLookupsSystem, snapshotRates } from './seed-system.js';

export { cached, invalidateLookups, pick } from './cache.js';
export { addDictLine, type DictLineInput, dictCodes, dictLines, updateDictLine } from './dict.service.js';
export { snapshotRates } from './seed-system.js';
export { type CurrencyRateProvider, type DatedRate, provideCurrencyRates } from './currency-rates.js';
export { assertTenantOpenForNew } from './tenant-open.js';
export * from './dict.table.js';
export * from './geo.table.js';
export * from './company.table.js';
export * from './logistics.table.js';
export {
  declareRuleRowOf,
  type DeclareRuleValues,
  type ExpressCompanyValues,
  type ForwardingCompanyValues,
  saveDeclareRule,
  saveExpressCompany,
  saveForwardingCompany,
  setDeclareEnabled,
  setExpressCompanyDeactivated,
  setForwardingCompanyDeactivated,
} from './logistics.writes.js';

/** Lookup endpoints of spec §7: dictionaries, people, companies, finance and logistics reference lists. */
export const lookupsModule = defineModule({
  name: 'lookups',
  systemSeeders: [seedLookupsSystem],
  demoSeeders: [{ name: 'lookups', order: 5, run: seedLookupsDemo }],
  deletables: [dictLineDeletable, customerExpressAccountDeletable],
  jobs: [exchangeRateSnapshotJob(snapshotRates)],
  register: async (app) => {
    await app.register(dictRoutes);
    await app.register(orgRoutes);
    await app.register(companyRoutes);
    await app.register(logisticsRoutes);
  },
});
