import { CHECK_RESULT } from '@partdesk/shared/purchase/inspection/inspection.codes';
import {
  QUALITY_CHECK_DOC,
  QUALITY_CHECK_RESULT,
  QUALITY_CHECK_REVIEW,
  QUALITY_CHECK_STATUS,
} from '@partdesk/shared/sales/quality-check/quality-check.codes';
import type { QualityCheckResult } from '@partdesk/shared/sales/quality-check/quality-check.contract';
import { AfterCommit, loadScoped, recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, conflict, forbidden, type Env } from '../../../../core/http/index.js';
import { submitDocForReview } from '../../../../core/reviews/index.js';
import { enabledChecklistItems } from '../../../purchase/index.js';
import { qualityCheckDocument } from '../quality-check.document.js';
import { salesQualityCheckItem, salesQualityCheck as T } from '../quality-check.table.js';

const ITEM_RESULTS: readonly number[] = Object.values(CHECK_RESULT);
const CONCLUSIONS: readonly number[] = Object.values(QUALITY_CHECK_RESULT);

/**
 * PUT /merchant/sale/qualitycheck/:id/result — the warehouse records the checklist result of a requested
 * check at `Version` and submits it into `quality-audit` (decision 0060), one transaction. Same item rules
 * as the inbound inspection (every enabled `qualityList` item once, a known result, a failed item with a
 * note); the conclusion pass or fail, never pass with a failed item, fail with a remark. A salesperson
 * (data scope "sales") never records. Any refusal names its field and writes nothing.
 */
export async function recordQualityCheck(env: Env, id: number, input: QualityCheckResult) {
  const { app, user, lang } = env;
  if (user.scope.kind === 'sales' && !user.isAdmin) throw forbidden('sales.qcInspectorOnly');
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const qc = await loadScoped(tx, T, id, qualityCheckDocument.visibleWhere(user), 'errors.notFound', true);
    if (qc.status !== QUALITY_CHECK_STATUS.requested) throw conflict('sales.qcNotRequested', { no: qc.no });
    if (!CONCLUSIONS.includes(input.Result)) throw badRequest('sales.qcResult', undefined, 'Result');
    const enabled = await enabledChecklistItems(tx);
    const byId = new Map(enabled.map((q) => [q.id, q]));
    const seen = new Set<number>();
    for (const [i, it] of input.Items.entries()) {
      const row = { row: i + 1 };
      if (!byId.has(it.ItemId)) throw badRequest('purchase.inspectionItemUnknown', row, `Items[${i}].ItemId`);
      if (seen.has(it.ItemId)) throw badRequest('purchase.inspectionItemTwice', row, `Items[${i}].ItemId`);
      seen.add(it.ItemId);
      if (!ITEM_RESULTS.includes(it.Result))
        throw badRequest('purchase.inspectionResult', row, `Items[${i}].Result`);
      if (it.Result === CHECK_RESULT.fail && !it.Note)
        throw badRequest('purchase.inspectionFailNote', row, `Items[${i}].Note`);
    }
    const missing = enabled.filter((q) => !seen.has(q.id));
    if (missing.length)
      throw badRequest(
        'purchase.inspectionMissingItems',
        { names: missing.map((q) => (lang === 'en-US' ? q.nameEn : q.nameZh)).join(', ') },
        'Items',
      );
    const anyFailed = input.Items.some((it) => it.Result === CHECK_RESULT.fail);
    if (input.Result === QUALITY_CHECK_RESULT.pass && anyFailed)
      throw badRequest('sales.qcPassWithFailedItem', undefined, 'Result');
    if (input.Result === QUALITY_CHECK_RESULT.fail && !input.Remark)
      throw badRequest('sales.qcFailRemark', undefined, 'Remark');
    const { version } = await updateVersioned(tx, T, qc.id, input.Version, {
      status: QUALITY_CHECK_STATUS.pendingReview,
      inspectorId: user.id,
      result: input.Result,
      remark: input.Remark,
      updatedBy: user.id,
    });
    await tx.insert(salesQualityCheckItem).values(
      input.Items.map((it) => ({
        checkId: qc.id,
        itemId: it.ItemId,
        name: byId.get(it.ItemId)!.nameZh,
        result: it.Result,
        note: it.Note,
      })),
    );
    await recordHistory(tx, {
      type: QUALITY_CHECK_DOC,
      docId: qc.id,
      docNo: qc.no,
      tenantId: qc.tenantId,
      action: 'submit',
      fromStatus: QUALITY_CHECK_STATUS.requested,
      toStatus: QUALITY_CHECK_STATUS.pendingReview,
      comment: input.Remark,
      userId: user.id,
    });
    await submitDocForReview(tx, { app, after, lang, userId: user.id }, QUALITY_CHECK_REVIEW, qc);
    return { Id: qc.id, No: qc.no, Status: QUALITY_CHECK_STATUS.pendingReview, Version: version };
  });
  await after.flush();
  return out;
}
