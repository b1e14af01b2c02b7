import { supplierMessages } from '../purchase/supplier/supplier.i18n.js';
import { defineMessages } from './define.js';

/** Server messages of the purchase module (namespace `purchase`; issue #15), each feature's beside it. */
export const purchase = defineMessages({
  ...supplierMessages,
});
