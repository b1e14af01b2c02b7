import { type Column, count, is, SQL, sql } from 'drizzle-orm';
import type { PgDialect, PgSession, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/**
 * The list path's SQL (issue #11): the select list, `from` and to-one joins of a list are rendered to
 * text once per list definition and reused by every request; only the where clause, the order and
 * the page are rendered per request, and the result rows are mapped with each field's own decoder
 * (what drizzle's row mapping does: the same JSON as `db.select(…)`), the mapper built once per list. On PostgreSQL each distinct statement text is a named prepared
 * statement (parsed and planned once per connection); PGlite runs it unnamed.
 */

type Selection = Record<string, Column | SQL | SQL.Aliased>;
/** drizzle's ordered selection (what `db.select(…)` maps array rows with): one field per wire name. */
type Fields = { path: string[]; field: Column | SQL | SQL.Aliased }[];

const fieldsOf = (select: Selection): Fields =>
  Object.entries(select).map(([name, field]) => ({ path: [name], field }));

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Mapper = (rows: unknown[][]) => Record<string, unknown>[];

/**
 * The row mapper of a selection, built once: each wire name with its decoder (the column's, or the SQL
 * expression's `mapWith`), as drizzle's own mapping does per cell — without its per-cell type checks.
 */
function mapperOf(fields: Fields): Mapper {
  const names = fields.map((f) => f.path[0] as string);
  // An SQL expression's decoder (its `mapWith`, else pass-through) is internal to drizzle's types.
  const decoderOf = (q: SQL) => (q as unknown as { decoder: Decoder }).decoder;
  const decoders: Decoder[] = fields.map(({ field }) =>
    is(field, SQL) ? decoderOf(field) : is(field, SQL.Aliased) ? decoderOf(field.sql) : (field as Decoder),
  );
  const width = names.length;
  return (rows) => {
    const out = new Array<Record<string, unknown>>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r] as unknown[];
      const o: Record<string, unknown> = {};
      for (let i = 0; i < width; i++) {
        const raw = row[i];
        o[names[i] as string] = raw === null ? null : (decoders[i] as Decoder).mapFromDriverValue(raw);
      }
      out[r] = o;
    }
    return out;
  };
}

export interface StatementSource {
  from: PgTable;
  /** To-one joins after `from` (each matches at most one row): never needed by the count. */
  joins?: SQL;
  select: Selection;
}

interface Head {
  from: PgTable;
  joins: SQL | undefined;
  /** `select … from … <joins>` as text, or the SQL itself when it carries bound parameters. */
  text: string | SQL;
  fields: Fields;
  map: Mapper;
}

interface Internals {
  session: PgSession;
  dialect: PgDialect;
}

/** Per list definition (its select object, built once when the route is registered). */
const heads = new WeakMap<Selection, Head>();
const countHeads = new WeakMap<PgTable, string>();
const countFields = fieldsOf({ n: count() });
const countMap = mapperOf(countFields);

function internals(db: Executor): Internals {
  return db as unknown as Internals;
}

/** Renders SQL without parameters to text once; SQL with bound parameters stays SQL. */
function renderOnce(dialect: PgDialect, chunk: SQL): string | SQL {
  const q = dialect.sqlToQuery(chunk);
  return q.params.length ? chunk : q.sql;
}

/** Every column qualified by its table (`"crm_customer"."id"`), so a join never makes a name ambiguous. */
function selectList(select: Selection): SQL {
  return sql.join(
    Object.values(select).map((v) => (is(v, SQL.Aliased) ? sql`${v.getSQL()}` : sql`${v}`)),
    sql`, `,
  );
}

function headOf(dialect: PgDialect, src: StatementSource): Head {
  const cached = heads.get(src.select);
  if (cached && cached.from === src.from && cached.joins === src.joins) return cached;
  const joins = src.joins ? sql` ${src.joins}` : sql``;
  const fields = fieldsOf(src.select);
  const chunk = sql`select ${selectList(src.select)} from ${src.from}${joins}`;
  const head: Head = {
    from: src.from,
    joins: src.joins,
    text: renderOnce(dialect, chunk),
    fields,
    map: mapperOf(fields),
  };
  heads.set(src.select, head);
  return head;
}

function countHeadOf(dialect: PgDialect, from: PgTable): string {
  let text = countHeads.get(from);
  if (text === undefined) {
    text = dialect.sqlToQuery(sql`select count(*) from ${from}`).sql;
    countHeads.set(from, text);
  }
  return text;
}

/** Statement names of the texts seen so far (bounded: past the cap a statement runs unnamed). */
const names = new Map<string, string>();
const MAX_NAMED = 2000;
/** `PARTDESK_NAMED_STATEMENTS=0`: every statement unnamed (e.g. behind a transaction-mode pooler). */
const NAMED = process.env.PARTDESK_NAMED_STATEMENTS !== '0';

function nameOf(text: string): string | undefined {
  if (!NAMED) return undefined;
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `pd_list_${names.size + 1}`;
    names.set(text, name);
  }
  return name;
}

const head = (text: string | SQL) => (typeof text === 'string' ? sql.raw(text) : text);

async function run<T>(db: Executor, chunk: SQL, fields: Fields, map: Mapper): Promise<T[]> {
  const { session, dialect } = internals(db);
  const q = dialect.sqlToQuery(chunk);
  const prepared = session.prepareQuery(q, fields as never, nameOf(q.sql), true, map as never);
  return (await prepared.execute()) as T[];
}

export interface RowsRequest {
  where: SQL | undefined;
  order: SQL[];
  limit?: number;
  offset?: number;
}

/** A page (or, without `limit`, every row) of a list: the cached head + this request's where/order/page. */
export function listRows<T>(db: Executor, src: StatementSource, r: RowsRequest): Promise<T[]> {
  const h = headOf(internals(db).dialect, src);
  const chunks: SQL[] = [head(h.text)];
  if (r.where) chunks.push(sql` where ${r.where}`);
  if (r.order.length) chunks.push(sql` order by ${sql.join(r.order, sql`, `)}`);
  if (r.limit !== undefined) chunks.push(sql` limit ${r.limit}`);
  if (r.offset) chunks.push(sql` offset ${r.offset}`);
  return run<T>(db, sql.join(chunks), h.fields, h.map);
}

/** The exact number of rows of a list: one table, no joins (they are to-one), the same where. */
export async function listCount(db: Executor, from: PgTable, where: SQL | undefined): Promise<number> {
  const text = countHeadOf(internals(db).dialect, from);
  const chunk = where ? sql`${sql.raw(text)} where ${where}` : sql.raw(text);
  const [row] = await run<{ n: number }>(db, chunk, countFields, countMap);
  return row?.n ?? 0;
}
