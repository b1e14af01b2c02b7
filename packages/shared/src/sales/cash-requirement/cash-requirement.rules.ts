/** Pure rules of cash requirements: the server enforces them, the web mirrors them. */
export const CASH_REQUIREMENT_MPN_MAX = 100;

/** An MPN as stored: trimmed, inner whitespace removed, upper case (matched against lots the same way). */
export function normaliseMpn(mpn: string): string {
  return mpn.trim().replace(/\s+/g, '').toUpperCase();
}
