import type { Lang } from '@partdesk/shared/i18n/define';
import {
  DELIVERY_STATS_MAX_DAYS,
  type DeliveryStatsBody,
  type DeliveryStatsCounts,
  type DeliveryStatsGroup,
  type DeliveryStatsView,
} from '@partdesk/shared/logistics/delivery-stats/delivery-stats.contract';
import { SHIPMENT_STATUS } from '@partdesk/shared/logistics/shipment/shipment.codes';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/access/access.js';
import { type Executor, rows } from '../../../core/db/index.js';
import { fieldError } from '../../../core/http/index.js';
import { shipmentDocument } from '../shipment/shipment.document.js';

const DAY_MS = 86_400_000;

/** Refuses a range that ends before it starts or is longer than DELIVERY_STATS_MAX_DAYS (400 naming the field). */
export function checkDeliveryStatsRange(q: DeliveryStatsBody, lang: Lang): void {
  const start = Date.parse(`${q.DateStart}T00:00:00Z`);
  const end = Date.parse(`${q.DateEnd}T00:00:00Z`);
  if (Number.isNaN(start)) throw fieldError('errors.fieldInvalid', 'DateStart', lang);
  if (Number.isNaN(end)) throw fieldError('errors.fieldInvalid', 'DateEnd', lang);
  if (end < start) throw fieldError('logistics.statsRangeOrder', 'DateEnd', lang);
  if ((end - start) / DAY_MS + 1 > DELIVERY_STATS_MAX_DAYS)
    throw fieldError('logistics.statsRangeTooLong', 'DateEnd', lang, { max: DELIVERY_STATS_MAX_DAYS });
}

interface Row {
  month: string;
  courier_id: number | null;
  country_id: number | null;
  n: number;
  qty: number;
  on_time: number;
  late: number;
  no_date: number;
}

const zero = (): DeliveryStatsCounts => ({ Shipments: 0, Quantity: 0, OnTime: 0, Late: 0, NoDate: 0 });
const add = (a: DeliveryStatsCounts, r: Row) => {
  a.Shipments += Number(r.n);
  a.Quantity += Number(r.qty);
  a.OnTime += Number(r.on_time);
  a.Late += Number(r.late);
  a.NoDate += Number(r.no_date);
};

/**
 * Delivery statistics (decision 0047): the shipped shipments (status 6) the caller sees (the shipment
 * document's data scope, as the list), whose China shipping day (UTC+8, the receivable's posting day)
 * lies in the range, per month, courier and country: how many, pieces, on time vs the earliest required
 * date of the sales-order lines each ships (on time: shipped on or before it; no date: none has one).
 * One grouped query; the three views and the total are its roll-ups, so they add up.
 */
export async function deliveryStats(
  db: Executor,
  user: AuthUser,
  q: DeliveryStatsBody,
  lang: Lang,
): Promise<DeliveryStatsView> {
  const conds: SQL[] = [
    sql`log_shipment.status = ${SHIPMENT_STATUS.shipped}`,
    sql`log_shipment.shipped_at >= (${q.DateStart}::date::timestamp - interval '8 hours') at time zone 'UTC'`,
    sql`log_shipment.shipped_at < ((${q.DateEnd}::date + 1)::timestamp - interval '8 hours') at time zone 'UTC'`,
    shipmentDocument.visibleWhere(user) ?? sql`true`,
  ];
  if (q.CourierId !== undefined) conds.push(sql`log_shipment.courier_id = ${q.CourierId}`);
  if (q.CountryId !== undefined) conds.push(sql`log_shipment.country_id = ${q.CountryId}`);
  if (q.CustomerId !== undefined) conds.push(sql`log_shipment.customer_id = ${q.CustomerId}`);
  const res = rows<Row>(
    await db.execute(sql`
      with s as (
        select log_shipment.courier_id, log_shipment.country_id,
          (log_shipment.shipped_at at time zone 'UTC' + interval '8 hours')::date as d,
          (select coalesce(sum(l.quantity), 0) from log_shipment_line l where l.shipment_id = log_shipment.id) as qty,
          (select min(ol.required_date) from log_shipment_line l
             join sales_order_line ol on ol.id = l.order_line_id where l.shipment_id = log_shipment.id) as req
        from log_shipment
        where ${sql.join(conds, sql` and `)}
      )
      select to_char(d, 'YYYY-MM') as month, courier_id, country_id, count(*)::int as n, sum(qty)::int as qty,
        (count(*) filter (where req is not null and d <= req))::int as on_time,
        (count(*) filter (where req is not null and d > req))::int as late,
        (count(*) filter (where req is null))::int as no_date
      from s group by 1, 2, 3 order by 1, 2, 3`),
  );
  const courierIds = [...new Set(res.map((r) => r.courier_id).filter((x) => x != null))];
  const countryIds = [...new Set(res.map((r) => r.country_id).filter((x) => x != null))];
  const en = lang === 'en-US';
  const names = async (table: 'couriers' | 'countries', ids: number[]) => {
    if (!ids.length) return new Map<number, string>();
    const list = sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    );
    const r = rows<{ id: number; name: string }>(
      await db.execute(
        table === 'couriers'
          ? sql`select id, ${sql.raw(en ? "coalesce(nullif(name_en, ''), name)" : 'name')} as name
                from base_express_company where id in (${list})`
          : sql`select id, ${sql.raw(en ? 'name_en' : 'name_cn')} as name from base_country where id in (${list})`,
      ),
    );
    return new Map(r.map((x) => [Number(x.id), x.name]));
  };
  const [courierName, countryName] = await Promise.all([
    names('couriers', courierIds),
    names('countries', countryIds),
  ]);
  const Total = zero();
  const group = (key: (r: Row) => string | number | null, name: (k: string | number | null) => string) => {
    const by = new Map<string | number | null, DeliveryStatsGroup>();
    for (const r of res) {
      const k = key(r);
      const g = by.get(k) ?? { Key: k, Name: name(k), ...zero() };
      add(g, r);
      by.set(k, g);
    }
    return [...by.values()];
  };
  for (const r of res) add(Total, r);
  const byCount = (a: DeliveryStatsGroup, b: DeliveryStatsGroup) =>
    b.Shipments - a.Shipments || a.Name.localeCompare(b.Name);
  return {
    Total,
    ByMonth: group(
      (r) => r.month,
      (k) => String(k),
    ),
    ByCourier: group(
      (r) => (r.courier_id == null ? null : Number(r.courier_id)),
      (k) => (k == null ? '' : (courierName.get(Number(k)) ?? String(k))),
    ).sort(byCount),
    ByCountry: group(
      (r) => (r.country_id == null ? null : Number(r.country_id)),
      (k) => (k == null ? '' : (countryName.get(Number(k)) ?? String(k))),
    ).sort(byCount),
  };
}
