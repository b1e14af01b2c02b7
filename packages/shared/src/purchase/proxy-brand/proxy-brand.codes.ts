/**
 * Proxy brand (prefix DL, issue #15, decision 0049): a franchise line — a brand the company is an
 * authorised agent / distributor of, in a territory, for a validity period, proven by a certificate
 * (the document's attachments). Reviewed by 采购主管 or 管理员 (review `proxyBrand`, queue
 * /purchase/document-audit/proxybrand-review, ProxyBrandAuditCount → the list with `status=11`).
 */
export const PROXY_BRAND_DOC = 'proxyBrand';
/** The review type (REVIEW_TYPES row: queue proxybrand-review, counter ProxyBrandAuditCount). */
export const PROXY_BRAND_REVIEW = 'proxyBrand';
/** The list screen (a leaf of access/menu-tree.ts; the DOC_TYPES row's route). */
export const PROXY_BRAND_MENU = 'purchase/proxybrand';
/** The review queue screen. */
export const PROXY_BRAND_REVIEW_MENU = 'purchase/document-audit/proxybrand-review';

/**
 * `pur_proxy_brand.status`: 1 draft, 2 approved, 3 rejected, 11 pending review (the spec's to-do filter
 * value "status 11: proxy brand audit" is the status itself).
 */
export const PROXY_BRAND_STATUS = {
  draft: 1,
  approved: 2,
  rejected: 3,
  pendingReview: 11,
} as const;

/** Statuses in which the owner may edit and submit. */
export const PROXY_BRAND_EDITABLE: readonly number[] = [
  PROXY_BRAND_STATUS.draft,
  PROXY_BRAND_STATUS.rejected,
];

export const PROXY_BRAND_PERMITS = {
  create: 'POST merchant/purchase/proxybrand',
  update: 'PUT merchant/purchase/proxybrand/:id',
  submit: 'PUT merchant/purchase/proxybrand/:id/submit',
} as const;
