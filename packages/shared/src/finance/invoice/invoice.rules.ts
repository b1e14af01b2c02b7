import { INVOICE_TAX_RATES } from './invoice.codes.js';

/** Pure rules of invoice requests: the server enforces them, the web mirrors them. */

/** A tax rate (percent, as the order stores it: "13" or "13.00") one of 1, 3, 9, 10, 11, 13. */
export function isInvoiceTaxRate(rate: string | number): boolean {
  const n = Number(rate);
  return Number.isFinite(n) && INVOICE_TAX_RATES.includes(n);
}

/** An invoice number as issued by the tax system: 8 to 20 digits or capital letters. */
export function isInvoiceNo(no: string): boolean {
  return /^[0-9A-Z]{8,20}$/.test(no);
}

/** What a line may still be invoiced: shipped − invoiced or requested (never below 0). */
export function invoiceableQty(shipped: number, held: number): number {
  return Math.max(0, shipped - held);
}
