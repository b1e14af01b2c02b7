import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { audit, id, unitPrice } from '../../../core/db/columns.js';

/**
 * A cash price rule (现货价格, /purchase/parameterSetting/cashPrice; decision 0028): own stock of a brand
 * (`brandId` null = any brand), of an age band in whole months since received [`ageFrom`, `ageTo`) and of
 * a unit-cost band in CNY [`costFrom`, `costTo`) (null = open) is priced at cost × (1 + `markupPercent` %).
 * Rules of one brand (or of "any brand") never overlap in both bands at once; a brand's rule wins over an
 * any-brand rule. `brand` is the brand's name as shown.
 */
export const invCashPriceRule = pgTable(
  'inv_cash_price_rule',
  {
    id: id(),
    brandId: integer(),
    brand: text().notNull().default(''),
    ageFrom: integer().notNull().default(0),
    ageTo: integer(),
    costFrom: unitPrice().notNull().default('0'),
    costTo: unitPrice(),
    markupPercent: numeric({ precision: 9, scale: 4 }).notNull(),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [index('inv_cash_price_rule_brand_idx').on(t.brandId, t.ageFrom, t.costFrom)],
);
