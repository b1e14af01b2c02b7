import { date, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id, unitPrice } from '../../../core/db/columns.js';
import { crmCustomer } from '../../crm/index.js';

/**
 * Cash requirement (现货需求, XR, document type `cashRequirement`): a salesperson's request for own stock
 * of one part. `ownerId` the salesperson (data scope "sales"); `mpn` normalised (upper case, no spaces;
 * matched against the lots' MPN); `targetPrice` in `currency` (both optional); `customerId` optional;
 * `status` CASH_REQUIREMENT_STATUS (pending review → approved → fulfilled | closed; rejected);
 * `closeReason` why it was fulfilled / closed.
 */
export const salesCashRequirement = pgTable(
  'sales_cash_requirement',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    ownerId: integer().notNull(),
    mpn: text().notNull(),
    brand: text().notNull().default(''),
    package: text().notNull().default(''),
    dateCode: text().notNull().default(''),
    quantity: integer().notNull(),
    targetPrice: unitPrice(),
    currency: text().notNull().default(''),
    customerId: integer().references(() => crmCustomer.id),
    requiredDate: date({ mode: 'string' }),
    remark: text().notNull().default(''),
    closeReason: text().notNull().default(''),
    status: smallint().notNull().default(1),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('sales_cash_requirement_no_uq').on(t.no),
    index('sales_cash_requirement_owner_idx').on(t.ownerId, t.createdAt, t.id),
    index('sales_cash_requirement_status_idx').on(t.status, t.createdAt, t.id),
  ],
);
