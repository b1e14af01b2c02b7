import { Codes } from '@partdesk/shared/core/codes';
import { BRAND_ALIAS_MAX } from '@partdesk/shared/product/brand-resource';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { AppError, badRequest } from '../../../core/http/app-error.js';
import { brandKey } from './brand-match.js';
import { rows } from '../../../core/db/index.js';

/**
 * Aliases as stored: trimmed, inner spaces collapsed, duplicates (by `brandKey`: case, width, spaces, company suffixes) and the brand's own
 * name dropped, in the order given. More than BRAND_ALIAS_MAX.count or a longer one → 400 `Aliases`.
 */
export function cleanAliases(name: string, aliases: readonly string[]): string[] {
  const seen = new Set([brandKey(name)]);
  const out: string[] = [];
  for (const raw of aliases) {
    const a = raw.trim().replace(/\s+/g, ' ');
    if (!a) continue;
    if (a.length > BRAND_ALIAS_MAX.length) throw aliasInvalid();
    const k = brandKey(a);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(a);
  }
  if (out.length > BRAND_ALIAS_MAX.count) throw aliasInvalid();
  return out;
}

const aliasInvalid = () => badRequest('product.brand.aliasInvalid', { ...BRAND_ALIAS_MAX }, 'Aliases');

/**
 * A brand's name and aliases must not name another brand: the name may not be another brand's name
 * (409 `Name`) or alias (400 `Name`); an alias may not be another brand's name or alias (400 `Aliases`,
 * naming the alias and the other brand). Call inside the writing transaction after `lockBrands`.
 */
export async function assertBrandNamesFree(
  tx: Executor,
  name: string,
  aliases: readonly string[],
  exceptId: number | null,
): Promise<void> {
  const res = rows<{ id: number; name: string; aliases: string[] }>(
    await tx.execute(sql`
    select b.id, b.name, b.aliases from product_brand b where b.id <> ${exceptId ?? 0}`),
  );
  const others = res.map((r) => ({
    name: r.name,
    key: brandKey(r.name),
    aliasKeys: r.aliases.map(brandKey),
  }));
  const nameKey = brandKey(name);
  for (const r of others) {
    if (r.key === nameKey) throw new AppError(Codes.Conflict, 'product.brand.nameTaken', { name }, 'Name');
    if (r.aliasKeys.includes(nameKey))
      throw badRequest('product.brand.nameIsAlias', { name, other: r.name }, 'Name');
  }
  for (const alias of aliases) {
    const k = brandKey(alias);
    const other = others.find((r) => r.key === k || r.aliasKeys.includes(k));
    if (other) throw badRequest('product.brand.aliasTaken', { alias, other: other.name }, 'Aliases');
  }
}

/** Serialises brand writes (rare) so two edits cannot both claim one alias. */
export async function lockBrands(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('product_brand'))`);
}
