import { defineModule } from '../../core/modules/index.js';
import { lockDateRoutes } from './ledger/lock-date.routes.js';
import { provideCurrencyRates } from '../lookups/index.js';
import { seedRatesDemo } from './ledger/seed-rates.js';
import { todayRatesOf } from './rates/rates.queries.js';
import { ratesRoutes } from './rates/rates.routes.js';
import { bankReceiptDocument } from './bank-receipt/bank-receipt.document.js';
import { bankReceiptRoutes } from './bank-receipt/bank-receipt.routes.js';
import { pendingClaimCount } from './bank-receipt/bank-receipt.queries.js';

export * from './bank-receipt/bank-receipt.table.js';
export { type ClaimCustomer, provideClaimCustomer } from './bank-receipt/bank-receipt.customers.js';
import { runInvoiceDemo } from './invoice/invoice.demo.js';
import { invoiceDocument } from './invoice/invoice.document.js';
import { invoiceRoutes, invoiceToIssueCount } from './invoice/invoice.routes.js';

export * from './invoice/invoice.table.js';
export {
  type InvoiceableLine,
  type InvoiceableLines,
  type InvoiceSource,
  type InvoiceSourceOrder,
  registerInvoiceableLines,
  registerInvoiceSource,
} from './invoice/invoice-source.js';
export { invoicedByOrderLine } from './invoice/invoice.queries.js';

export * from './ledger/money-ledger.table.js';
export {
  balanceOf,
  balancesOf,
  type CurrencyBalance,
  docOpenOf,
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
 * balance, pre-collected money, supplier advances —, the period lock and the dated exchange rates with
 * their screen `/finance/currency-detail` (README).
 */
export const financeModule = defineModule({
  name: 'finance',
  documents: [bankReceiptDocument, invoiceDocument],
  /** After lookups' demo (order 5; currencies are system seed): 90 days of rates around their rate. */
  demoSeeders: [{ name: 'finance.rates', order: 6, run: seedRatesDemo }],
  /** After the demo shipments (logistics, order 50): invoice requests in every state (decision 0055). */
  demoFlows: [{ name: 'finance.invoices', order: 60, run: runInvoiceDemo }],
  register: async (app) => {
    // Bank receipts: pre-collected money, claimed by salespeople (decision 0050).
    app.ctx.todos.setCount('PendingClaimCount', pendingClaimCount);
    await app.register(bankReceiptRoutes);
    // Invoice requests FP (issue #17, decision 0051): sales hands the order reader (registerInvoiceSource).
    app.ctx.todos.setCount('InvoiceToIssueCount', invoiceToIssueCount);
    await app.register(invoiceRoutes);
    await app.register(lockDateRoutes);
    // The currency lookup and the header popover show today's dated rate (lookups' hook, decision 0025).
    provideCurrencyRates(app.ctx.db, todayRatesOf);
    await app.register(ratesRoutes);
  },
});
