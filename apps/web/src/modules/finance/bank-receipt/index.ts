/** Bank receipt: the screens other web modules may use (import only through this file). */
export { BankReceiptForm } from './bank-receipt-form';
