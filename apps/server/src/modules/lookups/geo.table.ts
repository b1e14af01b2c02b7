import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { audit, rate } from '../../core/db/columns.js';

/** Countries (GetCountryList): `code` is ISO 3166-1 alpha-2, the value documents store (RegionValue). */
export const baseCountry = pgTable(
  'base_country',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull(),
    nameCn: text().notNull(),
    nameEn: text().notNull(),
    continent: text().notNull(),
    phoneCode: text().notNull().default(''),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
  },
  (t) => [uniqueIndex('base_country_code_uq').on(t.code)],
);

/** Regions (provinces of China, overseas areas); ids are fixed by the seed (the client relies on id 43). */
export const baseRegion = pgTable('base_region', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull(),
  nameEn: text().notNull(),
  countryCode: text().notNull().default(''),
  sort: integer().notNull().default(0),
});

/** Towns (cities) of a region (RegionTownDtos). */
export const baseRegionTown = pgTable(
  'base_region_town',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    regionId: integer().notNull(),
    name: text().notNull(),
    nameEn: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('base_region_town_uq').on(t.regionId, t.nameEn)],
);

/** Currencies with the current rate against CNY (spec §9: GBP, EUR, HKD, USD, CNY). */
export const baseCurrency = pgTable(
  'base_currency',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull(),
    symbol: text().notNull(),
    rate: rate().notNull(),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    ...audit(),
  },
  (t) => [uniqueIndex('base_currency_code_uq').on(t.code)],
);

/** Monthly snapshot of the rates (month `YYYY-MM`): statistics convert a period at its month's rate. */
export const baseCurrencyRateMonth = pgTable(
  'base_currency_rate_month',
  {
    month: text().notNull(),
    code: text().notNull(),
    rate: rate().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.month, t.code] }), index('base_currency_rate_month_code_idx').on(t.code)],
);
