import { convert, D, type Dec, round, SCALE } from '../../core/money.js';

/**
 * The landed-cost margin of a sales order (issue #14, decision 0032) — one pure function, decimal only.
 *
 * Per costed line, in the order currency, unrounded:
 * - cost        = purchase unit cost converted (cost rate → order rate) × quantity;
 * - freight     = cost × freight % + the order's fixed freight × the line's share;
 * - bank fee    = line amount × bank fee % + the order's fixed bank fee × the line's share;
 * - duty        = (cost + freight) × duty % (the customs value: goods and freight);
 * - inspection  = the order's fixed inspection × the line's share;
 * - landed      = cost + freight + bank fee + duty + inspection;
 * - GP = amount − landed; GP % = GP ÷ amount × 100.
 * Fixed amounts are per order, in the parameter's currency, converted at its rate, and allocated over
 * the costed lines by their share of the converted cost (by quantity when every cost is 0).
 * A line without cost (no purchase quote or lot chosen) gets no landed cost and stays out of the GP:
 * the order's GP and GP % are those of its costed lines (null when none is costed).
 *
 * Rounding: once, at the stored value — landed unit cost (landed ÷ quantity) to 6 places, GP and the
 * order's landed cost to 2, GP % to 4, each from the unrounded sums (half-up). The floor compares the
 * unrounded order GP %.
 */

/** Internal scale of currency conversions (no rounding point: far below every stored scale). */
const EXACT = 24;

/** The parameters that apply to an order (the company + country row, else the company's any-country row). */
export interface LandedCostParam {
  freightPercent: string;
  freightFixed: string;
  bankFeePercent: string;
  bankFeeFixed: string;
  dutyPercent: string;
  inspectionFixed: string;
  /** The fixed amounts' currency rate to CNY (1 unit = rate CNY). */
  fixedRate: string;
}

export interface LandedLineInput {
  quantity: number;
  /** Line amount (quantity × unit price, 2 places), order currency. */
  amount: string;
  /** Purchase unit cost in its currency, null = no cost chosen. */
  costPrice: string | null;
  /** The cost currency's rate to CNY (locked on the line). */
  costRate: string | null;
}

export interface LandedOrderInput {
  /** The order currency's locked rate to CNY. */
  rate: string;
  lines: readonly LandedLineInput[];
  /** null: no parameters for the company → landed cost = converted cost. */
  param: LandedCostParam | null;
  /** The company's GP floor (percent), null = none. */
  floorPercent: string | null;
}

/** Per unit, order currency, 6 places: what the landed unit cost is made of (for the margin view). */
export interface LandedBreakdown {
  cost: string;
  freight: string;
  bankFee: string;
  duty: string;
  inspection: string;
}

export interface LandedLine {
  /** Landed unit cost (6 places), null without cost. */
  landedCost: string | null;
  grossProfit: string | null;
  gpPercent: string | null;
  breakdown: LandedBreakdown | null;
}

export interface LandedOrder {
  lines: LandedLine[];
  /** Σ landed cost of the costed lines (2 places). */
  landedCost: string | null;
  grossProfit: string | null;
  gpPercent: string | null;
  /** Σ amount of the costed lines (the GP's base). */
  costedAmount: string;
  belowGpFloor: boolean;
}

const hasCost = (l: LandedLineInput) => l.costPrice != null && l.costRate != null;
const pct = (v: string) => new D(v).div(100);

export function landedCostOf(input: LandedOrderInput): LandedOrder {
  const p = input.param;
  const toOrder = (v: string, rate: string): Dec => new D(convert(v, rate, input.rate, EXACT));
  const costOf = input.lines.map((l) =>
    hasCost(l) ? toOrder(l.costPrice!, l.costRate!).mul(l.quantity) : null,
  );
  const costed = input.lines.flatMap((l, i) => (costOf[i] ? [{ l, cost: costOf[i]! }] : []));
  const totalCost = costed.reduce<Dec>((a, c) => a.plus(c.cost), new D(0));
  const totalQty = costed.reduce((a, c) => a + c.l.quantity, 0);
  const shareOf = (cost: Dec, qty: number) =>
    totalCost.isZero() ? new D(qty).div(totalQty) : cost.div(totalCost);
  const fixed = (v: string | undefined) => (p && v ? toOrder(v, p.fixedRate) : new D(0));
  const freightFixed = fixed(p?.freightFixed);
  const bankFixed = fixed(p?.bankFeeFixed);
  const inspectionFixed = fixed(p?.inspectionFixed);

  let landedSum = new D(0);
  let amountSum = new D(0);
  const lines = input.lines.map((l, i): LandedLine => {
    const cost = costOf[i];
    if (!cost) return { landedCost: null, grossProfit: null, gpPercent: null, breakdown: null };
    const share = shareOf(cost, l.quantity);
    const freight = p ? cost.mul(pct(p.freightPercent)).plus(freightFixed.mul(share)) : new D(0);
    const bankFee = p ? new D(l.amount).mul(pct(p.bankFeePercent)).plus(bankFixed.mul(share)) : new D(0);
    const duty = p ? cost.plus(freight).mul(pct(p.dutyPercent)) : new D(0);
    const inspection = inspectionFixed.mul(share);
    const landed = cost.plus(freight).plus(bankFee).plus(duty).plus(inspection);
    landedSum = landedSum.plus(landed);
    amountSum = amountSum.plus(l.amount);
    const gp = new D(l.amount).minus(landed);
    const unit = (v: Dec) => round(v.div(l.quantity), SCALE.unitPrice);
    return {
      landedCost: unit(landed),
      grossProfit: round(gp, SCALE.amount),
      gpPercent: new D(l.amount).isZero() ? null : round(gp.div(l.amount).mul(100), 4),
      breakdown: {
        cost: unit(cost),
        freight: unit(freight),
        bankFee: unit(bankFee),
        duty: unit(duty),
        inspection: unit(inspection),
      },
    };
  });
  if (!costed.length)
    return {
      lines,
      landedCost: null,
      grossProfit: null,
      gpPercent: null,
      costedAmount: '0.00',
      belowGpFloor: false,
    };
  const gp = amountSum.minus(landedSum);
  const gpPct = amountSum.isZero() ? null : gp.div(amountSum).mul(100);
  return {
    lines,
    landedCost: round(landedSum, SCALE.amount),
    grossProfit: round(gp, SCALE.amount),
    gpPercent: gpPct === null ? null : round(gpPct, 4),
    costedAmount: round(amountSum, SCALE.amount),
    belowGpFloor: input.floorPercent != null && (gpPct?.lt(input.floorPercent) ?? false),
  };
}
