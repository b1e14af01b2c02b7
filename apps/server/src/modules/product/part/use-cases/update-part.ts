import { isUniqueViolation } from '../../../../core/db/index.js';
import { recordHistory } from '../../../../core/documents/history.js';
import { updateVersioned } from '../../../../core/documents/versioned.js';
import type { Env } from '../../../../core/http/index.js';
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
 * Changes a part at the version read (stale → 409): references checked as on create; (normalised MPN,
 * brand) another part has → 409 on Mpn; history `update` with the MPN, brand and package changes.
 */
export async function updatePart(env: Env, id: number, b: PartBody) {
  const { db } = env.app;
  const before = await partDetail(db, id);
  const { lifecycle } = await checkPartRefs(db, b as never);
  await assertPartFree(db, String(b.Mpn), b.BrandId, id);
  const next = partValues(b, lifecycle);
  try {
    await db.transaction(async (tx) => {
      await updateVersioned(tx, productPart, id, b.Version as number, {
        ...next,
        updatedBy: env.user.id,
      });
      const changes: Record<string, [unknown, unknown]> = {};
      if (before.Mpn !== next.mpn) changes.Mpn = [before.Mpn, next.mpn];
      if (before.BrandId !== next.brandId) changes.BrandId = [before.BrandId, next.brandId];
      if (before.Package !== next.package) changes.Package = [before.Package, next.package];
      await recordHistory(tx, {
        type: 'part',
        docId: id,
        docNo: next.mpn,
        action: 'update',
        userId: env.user.id,
        changes,
      });
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    throw duplicatePart(next.mpn, before.BrandName);
  }
  return partDetail(db, id);
}
