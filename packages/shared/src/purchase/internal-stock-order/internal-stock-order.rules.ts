/** Pure rules of internal stock orders (decision 0057): the server enforces them, the web mirrors them. */
export const INTERNAL_STOCK_ORDER_REASON_MAX = 500;
export const INTERNAL_STOCK_ORDER_MAX_LINES = 200;
/** The largest quantity of one line (whole pieces). */
export const INTERNAL_STOCK_ORDER_QTY_MAX = 100_000_000;

/** A quantity of a line: a whole number of pieces, 1 … INTERNAL_STOCK_ORDER_QTY_MAX. */
export function isStockOrderQty(q: unknown): q is number {
  return typeof q === 'number' && Number.isSafeInteger(q) && q > 0 && q <= INTERNAL_STOCK_ORDER_QTY_MAX;
}

/** A target unit cost: empty, or a decimal > 0 with at most 6 places (as a PO line's cost). */
export function isTargetCost(v: string): boolean {
  if (v === '') return true;
  return /^\d{1,12}(\.\d{1,6})?$/.test(v) && /[1-9]/.test(v);
}

/** Text as stored: trimmed, inner whitespace collapsed. */
export function collapseSpaces(s: string): string {
  return s.trim().replace(/\s+/g, ' ');
}
