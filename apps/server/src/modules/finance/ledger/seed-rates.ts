import { sql } from 'drizzle-orm';
import type { DemoSeedContext } from '../../../db/seed/registry.js';

/**
 * Demo rates (issue #13: "rates for the last 90 days"): every non-base currency of the currency lookup,
 * one rate per day for the 90 days up to today, around the lookup's rate (±1.5 %, a smooth deterministic
 * wave, so statistics over the period have something to convert). One set-based statement.
 */
export async function seedRatesDemo({ db }: DemoSeedContext): Promise<void> {
  await db.execute(sql`
    insert into fin_exchange_rate (currency, rate_date, rate)
    select c.code, (current_date - d)::date,
           round(c.rate * (1 + 0.015 * sin(d / 9.0 + c.id))::numeric, 6)
    from base_currency c cross join generate_series(0, 89) d
    where c.code <> 'CNY' and c.rate > 0
    order by c.code, d desc`);
}
