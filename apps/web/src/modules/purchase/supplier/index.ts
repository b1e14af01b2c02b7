/** What other web modules may use of the supplier screens. */
export { supplierApi } from './supplier-api';
