import { sql } from 'drizzle-orm';
import type { DbHandle } from '../../core/db/client.js';
import { rows } from '../../core/db/index.js';

/**
 * Tables that change on any request, so a change there says nothing about whether a refused input
 * wrote something:
 * - `sys_session`: every authenticated request slides the session's expiry (last seen / expires at).
 */
export const VOLATILE_TABLES = new Set(['sys_session']);

const LOG = 'fuzz_write_log';

type Db = DbHandle['db'];

const queryRows = async <T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> => rows<T>(await db.execute(q));

export async function userTables(db: Db): Promise<string[]> {
  const r = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return r
    .map((x) => x.name)
    .filter((n) => !VOLATILE_TABLES.has(n) && n !== LOG && !n.startsWith('__drizzle'));
}

/** Per table: row count and the sum of a 64-bit hash of each row's text (order-free), one round trip. */
export async function checksums(db: Db, tables: string[]): Promise<Map<string, string>> {
  const parts = tables.map(
    (t) =>
      `select '${t}' as t, count(*) || ':' || coalesce(sum(hashtextextended(x::text, 0)), 0) as h from "${t}" x`,
  );
  const r = await queryRows<{ t: string; h: string }>(db, sql.raw(parts.join(' union all ')));
  return new Map(r.map((x) => [x.t, x.h]));
}

/**
 * The per-operation oracle, cheaper than checksumming every table after each batch: a row-level
 * trigger on every table counts committed inserts, updates and deletes per table in `fuzz_write_log`
 * (a rolled-back write rolls its count back too). Test databases only.
 */
export async function installWriteLog(db: Db, tables: string[]): Promise<void> {
  await db.execute(sql.raw(`create table ${LOG} (tbl text primary key, n bigint not null)`));
  await db.execute(
    sql.raw(`create function fuzz_log_write() returns trigger language plpgsql as $$
      begin
        insert into ${LOG} values (TG_TABLE_NAME, 1) on conflict (tbl) do update set n = ${LOG}.n + 1;
        return null;
      end $$`),
  );
  for (const t of tables) {
    await db.execute(
      sql.raw(
        `create trigger fuzz_write after insert or update or delete on "${t}" for each row execute function fuzz_log_write()`,
      ),
    );
  }
}

export async function writeCounts(db: Db): Promise<Map<string, string>> {
  const r = await queryRows<{ tbl: string; n: string }>(db, sql.raw(`select tbl, n::text as n from ${LOG}`));
  return new Map(r.map((x) => [x.tbl, x.n]));
}

export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t));
}
