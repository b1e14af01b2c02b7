import { type Column, type SQL, sql } from 'drizzle-orm';
import { baseWarehouse } from '../../lookups/index.js';

/**
 * THE read of a warehouse's name for inventory (issue #13): today from lookups' `base_warehouse`;
 * warehouses move into inventory (`inv_warehouse*`, same ids) — repoint this one function then.
 */
export const warehouseNameSql = (warehouseId: Column | SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select ${baseWarehouse.name} from ${baseWarehouse} where ${baseWarehouse.id} = ${warehouseId})`;
