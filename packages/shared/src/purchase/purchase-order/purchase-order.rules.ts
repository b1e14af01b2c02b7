import { D, money } from '../../core/money.js';

/** Pure rules of purchase orders: the server enforces them, the web mirrors them. */

/** A unit cost: a positive decimal with at most 6 decimals (12 integer digits). */
export const PO_UNIT_COST = /^\d{1,12}(\.\d{1,6})?$/;
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A unit cost as typed is valid (> 0, ≤ 6 decimals). */
export function isUnitCost(v: string | null | undefined): boolean {
  return !!v && PO_UNIT_COST.test(v) && new D(v).gt(0);
}

/** A line's amount: quantity × unit cost, 2 decimals (no cost yet → 0). */
export function poLineAmount(quantity: number, unitCost: string | null | undefined): string {
  return unitCost ? money(new D(unitCost).mul(quantity)) : '0.00';
}

/** The PO's amount (Σ lines), tax (amount × rate %) and total, 2 decimals each. */
export function poTotals(lineAmounts: readonly string[], taxRate: number | string) {
  const amount = lineAmounts.reduce((s, a) => s.plus(a), new D(0));
  const tax = amount.mul(taxRate).div(100);
  return { amount: money(amount), taxAmount: money(tax), total: money(amount.plus(money(tax))) };
}
