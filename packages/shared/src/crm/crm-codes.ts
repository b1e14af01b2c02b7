import { reviewQueue } from '../core/review-types.js';

/**
 * Coded values of the CRM that the web needs too (list filters, tags). The server's
 * modules/crm/crm-codes.ts re-exports these and adds the server-only ones.
 */

/** crm_customer.status — the review state of a customer record (new customers wait for review). */
export const CUSTOMER_STATUS = { pendingReview: 1, active: 2, rejected: 3 } as const;

/** crm_contact.status — 1 waiting for the contact-conflict review, 2 active, 3 rejected. */
export const CONTACT_STATUS = { pendingReview: 1, active: 2, rejected: 3 } as const;

/** crm_pool_claim.status — 1 pending review, 2 approved (customer owned), 3 rejected. */
export const CLAIM_STATUS = { pending: 1, approved: 2, rejected: 3 } as const;

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

/** Review types of the CRM queues (core/reviews) and their queue screens (from REVIEW_TYPES). */
export const CRM_REVIEW = {
  customer: reviewQueue('customer'),
  customerConflict: reviewQueue('customerConflict'),
  contactConflict: reviewQueue('contactConflict'),
  poolClaim: reviewQueue('poolClaim'),
} as const;

/**
 * Mail domains shared by many people: a match on them is no evidence of the same customer. The
 * default of the `publicMailDomains` setting (editable on /setup system-setting and crmsettring).
 */
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

/** A mail domain as the settings accept it: lower-case labels separated by dots, a letter TLD. */
export const MAIL_DOMAIN_PATTERN = /^(?=.{3,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Permits of the pool actions reserved to the transfer roles (button 0102 "transfer and delete"). */
export const CRM_PERMITS = {
  transfer: 'PUT merchant/crm/customer/:id/transfer',
  release: 'PUT merchant/crm/customer/:id/release',
  claim: 'PUT merchant/crm/pool/:id/claim',
  blacklist: 'PUT merchant/crm/customer/:id/blacklist',
} as const;
