import { cleanMpn } from '@partdesk/shared/bom/mpn-key';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../../../core/db/index.js';
import { recordHistory } from '../../../../core/documents/history.js';
import type { Env } from '../../../../core/http/index.js';
import { productBrand } from '../../brand/brand.table.js';
import {
  assertPartFree,
  checkPartRefs,
  duplicatePart,
  type PartBody,
  partDetail,
  partValues,
} from '../part.service.js';
import { productPart } from '../part.table.js';

/**
 * Creates a part: brand, category, MSL and lifecycle checked (400 naming the field); (normalised MPN,
 * brand) taken → 409 on Mpn naming the part; history type `part`.
 */
export async function createPart(env: Env, b: PartBody) {
  const { db } = env.app;
  const { lifecycle } = await checkPartRefs(db, b as never);
  await assertPartFree(db, String(b.Mpn), b.BrandId);
  const user = env.user.id;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(productPart)
        .values({ ...partValues(b, lifecycle), createdBy: user, updatedBy: user })
        .returning({ id: productPart.id });
      await recordHistory(tx, {
        type: 'part',
        docId: row!.id,
        docNo: cleanMpn(String(b.Mpn)),
        action: 'create',
        userId: user,
      });
      return row!.id;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const [brand] = await db
      .select({ name: productBrand.name })
      .from(productBrand)
      .where(eq(productBrand.id, b.BrandId));
    throw duplicatePart(cleanMpn(String(b.Mpn)), brand?.name ?? '');
  }
  return partDetail(db, id);
}
