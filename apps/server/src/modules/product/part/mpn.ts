/**
 * The normalised MPN: upper case, all white space removed. Searches and the parts master's
 * uniqueness use it; punctuation stays (`TJA1050T/CM,118`, `LTC2446IUHF#TRPBF`, `MAX3232ESE+T` are
 * orderable part numbers as written). The database checks the same rule on product_part.
 */
export function normalizeMpn(mpn: string): string {
  return mpn.replace(/\s+/g, '').toUpperCase();
}
