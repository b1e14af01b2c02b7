/**
 * The bench's volume for the document lists (`--size large`): the demo seed's inquiries, inquiry lines,
 * purchase quotes and sales quotes copied until each table holds about TARGET rows (document numbers
 * suffixed `-<n>`, line numbers offset by n × 1000, creation times spread over the past; the copies keep
 * their customer, salesperson / buyer, inquiry and line). Runs once per database (skipped when the
 * inquiries are already there), then `vacuum analyze`. Bench data only, never in the product.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/core/db/client.js';

const TARGET = Number(process.env.BENCH_LIST_ROWS ?? 50_000);

interface Copy {
  table: string;
  /** Column → expression over the source row `s` and the copy number `g`. */
  change: Record<string, string>;
}

const COPIES: Copy[] = [
  { table: 'inq_inquiry', change: { no: `s."no" || '-' || g` } },
  { table: 'inq_inquiry_line', change: { line_no: 's.line_no + g * 1000' } },
  { table: 'inq_purchase_quote', change: { no: `s."no" || '-' || g` } },
  { table: 'quo_quote', change: { no: `s."no" || '-' || g` } },
];

/** Result rows on either driver (node-postgres gives `{ rows }`, PGlite too; an array is taken as is). */
const rowsOf = <T>(r: unknown): T[] => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];

export async function bulkLists(db: Db): Promise<void> {
  const [n] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from inq_inquiry`));
  if (!n || n.n === 0 || n.n >= TARGET / 2) return;
  const t0 = Date.now();
  for (const c of COPIES) {
    const cols = rowsOf<{ column_name: string }>(
      await db.execute(sql`
        select column_name from information_schema.columns
        where table_name = ${c.table} and table_schema = 'public' and is_identity = 'NO'
        order by ordinal_position`),
    ).map((r) => r.column_name);
    const [cnt] = rowsOf<{ n: number }>(
      await db.execute(sql.raw(`select count(*)::int as n from ${c.table}`)),
    );
    const times = Math.max(0, Math.ceil(TARGET / Math.max(1, cnt?.n ?? 1)) - 1);
    if (!times) continue;
    const exprs = cols.map((col) => {
      if (c.change[col]) return c.change[col];
      if (col === 'created_at') return `s.created_at - (g * interval '7 minutes')`;
      return `s."${col}"`;
    });
    await db.execute(
      sql.raw(
        `insert into ${c.table} (${cols.map((x) => `"${x}"`).join(', ')}) select ${exprs.join(', ')} from ${c.table} s cross join generate_series(1, ${times}) g`,
      ),
    );
  }
  await db.execute(sql`vacuum analyze`);
  console.log(
    `bench: list tables filled to ~${TARGET} rows each in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}
