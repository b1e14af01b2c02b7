import type { DemoSeedContext } from '../../../db/seed/registry.js';
import { resolveBrandId } from '../../product/index.js';
import { invCashPriceRule } from './cash-price.table.js';

/**
 * Demo cash price rules (decision 0028), before any demo lot is received (order 11, after the brands):
 * any brand by age — young stock marked up most — and a brand rule for cheap passives.
 */
export const DEMO_CASH_PRICE_RULES = [
  { brand: '', ageFrom: 0, ageTo: 6, costFrom: '0', costTo: null, pct: '25', remark: '新货 / young stock' },
  { brand: '', ageFrom: 6, ageTo: 12, costFrom: '0', costTo: null, pct: '15', remark: '' },
  { brand: '', ageFrom: 12, ageTo: null, costFrom: '0', costTo: null, pct: '8', remark: '呆料 / old stock' },
  {
    brand: 'Murata',
    ageFrom: 0,
    ageTo: 12,
    costFrom: '0',
    costTo: '1',
    pct: '60',
    remark: '被动器件 / passives',
  },
] as const;

export async function seedCashPriceRulesDemo({ db }: DemoSeedContext): Promise<void> {
  for (const r of DEMO_CASH_PRICE_RULES) {
    const brandId = r.brand ? await resolveBrandId(db, r.brand) : null;
    if (r.brand && brandId === null) throw new Error(`demo cash price rule: no brand ${r.brand}`);
    await db.insert(invCashPriceRule).values({
      brandId,
      brand: r.brand,
      ageFrom: r.ageFrom,
      ageTo: r.ageTo,
      costFrom: r.costFrom,
      costTo: r.costTo,
      markupPercent: r.pct,
      remark: r.remark,
    });
  }
}
