import type { FastifyPluginAsync } from 'fastify';
import { onUserDisabled } from '../../core/access/user-lifecycle.js';
import { scopedDocumentRule } from '../../core/documents/index.js';
import { registerJob } from '../../core/jobs/index.js';
import { registerDemoSeeder, registerSystemSeeder } from '../../db/seed/registry.js';
import { contactRoutes } from './contact/contact.routes.js';
import { crmContact } from './contact/contact.table.js';
import { customerPartRoutes } from './customer-part/customer-part.routes.js';
import { customerTransferRoutes } from './customer/customer-transfer.routes.js';
import {
  releaseCustomersOfLeaver,
  seedTransferFlows,
  transferReviewables,
} from './customer/customer-transfer.service.js';
import { customerRoutes } from './customer/customer.routes.js';
import { customerVisible } from './customer/customer-visibility.js';
import { crmCustomer } from './customer/customer.table.js';
import { poolReturnJob } from './pool/pool-return.job.js';
import { poolRoutes } from './pool/pool.routes.js';
import { registerCrmReviews, seedCrmReviewFlows } from './review/crm-reviews.js';
import { crmOpsModule } from './crm-ops.js';
import { seedCrmDemo } from './seed/seed-customers.js';
import { seedCrmReviews } from './seed/seed-reviews.js';
import { crmSettingRoutes } from './settings/crm-settings.routes.js';

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
export * from './customer/customer.table.js';
export * from './contact/contact.table.js';
export * from './customer-part/customer-part.table.js';
export * from './balance/balance-ledger.table.js';
export * from './balance/balance-refund.table.js';
export * from './customer/customer-transfer.table.js';
export * from './pool/pool.table.js';
export * from './change/change-request.table.js';
export * from './visit/visit.table.js';

export { runPoolReturn, POOL_RETURN_JOB } from './pool/pool-return.job.js';
export { TRANSFER_REVIEW } from './customer/customer-transfer.service.js';

/** After the parts master (10) and the suppliers (20): customer part numbers point at parts. */
registerDemoSeeder({ name: 'crm.customers', order: 30, run: seedCrmDemo });
registerDemoSeeder({ name: 'crm.reviews', order: 31, run: seedCrmReviews });
registerSystemSeeder(seedCrmReviewFlows);
registerJob(poolReturnJob);
// Transfer / return-to-pool requests (customer-transfer.service.ts) and "owner left" on disabling.
registerSystemSeeder(seedTransferFlows);
onUserDisabled('crm.ownerLeft', releaseCustomersOfLeaver);

/**
 * CRM routes: customers, contacts, customer part numbers, the public pool, CRM settings; the four
 * CRM review queues (customeraudit, conflict-audit, contact-conflict, librarycustomer-audit) on the
 * review engine. Visits, balance, level and credit come with their own files (README).
 */
export const crmModule: FastifyPluginAsync = async (app) => {
  registerCrmReviews(app.ctx);
  for (const def of transferReviewables()) app.ctx.reviews.register(def);
  app.ctx.documents.register(
    scopedDocumentRule({
      type: 'customer',
      table: crmCustomer,
      id: crmCustomer.id,
      no: crmCustomer.code,
      tenantId: crmCustomer.tenantId,
      visibleWhere: customerVisible,
    }),
  );
  app.ctx.documents.register(
    scopedDocumentRule({
      type: 'contact',
      table: crmContact,
      id: crmContact.id,
      no: crmContact.name,
      scope: { sales: crmContact.ownerId, own: crmContact.ownerId },
    }),
  );
  await app.register(customerRoutes);
  await app.register(contactRoutes);
  await app.register(customerPartRoutes);
  await app.register(poolRoutes);
  await app.register(customerTransferRoutes);
  await app.register(crmSettingRoutes);
  // CRM operations (levels and credit, visits, balance, refunds, customer trade): crm-ops.ts.
  await app.register(crmOpsModule);
};
