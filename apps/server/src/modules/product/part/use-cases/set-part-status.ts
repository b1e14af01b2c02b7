import { partResource } from '@partdesk/shared/product/part-resource';
import { eq, sql } from 'drizzle-orm';
import { recordHistory } from '../../../../core/documents/history.js';
import type { Env } from '../../../../core/http/index.js';
import { requireActionState } from '../../../../core/resource/index.js';
import { partDetail } from '../part.service.js';
import { productPart } from '../part.table.js';

/**
 * Disables or enables a part (`action` 'disable' / 'enable'): the action must be open for the part's
 * status (409 otherwise, partResource's `when`); history with from → to status.
 */
export async function setPartStatus(env: Env, id: number, status: number, action: string) {
  const { db } = env.app;
  const before = await partDetail(db, id);
  requireActionState(partResource, action, before);
  if (before.Status !== status) {
    await db.transaction(async (tx) => {
      await tx
        .update(productPart)
        .set({
          status,
          updatedBy: env.user.id,
          updatedAt: new Date(),
          version: sql`${productPart.version} + 1`,
        })
        .where(eq(productPart.id, before.Id));
      await recordHistory(tx, {
        type: 'part',
        docId: before.Id,
        docNo: before.Mpn,
        action,
        fromStatus: before.Status,
        toStatus: status,
        userId: env.user.id,
      });
    });
  }
  return partDetail(db, before.Id);
}
