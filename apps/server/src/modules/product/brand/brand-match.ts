import { brandKey } from '@partdesk/shared/product/brand-key';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { rows } from '../../../core/db/index.js';

/** The key brand names and aliases are compared by (packages/shared/src/product/brand-key.ts). */
export { brandKey };

export interface BrandRef {
  id: number;
  name: string;
}

/**
 * Every spelling of every brand → the brand, by `brandKey` (width, case, spaces, punctuation and
 * company-form suffixes folded): the trading name first, then the aliases, then the Chinese and the
 * full name (`德州仪器`, `Texas Instruments Inc.`); an earlier kind wins over a later one, a lower id
 * over a higher. One query (brands are few). Used by resolveBrandId and the BOM import, so a brand
 * resolves the same everywhere.
 */
export async function loadBrandIndex(db: Executor): Promise<Map<string, BrandRef>> {
  const res = rows<{
    id: number;
    name: string;
    aliases: string[];
    name_cn: string | null;
    full_name: string | null;
  }>(await db.execute(sql`select id, name, aliases, name_cn, full_name from product_brand order by id`));
  const map = new Map<string, BrandRef>();
  const add = (text: string | null | undefined, b: BrandRef) => {
    const k = text ? brandKey(text) : '';
    if (k && !map.has(k)) map.set(k, b);
  };
  const refs = res.map((r) => ({ row: r, ref: { id: r.id, name: r.name } }));
  for (const { row, ref } of refs) add(row.name, ref);
  for (const { row, ref } of refs) for (const a of row.aliases) add(a, ref);
  for (const { row, ref } of refs) add(row.name_cn, ref);
  for (const { row, ref } of refs) add(row.full_name, ref);
  return map;
}

/**
 * The brand a free-text name means (`Texas Instruments`, `ti`, `ＴＩ`, `德州仪器`, `Linear Technology` →
 * ADI), by its name, any alias, its Chinese or full name, compared by `brandKey`; null when none.
 */
export async function resolveBrandId(db: Executor, name: string): Promise<number | null> {
  const key = brandKey(name);
  if (!key) return null;
  return (await loadBrandIndex(db)).get(key)?.id ?? null;
}
