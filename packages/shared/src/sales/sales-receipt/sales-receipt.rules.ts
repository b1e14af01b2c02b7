import { D } from '../../core/money.js';

/** Pure rules of receipts SK (decision 0054): the server enforces them, the web form mirrors them. */

/** A receipt or allocation amount: a decimal > 0 with at most 2 decimals (spec: "Receipt amount must be positive"). */
export function isReceiptAmount(v: string | undefined | null): boolean {
  if (v === undefined || v === null || !/^\d{1,16}(\.\d{1,2})?$/.test(v.trim())) return false;
  return new D(v.trim()).gt(0);
}

/** What an order can still receive: total − received − held by pending receipts (never below 0). */
export function orderOpenOf(total: string, received: string, pending: string): string {
  const open = new D(total).minus(received).minus(pending);
  return (open.isNegative() ? new D(0) : open).toFixed(2);
}
