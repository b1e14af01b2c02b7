import { D, money } from '../../core/money.js';

const UNIT_PRICE = /^\d{1,12}(\.\d{1,6})?$/;

/** A line's amount as the server writes it: quantity × unit price, 2 decimals; null while not a valid entry. */
export function lineAmount(quantity: number | null | undefined, unitPrice: string | null | undefined) {
  const price = (unitPrice ?? '').trim();
  if (quantity == null || !Number.isInteger(quantity) || quantity <= 0 || !UNIT_PRICE.test(price))
    return null;
  return money(new D(price).mul(quantity));
}

export interface OrderTotals {
  amount: string;
  tax: string;
  total: string;
}

/**
 * The order's totals as refreshOrderStatuses sums them (decimals, never floats): amount = Σ line amounts,
 * tax = amount × tax rate %, total = amount + tax, each 2 decimals. Lines not yet valid count as 0.
 */
export function orderTotals(
  lines: readonly { Quantity: number | null | undefined; UnitPrice: string | null | undefined }[],
  taxRate: number | string | null | undefined,
): OrderTotals {
  const a = lines.reduce((s, l) => s.plus(lineAmount(l.Quantity, l.UnitPrice) ?? 0), new D(0));
  const amount = money(a);
  const tax = money(a.mul(taxRate ?? 0).div(100));
  return { amount, tax, total: money(new D(amount).plus(tax)) };
}
