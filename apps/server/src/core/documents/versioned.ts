import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { conflict, notFound } from '../http/app-error.js';

/** A table with the standard `id` and `version` columns (docs/architecture.md "Conventions → Tables"). */
export type VersionedTable = PgTable & { id: PgColumn; version: PgColumn };

/**
 * Optimistic concurrency (docs/api.md "Documents"): updates row `id` only if it still has
 * `expectedVersion` (the version the client read), bumps `version` by one and sets `updatedAt` to now()
 * when the table has one and `values` does not. When no row matches the edit is refused — 409
 * `errors.staleVersion` ("changed by someone else; reload"), or 404 when the row does not exist at all —
 * and nothing is written: never a silent overwrite. Returns the new version.
 */
export async function updateVersioned<T extends VersionedTable>(
  tx: Executor,
  table: T,
  id: number,
  expectedVersion: number,
  values: PgUpdateSetSource<T>,
): Promise<{ version: number }> {
  if ('version' in values || 'id' in values)
    throw new Error('updateVersioned: values may not set id or version');
  const cols = getTableColumns(table) as Record<string, PgColumn>;
  const set: Record<string, unknown> = { ...values, version: sql`${table.version} + 1` };
  if (cols.updatedAt && !('updatedAt' in values)) set.updatedAt = sql`now()`;
  const rows = await tx
    .update(table)
    .set(set as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(table.version, expectedVersion)))
    .returning({ version: table.version });
  const row = (rows as { version: number }[])[0];
  if (row) return { version: row.version };
  const [exists] = await tx
    .select({ id: table.id } as never)
    .from(table as PgTable)
    .where(eq(table.id, id));
  if (!exists) throw notFound();
  throw conflict('errors.staleVersion');
}
