/** Payment requests: the screens other web modules may use (import only through this file). */
export { default as PaymentOrderListPage } from './payment-order-list-page';
