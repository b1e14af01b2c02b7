import { isIsoDate } from '@partdesk/shared/core/dates';
import { D } from '@partdesk/shared/core/money';
import { RATE_DECIMALS } from '@partdesk/shared/finance/ledger/ledger.codes';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Executor, Tx } from '../../../core/db/client.js';
import { type Actor, badRequest, fieldError } from '../../../core/http/index.js';
import { baseCurrency } from '../../lookups/index.js';
import { finExchangeRate } from './money-ledger.table.js';

/** The base currency: its rate against itself is 1, never stored. */
export const BASE_CURRENCY = 'CNY';

/**
 * The rate to CNY in force for `currency` on `date` (`YYYY-MM-DD`): the newest row of the latest rate
 * date on or before it; null when none is dated that early. A document calls it once, when it is
 * created, and stores the answer (the rate is locked there, never re-read).
 */
export async function rateOn(db: Executor, currency: string, date: string): Promise<string | null> {
  if (currency === BASE_CURRENCY) return '1.000000';
  const [r] = await db
    .select({ rate: finExchangeRate.rate })
    .from(finExchangeRate)
    .where(and(eq(finExchangeRate.currency, currency), lte(finExchangeRate.rateDate, date)))
    .orderBy(desc(finExchangeRate.rateDate), desc(finExchangeRate.id))
    .limit(1);
  return r?.rate ?? null;
}

/** `rateOn`, refusing (translated, naming the currency and date) when no rate is dated that early. */
export async function requireRateOn(db: Executor, currency: string, date: string): Promise<string> {
  const rate = await rateOn(db, currency, date);
  if (rate === null) throw badRequest('finance.noRate', { currency, date }, 'Currency');
  return rate;
}

/**
 * Sets the rate of a currency from a date (finance): a new row, the old ones kept as history. Refused:
 * the base currency, a currency not in the currency lookup, a rate ≤ 0 or with more than 6 decimals, an invalid date.
 */
export async function setRate(tx: Tx, actor: Actor, currency: string, rateDate: string, rate: string) {
  if (currency === BASE_CURRENCY) throw badRequest('finance.baseRate', { currency }, 'Currency');
  const [known] = await tx
    .select({ code: baseCurrency.code })
    .from(baseCurrency)
    .where(eq(baseCurrency.code, currency));
  if (!known) throw fieldError('errors.fieldInvalid', 'Currency', actor.lang);
  if (!isIsoDate(rateDate)) throw fieldError('errors.fieldInvalid', 'RateDate', actor.lang);
  let r: InstanceType<typeof D>;
  try {
    r = new D(rate);
  } catch {
    throw fieldError('errors.fieldInvalid', 'Rate', actor.lang);
  }
  if (!r.isFinite() || !r.gt(0)) throw fieldError('finance.ratePositive', 'Rate', actor.lang);
  if (r.decimalPlaces() > RATE_DECIMALS)
    throw fieldError('finance.amountDecimals', 'Rate', actor.lang, { max: RATE_DECIMALS });
  const [row] = await tx
    .insert(finExchangeRate)
    .values({ currency, rateDate, rate: r.toFixed(RATE_DECIMALS), createdBy: actor.userId })
    .returning({ id: finExchangeRate.id });
  return row!.id;
}
