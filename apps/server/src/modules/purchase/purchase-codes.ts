/** Coded values of the purchasing master data (move to packages/shared/purchase when the web needs them). */

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

/** pur_supplier.status: suspended = no new POs until cleared; prohibited = never buy (quality, fraud). */
export const SUPPLIER_STATUS = { active: 1, suspended: 2, prohibited: 3 } as const;

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
