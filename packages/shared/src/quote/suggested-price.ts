import { D, SCALE } from '../core/money.js';

/**
 * The suggested sale price rule (decision 0011), shared by the server (which decides) and the web
 * (which previews):
 *
 *   suggested = cost × rate(costCurrency) ÷ rate(quoteCurrency) × (1 + marginPercent ÷ 100)
 *
 * with rates "1 unit = rate CNY" (base_currency), computed in full precision and rounded ONCE, at the
 * end, half-up to 6 places (a unit price). The margin band is chosen on the cost in CNY (unrounded).
 */
export function suggestedPriceOf(
  cost: string,
  costRate: string,
  quoteRate: string,
  marginPercent: string,
): string {
  const q = new D(quoteRate);
  if (q.isZero()) throw new Error('quote currency rate is zero');
  return new D(cost)
    .mul(costRate)
    .div(q)
    .mul(new D(1).plus(new D(marginPercent).div(100)))
    .toDecimalPlaces(SCALE.unitPrice, D.ROUND_HALF_UP)
    .toFixed(SCALE.unitPrice);
}

/** A profit-margin row as the rule needs it (cost band in CNY; `costTo` null = no upper bound). */
export interface MarginBand {
  id: number;
  brandId: number | null;
  costFrom: string;
  costTo: string | null;
  marginPercent: string;
}

/**
 * The band for a cost (in CNY) of a brand: rows of the brand win over "all brands" rows; within one
 * group the band with costFrom ≤ cost < costTo (costTo null = open) applies; bands of a group never
 * overlap (the server refuses it). No band → null (margin 0: the suggested price is the converted cost).
 */
export function pickMargin<B extends MarginBand>(
  bands: readonly B[],
  costCny: string,
  brandId: number | null,
): B | null {
  const c = new D(costCny);
  const inBand = (b: B) => c.gte(b.costFrom) && (b.costTo === null || c.lt(b.costTo));
  if (brandId !== null) {
    const own = bands.find((b) => b.brandId === brandId && inBand(b));
    if (own) return own;
  }
  return bands.find((b) => b.brandId === null && inBand(b)) ?? null;
}

/** Whether two cost bands [from, to) overlap (to null = open). */
export function bandsOverlap(
  a: { costFrom: string; costTo: string | null },
  b: { costFrom: string; costTo: string | null },
): boolean {
  const aBeforeB = a.costTo !== null && new D(a.costTo).lte(b.costFrom);
  const bBeforeA = b.costTo !== null && new D(b.costTo).lte(a.costFrom);
  return !aBeforeB && !bBeforeA;
}

/** Whether a sale price is below the suggested price (a quote with such a line needs approval). */
export const isBelow = (salePrice: string, suggested: string | null): boolean =>
  suggested !== null && new D(salePrice).lt(suggested);
