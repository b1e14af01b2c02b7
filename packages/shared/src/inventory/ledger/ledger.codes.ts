/**
 * The stock ledger's codes (issue #13, decision 0024): kinds of stock move, QC states of a lot, kinds of
 * reservation entry. Client-safe; the server enforces, the web labels (inventory/ledger/ledger.i18n.ts).
 */

/** What caused a stock move. The sign of its quantity follows the kind (MOVE_SIGN). */
export const MOVE_KIND = {
  inbound: 1,
  shipment: 2,
  customerReturn: 3,
  supplierReturn: 4,
  adjustment: 5,
  transferOut: 6,
  transferIn: 7,
  scrap: 8,
} as const;
export type MoveKind = (typeof MOVE_KIND)[keyof typeof MOVE_KIND];
export const MOVE_KINDS = Object.values(MOVE_KIND) as MoveKind[];

/** +1: the move adds stock; −1: it takes stock; 0: either (an adjustment, or a reversal of any move). */
export const MOVE_SIGN: Record<MoveKind, 1 | -1 | 0> = {
  1: 1,
  2: -1,
  3: 1,
  4: -1,
  5: 0,
  6: -1,
  7: 1,
  8: -1,
};

/** A lot's quality state: only passed stock is available (reservable, shippable). */
export const QC_STATE = { quarantine: 1, passed: 2, rejected: 3 } as const;
export type QcState = (typeof QC_STATE)[keyof typeof QC_STATE];

/** A reservation entry: reserve adds, release and consume (on shipment) take back. */
export const RESERVATION_KIND = { reserve: 1, release: 2, consume: 3 } as const;
export type ReservationKind = (typeof RESERVATION_KIND)[keyof typeof RESERVATION_KIND];

/** Unit costs: at most 6 decimals (money rule of the domain notes). */
export const COST_DECIMALS = 6;

/** A stock quantity: a whole number of pieces, > 0 (the sign comes from the kind). */
export function isPositiveQty(q: unknown): q is number {
  return typeof q === 'number' && Number.isSafeInteger(q) && q > 0;
}
