import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { crmBalanceLedger } from './balance-ledger.table.js';

export interface CurrencyBalance {
  currency: string;
  /** Decimal string, 2 places (numeric sum: never a float). */
  balance: string;
}

/** A customer's balance per currency: the sum of its ledger (currencies it never used are absent). */
export async function customerBalances(db: Executor, customerId: number): Promise<CurrencyBalance[]> {
  return db
    .select({
      currency: crmBalanceLedger.currency,
      balance: sql<string>`sum(${crmBalanceLedger.amount})::numeric(18, 2)::text`,
    })
    .from(crmBalanceLedger)
    .where(eq(crmBalanceLedger.customerId, customerId))
    .groupBy(crmBalanceLedger.currency)
    .orderBy(asc(crmBalanceLedger.currency));
}
