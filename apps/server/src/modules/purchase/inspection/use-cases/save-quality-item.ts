import { QUALITY_ITEM_KIND } from '@partdesk/shared/purchase/inspection/inspection.codes';
import type { QualityItemInput } from '@partdesk/shared/purchase/inspection/inspection.contract';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { updateVersioned } from '../../../../core/documents/index.js';
import { purQualityItem } from '../inspection.table.js';

function check(input: QualityItemInput) {
  if (!(Object.values(QUALITY_ITEM_KIND) as number[]).includes(input.Kind))
    throw badRequest('purchase.qualityItemKind', undefined, 'Kind');
  if (!input.NameZh) throw badRequest('purchase.qualityItemName', undefined, 'NameZh');
  if (!input.NameEn) throw badRequest('purchase.qualityItemName', undefined, 'NameEn');
  if (input.Status !== 1 && input.Status !== 2)
    throw badRequest('purchase.qualityItemStatus', undefined, 'Status');
}

const values = (input: QualityItemInput) => ({
  kind: input.Kind,
  nameZh: input.NameZh,
  nameEn: input.NameEn,
  description: input.Description,
  sort: input.Sort,
  status: input.Status,
});

/** POST /merchant/purchase/qualityitem: a checklist item (qualityList) or process step (process). */
export async function createQualityItem(env: Env, input: QualityItemInput) {
  check(input);
  const [row] = await env.app.db
    .insert(purQualityItem)
    .values({ ...values(input), createdBy: env.user.id, updatedBy: env.user.id })
    .returning();
  return row!;
}

/** PUT /merchant/purchase/qualityitem/:id at `Version` (409 when stale; the kind never changes). */
export async function updateQualityItem(env: Env, id: number, input: QualityItemInput) {
  check(input);
  return env.app.db.transaction(async (tx) => {
    const { kind: _k, ...rest } = values(input);
    return updateVersioned(tx, purQualityItem, id, input.Version ?? -1, { ...rest, updatedBy: env.user.id });
  });
}
