/**
 * Coded values of the CRM tables. Dictionary-backed columns store the dictionary's `value`
 * (sys_dict_line, seeded by the lookups module): the dictionary codes are named beside each column.
 * The others are fixed by code and listed here (move to packages/shared/crm when the web needs them).
 */

export {
  CLAIM_STATUS,
  CONTACT_STATUS,
  CRM_PERMITS,
  CRM_REVIEW,
  CUSTOMER_STATUS,
  POOL_REASON,
  PUBLIC_MAIL_DOMAINS,
} from '@partdesk/shared/crm/crm-codes';

/**
 * crm_balance_move.kind (decision 0026). The customer balance is on finance's money ledger (Σ entries
 * per currency); the sign of `amount` is fixed by the kind (a check constraint enforces it).
 */
export const LEDGER_KIND = {
  /** Money paid in ahead (customer recharge, CZ): +. */
  recharge: 1,
  /** Balance used to pay a sales order (PI): −. */
  payment: 2,
  /** An after-sales refund credited to the balance (TK): +. */
  refund: 3,
  /** The payment of a cancelled, paid order moved to the balance (PI): +. */
  cancelRefund: 4,
  /** Balance paid back to the customer (YT): −. */
  balanceRefund: 5,
  /** Finance correction, either sign, never zero. */
  adjustment: 6,
} as const;

/** The part after `@`, lower case, '' when there is none (stored in crm_contact.email_domain). */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** The digits of a phone number (the contact-conflict check compares these; see crm_contact index). */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^0-9]/g, '');
}

/** crm_pool_event.action — how a customer moved between owners and the pool. */
export const POOL_ACTION = {
  /** Released to the pool by a user (return-to-pool). */
  released: 1,
  /** Returned by the monthly inactivity job. */
  jobReturn: 2,
  /** Claimed from the pool. */
  claimed: 3,
  /** Transferred to another salesperson. */
  transferred: 4,
  /** Owner left or was disabled. */
  ownerLeft: 5,
  /** A new customer became owned when its review passed. */
  created: 6,
} as const;

/** crm_customer_transfer.kind / .status. */
export const TRANSFER_KIND = { transfer: 1, returnToPool: 2 } as const;
export const TRANSFER_STATUS = { pending: 1, done: 2, refused: 3 } as const;

/** crm_level_change.status and crm_credit_change.status. */
export const CHANGE_STATUS = { pending: 1, approved: 2, rejected: 3, withdrawn: 4 } as const;

/** crm_visit.kind / .method / .status. */
export const VISIT_KIND = { plan: 1, report: 2 } as const;
export const VISIT_METHOD = { onSite: 1, phone: 2, video: 3, exhibition: 4, other: 5 } as const;
export const VISIT_STATUS = { draft: 1, pendingReview: 2, approved: 3, rejected: 4, cancelled: 5 } as const;

/** crm_balance_refund.status. */
export const BALANCE_REFUND_STATUS = {
  draft: 1,
  pendingReview: 2,
  approved: 3,
  rejected: 4,
  paid: 5,
  cancelled: 6,
} as const;
