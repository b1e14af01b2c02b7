/** Receipt: the screens other web modules may use (import only through this file). */
export { SalesReceiptForm } from './sales-receipt-form';
