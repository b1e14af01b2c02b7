/** Internal stock order: the screens other web modules may use (import only through this file). */
export { InternalStockOrderForm } from './internal-stock-order-form';
