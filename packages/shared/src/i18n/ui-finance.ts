import { ratesUi } from '../finance/rates/rates.i18n.js';
import { defineMessages } from './define.js';

/** Texts of the finance screens (`financeUi`): currencies and rates. */
export const uiFinance = defineMessages({ ...ratesUi });
