export { EditSalesOrderPage as default } from './sales-order-edit-page';
