import type { Executor } from '../../core/db/client.js';

/** Today's rate of a currency against CNY and the date it is dated (a rate is in force until the next). */
export interface DatedRate {
  rate: string;
  rateDate: string;
}

/** Reads today's rates by currency code (finance hands one over: lookups sits below finance). */
export type CurrencyRateProvider = (db: Executor) => Promise<Map<string, DatedRate>>;

const providers = new WeakMap<object, CurrencyRateProvider>();

/**
 * Finance registers where today's rates come from (its `register`, decision 0025), per app database:
 * `GET /merchant/common/currency` then answers each currency's dated rate instead of the lookup table's
 * reference rate (kept as the fallback: a currency without any dated rate, or an app without finance).
 */
export function provideCurrencyRates(db: object, provider: CurrencyRateProvider): void {
  providers.set(db, provider);
}

/** Today's dated rates from the registered provider; empty when none is registered. */
export async function todayRates(db: Executor): Promise<Map<string, DatedRate>> {
  const p = providers.get(db);
  return p ? p(db) : new Map();
}
