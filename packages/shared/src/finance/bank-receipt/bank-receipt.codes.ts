/** Bank receipt (prefix YS, decision 0050): the codes server and web share. */
export const BANK_RECEIPT_DOC = 'bankReceipt';
/** The pre-collected screen (a leaf of access/menu-tree.ts; the DOC_TYPES row's route; PendingClaimCount's link). */
export const BANK_RECEIPT_MENU = 'finance/receipt/precollected';
/** Recording money that arrived: button 0101 on the screen (finance roles; sales roles are denied it). */
export const BANK_RECEIPT_RECORD = `${BANK_RECEIPT_MENU}:0101`;

/** 1 pending claim (to be claimed, the PendingClaimCount link value), 2 claimed. */
export const BANK_RECEIPT_STATUS = {
  pending: 1,
  claimed: 2,
} as const;

export const BANK_RECEIPT_PERMITS = {
  create: 'POST merchant/finance/bankreceipt',
  claim: 'PUT merchant/finance/bankreceipt/:id/claim',
} as const;
