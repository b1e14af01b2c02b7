/**
 * The channel-inventory search bench's volume (`npm run bench -- --channel`, issue #15): BENCH_CHANNEL_ROWS
 * (default 1,000,000) imported stock rows over the demo suppliers, as the import would write them
 * (`BCH` + 7 digits, the key the same; brands, D/C years, quantities and prices spread), in one
 * generate_series INSERT, then `analyze`. Runs once per database. Bench data only, never in the product.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/core/db/client.js';

const ROWS = Number(process.env.BENCH_CHANNEL_ROWS ?? 1_000_000);
const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

/** A bench MPN prefix that matches 10 rows (`BCH012345` → BCH0123450…BCH0123459). */
export const channelBenchPrefix = (i: number) => `BCH${String(i % Math.floor(ROWS / 10)).padStart(6, '0')}`;

export async function seedChannelBench(db: Db): Promise<void> {
  const [n] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pur_channel_stock`));
  if (n && n.n >= ROWS / 2) return;
  const t0 = Date.now();
  const suppliers = rowsOf<{ id: number }>(
    await db.execute(sql`select id from pur_supplier order by id limit 20`),
  );
  if (!suppliers.length) throw new Error('bench channel: no supplier (seed the demo first)');
  const lists: number[] = [];
  for (const s of suppliers) {
    const [l] = rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into pur_channel_list (supplier_id, file_name, mode, imported_rows) values (${s.id}, 'bench.xlsx', 'replace', ${Math.ceil(ROWS / suppliers.length)}) returning id`,
      ),
    );
    lists.push((l as { id: number }).id);
  }
  const listArr = `{${lists.join(',')}}`;
  const supArr = `{${suppliers.map((s) => s.id).join(',')}}`;
  const brands = rowsOf<{ id: number }>(
    await db.execute(sql`select id from product_brand order by id limit 30`),
  );
  const brandArr = `{${brands.map((b) => b.id).join(',') || '0'}}`;
  await db.execute(sql`
    insert into pur_channel_stock (list_id, supplier_id, row_no, mpn, mpn_key, brand_id, brand, package,
      date_code, dc_year, quantity, price, currency, region, moq, lead_time, match_key)
    select (${listArr}::int[])[1 + g % ${lists.length}], (${supArr}::int[])[1 + g % ${lists.length}], g,
      'BCH' || lpad(g::text, 7, '0'), 'BCH' || lpad(g::text, 7, '0'),
      nullif((${brandArr}::int[])[1 + g % ${brands.length || 1}], 0), 'Brand ' || (g % 30), 'SOP-8',
      (18 + g % 8)::text || '+', 2018 + g % 8, (g * 37) % 100000, ((g % 9973) / 100.0)::numeric(18, 6),
      case when g % 3 = 0 then 'CNY' else 'USD' end, case when g % 2 = 0 then 'HK' else 'Shenzhen' end,
      case when g % 5 = 0 then 100 else null end, '2-3 weeks',
      'BCH' || lpad(g::text, 7, '0') || '||' || (18 + g % 8)::text || '+'
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`analyze pur_channel_stock`);
  console.log(`bench channel: ${ROWS} stock rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
