/** Stocking request: the screens other web modules may use (import only through this file). */
export { StockingRequestForm } from './stocking-request-form';
