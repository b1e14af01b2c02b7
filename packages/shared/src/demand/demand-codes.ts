/**
 * Demand orders (需求单, prefix XQ, document type `demand`, /demand): a customer's expected demand
 * (decision 0012). Confirmation goes through the review engine (queue demandaudit, administrators).
 */

/** dmd_demand.status — spec §4: the to-do link carries `status=1` (awaiting confirmation). */
export const DEMAND_STATUS = {
  awaitingConfirmation: 1,
  confirmed: 2,
  rejected: 3,
  /** An inquiry was opened from it (`inquiry_id`). */
  converted: 4,
} as const;

export const DEMAND_PREFIX = 'XQ';
export const DEMAND_DOC = 'demand';
/** Review type (queue demandaudit, counter DemandConfirmCount — administrators only, spec §6). */
export const DEMAND_REVIEW = 'demand';

export const DEMAND_MENU = {
  list: 'demand/demandmanagement',
  audit: 'demand/demandaudit',
} as const;

export const DEMAND_PERMITS = {
  create: 'POST merchant/demand/demand',
  update: 'PUT merchant/demand/demand/:id',
  openInquiry: 'PUT merchant/demand/demand/:id/inquiry',
} as const;

export const DEMAND_MAX_LINES = 500;
