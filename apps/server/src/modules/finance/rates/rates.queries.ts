import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { rows } from '../../../core/db/index.js';
import { baseCurrency, type DatedRate } from '../../lookups/index.js';
import { finExchangeRate } from '../ledger/money-ledger.table.js';
import { BASE_CURRENCY } from '../ledger/rates.js';

/**
 * The rate in force today per currency, as one lateral join: the newest save of the latest rate date on
 * or before today (the database's date, as the demo seed's). `r` is null for a currency never rated.
 */
export const todayRateJoin = sql`left join lateral (
    select x.rate, x.rate_date, x.created_at, x.created_by from fin_exchange_rate x
    where x.currency = base_currency.code and x.rate_date <= current_date
    order by x.rate_date desc, x.id desc limit 1
  ) r on true
  left join sys_user su on su.id = r.created_by`;

/** The currency list's columns (`currencyRateResource`). */
export const currencyRateColumns = {
  Id: baseCurrency.id,
  Currency: baseCurrency.code,
  Name: baseCurrency.name,
  NameEn: baseCurrency.nameEn,
  Symbol: baseCurrency.symbol,
  Rate: sql<string | null>`r.rate`,
  RateDate: sql<string | null>`to_char(r.rate_date, 'YYYY-MM-DD')`,
  SetByName: sql<string | null>`su.name`,
  SetAt: sql<Date | null>`r.created_at`,
};

/** Every currency of the lookup but the base one (its rate is always 1). */
export const ratedCurrencies = () => [eq(baseCurrency.enabled, true), ne(baseCurrency.code, BASE_CURRENCY)];

/** The history list's columns (`currencyRateHistoryResource`). */
export const rateHistoryColumns = {
  Id: finExchangeRate.id,
  Currency: finExchangeRate.currency,
  RateDate: finExchangeRate.rateDate,
  Rate: finExchangeRate.rate,
  CreatedByName: sql<
    string | null
  >`(select u.name from sys_user u where u.id = fin_exchange_rate.created_by)`,
  CreatedAt: finExchangeRate.createdAt,
};

/** Today's rate of every currency that has one (the currency lookup's provider, lookups' hook). */
export async function todayRatesOf(db: Executor): Promise<Map<string, DatedRate>> {
  const found = rows<{ currency: string; rate: string; rate_date: string }>(
    await db.execute(sql`
      select distinct on (currency) currency, rate::text as rate, to_char(rate_date, 'YYYY-MM-DD') as rate_date
      from fin_exchange_rate where rate_date <= current_date
      order by currency, rate_date desc, id desc`),
  );
  return new Map(found.map((r) => [r.currency, { rate: r.rate, rateDate: r.rate_date }]));
}

/** One saved rate as the history lists it. */
export async function loadRate(db: Executor, id: number) {
  const [r] = await db
    .select(rateHistoryColumns)
    .from(finExchangeRate)
    .where(and(eq(finExchangeRate.id, id)));
  return r!;
}
