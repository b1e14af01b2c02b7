/** Inbound inspection (prefix JY, issue #15, decision 0040): the codes server and web share. */
export const INSPECTION_DOC = 'inboundInspection';
/** The review type (REVIEW_TYPES row: queue purchase/document-audit/quality-audit, InboundQualityAuditCount). */
export const INSPECTION_REVIEW = 'inboundInspection';

export const INSPECTION_MENUS = {
  /** The list of inspection records; holding it lets a user inspect (the inspectors). */
  list: 'purchase/test',
  review: 'purchase/document-audit/quality-audit',
  qualityList: 'purchase/parameterSetting/qualityList',
  process: 'purchase/parameterSetting/process',
} as const;

export const INSPECTION_STATUS = { pendingReview: 2, passed: 3, failed: 4 } as const;
/** A checklist result. */
export const CHECK_RESULT = { pass: 1, fail: 2, notApplicable: 3 } as const;
/** `pur_quality_item.kind`. */
export const QUALITY_ITEM_KIND = { item: 1, step: 2 } as const;
/** At most this many photos (attachments) on one inspection. */
export const INSPECTION_MAX_PHOTOS = 3;
