import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { notFound } from '../http/app-error.js';

/**
 * Row `id` of `table` if it matches the caller's `scope` condition (undefined: no restriction), locked
 * FOR UPDATE when asked; otherwise 404 `notFoundKey` — an invisible document and a missing one look alike.
 */
export async function loadScoped<T extends PgTable & { id: PgColumn }>(
  db: Executor,
  table: T,
  id: number,
  scope: SQL | undefined,
  notFoundKey: string,
  lock = false,
): Promise<T['$inferSelect']> {
  const q = db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), ...(scope ? [scope] : [])));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(notFoundKey);
  return row as T['$inferSelect'];
}
