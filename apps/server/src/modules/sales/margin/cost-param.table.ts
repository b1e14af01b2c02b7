import { integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { amount, audit, id } from '../../../core/db/columns.js';

/**
 * Landed-cost parameters (sales/parameter-setting, decision 0032), one row per owner company
 * (`tenantId`) and shipping country (`countryId`, base_country; null = every country of the company, the
 * fallback). Percentages (0–100, 4 places): `freightPercent` of the purchase cost, `bankFeePercent` of
 * the line amount, `dutyPercent` of cost + freight. Fixed amounts per order (≥ 0, 2 places) in
 * `currency`: `freightFixed`, `bankFeeFixed`, `inspectionFixed`, shared over the order's costed lines by
 * their share of cost (shared `landed-cost.rules.ts`).
 */
export const salesCostParam = pgTable(
  'sales_cost_param',
  {
    id: id(),
    tenantId: integer().notNull(),
    countryId: integer(),
    freightPercent: numeric({ precision: 9, scale: 4 }).notNull().default('0'),
    freightFixed: amount().notNull().default('0'),
    bankFeePercent: numeric({ precision: 9, scale: 4 }).notNull().default('0'),
    bankFeeFixed: amount().notNull().default('0'),
    dutyPercent: numeric({ precision: 9, scale: 4 }).notNull().default('0'),
    inspectionFixed: amount().notNull().default('0'),
    currency: text().notNull(),
    remark: text().notNull().default(''),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [unique('sales_cost_param_uq').on(t.tenantId, t.countryId).nullsNotDistinct()],
);

/**
 * The gross-profit floor of an owner company (`id` = the tenant id; decision 0032): an order whose GP %
 * (of its costed lines) is below `floorPercent` is flagged `belowGpFloor` and gets the extra margin
 * review step. No row = no floor.
 */
export const salesGpFloor = pgTable('sales_gp_floor', {
  id: integer().primaryKey(),
  floorPercent: numeric({ precision: 9, scale: 4 }).notNull(),
  version: integer().notNull().default(1),
  ...audit(),
});
