/**
 * The seas library (公海询价, /forQuotation/seas-library): the public inquiry pool (decision 0012).
 */

/** inq_seas_release.status — one release of an inquiry to the pool. */
export const SEAS_RELEASE_STATUS = {
  /** In the pool: any salesperson may take the inquiry over. */
  inPool: 1,
  /** Taken over by another salesperson (`taken_by`). */
  taken: 2,
  /** Taken back by its own salesperson. */
  recalled: 3,
} as const;

/** Why an inquiry is in the seas library (list column `SeasReason`). */
export const SEAS_REASON = {
  /** Released by its salesperson. */
  released: 1,
  /** Its customer is in the CRM public pool (no owner): claim the customer first. */
  customerInPool: 2,
  /** Its customer now belongs to another salesperson (claimed or transferred): only that owner takes it. */
  customerMoved: 3,
} as const;

export const SEAS_MENU = 'forQuotation/seas-library';

export const SEAS_PERMITS = {
  release: 'PUT merchant/forqutation/seas/:id/release',
  takeOver: 'PUT merchant/forqutation/seas/:id/takeover',
} as const;
