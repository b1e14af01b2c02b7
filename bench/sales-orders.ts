/**
 * The sales-order bench data (`npm run bench -- --orders`, issue #14 "Must show"): BENCH_ORDERS sales
 * orders with LINES_PER_ORDER lines each (500,000 / 1,500,000) over CUSTOMERS customers (100,000: the
 * demo's customers copied until there are that many, names suffixed). Each order belongs to its customer's
 * salesperson (a pool customer's orders go to the salespeople in turn), owner company 2 or 4, USD / EUR /
 * CNY / HKD / GBP, created over the past two years; the five status dimensions spread the way the flow
 * produces them (most approved, some in review, rejected, cancelled; stock / notify / ship / pay
 * following). All set-based SQL (generate_series, hashes for deterministic pseudo-random values), then
 * `vacuum analyze`. Bench data only; runs once per database.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/core/db/client.js';

export const BENCH_ORDERS = Number(process.env.BENCH_ORDERS ?? 500_000);
const LINES_PER_ORDER = 3;
const CUSTOMERS = Number(process.env.BENCH_ORDER_CUSTOMERS ?? 100_000);

const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

async function timed(label: string, fn: () => Promise<unknown>): Promise<void> {
  const t0 = Date.now();
  await fn();
  console.log(`bench orders: ${label} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

/** Copies the existing customers until there are CUSTOMERS (identity and generated columns left to the database). */
async function fillCustomers(db: Db): Promise<void> {
  const [n] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int n from crm_customer`));
  const have = n?.n ?? 0;
  if (have >= CUSTOMERS || have === 0) return;
  const cols = rowsOf<{ column_name: string }>(
    await db.execute(sql`
      select column_name from information_schema.columns
      where table_name = 'crm_customer' and table_schema = 'public' and is_identity = 'NO' and is_generated = 'NEVER'
      order by ordinal_position`),
  ).map((r) => r.column_name);
  const times = Math.ceil(CUSTOMERS / have) - 1;
  const exprs = cols.map((c) =>
    c === 'name' || c === 'short_name'
      ? `s."${c}" || ' #' || g`
      : c === 'created_at'
        ? `s.created_at - (g * interval '11 minutes')`
        : `s."${c}"`,
  );
  await db.execute(
    sql.raw(`insert into crm_customer (${cols.map((c) => `"${c}"`).join(', ')})
      select ${exprs.join(', ')} from crm_customer s cross join generate_series(1, ${times}) g
      limit ${CUSTOMERS - have}`),
  );
}

export async function seedOrdersBench(db: Db): Promise<void> {
  const [n] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int n from sales_order`));
  if (n && n.n >= BENCH_ORDERS / 2) {
    console.log(`bench orders: ${n.n} orders already there`);
    return;
  }
  const t0 = Date.now();
  await timed(`customers up to ${CUSTOMERS}`, () => fillCustomers(db));
  // A pool customer's (ownerless) orders go to the salespeople in turn, as the pool is claimed over time.
  const sellers = rowsOf<{ id: number }>(
    await db.execute(sql`select id from sys_user where account like 'sales.%' order by id`),
  ).map((r) => r.id);
  const sellerArray = sql.raw(`array[${sellers.length ? sellers.join(',') : '1'}]`);
  // The customers numbered 1..k in id order: order g belongs to customer 1 + hash(g) % k.
  await timed(`${BENCH_ORDERS} orders`, () =>
    db.execute(sql`
      with c as (select id, coalesce(owner_id, (${sellerArray})[1 + id % ${Math.max(1, sellers.length)}]) owner, country_code,
                   row_number() over (order by id) rn from crm_customer),
           k as (select count(*) k from c),
           g as (select g, abs(hashint4(g))::bigint h from generate_series(1, ${BENCH_ORDERS}) g),
           o as (
             select g.g, g.h, c.id customer_id, c.owner,
               -- review: 70 % approved, 8 % completed, 10 % in review, 5 % rejected, 4 % cancelled, 2 % draft, 1 % cancel pending
               (case when g.h % 100 < 70 then 6 when g.h % 100 < 78 then 8 when g.h % 100 < 81 then 2
                 when g.h % 100 < 84 then 3 when g.h % 100 < 86 then 4 when g.h % 100 < 88 then 5
                 when g.h % 100 < 93 then 7 when g.h % 100 < 97 then 9 when g.h % 100 < 99 then 0 else 11 end) st
             from g cross join k join c on c.rn = 1 + g.h % k.k)
      insert into sales_order (no, tenant_id, customer_id, owner_id, source, currency, rate, tax_rate, payment_terms,
        consignee_name, consignee_phone, consignee_address, country_id, status, stock_status, notify_status,
        ship_status, pay_status, is_abolish, amount, tax_amount, total, received, created_at, created_by, updated_by)
      select 'PIB' || lpad(o.g::text, 8, '0'), (array[2, 4])[1 + o.g % 2], o.customer_id, o.owner, 1 + o.g % 2,
        (array['USD', 'EUR', 'CNY', 'HKD', 'GBP'])[1 + o.h % 5], (array[7.1, 7.7, 1, 0.91, 9.0])[1 + o.h % 5]::numeric,
        (array[1, 3, 9, 10, 11, 13])[1 + o.g % 6], 1 + o.g % 7, 'Bench consignee', '+852 5555 0000', 'Hong Kong', 1,
        o.st,
        case when o.st in (6, 8) then (array[1, 1, 1, 2, 3, 4])[1 + o.h % 6] else 4 end,
        case when o.st = 8 then 4 when o.st = 6 then (array[2, 3, 4, 1])[1 + o.h % 4] else 1 end,
        case when o.st = 8 then 5 when o.st = 6 then (array[1, 2, 3, 4])[1 + o.h % 4] else 1 end,
        case when o.st = 8 then 3 when o.st = 6 then (array[1, 2, 3])[1 + o.h % 3] else 1 end,
        case when o.st = 6 and o.h % 50 = 0 then 2 else 1 end,
        a.amount, round(a.amount * 0.13, 2), round(a.amount * 1.13, 2), 0,
        now() - ((o.h % 1051200) * interval '1 minute'), o.owner, o.owner
      from o cross join lateral (select round(((o.h % 100000) + 100) / 10.0, 2) amount) a
      order by o.g`),
  );
  await timed(`${BENCH_ORDERS * LINES_PER_ORDER} lines`, () =>
    db.execute(sql`
      insert into sales_order_line (order_id, line_no, mpn, brand, package, date_code, quantity, unit_price, amount,
        cost_source, stock_status, notify_status, ship_status, created_at)
      select o.id, l, 'BENCH-' || lpad((1 + (o.id * 7 + l) % 10000)::text, 6, '0'), 'BRAND-' || (o.id % 20),
        'SOP-8', '2440', 100 * l, 0.5 * l, 50 * l * l, 0, o.stock_status, o.notify_status, o.ship_status, o.created_at
      from sales_order o cross join generate_series(1, ${LINES_PER_ORDER}) l
      where o.no like 'PIB%'
      order by o.id, l`),
  );
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  const [c] = rowsOf<{ orders: number; lines: number; customers: number }>(
    await db.execute(sql`select (select count(*) from sales_order)::int orders,
      (select count(*) from sales_order_line)::int lines, (select count(*) from crm_customer)::int customers`),
  );
  console.log(
    `bench orders: ${c?.orders} orders, ${c?.lines} lines, ${c?.customers} customers in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}
