import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { rows as resultRows } from '../../../core/db/index.js';

/** One column of a set-based insert: its name, the element type of the array it travels in, and its value per row. */
export interface UnnestColumn<R> {
  name: string;
  type: 'text' | 'int' | 'smallint' | 'boolean' | 'numeric' | 'timestamptz';
  get: (row: R) => unknown;
}

/** Rows per statement: big enough to amortise the round trip, small enough for one parameter set. */
export const BATCH = 5_000;

/**
 * `insert into <table> (…) select … from unnest($1::text[], $2::int[], …) with ordinality … order by ord`
 * (docs/architecture.md "Conventions → Seeds": one statement per batch, not a drizzle multi-row builder). With `returning`, the
 * new ids come back in row order: identity values are drawn as the ordered select produces rows.
 * Returns the ids (empty when not asked for) and the number of statements run.
 */
export async function insertUnnest<R>(
  db: Executor,
  table: string,
  columns: UnnestColumn<R>[],
  rows: readonly R[],
  opts: { returningId?: boolean } = {},
): Promise<{ ids: number[]; statements: number }> {
  const ids: number[] = [];
  let statements = 0;
  const names = sql.raw(columns.map((c) => c.name).join(', '));
  const aliases = sql.raw(columns.map((_, k) => `c${k}`).join(', '));
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    const arrays: SQL[] = columns.map((c) => sql`${sql.param(chunk.map(c.get))}::${sql.raw(c.type)}[]`);
    const returning = opts.returningId ? sql` returning id` : sql``;
    const res = resultRows<{ id: number }>(
      await db.execute(sql`
      insert into ${sql.raw(table)} (${names})
      select ${aliases} from unnest(${sql.join(arrays, sql`, `)}) with ordinality as x(${aliases}, ord)
      order by ord${returning}`),
    );
    statements++;
    if (opts.returningId) ids.push(...res.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return { ids, statements };
}

/**
 * Runs a bulk load with the secondary indexes and foreign keys of `tables` dropped, then recreates
 * them from their own catalogue definitions (pg_get_indexdef / pg_get_constraintdef, so nothing is
 * restated here): building an index once over 100,000 rows is far cheaper than maintaining it row by
 * row, and re-adding a foreign key validates it in one set-based pass. Primary keys, check
 * constraints and constraint-backed indexes stay. Only for loads into tables nobody else is using
 * (seeding); a failed load still gets its indexes back (or the recreate error says why not).
 */
export async function withDeferredIndexes<T>(
  db: Executor,
  tables: string[],
  load: () => Promise<T>,
): Promise<T> {
  const list = sql.join(
    tables.map((t) => sql`${t}`),
    sql`, `,
  );
  const indexes = rowsOf<{ name: string; def: string }>(
    await db.execute(sql`
      select quote_ident(ic.relname) as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
      where t.relname in (${list}) and t.relnamespace = 'public'::regnamespace and not i.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`),
  );
  const foreignKeys = rowsOf<{ tbl: string; name: string; def: string }>(
    await db.execute(sql`
      select quote_ident(t.relname) as tbl, quote_ident(c.conname) as name, pg_get_constraintdef(c.oid) as def
      from pg_constraint c join pg_class t on t.oid = c.conrelid
      where c.contype = 'f' and t.relname in (${list}) and t.relnamespace = 'public'::regnamespace`),
  );
  for (const fk of foreignKeys) await db.execute(sql.raw(`alter table ${fk.tbl} drop constraint ${fk.name}`));
  for (const ix of indexes) await db.execute(sql.raw(`drop index ${ix.name}`));
  try {
    return await load();
  } finally {
    for (const ix of indexes) await db.execute(sql.raw(ix.def));
    for (const fk of foreignKeys)
      await db.execute(sql.raw(`alter table ${fk.tbl} add constraint ${fk.name} ${fk.def}`));
  }
}

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;
