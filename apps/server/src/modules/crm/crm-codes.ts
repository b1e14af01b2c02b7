/**
 * Coded values of the CRM tables. Dictionary-backed columns store the dictionary's `value`
 * (sys_dict_line, seeded by the lookups module): the dictionary codes are named beside each column.
 * The others are fixed by code and listed here (move to packages/shared/crm when the web needs them).
 */

/** crm_customer.status — the review state of a customer record (new customers wait for review). */
export const CUSTOMER_STATUS = { pendingReview: 1, active: 2, rejected: 3 } as const;

/** crm_customer.pool_reason — why a customer is in the public pool (owner_id null). */
export const POOL_REASON = {
  /** A salesperson (or a director) released it. */
  released: 1,
  /** The monthly return of inactive customers (1st of the month) moved it. */
  inactive: 2,
  /** Its owner left or was disabled. */
  ownerLeft: 3,
  /** Created straight into the pool (imports, website sign-ups). */
  unassigned: 4,
} as const;

/**
 * crm_balance_ledger.kind. The customer balance is the sum of the ledger per currency, never a
 * stored number; the sign of `amount` is fixed by the kind (a check constraint enforces it).
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

/** Mail domains shared by many people: a match on them is no evidence of the same customer. */
export const PUBLIC_MAIL_DOMAINS = [
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'yeah.net',
  'sina.com',
  'sohu.com',
  'aliyun.com',
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'protonmail.com',
  'naver.com',
] as const;

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

/** crm_contact.status — 1 waiting for the contact-conflict review, 2 active, 3 rejected. */
export const CONTACT_STATUS = { pendingReview: 1, active: 2, rejected: 3 } as const;

/** crm_pool_claim.status — 1 pending review, 2 approved (customer owned), 3 rejected. */
export const CLAIM_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

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
