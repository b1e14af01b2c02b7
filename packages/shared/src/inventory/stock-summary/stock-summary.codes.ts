/**
 * Stock summary and inventory statistics (issue #13, decision 0029): menus, age buckets, periods.
 * Client-safe; the server computes, the web labels (i18n `resources.stockSummary`, `stockUi`).
 */

export const STOCK_SUMMARY_MENU = 'finance/stocksSummary';
export const INVENTORY_STATISTICS_MENU = 'finance/business-processing/inventory-statistics';

/** Age of a lot since it was received, in months: 0–3, 3–6, 6–12, > 12 (lower bound inclusive). */
export const AGE_BUCKET = { upTo3: 1, upTo6: 2, upTo12: 3, over12: 4 } as const;
export type AgeBucket = (typeof AGE_BUCKET)[keyof typeof AGE_BUCKET];
export const AGE_BUCKETS = Object.values(AGE_BUCKET) as AgeBucket[];
/** The upper bound in months of each bucket (the last has none). */
export const AGE_BUCKET_MONTHS: Record<AgeBucket, number | null> = { 1: 3, 2: 6, 3: 12, 4: null };

/** A statistics period: one row per day, ISO week (Monday) or calendar month. */
export const STATS_PERIODS = ['day', 'week', 'month'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** Longest date range of the inventory statistics, per period (keeps the answer a screenful). */
export const STATS_MAX_DAYS: Record<StatsPeriod, number> = { day: 93, week: 731, month: 3660 };
