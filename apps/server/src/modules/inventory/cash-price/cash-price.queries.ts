import {
  type CashPriceRule,
  ageInMonths,
  cashPriceOf,
  pickCashPriceRule,
} from '@partdesk/shared/inventory/cash-price/cash-price.rules';
import { D } from '@partdesk/shared/core/money';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { rows } from '../../../core/db/index.js';
import { resolveBrandId } from '../../product/index.js';
import { invCashPriceRule } from './cash-price.table.js';

/** Every rule (a few dozen at most: a parameter table). */
export async function loadCashPriceRules(db: Executor): Promise<CashPriceRule[]> {
  return db
    .select({
      id: invCashPriceRule.id,
      brandId: invCashPriceRule.brandId,
      ageFrom: invCashPriceRule.ageFrom,
      ageTo: invCashPriceRule.ageTo,
      costFrom: invCashPriceRule.costFrom,
      costTo: invCashPriceRule.costTo,
      markupPercent: invCashPriceRule.markupPercent,
    })
    .from(invCashPriceRule)
    .orderBy(invCashPriceRule.id);
}

/** The database's today (`YYYY-MM-DD`): ages are counted on the same clock as the own-stock list. */
export async function dbToday(db: Executor): Promise<string> {
  const [r] = rows<{ d: string }>(await db.execute(sql`select current_date::text d`));
  return r!.d;
}

export interface PricedLot {
  brand: string;
  unitCost: string;
  rateToCny: string;
  receivedOn: string;
}

export interface RulePrice {
  ruleId: number | null;
  markupPercent: string | null;
  costCny: string;
  ageMonths: number;
  /** null: no rule applies (the lot stays unpriced). */
  cashPrice: string | null;
}

/**
 * The cash price the rules give a lot (decision 0028): its brand resolved through the brand master
 * (aliases included), its age in whole months since received, its unit cost in CNY at its locked rate.
 * `pre` when many lots are priced at once.
 */
export async function rulePrice(
  db: Executor,
  lot: PricedLot,
  pre?: { rules: CashPriceRule[]; today: string; brands?: Map<string, number | null> },
): Promise<RulePrice> {
  const rules = pre?.rules ?? (await loadCashPriceRules(db));
  const today = pre?.today ?? (await dbToday(db));
  const costCny = new D(lot.unitCost).mul(lot.rateToCny).toString();
  const ageMonths = ageInMonths(lot.receivedOn, today);
  let brandId: number | null = null;
  if (lot.brand.trim() && rules.some((r) => r.brandId !== null)) {
    const cached = pre?.brands?.get(lot.brand);
    brandId = cached !== undefined ? cached : await resolveBrandId(db, lot.brand);
    pre?.brands?.set(lot.brand, brandId);
  }
  const rule = pickCashPriceRule(rules, { brandId, ageMonths, costCny });
  return {
    ruleId: rule?.id ?? null,
    markupPercent: rule?.markupPercent ?? null,
    costCny,
    ageMonths,
    cashPrice: rule ? cashPriceOf(lot.unitCost, rule.markupPercent) : null,
  };
}
