/** Pure rules of stock checks: the server enforces them, the web mirrors them. */

/** A counted quantity: a whole number of pieces, 0 or more. */
export function isCountQty(q: unknown): q is number {
  return typeof q === 'number' && Number.isSafeInteger(q) && q >= 0;
}

/** The difference a line posts on approval: counted − book (signed; 0 posts nothing). */
export function countDifference(counted: number | null | undefined, book: number): number {
  return (counted ?? book) - book;
}
