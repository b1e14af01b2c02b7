import { D } from '../../core/money.js';

/**
 * The declaration rule (decision 0052): declared value = invoice value × ValuePercent %, rounded half up to
 * Decimals places; another value is accepted within ± TolerancePercent % of it. Pure: the server enforces
 * it on the courier step, the web shows the computed value and the range.
 */
export interface DeclareRuleNumbers {
  ValuePercent: string;
  Decimals: number;
  TolerancePercent: string;
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/** Which field of a rule is wrong (null: none), with the message key (namespace `logistics`). */
export function checkDeclareRule(
  r: DeclareRuleNumbers,
): { field: keyof DeclareRuleNumbers; key: string } | null {
  if (!DECIMAL.test(r.ValuePercent) || new D(r.ValuePercent).lte(0) || new D(r.ValuePercent).gt(100))
    return { field: 'ValuePercent', key: 'declarePercentInvalid' };
  if (!Number.isInteger(r.Decimals) || r.Decimals < 0 || r.Decimals > 2)
    return { field: 'Decimals', key: 'declareDecimalsInvalid' };
  if (!DECIMAL.test(r.TolerancePercent) || new D(r.TolerancePercent).gt(50))
    return { field: 'TolerancePercent', key: 'declareToleranceInvalid' };
  return null;
}

/** The declared value the rule computes from an invoice value (already in the rule's currency). */
export function declaredValueOf(invoiceValue: string, r: DeclareRuleNumbers): string {
  return new D(invoiceValue)
    .mul(r.ValuePercent)
    .div(100)
    .toDecimalPlaces(r.Decimals, D.ROUND_HALF_UP)
    .toFixed(r.Decimals);
}

/** The range an entered declared value must fall in: computed ± TolerancePercent %, at the rule's places. */
export function declaredRange(computed: string, r: DeclareRuleNumbers): { min: string; max: string } {
  const c = new D(computed);
  const d = c.mul(r.TolerancePercent).div(100);
  return {
    min: c.minus(d).toDecimalPlaces(r.Decimals, D.ROUND_UP).toFixed(r.Decimals),
    max: c.plus(d).toDecimalPlaces(r.Decimals, D.ROUND_DOWN).toFixed(r.Decimals),
  };
}

/** An entered declared value: a decimal ≥ 0 with at most Decimals places, inside `declaredRange`. */
export function declaredValueFits(value: string, computed: string, r: DeclareRuleNumbers): boolean {
  const v = value.trim();
  if (!/^\d+(\.\d+)?$/.test(v) || new D(v).decimalPlaces() > r.Decimals) return false;
  const { min, max } = declaredRange(computed, r);
  return new D(v).gte(min) && new D(v).lte(max);
}
