/**
 * The stock ledger's bench data (`npm run bench -- --stock`, issue #13 "Must show"): LOTS lots of PARTS
 * parts (5 lots a part on average, 3 owner companies, 4 warehouses, 20 brands, CNY / USD / EUR costs,
 * received over the past 2 years, 90 % passed, 7 % quarantine, 3 % rejected) and MOVES_PER_LOT stock
 * moves per lot — 1,000,000 moves —: an inbound of 5,000–9,999 pieces first, then shipments, customer
 * returns, adjustments and scrap of 1–100 pieces (never below zero), spread over the days after receipt;
 * every 10th passed lot holds a reservation of 10. All set-based SQL (generate_series), then the lots'
 * materialised on hand / reserved are set to Σ moves / Σ entries in one statement each, as the posting
 * service keeps them. The moves point at lines of the ledger test fixture's document (zz_ledger_doc,
 * created here), so `checkStockLedger` can prove every invariant on this data. Bench data only; runs once
 * per database (skipped when the bench lots are there).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/core/db/client.js';

export const STOCK_LOTS = Number(process.env.BENCH_STOCK_LOTS ?? 50_000);
export const STOCK_PARTS = Math.max(1, Math.floor(STOCK_LOTS / 5));
const MOVES_PER_LOT = Number(process.env.BENCH_MOVES_PER_LOT ?? 20);
const DOCS = 10_000;
const LINES = 10;

/** The MPN of bench part `i` (1-based). */
export const benchMpn = (i: number) => `BENCH-${String(i).padStart(6, '0')}`;

const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

async function timed(label: string, fn: () => Promise<unknown>): Promise<number> {
  const t0 = Date.now();
  await fn();
  const s = (Date.now() - t0) / 1000;
  console.log(`bench stock: ${label} in ${s.toFixed(1)} s`);
  return s;
}

