import { invoiceUi } from '../finance/invoice/invoice-ui.i18n.js';
import { lockDateUi } from '../finance/lock-date/lock-date.i18n.js';
import { ratesUi } from '../finance/rates/rates.i18n.js';
import { defineMessages } from './define.js';

/** Texts of the finance screens (`financeUi`): currencies and rates, the period lock date, invoices, claims. */
export const uiFinance = defineMessages({ ...ratesUi, ...lockDateUi, ...invoiceUi });
