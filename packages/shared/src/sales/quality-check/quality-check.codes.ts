/**
 * Sales-side quality check (质检单, prefix QC, issue #15, decisions 0049 and 0060): a salesperson asks for
 * an extra inspection of stock reserved for one of their order lines; the warehouse records the checklist
 * result; sales leads decide it in `quality-audit` (QualityAuditCount).
 */
export const QUALITY_CHECK_DOC = 'qualityCheck';
export const QUALITY_CHECK_REVIEW = 'qualityCheck';

export const QUALITY_CHECK_MENUS = {
  /** The list: salespeople ask, the warehouse records the result. */
  list: 'sales/checkquality',
  review: 'sales/document-audit/quality-audit',
} as const;

/** 1 requested (waiting for the warehouse), 2 pending review, 3 passed, 4 failed. */
export const QUALITY_CHECK_STATUS = { requested: 1, pendingReview: 2, passed: 3, failed: 4 } as const;
/** Open checks (shipping the line is refused while one is open, decision 0060). */
export const QUALITY_CHECK_OPEN: readonly number[] = [
  QUALITY_CHECK_STATUS.requested,
  QUALITY_CHECK_STATUS.pendingReview,
];
/** The inspector's conclusion. */
export const QUALITY_CHECK_RESULT = { pass: 1, fail: 2 } as const;

export const QUALITY_CHECK_PERMITS = {
  create: 'POST merchant/sale/qualitycheck',
  record: 'PUT merchant/sale/qualitycheck/:id/result',
} as const;
