import type {
  InventoryStatisticsBody,
  InventoryStatisticsRow,
  InventoryStatisticsView,
} from '@partdesk/shared/inventory/stock-summary/stock-summary.contract';
import { STATS_MAX_DAYS } from '@partdesk/shared/inventory/stock-summary/stock-summary.codes';
import type { Lang } from '@partdesk/shared/i18n/define';
import { D } from '@partdesk/shared/core/money';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rows } from '../../../core/db/index.js';
import { fieldError } from '../../../core/http/index.js';

const DAY_MS = 86_400_000;
const LABEL: Record<InventoryStatisticsBody['Period'], string> = {
  day: 'YYYY-MM-DD',
  week: 'YYYY-MM-DD',
  month: 'YYYY-MM',
};

/** Refuses a range that ends before it starts or is longer than the period allows (400 naming DateEnd). */
export function checkStatisticsRange(q: InventoryStatisticsBody, lang: Lang): void {
  const start = Date.parse(`${q.DateStart}T00:00:00Z`);
  const end = Date.parse(`${q.DateEnd}T00:00:00Z`);
  if (Number.isNaN(start)) throw fieldError('errors.fieldInvalid', 'DateStart', lang);
  if (Number.isNaN(end)) throw fieldError('errors.fieldInvalid', 'DateEnd', lang);
  if (end < start) throw fieldError('inventory.dateRangeOrder', 'DateEnd', lang);
  const max = STATS_MAX_DAYS[q.Period];
  if ((end - start) / DAY_MS + 1 > max)
    throw fieldError('inventory.dateRangeTooLong', 'DateEnd', lang, { max });
}

interface StatRow {
  period: string;
  kind: number;
  moves: number;
  qty_in: string | number;
  qty_out: string | number;
  value_in: string;
  value_out: string;
}

/**
 * Stock moves per period (UTC day, ISO week from Monday, or calendar month) and kind, between two dates
 * (both inclusive, UTC as the list layer's date filters), for an owner company / warehouse / brand:
 * pieces in (Σ positive quantities) and out (Σ negative, as a positive number) and their value at the
 * lot's cost in CNY (quantity × unit cost × rate locked at receipt, rounded to 2 places per row). The
 * total is the Σ of the rows, so the table adds up (decision 0029).
 */
export async function inventoryStatistics(
  db: Executor,
  q: InventoryStatisticsBody,
): Promise<InventoryStatisticsView> {
  const conds: SQL[] = [
    sql`m.created_at >= ${q.DateStart}::date::timestamp at time zone 'UTC'`,
    sql`m.created_at < (${q.DateEnd}::date + 1)::timestamp at time zone 'UTC'`,
  ];
  if (q.TenantId !== undefined) conds.push(sql`l.tenant_id = ${q.TenantId}`);
  if (q.WarehouseId !== undefined) conds.push(sql`l.warehouse_id = ${q.WarehouseId}`);
  if (q.Brand?.trim()) conds.push(sql`l.brand = ${q.Brand.trim()}`);
  const unit = sql.raw(`'${q.Period}'`);
  const value = sql`m.qty::numeric * l.unit_cost * l.rate_to_cny`;
  const res = rows<StatRow>(
    await db.execute(sql`
      select to_char(date_trunc(${unit}, m.created_at at time zone 'UTC'), ${LABEL[q.Period]}) period, m.kind::int kind,
        count(*)::int moves,
        coalesce(sum(m.qty) filter (where m.qty > 0), 0)::bigint qty_in,
        coalesce(-sum(m.qty) filter (where m.qty < 0), 0)::bigint qty_out,
        round(coalesce(sum(${value}) filter (where m.qty > 0), 0), 2)::text value_in,
        round(coalesce(-sum(${value}) filter (where m.qty < 0), 0), 2)::text value_out
      from inv_stock_move m join inv_lot l on l.id = m.lot_id
      where ${sql.join(conds, sql` and `)}
      group by 1, 2 order by 1, 2`),
  );
  const Records: InventoryStatisticsRow[] = res.map((r) => ({
    Period: r.period,
    Kind: Number(r.kind),
    Moves: Number(r.moves),
    QtyIn: Number(r.qty_in),
    QtyOut: Number(r.qty_out),
    ValueIn: r.value_in,
    ValueOut: r.value_out,
  }));
  const sum = (k: 'ValueIn' | 'ValueOut') => Records.reduce((s, r) => s.plus(r[k]), new D(0)).toFixed(2);
  return {
    Records,
    Total: {
      Moves: Records.reduce((s, r) => s + r.Moves, 0),
      QtyIn: Records.reduce((s, r) => s + r.QtyIn, 0),
      QtyOut: Records.reduce((s, r) => s + r.QtyOut, 0),
      ValueIn: sum('ValueIn'),
      ValueOut: sum('ValueOut'),
    },
  };
}