export async function seedStockBench(db: Db): Promise<void> {
  const [n] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int n from inv_lot where mpn like 'BENCH-%'`),
  );
  if (n && n.n > 0) {
    console.log(`bench stock: ${n.n} bench lots already there`);
    return;
  }
  const t0 = Date.now();
  await timed('fixture document lines', async () => {
    await db.execute(sql`create table if not exists zz_ledger_doc (id integer primary key)`);
    await db.execute(
      sql`create table if not exists zz_ledger_doc_line (id integer primary key, doc_id integer not null)`,
    );
    await db.execute(
      sql`insert into zz_ledger_doc select g from generate_series(1, ${DOCS}) g on conflict do nothing`,
    );
    await db.execute(sql`insert into zz_ledger_doc_line select d * 100 + l, d
      from generate_series(1, ${DOCS}) d, generate_series(1, ${LINES}) l on conflict do nothing`);
  });
  // hashes: deterministic pseudo-random numbers from the lot / move number (same data every run).
  await timed(`${STOCK_LOTS} lots`, () =>
    db.execute(sql`
      insert into inv_lot (tenant_id, mpn, brand, package, date_code, warehouse_id, unit_cost, currency,
        rate_to_cny, source_doc_type, source_doc_id, source_line_id, received_on, qc_state, created_by, updated_by)
      select 1 + g % 3, 'BENCH-' || lpad((1 + g % ${STOCK_PARTS})::text, 6, '0'), 'BRAND-' || (g % 20),
        'SOP-8', (2300 + g % 52)::text, 1 + g % 4,
        round((abs(hashint4(g)::bigint) % 100000) / 10000.0 + 0.01, 6),
        (array['CNY', 'USD', 'EUR'])[1 + g % 3], (array[1, 7.1, 7.7])[1 + g % 3]::numeric,
        'zzLedgerDoc', 1 + g % ${DOCS}, (1 + g % ${DOCS}) * 100 + 1,
        current_date - (abs(hashint4(g * 7)::bigint) % 730)::int,
        case when g % 100 < 90 then 2 when g % 100 < 97 then 1 else 3 end, 1, 1
      from generate_series(1, ${STOCK_LOTS}) g`),
  );
  await timed('inbound moves', () =>
    db.execute(sql`
      insert into inv_stock_move (lot_id, qty, kind, doc_type, doc_id, doc_line_id, created_at, created_by)
      select l.id, 5000 + abs(hashint4(l.id)::bigint) % 5000, 1, 'zzLedgerDoc', l.source_doc_id, l.source_line_id,
        l.received_on::timestamptz + interval '9 hours', 1
      from inv_lot l where l.mpn like 'BENCH-%' order by l.id`),
  );
  await timed(`${MOVES_PER_LOT - 1} more moves per lot`, () =>
    db.execute(sql`
      insert into inv_stock_move (lot_id, qty, kind, doc_type, doc_id, doc_line_id, created_at, created_by)
      select l.id,
        (case k when 2 then -1 when 3 then 1 when 5 then (case when n % 2 = 0 then 1 else -1 end) else -1 end)
          * (1 + abs(hashint4(l.id * 31 + n)::bigint) % 100),
        k, 'zzLedgerDoc', d, d * 100 + 1 + n % ${LINES},
        least(now(), l.received_on::timestamptz + n * interval '1 day' + interval '10 hours'), 1
      from inv_lot l
        cross join generate_series(2, ${MOVES_PER_LOT}) n
        cross join lateral (select (array[2, 2, 2, 3, 5, 8])[1 + (l.id + n) % 6] k,
          1 + abs(hashint4(l.id + n * 7919)::bigint) % ${DOCS} d) x
      where l.mpn like 'BENCH-%'
      order by n, l.id`),
  );
  await timed('reservations', () =>
    db.execute(sql`
      insert into inv_reservation (lot_id, qty, kind, doc_type, doc_id, doc_line_id, created_by)
      select l.id, 10, 1, 'zzLedgerDoc', l.source_doc_id, l.source_line_id, 1
      from inv_lot l where l.mpn like 'BENCH-%' and l.qc_state = 2 and l.id % 10 = 0`),
  );
  await timed('materialised balances', () =>
    db.execute(sql`
      update inv_lot l set on_hand = m.s, reserved = coalesce(r.s, 0)
      from (select lot_id, sum(qty)::int s from inv_stock_move group by lot_id) m
        left join (select lot_id, sum(qty)::int s from inv_reservation group by lot_id) r on r.lot_id = m.lot_id
      where m.lot_id = l.id and l.mpn like 'BENCH-%'`),
  );
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  const [c] = rowsOf<{ moves: number; lots: number }>(
    await db.execute(
      sql`select (select count(*) from inv_stock_move)::int moves, (select count(*) from inv_lot)::int lots`,
    ),
  );
  console.log(
    `bench stock: ${c?.lots} lots, ${c?.moves} moves seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/**
 * The part query straight on PostgreSQL: `conns` clients (a pg.Pool of that size), each asking for the
 * on hand + available of one bench part after the other (a named prepared statement, the SQL of
 * inventory `stockOfPart`) for `seconds`; p50 / p95 / p99 of every answer. The database's share of the
 * HTTP scenario `stock-part`, without Node's HTTP work.
 */
export async function measurePartSql(databaseUrl: string, conns = 32, seconds = 10) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: conns });
  const text = `select count(*)::int lots, coalesce(sum(on_hand), 0)::bigint on_hand,
    coalesce(sum(on_hand - reserved) filter (where qc_state = 2), 0)::bigint available
    from inv_lot where mpn = $1`;
  const times: number[] = [];
  const end = Date.now() + seconds * 1000;
  let i = 0;
  await Promise.all(
    Array.from({ length: conns }, async () => {
      while (Date.now() < end) {
        const mpn = benchMpn(1 + ((i++ * 7919) % STOCK_PARTS));
        const t0 = performance.now();
        await pool.query({ name: 'bench_stock_part', text, values: [mpn] });
        times.push(performance.now() - t0);
      }
    }),
  );
  await pool.end();
  times.sort((a, b) => a - b);
  const q = (p: number) => (times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(1);
  console.log(
    `bench stock: part query on PostgreSQL, ${conns} connections, ${seconds} s: ${(times.length / seconds).toFixed(0)} q/s, p50 ${q(0.5)} p95 ${q(0.95)} p99 ${q(0.99)} ms`,
  );
}
