/**
 * The rows of a raw `db.execute(sql\`…\`)` result, typed by the caller. drizzle types `execute` by
 * driver; both drivers this app runs on (PGlite, node-postgres) answer `{ rows }`. `T` is what the
 * SELECT list names (snake_case unless aliased) — the cast lives here once instead of at every call.
 */
export function rows<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
