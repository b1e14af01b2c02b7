/** Goods received note (prefix RK, issue #15, decision 0040): the codes server and web share. */
export const RECEIPT_DOC = 'purchaseDelivery';
/** The list screen of goods received notes (a leaf of access/menu-tree.ts; the DOC_TYPES row's route). */
export const RECEIPT_MENU = 'purchase/receipt';
/** Goods received and waiting for their inspection (WarehousingApprovalCount). */
export const WAREHOUSING_MENU = 'purchase/warehousing-approval';

/**
 * `pur_receipt.status`: 1 the goods are in quarantine and some line still waits for its inspection
 * decision; 2 every line decided (passed or rejected: the lots' QC state says which).
 */
export const RECEIPT_STATUS = {
  inspecting: 1,
  inspected: 2,
} as const;

export const RECEIPT_PERMITS = {
  create: 'POST merchant/purchase/receipt',
} as const;

/** At most this many lines on one goods received note. */
export const RECEIPT_MAX_LINES = 200;
