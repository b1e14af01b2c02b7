import type { Env } from '../../../../core/http/index.js';
import { invalidateLookups } from '../../../lookups/index.js';
import { setRate } from '../../ledger/rates.js';
import { loadRate } from '../rates.queries.js';

export interface SetRateBody {
  Currency: string;
  RateDate: string;
  Rate: string;
}

/**
 * Saves a rate of a currency for a date (a new row; the old ones stay as history, the newest of a date
 * wins). Refusals are `setRate`'s (translated, naming the field): CNY, a currency not in the lookup, a
 * rate ≤ 0 or with more than 6 decimals, an invalid date. The currency lookup is read again after it.
 */
export async function setCurrencyRate(env: Env, b: SetRateBody) {
  const actor = { userId: env.user.id, lang: env.lang };
  const currency = b.Currency.trim().toUpperCase();
  const id = await env.app.db.transaction((tx) => setRate(tx, actor, currency, b.RateDate, b.Rate.trim()));
  invalidateLookups(env.app.db, 'company:currency');
  return loadRate(env.app.db, id);
}
