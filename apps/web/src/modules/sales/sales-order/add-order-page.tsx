export { AddOrderPage as default } from './sales-order-edit-page';
