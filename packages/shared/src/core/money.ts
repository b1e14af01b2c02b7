import { Decimal } from 'decimal.js';

/** Decimal places by kind of number (docs/architecture.md "Conventions → Money"). */
export const SCALE = { amount: 2, unitPrice: 6, rate: 6, quantity: 0 } as const;

export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof D>;

export const decimalString = /^-?\d+(\.\d+)?$/;

/** The spec's rounding helper: rounds half-up to `decimals` places and returns a fixed string. */
export function round(value: Decimal.Value, decimals: number): string {
  return new D(value).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed(decimals);
}

export function money(value: Decimal.Value): string {
  return round(value, SCALE.amount);
}

/**
 * Converts an amount between currencies through CNY. `rates` are "1 unit = rate CNY".
 * Rounds once, at the end, to `decimals`.
 */
export function convert(
  amount: Decimal.Value,
  fromRate: Decimal.Value,
  toRate: Decimal.Value,
  decimals: number = SCALE.amount,
): string {
  const to = new D(toRate);
  if (to.isZero()) throw new Error('target rate is zero');
  return round(new D(amount).mul(fromRate).div(to), decimals);
}

export function sum(values: readonly Decimal.Value[]): Dec {
  return values.reduce<Dec>((acc, v) => acc.plus(v), new D(0));
}
