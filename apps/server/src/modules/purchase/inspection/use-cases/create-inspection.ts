import { docType } from '@partdesk/shared/core/doc-types';
import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import {
  CHECK_RESULT,
  INSPECTION_DOC,
  INSPECTION_REVIEW,
  INSPECTION_STATUS,
  QUALITY_ITEM_KIND,
} from '@partdesk/shared/purchase/inspection/inspection.codes';
import type { InspectionCreate } from '@partdesk/shared/purchase/inspection/inspection.contract';
import { RECEIPT_DOC } from '@partdesk/shared/purchase/receipt/receipt.codes';
import { and, eq } from 'drizzle-orm';
import { AfterCommit, nextDocNo, recordHistory, recordLinks } from '../../../../core/documents/index.js';
import type { Tx } from '../../../../core/db/client.js';
import { badRequest, conflict, type Env } from '../../../../core/http/index.js';
import { submitDocForReview } from '../../../../core/reviews/index.js';
import { lockLots } from '../../../inventory/index.js';
import { purReceipt, purReceiptLine } from '../../receipt/receipt.table.js';
import { purInspection, purInspectionItem, purQualityItem } from '../inspection.table.js';

const PREFIX = docType(INSPECTION_DOC)!.prefix;
const RESULTS: readonly number[] = Object.values(CHECK_RESULT);

/** Every enabled checklist item answered once with a known result; a failed item carries a note. */
async function checkItems(tx: Tx, input: InspectionCreate) {
  const enabled = await tx
    .select()
    .from(purQualityItem)
    .where(and(eq(purQualityItem.kind, QUALITY_ITEM_KIND.item), eq(purQualityItem.status, 1)));
  const byId = new Map(enabled.map((q) => [q.id, q]));
  const seen = new Set<number>();
  for (const [i, it] of input.Items.entries()) {
    const row = { row: i + 1 };
    if (!byId.has(it.ItemId)) throw badRequest('purchase.inspectionItemUnknown', row, `Items[${i}].ItemId`);
    if (seen.has(it.ItemId)) throw badRequest('purchase.inspectionItemTwice', row, `Items[${i}].ItemId`);
    seen.add(it.ItemId);
    if (!RESULTS.includes(it.Result))
      throw badRequest('purchase.inspectionResult', row, `Items[${i}].Result`);
    if (it.Result === CHECK_RESULT.fail && !it.Note)
      throw badRequest('purchase.inspectionFailNote', row, `Items[${i}].Note`);
  }
  const missing = enabled.filter((q) => !seen.has(q.id));
  if (missing.length)
    throw badRequest(
      'purchase.inspectionMissingItems',
      { names: missing.map((q) => q.nameEn).join(', ') },
      'Items',
    );
  return byId;
}

/**
 * POST /merchant/purchase/inspection — the inspector (holder of purchase/test) records the inspection of
 * one goods received note line whose lot is in quarantine and submits it into the review
 * `inboundInspection` (quality-audit, decision 0040), one transaction: the line and its lot locked, the
 * rules checked (a refusal names the field, nothing written), the JY with its checklist results, the
 * link RK line → JY, history, the review request. Photos are attached afterwards (documents API, ≤ 3).
 */
export async function createInspection(env: Env, input: InspectionCreate) {
  const { app, user, lang } = env;
  const now = app.clock.now();
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const [line] = await tx
      .select()
      .from(purReceiptLine)
      .where(eq(purReceiptLine.id, input.ReceiptLineId))
      .for('update');
    if (!line?.lotId) throw badRequest('purchase.inspectionLineUnknown', undefined, 'ReceiptLineId');
    const [dup] = await tx
      .select({ no: purInspection.no })
      .from(purInspection)
      .where(eq(purInspection.receiptLineId, line.id));
    if (dup) throw conflict('purchase.inspectionExists', { no: dup.no });
    const lot = (await lockLots(tx, [line.lotId], lang)).get(line.lotId)!;
    if (lot.qcState !== QC_STATE.quarantine)
      throw badRequest('purchase.inspectionLotNotQuarantine', undefined, 'ReceiptLineId');
    if (input.Weight != null && (!Number.isInteger(input.Weight) || input.Weight <= 0))
      throw badRequest('purchase.inspectionWeight', undefined, 'Weight');
    const items = await checkItems(tx, input);
    const [rk] = await tx.select().from(purReceipt).where(eq(purReceipt.id, line.receiptId));
    const no = await nextDocNo(tx, { tenantId: rk!.tenantId, prefix: PREFIX, date: now });
    const [head] = await tx
      .insert(purInspection)
      .values({
        no,
        tenantId: rk!.tenantId,
        receiptId: rk!.id,
        receiptLineId: line.id,
        lotId: line.lotId,
        mpn: line.mpn,
        quantity: line.quantity,
        ownerId: user.id,
        status: INSPECTION_STATUS.pendingReview,
        weight: input.Weight ?? null,
        remark: input.Remark,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await tx.insert(purInspectionItem).values(
      input.Items.map((it) => ({
        inspectionId: head!.id,
        itemId: it.ItemId,
        name: items.get(it.ItemId)!.nameZh,
        result: it.Result,
        note: it.Note,
      })),
    );
    await recordLinks(
      tx,
      [
        {
          source: { type: RECEIPT_DOC, id: rk!.id, lineId: line.id },
          target: { type: INSPECTION_DOC, id: head!.id },
        },
      ],
      { userId: user.id },
    );
    await recordHistory(tx, {
      type: INSPECTION_DOC,
      docId: head!.id,
      docNo: no,
      tenantId: rk!.tenantId,
      action: 'submit',
      toStatus: INSPECTION_STATUS.pendingReview,
      comment: rk!.no,
      userId: user.id,
    });
    await submitDocForReview(tx, { app, after, lang, userId: user.id }, INSPECTION_REVIEW, head!);
    return head!;
  });
  await after.flush();
  return out;
}
