import { dateCodeAge } from '../../inquiry/date-code.js';

/**
 * A lot's D/C (issue #13: "parsed with the existing date-code parser"): empty (not marked) or a code the
 * parser reads to a production date — `YYWW`, `YYYYWW`, `YYYY`, `YY+`, `2315/2320`… A relative form
 * (`2 years`, `new`) describes what a customer accepts, not a lot, so it is refused, as are invalid
 * weeks and future years. The server checks it in `receiveLot` (and early, on a stock check's found
 * stock); forms may mirror it.
 */
export function isLotDateCode(text: string, now: Date = new Date()): boolean {
  const t = text.trim();
  return t === '' || dateCodeAge(t, now).since !== null;
}
