/**
 * Cash requirement (现货需求, prefix XR, issue #14 and decision 0035): a salesperson asks for own stock of
 * a part; sales leads review it (`requirementaudit`); approved ones are visible to purchasing and the
 * warehouse with the matching own stock; fulfilled or closed at the end.
 */
export const CASH_REQUIREMENT_DOC = 'cashRequirement';
/** The list screen (a leaf of access/menu-tree.ts; the DOC_TYPES row's route). */
export const CASH_REQUIREMENT_MENU = 'sales/cash_requirement';
export const CASH_REQUIREMENT_REVIEW = 'cashRequirement';
export const CASH_REQUIREMENT_REVIEW_MENU = 'sales/document-audit/requirementaudit';

export const CASH_REQUIREMENT_STATUS = {
  pendingReview: 1,
  approved: 2,
  rejected: 3,
  fulfilled: 4,
  closed: 5,
} as const;

/** Statuses purchasing and the warehouse see (decision 0035). */
export const CASH_REQUIREMENT_OPEN_TO_PURCHASING: readonly number[] = [
  CASH_REQUIREMENT_STATUS.approved,
  CASH_REQUIREMENT_STATUS.fulfilled,
  CASH_REQUIREMENT_STATUS.closed,
];

export const CASH_REQUIREMENT_PERMITS = {
  create: 'POST merchant/sale/cashrequirement',
  fulfil: 'PUT merchant/sale/cashrequirement/:id/fulfil',
  close: 'PUT merchant/sale/cashrequirement/:id/close',
} as const;
