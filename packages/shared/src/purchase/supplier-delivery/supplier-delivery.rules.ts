/** Pure rules of supplier deliveries: the server enforces them, the web mirrors them. */
export const ISO_DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What a PO line may still be announced as delivered: ordered − received − what deliveries still in
 * transit already announce (arrived deliveries are counted in by the goods received note).
 */
export function deliverableQty(ordered: number, received: number, inTransit: number): number {
  return Math.max(0, ordered - received - inTransit);
}
