import { type Column, type SQL, sql } from 'drizzle-orm';

/** The warehouse name read of all inventory screens (warehouse/warehouse-ref.ts). */
export { warehouseNameSql } from '../warehouse/warehouse-ref.js';

/** An owner company's (tenant's) name, by id. */
export const tenantNameSql = (tenantId: Column | SQL) =>
  sql<string | null>`(select t.name from sys_tenant t where t.id = ${tenantId})`;
