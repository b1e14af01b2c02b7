/** Purchase order: the screens other web modules may use (import only through this file). */
export { default as PurchaseOrderListPage } from './purchase-order-list-page';
export { default as PurchaseOrderDetailPage } from './purchase-order-detail-page';
