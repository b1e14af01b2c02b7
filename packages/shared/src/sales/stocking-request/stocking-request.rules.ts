/** Pure rules of stocking requests: the server enforces them, the web mirrors them. */

/** What an order line still lacks and may be asked of purchasing. */
export interface StockableLine {
  quantity: number;
  reservedQty: number;
  shippedQty: number;
  /** Already asked by approved stocking requests. */
  stockingQty: number;
  /** Asked by requests still pending review. */
  pendingQty: number;
}

/** quantity − reserved − shipped − already requested (approved or pending), never below 0. */
export function requestableQty(l: StockableLine): number {
  return Math.max(0, l.quantity - l.reservedQty - l.shippedQty - l.stockingQty - l.pendingQty);
}

/** The smallest quantity a line may be cut to by "drop line": what is reserved for it or shipped. */
export function keptQty(l: Pick<StockableLine, 'reservedQty' | 'shippedQty'>): number {
  return l.reservedQty + l.shippedQty;
}
