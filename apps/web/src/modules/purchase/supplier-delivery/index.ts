/** Supplier delivery: the screens other web modules may use (import only through this file). */
export { SupplierDeliveryPage } from './supplier-delivery-page';
