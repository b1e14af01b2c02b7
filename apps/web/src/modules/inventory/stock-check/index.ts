/** Stock check: the screens other web modules may use (import only through this file). */
export { StockCheckForm } from './stock-check-form';
