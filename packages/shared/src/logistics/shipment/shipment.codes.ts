/** Shipment (prefix CK, issue #16): the codes server and web share. */
export const SHIPMENT_DOC = 'shipment';
/** The list screen (a leaf of access/menu-tree.ts; the DOC_TYPES row's route). */
export const SHIPMENT_MENU = 'sales/sendoutOrder';
/** Who changes shipments: button 0103 on the screen (the warehouse role and administrators; sales roles are denied it). */
export const SHIPMENT_WRITE = `${SHIPMENT_MENU}:0103`;

/**
 * A shipment's status. The values 2 and 3 are the to-do links' filters (spec §4: `status=2` overweight
 * review, `status=3` awaiting courier info); 2 and 8 belong to the overweight review, 9 to the credit
 * review `deliver-audit` (decision 0046). `paused` is a flag beside the status (the list shows "paused").
 */
export const SHIPMENT_STATUS = {
  toBePicked: 1,
  overweightReview: 2,
  awaitingCourier: 3,
  toBeBoxed: 4,
  toBeShipped: 5,
  shipped: 6,
  voided: 7,
  overweightRejected: 8,
  /** Waiting in the credit review (deliver-audit): over the customer's remaining credit, or prepaid unpaid. */
  creditReview: 9,
  /** Waiting in purchasing's cargo review (salescargo-review, decision 0053), checked before the credit. */
  cargoReview: 10,
} as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUS)[keyof typeof SHIPMENT_STATUS];

/** Statuses whose quantities still hold the order lines (open shipments). */
export const SHIPMENT_OPEN: readonly number[] = [1, 2, 3, 4, 5, 8, 9, 10];

/** Volumetric weight divisor (cm³ per kg) when the courier has none configured. */
export const DEFAULT_VOLUMETRIC_DIVISOR = 5000;

export const SHIPMENT_PERMITS = {
  create: 'POST merchant/logistics/shipment',
} as const;

/** Review types (core/reviews, shared core/review-types.ts) of a shipment (decision 0046). */
export const SHIPMENT_CREDIT_REVIEW = 'shipmentCredit';
export const SHIPMENT_OVERWEIGHT_REVIEW = 'shipmentOverweight';
/** Purchasing's cargo review `salescargo-review` (decision 0053). */
export const SHIPMENT_CARGO_REVIEW = 'shipmentCargo';
/** The cargo review's queue screen (menu code). */
export const SALES_CARGO_MENU = 'purchase/document-audit/salescargo-review';
/** The credit review's queue screen (menu code). */
export const DELIVER_AUDIT_MENU = 'sales/document-audit/deliver-audit';

/** `log_shipment.credit_review`: none, approved by the credit review (it may ship), rejected. */
export const CREDIT_REVIEW = { none: 0, approved: 1, rejected: 2 } as const;

/** `log_shipment.cargo_review` (decision 0053): none, approved by purchasing (no new ask), rejected. */
export const CARGO_REVIEW = { none: 0, approved: 1, rejected: 2 } as const;
