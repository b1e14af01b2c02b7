import { sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.js';
import { invWarehouse } from './warehouse.table.js';

/** The group's warehouses, one per owner company (moved from lookups' system seed, decision 0025). */
const WAREHOUSES = [
  {
    tenantId: 1,
    code: 'SZ',
    name: '深圳仓',
    nameEn: 'Shenzhen warehouse',
    country: 'CN',
    address: '深圳市福田区华强北路 1019 号',
    isDefault: true,
    sort: 1,
  },
  {
    tenantId: 2,
    code: 'HK',
    name: '香港仓',
    nameEn: 'Hong Kong warehouse',
    country: 'HK',
    address: 'Kwun Tong, Kowloon, Hong Kong',
    isDefault: true,
    sort: 2,
  },
  {
    tenantId: 3,
    code: 'CA',
    name: '加拿大仓',
    nameEn: 'Canada warehouse',
    country: 'CA',
    address: 'Markham, Ontario, Canada',
    isDefault: true,
    sort: 3,
  },
  {
    tenantId: 4,
    code: 'US',
    name: '美国仓',
    nameEn: 'US warehouse',
    country: 'US',
    address: 'San Jose, California, USA',
    isDefault: true,
    sort: 4,
  },
];

/**
 * System seed (every start, idempotent): the warehouses, their zones (receiving, QC, storage, shipping,
 * quarantine) and locations (storage zone C: 3 rows × 4 shelves, one location in each other zone),
 * set-based — only into an empty table: once there is a warehouse, the screen owns them (a restart
 * never adds zones to a warehouse someone created, nor brings back what someone changed).
 */
export async function seedWarehouses(db: Db): Promise<void> {
  const [any] = await db.select({ id: invWarehouse.id }).from(invWarehouse).limit(1);
  if (any) return;
  await db.insert(invWarehouse).values(WAREHOUSES).onConflictDoNothing();
  await db.execute(sql`
    insert into inv_warehouse_zone (warehouse_id, code, name, name_en, sort)
    select w.id, z.code, z.name, z.name_en, z.sort from inv_warehouse w
    cross join (values ('A', '收货区', 'Receiving', 1), ('B', '质检区', 'Quality check', 2),
      ('C', '存储区', 'Storage', 3), ('D', '发货区', 'Shipping', 4), ('Q', '不良品区', 'Quarantine', 5))
      as z(code, name, name_en, sort)
    on conflict do nothing`);
  await db.execute(sql`
    insert into inv_warehouse_location (zone_id, code)
    select z.id, z.code || '-' || lpad(r::text, 2, '0') || '-' || lpad(s::text, 2, '0')
    from inv_warehouse_zone z
    cross join generate_series(1, 3) r cross join generate_series(1, 4) s
    where z.code = 'C' or (r = 1 and s = 1)
    on conflict do nothing`);
}
