import { D } from '../../core/money.js';

/** Amounts of a payment request: 2 decimals. */
export const PAYMENT_DECIMALS = 2;

/** Whether `v` is a decimal string > 0 with at most 2 decimals. */
export function isPaymentAmount(v: string): boolean {
  if (!/^\d{1,14}(\.\d{1,2})?$/.test(v.trim())) return false;
  return new D(v.trim()).gt(0);
}

/** What is still unpaid on a PO: total − paid − amounts held by pending requests (never below 0). */
export function unpaidOf(total: string, paid: string, pending: string): string {
  const v = new D(total).minus(paid).minus(pending);
  return (v.isNegative() ? new D(0) : v).toFixed(2);
}
