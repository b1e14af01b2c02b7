import type { FastifyPluginAsync } from 'fastify';
import { registerDemoSeeder } from '../../db/seed/registry.js';
import { seedCrmDemo } from './seed/seed-customers.js';

export * from './crm-codes.js';
export { type CurrencyBalance, customerBalances } from './balance/balance.js';
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

/** After the parts master (10) and the suppliers (20): customer part numbers point at parts. */
registerDemoSeeder({ name: 'crm.customers', order: 30, run: seedCrmDemo });

/** CRM routes (customers, contacts, public pool, visits, balance) register here as they are built. */
export const crmModule: FastifyPluginAsync = async () => {};
