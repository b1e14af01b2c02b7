import { reviewQueue } from '../core/review-types.js';

/**
 * Coded values of the CRM operations (levels and credit, visits, balance) that the web needs too.
 * The server's modules/crm/crm-codes.ts holds the same numbers (a test checks they agree).
 */

/** crm_visit.kind: a plan (before) or a report (after the visit). */
export const VISIT_KIND = { plan: 1, report: 2 } as const;
/** crm_visit.method: how the visit is made. */
export const VISIT_METHOD = { onSite: 1, phone: 2, video: 3, exhibition: 4, other: 5 } as const;
/** crm_visit.status. */
export const VISIT_STATUS = { draft: 1, pendingReview: 2, approved: 3, rejected: 4, cancelled: 5 } as const;

/** crm_level_change.status and crm_credit_change.status. */
export const CHANGE_STATUS = { pending: 1, approved: 2, rejected: 3, withdrawn: 4 } as const;

/** crm_balance_refund.status. */
export const BALANCE_REFUND_STATUS = {
  draft: 1,
  pendingReview: 2,
  approved: 3,
  rejected: 4,
  paid: 5,
  cancelled: 6,
} as const;

/** crm_balance_move.kind, the CRM's kind of a customer balance movement (the sign of the amount is fixed by the kind). */
export const LEDGER_KIND = {
  recharge: 1,
  payment: 2,
  refund: 3,
  cancelRefund: 4,
  balanceRefund: 5,
  adjustment: 6,
} as const;

/** Review types of the CRM operation queues (core/reviews) and their queue screens (from REVIEW_TYPES). */
export const CRM_OPS_REVIEW = {
  level: reviewQueue('customerLevel'),
  credit: reviewQueue('customerCredit'),
  visit: reviewQueue('customerVisit'),
  balanceRefund: reviewQueue('balanceRefund'),
} as const;

/** Permits of spec §6 (to-do visibility) and of the actions the web shows by permit. */
export const CRM_OPS_PERMITS = {
  visitAllot: 'PUT merchant/sale/customervisit/allotment',
  visitQueryAuditing: 'POST merchant/sale/customervisit/queryauditing',
  visitCreate: 'POST merchant/sale/customervisit',
  visitUpdate: 'PUT merchant/sale/customervisit/:id',
  visitSubmit: 'PUT merchant/sale/customervisit/:id/submit',
  visitCancel: 'PUT merchant/sale/customervisit/:id/cancel',
  levelRequest: 'POST merchant/crm/customer/:id/levelchange',
  creditRequest: 'POST merchant/crm/customer/:id/creditchange',
  refundCreate: 'POST merchant/crm/balancerefund',
  recharge: 'POST merchant/crm/recharge',
} as const;
