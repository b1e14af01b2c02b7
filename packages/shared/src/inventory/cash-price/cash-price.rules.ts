import { D, SCALE } from '../../core/money.js';

/**
 * The cash price rule (decision 0028), shared by the server (which prices lots) and the web (which
 * explains): a lot's default cash price is its unit cost × (1 + markup ÷ 100), in the lot's currency,
 * rounded once half-up to 6 places. The rule is picked on the lot's brand, its age in whole months
 * since received and its unit cost in CNY (unit cost × the lot's locked rate to CNY, unrounded).
 */
export interface CashPriceRule {
  id: number;
  /** null: any brand. */
  brandId: number | null;
  ageFrom: number;
  /** null: no upper bound. */
  ageTo: number | null;
  costFrom: string;
  costTo: string | null;
  markupPercent: string;
}

/** Whole months from `receivedOn` to `today` (both `YYYY-MM-DD`); a month is complete on the same day. */
export function ageInMonths(receivedOn: string, today: string): number {
  const [y1, m1, d1] = receivedOn.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = today.split('-').map(Number) as [number, number, number];
  const months = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
  return Math.max(0, months);
}

const inCost = (r: CashPriceRule, c: InstanceType<typeof D>) =>
  c.gte(r.costFrom) && (r.costTo === null || c.lt(r.costTo));
const inAge = (r: CashPriceRule, age: number) => age >= r.ageFrom && (r.ageTo === null || age < r.ageTo);

/**
 * The rule for a lot: the brand's own rules first, then the any-brand rules; within a group the one
 * whose age band and cost band both hold the lot (rules of a group never overlap in both at once, the
 * server refuses it). None → null (the lot stays unpriced).
 */
export function pickCashPriceRule<R extends CashPriceRule>(
  rules: readonly R[],
  lot: { brandId: number | null; ageMonths: number; costCny: string },
): R | null {
  const c = new D(lot.costCny);
  const fits = (r: R) => inAge(r, lot.ageMonths) && inCost(r, c);
  if (lot.brandId !== null) {
    const own = rules.find((r) => r.brandId === lot.brandId && fits(r));
    if (own) return own;
  }
  return rules.find((r) => r.brandId === null && fits(r)) ?? null;
}

/** cost × (1 + markup %), half-up to 6 places (a unit price), in the cost's currency. */
export function cashPriceOf(unitCost: string, markupPercent: string): string {
  return new D(unitCost)
    .mul(new D(1).plus(new D(markupPercent).div(100)))
    .toDecimalPlaces(SCALE.unitPrice, D.ROUND_HALF_UP)
    .toFixed(SCALE.unitPrice);
}

type Band = { from: string | number; to: string | number | null };
const bandsOverlap = (a: Band, b: Band) => {
  const aBeforeB = a.to !== null && new D(a.to).lte(b.from);
  const bBeforeA = b.to !== null && new D(b.to).lte(a.from);
  return !aBeforeB && !bBeforeA;
};

/** Whether two rules of one brand group cover a common lot: their age bands AND cost bands overlap. */
export function rulesOverlap(
  a: Pick<CashPriceRule, 'ageFrom' | 'ageTo' | 'costFrom' | 'costTo'>,
  b: Pick<CashPriceRule, 'ageFrom' | 'ageTo' | 'costFrom' | 'costTo'>,
): boolean {
  return (
    bandsOverlap({ from: a.ageFrom, to: a.ageTo }, { from: b.ageFrom, to: b.ageTo }) &&
    bandsOverlap({ from: a.costFrom, to: a.costTo }, { from: b.costFrom, to: b.costTo })
  );
}
