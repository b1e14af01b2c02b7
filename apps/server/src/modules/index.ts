import type { FastifyInstance } from 'fastify';
import { noticesModule } from './notices/index.js';
import { lookupsModule } from './lookups/index.js';
import { productModule } from './product/index.js';
import { purchaseModule } from './purchase/index.js';
import { crmModule } from './crm/index.js';
import { inquiryModule } from './inquiry/index.js';
import { quoteModule } from './quote/index.js';
import { demandModule } from './demand/index.js';
import { setupModule } from './setup/index.js';
import { deleteRoutes } from '../core/deletes/index.js';

/** Registers every business module (each module's only public import is its index.ts). */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(noticesModule);
  await app.register(lookupsModule);
  await app.register(productModule);
  await app.register(purchaseModule);
  await app.register(crmModule);
  await app.register(inquiryModule);
  await app.register(quoteModule);
  await app.register(demandModule);
  await app.register(setupModule);
  // The generic delete (core/deletes): modules register their deletable types from their index.ts.
  await app.register(deleteRoutes);
}
