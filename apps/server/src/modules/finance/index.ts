import { defineModule } from '../../core/modules/index.js';
import { lockDateRoutes } from './ledger/lock-date.routes.js';
import { seedRatesDemo } from './ledger/seed-rates.js';

export * from './ledger/money-ledger.table.js';
export {
  balanceOf,
  balancesOf,
  type CurrencyBalance,
  historicalRateSql,
  type ImportedEntry,
  importEntries,
  latestEntryIdSql,
  type PartyAccount,
} from './ledger/balances.js';
export { checkMoneyLedger } from './ledger/check-money-ledger.js';
export { type EntryInput, postEntries } from './ledger/post-entries.js';
export { lockDateOf, setLockDate } from './ledger/period-lock.js';
export { BASE_CURRENCY, rateOn, requireRateOn, setRate } from './ledger/rates.js';

/**
 * Finance (tables `fin_`, issue #13, decision 0024): the money ledger — receivables, payables, customer
 * balance, pre-collected money, supplier advances — and the period lock (README). Screens register here
 * as they are built.
 */
export const financeModule = defineModule({
  name: 'finance',
  /** After lookups' demo (order 5; currencies are system seed): 90 days of rates around their rate. */
  demoSeeders: [{ name: 'finance.rates', order: 6, run: seedRatesDemo }],
  register: async (app) => {
    await app.register(lockDateRoutes);
  },
});
