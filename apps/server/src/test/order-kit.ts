/** The sales order test kit (reviews, lots, notify) for tests of the modules above sales (shipments, #16). */
export { orderKit } from '../modules/sales/sales-order/test/order-kit.js';
