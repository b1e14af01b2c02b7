import type {
  StockSummaryGroup,
  StockSummaryView,
} from '@partdesk/shared/inventory/stock-summary/stock-summary.contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../../core/db/index.js';
import { AGE_BUCKET_SQL, LOT_VALUE_CNY } from './stock-value.js';

interface GroupRow {
  g_tenant: number;
  g_warehouse: number;
  g_brand: number;
  g_age: number;
  tenant_id: number | null;
  warehouse_id: number | null;
  brand: string | null;
  age: number | null;
  lots: number;
  on_hand: string | number;
  value_cny: string;
}

const group = (r: GroupRow, key: string | number | null): StockSummaryGroup => ({
  Key: key,
  Lots: Number(r.lots),
  OnHand: Number(r.on_hand),
  ValueCny: String(r.value_cny),
});

const byValue = (a: StockSummaryGroup, b: StockSummaryGroup) =>
  Number(b.ValueCny) - Number(a.ValueCny) || String(a.Key).localeCompare(String(b.Key));

/**
 * The stock value grouped by owner company, warehouse, brand and age bucket, and the total — one
 * statement (grouping sets) over the lots that `where` selects (the lot list's own where: fixed
 * conditions, filters), each lot valued by `LOT_VALUE_CNY`, so every group is a Σ of list rows.
 */
export async function stockSummary(db: Executor, where: SQL | undefined): Promise<StockSummaryView> {
  const res = rows<GroupRow>(
    await db.execute(sql`
      select grouping(l.tenant_id) g_tenant, grouping(l.warehouse_id) g_warehouse, grouping(l.brand) g_brand,
        grouping(l.age) g_age, l.tenant_id, l.warehouse_id, l.brand, l.age,
        count(*)::int lots, coalesce(sum(l.on_hand), 0)::bigint on_hand,
        coalesce(sum(l.value_cny), 0)::numeric(18, 2)::text value_cny
      from (select inv_lot.tenant_id, inv_lot.warehouse_id, inv_lot.brand, ${AGE_BUCKET_SQL} age,
          inv_lot.on_hand, ${LOT_VALUE_CNY} value_cny
        from inv_lot ${where ? sql`where ${where}` : sql``}) l
      group by grouping sets ((l.tenant_id), (l.warehouse_id), (l.brand), (l.age), ())`),
  );
  const view: StockSummaryView = {
    Total: { Key: null, Lots: 0, OnHand: 0, ValueCny: '0.00' },
    ByTenant: [],
    ByWarehouse: [],
    ByBrand: [],
    ByAge: [],
  };
  for (const r of res) {
    if (!Number(r.g_tenant)) view.ByTenant.push(group(r, r.tenant_id));
    else if (!Number(r.g_warehouse)) view.ByWarehouse.push(group(r, r.warehouse_id));
    else if (!Number(r.g_brand)) view.ByBrand.push(group(r, r.brand));
    else if (!Number(r.g_age)) view.ByAge.push(group(r, r.age));
    else view.Total = group(r, null);
  }
  view.ByTenant.sort(byValue);
  view.ByWarehouse.sort(byValue);
  view.ByBrand.sort(byValue);
  view.ByAge.sort((a, b) => Number(a.Key) - Number(b.Key));
  return view;
}
