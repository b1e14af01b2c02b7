import type { FastifyPluginAsync } from 'fastify';
import { registerDemoSeeder } from '../../db/seed/registry.js';
import { seedSuppliersDemo } from './seed/seed-suppliers.js';
import { supplierLookupRoutes } from './supplier/supplier-lookup.routes.js';

export * from './purchase-codes.js';
export * from './supplier/supplier.table.js';

/** After the parts master (order 10); before CRM (30) and the purchasing documents. */
registerDemoSeeder({ name: 'purchase.suppliers', order: 20, run: seedSuppliersDemo });

/** Purchasing routes (suppliers, POs, payments, inbound) register here as they are built. */
export const purchaseModule: FastifyPluginAsync = async (app) => {
  await app.register(supplierLookupRoutes);
};
