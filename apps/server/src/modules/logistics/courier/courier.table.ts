import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';

/**
 * Our accounts with a courier (`base_express_company`, the lookup lookups owns; decision 0052): the
 * account number the warehouse bills shipments to, one of them the default. Replaced as a whole by the
 * finance setup screen `finance-setup/express`.
 */
export const logCourierAccount = pgTable(
  'log_courier_account',
  {
    id: id(),
    expressCompanyId: integer().notNull(),
    accountNo: text().notNull(),
    accountName: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    remark: text().notNull().default(''),
    ...audit(),
  },
  (t) => [index('log_courier_account_company_idx').on(t.expressCompanyId)],
);
