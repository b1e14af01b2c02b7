import { isUniqueViolation } from '../../../../core/db/index.js';
import { recordHistory } from '../../../../core/documents/history.js';
import { forbidden } from '../../../../core/http/app-error.js';
import type { Env } from '../../../../core/http/index.js';
import { assertBrandNamesFree, lockBrands } from '../brand-rules.js';
import { type BrandBody, brandDetail, brandValues, mayChangeProxy, nameTaken } from '../brand.queries.js';
import { productBrand } from '../brand.table.js';

/**
 * Creates a brand under the brands lock: a franchised one needs the 0102 button (403); a name or alias
 * another brand uses → 400/409 (brand-rules.ts, the unique index); history type `brand`.
 */
export async function createBrand(env: Env, body: BrandBody) {
  const { db } = env.app;
  const user = env.user;
  const v = brandValues(body);
  if (v.isProxy && !mayChangeProxy(user)) throw forbidden('product.brand.proxyNeedsButton');
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await lockBrands(tx);
      await assertBrandNamesFree(tx, v.name, v.aliases, null);
      const [row] = await tx
        .insert(productBrand)
        .values({ ...v, createdBy: user.id, updatedBy: user.id })
        .returning({ id: productBrand.id });
      await recordHistory(tx, {
        type: 'brand',
        docId: row!.id,
        docNo: v.name,
        action: 'create',
        userId: user.id,
      });
      return row!.id;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(v.name);
    throw err;
  }
  return brandDetail(db, id);
}
