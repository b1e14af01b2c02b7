import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * THE one place the stock reports read a warehouse's name (by id). Warehouses live in lookups'
 * `base_warehouse` today and move to inventory (same ids, decision 0017): repoint this at the move.
 */
export const warehouseNameSql = (warehouseId: Column | SQL) =>
  sql<string | null>`(select w.name from base_warehouse w where w.id = ${warehouseId})`;

/** An owner company's (tenant's) name, by id. */
export const tenantNameSql = (tenantId: Column | SQL) =>
  sql<string | null>`(select t.name from sys_tenant t where t.id = ${tenantId})`;
