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
