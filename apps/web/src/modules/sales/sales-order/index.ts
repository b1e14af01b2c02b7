/** Sales order: the screens other web modules may use (import only through this file). */
export { default as SalesOrderListPage } from './sales-order-list-page';
