import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';

/** The key brand names and aliases are compared by: lower case, single spaces, trimmed. */
export function brandKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * The brand a free-text name means (`Texas Instruments`, `ti`, `Linear Technology` → ADI), by its
 * name or any alias, case-insensitively; null when none matches.
 */
export async function resolveBrandId(db: Executor, name: string): Promise<number | null> {
  const key = brandKey(name);
  if (!key) return null;
  const res = (await db.execute(sql`
    select id from product_brand
    where lower(name) = ${key} or exists (select 1 from unnest(aliases) a where lower(a) = ${key})
    order by (lower(name) = ${key}) desc, id
    limit 1`)) as unknown as { rows: { id: number }[] };
  return res.rows[0]?.id ?? null;
}
