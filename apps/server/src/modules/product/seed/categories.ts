import { PRODUCT_CATEGORIES } from '@partdesk/shared/product/categories';
import type { Db } from '../../../core/db/client.js';
import { productCategory } from '../part/part.table.js';

/** [code, 中文, English] — the English name is what parts.tsv's category column holds. */
export const CATEGORY_SEEDS: [string, string, string][] = PRODUCT_CATEGORIES.map(([c, zh, en]) => [
  c,
  zh,
  en,
]);

/** System seed (every start, idempotent): missing categories are added, edited ones left alone. */
export async function seedProductCategories(db: Db): Promise<void> {
  await db
    .insert(productCategory)
    .values(CATEGORY_SEEDS.map(([code, name, nameEn], i) => ({ code, name, nameEn, sort: i + 1 })))
    .onConflictDoNothing();
}
