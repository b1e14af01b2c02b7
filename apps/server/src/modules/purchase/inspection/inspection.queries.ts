import { QUALITY_ITEM_KIND } from '@partdesk/shared/purchase/inspection/inspection.codes';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { purQualityItem } from './inspection.table.js';

/**
 * The enabled checklist items of `qualityList` (kind 1, status 1), in screen order — the inbound
 * inspection's items, reused by the sales-side quality check (sales sits above purchase, decision 0060).
 */
export function enabledChecklistItems(db: Executor) {
  return db
    .select({ id: purQualityItem.id, nameZh: purQualityItem.nameZh, nameEn: purQualityItem.nameEn })
    .from(purQualityItem)
    .where(and(eq(purQualityItem.kind, QUALITY_ITEM_KIND.item), eq(purQualityItem.status, 1)))
    .orderBy(asc(purQualityItem.sort), asc(purQualityItem.id));
}
