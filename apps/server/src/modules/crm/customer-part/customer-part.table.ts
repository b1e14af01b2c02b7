import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '../../../core/db/columns.js';
import { crmCustomer } from '../customer/customer.table.js';

/**
 * A customer's own part numbers (their internal PN on BOMs and POs) and the MPN and brand they
 * map to. `mpnNorm` is the product module's normalizeMpn(mpn); `partId` links product_part when
 * the MPN is in the parts master (null otherwise). `brand` is the brand as the customer writes it.
 */
export const crmCustomerPart = pgTable(
  'crm_customer_part',
  {
    id: id(),
    customerId: integer()
      .notNull()
      .references(() => crmCustomer.id),
    customerPn: text().notNull(),
    mpn: text().notNull(),
    mpnNorm: text().notNull(),
    brand: text().notNull().default(''),
    partId: integer(),
    description: text().notNull().default(''),
    remark: text().notNull().default(''),
    ...audit(),
  },
  (t) => [
    uniqueIndex('crm_customer_part_pn_uq').on(t.customerId, sql`upper(${t.customerPn})`),
    index('crm_customer_part_mpn_idx').on(t.mpnNorm),
    index('crm_customer_part_part_idx').on(t.partId),
  ],
);
