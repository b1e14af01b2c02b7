import { QUOTE_STATUS, type QuoteStatus } from './inquiry-codes.js';

/**
 * The quote status of an inquiry line after a new purchase quote (decision 0010): a firm quote makes
 * a line to be quoted or to be confirmed "quoted", a line sent back for a price check "requoted"; a
 * quoted or requoted line stays. A tentative quote (not yet confirmed by the supplier) makes a line to
 * be quoted or sent back "to be confirmed" and leaves the others.
 */
export function statusAfterQuote(current: number, tentative: boolean): QuoteStatus {
  const s = current as QuoteStatus;
  if (tentative)
    return s === QUOTE_STATUS.toQuote || s === QUOTE_STATUS.priceToCheck ? QUOTE_STATUS.toConfirm : s;
  if (s === QUOTE_STATUS.priceToCheck) return QUOTE_STATUS.requoted;
  if (s === QUOTE_STATUS.toQuote || s === QUOTE_STATUS.toConfirm) return QUOTE_STATUS.quoted;
  return s;
}

/** A salesperson may send a line back for a price check once it has a quote (quoted, requoted, to be confirmed). */
export const canSendBack = (current: number): boolean =>
  current === QUOTE_STATUS.quoted || current === QUOTE_STATUS.requoted || current === QUOTE_STATUS.toConfirm;

/**
 * The status after a purchase quote is voided: with firm quotes left it keeps a quoted state; with
 * only tentative ones it is "to be confirmed"; with none "to be quoted" (a line sent back stays so).
 */
export function statusAfterVoid(current: number, firmLeft: number, tentativeLeft: number): QuoteStatus {
  const s = current as QuoteStatus;
  if (s === QUOTE_STATUS.priceToCheck || firmLeft > 0) return s;
  return tentativeLeft > 0 ? QUOTE_STATUS.toConfirm : QUOTE_STATUS.toQuote;
}
