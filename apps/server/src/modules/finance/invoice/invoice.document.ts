import { ROLE_NAMES as R } from '@partdesk/shared/access/client-access';
import { INVOICE_DOC, INVOICE_REVIEW } from '@partdesk/shared/finance/invoice/invoice.codes';
import { defineDocument } from '../../../core/documents/index.js';
import { docOwners } from '../../../core/reviews/index.js';
import { invoiceReviewLines, summarizeInvoices } from './invoice-review-summary.js';
import { finInvoice, finInvoiceLine } from './invoice.table.js';
import { approveInvoice, loadInvoiceDocs, rejectInvoice } from './use-cases/review-invoice.js';

/**
 * Invoice request FP (decision 0051): number prefix and notification route from the shared DOC_TYPES row
 * `invoiceRequest`; data scope "sales" on the order's salesperson (finance and administrators: all).
 * Submitted when created into the review `invoiceAudit` (/sales/document-audit/invoice-audit,
 * InvoiceAuditCount): one step decided by the sales director, the finance roles or 管理员 — never by
 * the requester or the order's salesperson (segregation). Approve → to issue (finance's queue);
 * reject → rejected, its quantities freed.
 */
export const invoiceDocument = defineDocument({
  type: INVOICE_DOC,
  table: finInvoice,
  id: finInvoice.id,
  no: finInvoice.no,
  tenantId: finInvoice.tenantId,
  scope: { own: finInvoice.ownerId, sales: finInvoice.ownerId },
  reviews: [
    {
      type: INVOICE_REVIEW,
      flow: [
        {
          nameZh: '开票审核',
          nameEn: 'Invoice review',
          roles: [R.salesDirector, ...R.accountants, ...R.financeHeads, R.admin],
        },
      ],
      historyTypes: [INVOICE_DOC],
      owners: docOwners(finInvoice, finInvoice.ownerId),
      load: loadInvoiceDocs,
      onApproved: approveInvoice,
      onRejected: rejectInvoice,
      summarize: summarizeInvoices,
      lines: invoiceReviewLines,
    },
  ],
  lines: { table: finInvoiceLine, id: finInvoiceLine.id, docId: finInvoiceLine.invoiceId },
});
