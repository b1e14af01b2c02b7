/**
 * Payment request (prefix FK, issue #15, decision 0041): the codes server and web share. A buyer asks
 * finance to pay one or more POs of one supplier, currency and owner company; finance pays or rejects it
 * in the review `payment` (queue /finance/financial/payment, PaymentToPayCount).
 */
export const PAYMENT_ORDER_DOC = 'payment';
/** The review type (REVIEW_TYPES row: queue /finance/financial/payment, counter PaymentToPayCount). */
export const PAYMENT_REVIEW = 'payment';
/** The list screen (a leaf of access/menu-tree.ts; the DOC_TYPES row's route, named route Payment). */
export const PAYMENT_ORDER_MENU = 'purchase/payment-order';
/** Finance's queue (approve = pay). */
export const PAYMENT_QUEUE_MENU = 'finance/financial/payment';

/** `pur_payment_order.status`: 1 waiting for finance (to pay), 2 paid, 3 rejected, 4 cancelled. */
export const PAYMENT_ORDER_STATUS = {
  toPay: 1,
  paid: 2,
  rejected: 3,
  cancelled: 4,
} as const;

/** `pur_payment_order.kind`: 1 prepayment (before the goods / invoice), 2 payment. */
export const PAYMENT_KIND = { prepayment: 1, payment: 2 } as const;
export const PAYMENT_KIND_VALUES: readonly number[] = Object.values(PAYMENT_KIND);

/** PO statuses a payment may be requested for: ordered, to complete, partly received, received. */
export const PAYABLE_PO_STATUSES: readonly number[] = [3, 5, 6, 7];

/** At most this many POs on one payment request. */
export const MAX_PAYMENT_LINES = 50;

export const PAYMENT_ORDER_PERMITS = {
  create: 'POST merchant/purchase/paymentorder',
  cancel: 'PUT merchant/purchase/paymentorder/:id/cancel',
} as const;
