import { D } from '../../core/money.js';

/** Pure rules of bank receipts (decision 0050): the server enforces them, the web mirrors them. */
export const BANK_RECEIPT_TEXT_MAX = 100;

/** A payer name or bank reference as stored: trimmed, inner whitespace collapsed. */
export function normaliseBankText(s: string): string {
  return s.trim().replace(/\s+/g, ' ');
}

/** An amount of money that arrived: a decimal string > 0 with at most 2 decimals. */
export function isReceiptAmount(s: string): boolean {
  if (!/^\d{1,16}(\.\d{1,2})?$/.test(s)) return false;
  return new D(s).gt(0);
}
