import { ROLE_NAMES } from '@partdesk/shared/access/client-access';
import {
  STOCK_CHECK_DOC,
  STOCK_CHECK_REVIEW,
  STOCK_CHECK_STATUS,
} from '@partdesk/shared/inventory/stock-check/stock-check.codes';
import { defineDocument } from '../../../core/documents/index.js';
import { docOwners, reviewDocsLoader, statusDecision } from '../../../core/reviews/index.js';
import { invStockCheck, invStockCheckLine } from './stock-check.table.js';
import { approveStockCheck } from './use-cases/approve-stock-check.js';

/**
 * Stock check PD (decision 0019 descriptor, decision 0027): seen by its counter within the caller's data
 * scope (finance: all); the review `stockCheck` (counter StockCheckAuditCount; default step 财务审核 —
 * accountants, finance heads, admin): approval posts the differences as adjustment moves in the deciding
 * transaction (approve-stock-check.ts), rejection → rejected (editable again). Moves point at its lines.
 */
export const stockCheckDocument = defineDocument({
  type: STOCK_CHECK_DOC,
  table: invStockCheck,
  id: invStockCheck.id,
  no: invStockCheck.no,
  tenantId: invStockCheck.tenantId,
  scope: { own: invStockCheck.ownerId },
  reviews: [
    {
      type: STOCK_CHECK_REVIEW,
      flow: [
        {
          nameZh: '财务审核',
          nameEn: 'Finance review',
          roles: [...ROLE_NAMES.accountants, ...ROLE_NAMES.financeHeads, ROLE_NAMES.admin],
        },
      ],
      owners: docOwners(invStockCheck, invStockCheck.ownerId),
      load: reviewDocsLoader(invStockCheck, invStockCheck.ownerId),
      onApproved: (tx, doc, ctx) =>
        approveStockCheck(tx, { userId: ctx.userId, lang: ctx.lang ?? 'zh-CN' }, doc.id, ctx.app.clock.now()),
      onRejected: statusDecision(
        invStockCheck,
        STOCK_CHECK_STATUS.pendingReview,
        STOCK_CHECK_STATUS.rejected,
      ),
    },
  ],
  lines: { table: invStockCheckLine, id: invStockCheckLine.id, docId: invStockCheckLine.checkId },
});
