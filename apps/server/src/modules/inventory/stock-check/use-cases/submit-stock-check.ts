import {
  STOCK_CHECK_DOC,
  STOCK_CHECK_EDITABLE,
  STOCK_CHECK_REVIEW,
  STOCK_CHECK_STATUS,
} from '@partdesk/shared/inventory/stock-check/stock-check.codes';
import { count, eq } from 'drizzle-orm';
import { AfterCommit, recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, conflict, type Env } from '../../../../core/http/index.js';
import { submitDocForReview } from '../../../../core/reviews/index.js';
import { loadStockCheck } from '../stock-check.queries.js';
import { invStockCheck, invStockCheckLine } from '../stock-check.table.js';

/**
 * PUT /merchant/inventory/stockcheck/:id/submit — draft / rejected → pending review (finance), at the
 * version read. Refused: a sheet with no line (400 inventory.checkEmpty), one not editable (409).
 */
export async function submitStockCheck(env: Env, id: number, version: number) {
  const { app, user, lang } = env;
  const after = new AfterCommit();
  const out = await app.db.transaction(async (tx) => {
    const sheet = await loadStockCheck(tx, user, id, true);
    if (!STOCK_CHECK_EDITABLE.includes(sheet.status))
      throw conflict('inventory.checkNotEditable', { no: sheet.no });
    const [n] = await tx
      .select({ n: count() })
      .from(invStockCheckLine)
      .where(eq(invStockCheckLine.checkId, id));
    if (!n?.n) throw badRequest('inventory.checkEmpty', {}, 'Lines');
    const res = await updateVersioned(tx, invStockCheck, id, version, {
      status: STOCK_CHECK_STATUS.pendingReview,
      updatedBy: user.id,
    });
    await recordHistory(tx, {
      type: STOCK_CHECK_DOC,
      docId: id,
      docNo: sheet.no,
      tenantId: sheet.tenantId,
      action: 'submit',
      fromStatus: sheet.status,
      toStatus: STOCK_CHECK_STATUS.pendingReview,
      userId: user.id,
    });
    await submitDocForReview(tx, { app, after, lang, userId: user.id }, STOCK_CHECK_REVIEW, {
      id,
      no: sheet.no,
      tenantId: sheet.tenantId,
    });
    return res;
  });
  await after.flush(app.log);
  return { Id: id, Version: out.version };
}
