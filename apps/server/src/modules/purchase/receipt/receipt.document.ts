import { RECEIPT_DOC } from '@partdesk/shared/purchase/receipt/receipt.codes';
import { defineDocument } from '../../../core/documents/index.js';
import { purReceipt, purReceiptLine } from './receipt.table.js';

/**
 * Goods received note RK (decision 0019 descriptor, decision 0040): number prefix and route from the
 * DOC_TYPES row `purchaseDelivery`; scope `'none'` — the warehouse receives for every buyer, so every
 * holder of the screen sees every note. Its lines are what the lots it opened point at (the stock
 * ledger checker resolves them); made from PO lines (link PO line → RK line).
 */
export const receiptDocument = defineDocument({
  type: RECEIPT_DOC,
  table: purReceipt,
  id: purReceipt.id,
  no: purReceipt.no,
  tenantId: purReceipt.tenantId,
  scope: 'none',
  lines: { table: purReceiptLine, id: purReceiptLine.id, docId: purReceiptLine.receiptId },
  links: [{ source: 'purchaseOrder', lines: true }],
});
