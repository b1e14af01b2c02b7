import { onUserDisabled } from '../../core/access/user-lifecycle.js';
import { defineModule } from '../../core/modules/index.js';
import { contactRoutes } from './contact/contact.routes.js';
import { contactDocument } from './contact/contact.document.js';
import { customerPartRoutes } from './customer-part/customer-part.routes.js';
import { customerTransferRoutes } from './customer/customer-transfer.routes.js';
import { customerTransferDocument } from './customer/customer-transfer.document.js';
import { releaseCustomersOfLeaver } from './customer/customer-transfer.service.js';
import { customerRoutes } from './customer/customer.routes.js';
import { customerDocument } from './customer/customer.document.js';
import { poolReturnJob } from './pool/pool-return.job.js';
import { poolRoutes } from './pool/pool.routes.js';
import { crmOpsModule } from './crm-ops.js';
import { CRM_OPS_DOCUMENTS } from './crm-ops.document.js';
import { poolClaimDocument } from './pool/pool-claim.document.js';
import { seedCrmDemo } from './seed/seed-customers.js';
import { seedCrmOpsDemo } from './seed/seed-ops.js';
import { seedCrmReviews } from './seed/seed-reviews.js';
import { crmSettingRoutes } from './settings/crm-settings.routes.js';
import { subscribeCrmToOrders } from './trade/order-subscriptions.js';
import { subscribeCrmToShipments } from './trade/shipment-subscriptions.js';

export * from './crm-codes.js';
export {
  type Availability,
  availableBalance,
  type CurrencyBalance,
  customerBalances,
  type LedgerKind,
  type PostBalance,
  postBalance,
} from './balance/balance.js';
export {
  type ReceivableProvider,
  type RemainingCredit,
  registerReceivableProvider,
  remainingCredit,
} from './change/credit.js';
export { registerTradeSource, type TradeEvent, type TradeSource } from './trade/trade.js';
/** Timeline entries of other modules' documents (their demo seeders; live ones come by events). */
export { recordTradeEntries, type TradeEntryInput } from './trade/trade-subscriptions.js';
export type { DemoCustomer } from './seed/seed-customers.js';
/** A customer's code and name for other modules' review summaries. */
export { customerWhoColumns } from './customer/customer-who.js';
export * from './customer/customer.table.js';
export * from './contact/contact.table.js';
export * from './customer-part/customer-part.table.js';
export * from './balance/balance-move.table.js';
export * from './balance/balance-refund.table.js';
export * from './customer/customer-transfer.table.js';
export * from './pool/pool.table.js';
export * from './change/change-request.table.js';
export * from './visit/visit.table.js';

export { runPoolReturn, POOL_RETURN_JOB } from './pool/pool-return.job.js';
export { TRANSFER_REVIEW } from './customer/customer-transfer.service.js';

/**
 * CRM routes: customers, contacts, customer part numbers, the public pool, CRM settings; the four
 * CRM review queues (customeraudit, conflict-audit, contact-conflict, librarycustomer-audit) on the
 * review engine. Visits, balance, level and credit come with their own files (README).
 */
export const crmModule = defineModule({
  name: 'crm',
  /** The CRM documents (*.document.ts): customers, contacts, pool claims, transfer requests, CRM operations. */
  documents: [
    customerDocument,
    contactDocument,
    poolClaimDocument,
    customerTransferDocument,
    ...CRM_OPS_DOCUMENTS,
  ],
  /** After the parts master (10) and the suppliers (20): customer part numbers point at parts. */
  demoSeeders: [
    { name: 'crm.customers', order: 30, run: seedCrmDemo },
    { name: 'crm.reviews', order: 31, run: seedCrmReviews },
    // Visits, change requests and refunds of demo customers.
    { name: 'crm.ops', order: 32, run: seedCrmOpsDemo },
  ],
  jobs: [poolReturnJob],
  register: async (app) => {
    // "Owner left" on disabling a user (customer-transfer.service.ts).
    onUserDisabled('crm.ownerLeft', releaseCustomersOfLeaver);
    await app.register(customerRoutes);
    await app.register(contactRoutes);
    await app.register(customerPartRoutes);
    await app.register(poolRoutes);
    await app.register(customerTransferRoutes);
    await app.register(crmSettingRoutes);
    // CRM operations (levels and credit, visits, balance, refunds, customer trade): crm-ops.ts.
    await app.register(crmOpsModule);
    // Sales order events → last-order time and timeline entries (decision 0033).
    subscribeCrmToOrders(app.ctx.events);
    // Shipped CKs → timeline entries (logistics' `shipment.shipped`, decision 0047).
    subscribeCrmToShipments(app.ctx.events);
  },
});
