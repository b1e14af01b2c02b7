import { isUniqueViolation } from '../../../../core/db/index.js';
import { recordHistory } from '../../../../core/documents/history.js';
import { updateVersioned } from '../../../../core/documents/versioned.js';
import { forbidden } from '../../../../core/http/app-error.js';
import type { Env } from '../../../../core/http/index.js';
import { assertBrandNamesFree, lockBrands } from '../brand-rules.js';
import { type BrandBody, brandDetail, brandValues, mayChangeProxy, nameTaken } from '../brand.queries.js';
import { productBrand } from '../brand.table.js';

/**
 * Changes a brand (versioned, under the brands lock): setting or clearing the franchised flag needs the
 * 0102 button (403); name and alias rules as on create; history `update` with the name, alias and flag
 * changes.
 */
export async function updateBrand(env: Env, id: number, body: BrandBody) {
  const { db } = env.app;
  const user = env.user;
  const before = await brandDetail(db, id);
  const v = brandValues(body);
  if (v.isProxy !== before.IsProxy && !mayChangeProxy(user))
    throw forbidden('product.brand.proxyNeedsButton');
  try {
    await db.transaction(async (tx) => {
      await lockBrands(tx);
      await assertBrandNamesFree(tx, v.name, v.aliases, id);
      await updateVersioned(tx, productBrand, id, body.Version as number, { ...v, updatedBy: user.id });
      const changes: Record<string, [unknown, unknown]> = {};
      if (before.Name !== v.name) changes.Name = [before.Name, v.name];
      if (before.Aliases.join('|') !== v.aliases.join('|')) changes.Aliases = [before.Aliases, v.aliases];
      if (before.IsProxy !== v.isProxy) changes.IsProxy = [before.IsProxy, v.isProxy];
      await recordHistory(tx, {
        type: 'brand',
        docId: id,
        docNo: v.name,
        action: 'update',
        userId: user.id,
        changes,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(v.name);
    throw err;
  }
  return brandDetail(db, id);
}
