import type { FastifyInstance } from 'fastify';
import { deleteRoutes } from '../core/deletes/index.js';
import { type ModuleDefinition, registerModule } from '../core/modules/index.js';
import { crmModule } from './crm/index.js';
import { demandModule } from './demand/index.js';
import { financeModule } from './finance/index.js';
import { inventoryModule } from './inventory/index.js';
import { inquiryModule } from './inquiry/index.js';
import { logisticsModule } from './logistics/index.js';
import { lookupsModule } from './lookups/index.js';
import { MODULE_ORDER } from './module-order.js';
import { noticesModule } from './notices/index.js';
import { productModule } from './product/index.js';
import { purchaseModule } from './purchase/index.js';
import { quoteModule } from './quote/index.js';
import { salesModule } from './sales/index.js';
import { setupModule } from './setup/index.js';

/**
 * Every business module's definition (each module's only public import is its index.ts), in the
 * declared module order. The one list both the app (`registerModules`) and the seed runner
 * (db/seed: system and demo seeders) read — no module registers anything when imported (decision 0023).
 */
export const MODULES: readonly ModuleDefinition[] = [
  noticesModule,
  lookupsModule,
  setupModule,
  financeModule,
  productModule,
  inventoryModule,
  purchaseModule,
  crmModule,
  inquiryModule,
  quoteModule,
  demandModule,
  salesModule,
  logisticsModule,
];

const names = MODULES.map((m) => m.name).join();
if (names !== MODULE_ORDER.join())
  throw new Error(`MODULES (${names}) must list MODULE_ORDER (${MODULE_ORDER.join()}) in its order`);

/** Registers every business module into the app, in module order, then the generic delete. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const m of MODULES) await registerModule(app, m);
  // The generic delete (core/deletes): the types come from the modules' definitions and documents.
  await app.register(deleteRoutes);
}
