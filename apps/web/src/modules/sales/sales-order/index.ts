/** Sales order: the screens other web modules may use (import only through this file). */
export { default as SalesOrderListPage } from './sales-order-list-page';
export { SALES_ORDER_ROUTES } from './sales-order-api';
