/** Invoice request: the screens other web modules may use (import only through this file). */
export { InvoiceForm } from './invoice-form';
