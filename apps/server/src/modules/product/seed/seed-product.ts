import { bomPartKey } from '@partdesk/shared/bom/mpn-key';
import { sql } from 'drizzle-orm';
import type { DemoSeedContext } from '../../../db/seed/registry.js';
import { CATEGORY_SEEDS } from './categories.js';
import { BRAND_SEEDS } from './brands.js';
import { readPartsFile } from './parts-file.js';
import { rows } from '../../../core/db/index.js';

/** What later demo seeders get from `ctx.shared.get('parts')` to build inquiries, quotes and orders. */
export interface DemoPart {
  id: number;
  mpn: string;
  brand: string;
  brandId: number;
  package: string;
  category: string;
}

const DAY = 86_400_000;

/**
 * Demo parts master: the brands of brands.ts and the real parts of db/seed/data/parts.tsv, each in
 * one set-based insert. Publishes `brandIds` (Map brand name → id), `partIds` and `parts`.
 */
export async function seedProductDemo({ db, shared, rng }: DemoSeedContext): Promise<void> {
  const users = shared.get('userIds') as Map<string, number> | undefined;
  const creator = users?.get('purchase.head') ?? users?.get('admin') ?? null;
  const now = Date.now();
  const ago = (maxDays: number) =>
    new Date(now - Math.floor(rng() * maxDays) * DAY - Math.floor(rng() * DAY)).toISOString();

  for (const b of BRAND_SEEDS)
    if (b.aliases.some((a) => a.includes('|'))) throw new Error(`brand alias with | in ${b.name}`);
  const brandRows = rows<{ id: number; name: string }>(
    await db.execute(sql`
    insert into product_brand (name, full_name, name_cn, aliases, country_code, website, is_proxy, sort, created_by, created_at, updated_at)
    select n, f, c, string_to_array(a, '|'), cc, w, p, s, ${creator}, t, t
    from unnest(
      ${sql.param(BRAND_SEEDS.map((b) => b.name))}::text[],
      ${sql.param(BRAND_SEEDS.map((b) => b.fullName))}::text[],
      ${sql.param(BRAND_SEEDS.map((b) => b.nameCn))}::text[],
      ${sql.param(BRAND_SEEDS.map((b) => b.aliases.join('|')))}::text[],
      ${sql.param(BRAND_SEEDS.map((b) => b.countryCode))}::text[],
      ${sql.param(BRAND_SEEDS.map((b) => b.website))}::text[],
      ${sql.param(BRAND_SEEDS.map((b) => b.isProxy ?? false))}::boolean[],
      ${sql.param(BRAND_SEEDS.map((_, i) => i + 1))}::int[],
      ${sql.param(BRAND_SEEDS.map(() => ago(900)))}::timestamptz[]
    ) as x(n, f, c, a, cc, w, p, s, t)
    returning id, name`),
  );
  const brandIds = new Map(brandRows.map((r) => [r.name, r.id]));

  const parts = readPartsFile();
  const categoryCode = new Map(CATEGORY_SEEDS.map(([code, , en]) => [en, code]));
  for (const p of parts) {
    if (!brandIds.has(p.brand)) throw new Error(`parts.tsv: unknown brand ${p.brand} (${p.mpn})`);
    if (!categoryCode.has(p.category))
      throw new Error(`parts.tsv: unknown category ${p.category} (${p.mpn})`);
  }
  const partRows = rows<{ id: number; mpn_norm: string; brand_id: number }>(
    await db.execute(sql`
    insert into product_part (mpn, mpn_norm, mpn_key, brand_id, category_code, package, description, rohs, lifecycle, created_by, created_at, updated_at)
    select m, mn, mk, b, c, pk, d, r, l, ${creator}, t, t
    from unnest(
      ${sql.param(parts.map((p) => p.mpn))}::text[],
      ${sql.param(parts.map((p) => p.mpnNorm))}::text[],
      ${sql.param(parts.map((p) => bomPartKey(p.mpn)))}::text[],
      ${sql.param(parts.map((p) => brandIds.get(p.brand)!))}::int[],
      ${sql.param(parts.map((p) => categoryCode.get(p.category)!))}::text[],
      ${sql.param(parts.map((p) => p.package))}::text[],
      ${sql.param(parts.map((p) => p.description))}::text[],
      ${sql.param(parts.map((p) => p.rohs))}::boolean[],
      ${sql.param(parts.map((p) => p.lifecycle))}::smallint[],
      ${sql.param(parts.map(() => ago(720)))}::timestamptz[]
    ) with ordinality as x(m, mn, mk, b, c, pk, d, r, l, t, ord)
    order by ord
    returning id, mpn_norm, brand_id`),
  );
  const idOf = new Map(partRows.map((r) => [`${r.mpn_norm}|${r.brand_id}`, r.id]));
  const demoParts: DemoPart[] = parts.map((p) => {
    const brandId = brandIds.get(p.brand)!;
    return {
      id: idOf.get(`${p.mpnNorm}|${brandId}`)!,
      mpn: p.mpn,
      brand: p.brand,
      brandId,
      package: p.package,
      category: p.category,
    };
  });
  shared.set('brandIds', brandIds);
  shared.set(
    'partIds',
    demoParts.map((p) => p.id),
  );
  shared.set('parts', demoParts);
}
