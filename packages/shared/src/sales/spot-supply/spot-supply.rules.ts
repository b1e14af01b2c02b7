/** Pure rules of spot supply: the server enforces them, the web mirrors them. */
export const SPOT_SUPPLY_MAX_LINES = 100;

/** What an order line still needs: quantity − reserved − shipped (never below 0). */
export function openQtyOf(line: { quantity: number; reservedQty: number; shippedQty: number }): number {
  return Math.max(0, line.quantity - line.reservedQty - line.shippedQty);
}

/** An MPN as compared between an order line and a lot: trimmed, upper case. */
export const samePart = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
