/** Suppliers (issue #15): the codes server and web share (pur_supplier, a record type without a number). */

/** The record type of history and attachments (core/doc-types RECORD_TYPES). */
export const SUPPLIER_DOC = 'supplier';

/** The list screen; its 0103 button creates and edits, its 0102 button changes the status. */
export const SUPPLIER_MENU = 'purchase/supplierControl/supplier';
/** The detail screen (hidden leaf; RECORD_DETAIL_ROUTES). */
export const SUPPLIER_DETAIL_MENU = 'purchase/supplierControl/supplier-detail';
/** A supplier's names over time (hidden leaf). */
export const SUPPLIER_NAMES_MENU = 'purchase/supplierControl/supplierNameDetail';
/** The sales-side read-only list (no bank accounts, no edit). */
export const PRODUCT_SUPPLIER_MENU = 'product/supplier';

/** pur_supplier.type */
export const SUPPLIER_TYPE = {
  /** Franchised (authorised) distributor: Arrow, Avnet, Mouser, DigiKey, TTI, Future, Rutronik, Heilind… */
  franchised: 1,
  /** Catalogue / online distributor: LCSC, TME… */
  catalogue: 2,
  /** The manufacturer itself (direct store or direct account). */
  manufacturer: 3,
  /** Independent distributor (broker): Hong Kong, Shenzhen, US, EU. */
  broker: 4,
  /** Component test house (inspection, counterfeit detection, programming, baking). */
  testHouse: 5,
  /** Holder of excess stock (a factory or EMS selling its surplus). */
  excess: 6,
} as const;

/** pur_supplier.grade: `new` not yet evaluated, `ungraded` traded but not graded, then A > B > C. */
export const SUPPLIER_GRADES = ['new', 'ungraded', 'A', 'B', 'C'] as const;
export type SupplierGrade = (typeof SUPPLIER_GRADES)[number];

/**
 * pur_supplier.status: suspended = no new POs until cleared; prohibited = the blacklist (never buy:
 * quality, fraud). Leaving `active` needs a reason.
 */
export const SUPPLIER_STATUS = { active: 1, suspended: 2, prohibited: 3 } as const;
export type SupplierStatus = (typeof SUPPLIER_STATUS)[keyof typeof SUPPLIER_STATUS];

/** pur_supplier.payment_terms */
export const SUPPLIER_PAYMENT_TERMS = {
  /** Cash in advance (T/T before shipment). */
  prepaid: 1,
  /** Cash on delivery (pay on receipt and inspection). */
  cod: 2,
  net15: 3,
  net30: 4,
  net60: 5,
  /** Credit card or PayPal at order. */
  card: 6,
} as const;

/** The currencies a supplier or bank account may use (DOMAIN: GBP, EUR, HKD, USD, CNY). */
export const SUPPLIER_CURRENCIES = ['CNY', 'USD', 'HKD', 'EUR', 'GBP'] as const;

/** Limits of the children a supplier carries. */
export const SUPPLIER_LIMITS = { contacts: 20, banks: 10, brands: 200 } as const;

export const SUPPLIER_PERMITS = {
  create: 'POST merchant/purchase/supplier',
  update: 'PUT merchant/purchase/supplier/:id',
  status: 'PUT merchant/purchase/supplier/:id/status',
} as const;
