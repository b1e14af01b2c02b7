import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A customer's code and name as select columns, by the customer id column of another table: what a
 * review queue's summary shows as its `Who` (with core/reviews `nameWithCode`). Other modules read the
 * customer's name through this, not with their own SQL on crm_customer.
 */
export const customerWhoColumns = (customerId: PgColumn | SQL) => ({
  code: sql<string | null>`(select c.code from crm_customer c where c.id = ${customerId})`,
  name: sql<string | null>`(select c.name from crm_customer c where c.id = ${customerId})`,
});
