import { defineModule } from '../../core/modules/index.js';

export * from './ledger/money-ledger.table.js';
export { checkMoneyLedger } from './ledger/check-money-ledger.js';
export { type EntryInput, postEntries } from './ledger/post-entries.js';
export { lockDateOf, setLockDate } from './ledger/period-lock.js';

/**
 * Finance (tables `fin_`, issue #13, decision 0024): the money ledger — receivables, payables, customer
 * balance, pre-collected money, supplier advances — and the period lock (README). Screens register here
 * as they are built.
 */
export const financeModule = defineModule({ name: 'finance', register: async () => {} });
