import { defineModule } from '../../core/modules/index.js';
import { seedSuppliersDemo } from './seed/seed-suppliers.js';
import { supplierLookupRoutes } from './supplier/supplier-lookup.routes.js';
import { supplierDocument } from './supplier/supplier.document.js';
import { supplierRoutes } from './supplier/supplier.routes.js';

export * from './purchase-codes.js';
export {
  type DemandFilters,
  type DemandRow,
  type DemandSource,
  purchaseDemand,
  registerDemandSource,
} from './demand/purchase-demand.js';
export * from './supplier/supplier.table.js';

/** Purchasing routes (suppliers, POs, payments, inbound) register here as they are built. */
export const purchaseModule = defineModule({
  name: 'purchase',
  documents: [supplierDocument],
  /** After the parts master (order 10); before CRM (30) and the purchasing documents. */
  demoSeeders: [{ name: 'purchase.suppliers', order: 20, run: seedSuppliersDemo }],
  register: async (app) => {
    await app.register(supplierLookupRoutes);
    await app.register(supplierRoutes);
  },
});
