/**
 * Supplier delivery (prefix DH, issue #15, decision 0042): the supplier's shipment against an ordered or
 * partly received PO — carrier, tracking, dates, delivered quantities per PO line. The codes server and
 * web share.
 */
export const SUPPLIER_DELIVERY_DOC = 'supplierDelivery';
/** The list screen (a leaf of access/menu-tree.ts; the DOC_TYPES row's route). */
export const SUPPLIER_DELIVERY_MENU = 'purchase/purchase-deliver';

/**
 * `pur_supplier_delivery.status`: in transit (recorded; edited and cancelled), arrived (the goods are at
 * the warehouse: the goods received note counts them in; final), cancelled (final; holds nothing).
 */
export const SUPPLIER_DELIVERY_STATUS = {
  inTransit: 1,
  arrived: 2,
  cancelled: 3,
} as const;

export const SUPPLIER_DELIVERY_PERMITS = {
  create: 'POST merchant/purchase/supplierdelivery',
} as const;

/** At most this many lines on one delivery (a PO has at most 200). */
export const MAX_DELIVERY_LINES = 200;
