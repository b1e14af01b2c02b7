/** Receipts SK: the screens other web modules may use (import only through this file). */
export { SalesReceiptCreate } from './sales-receipt-create';
