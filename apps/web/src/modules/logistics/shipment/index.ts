/** Shipment: the screens other web modules may use (import only through this file). */
export { default as ShipmentListPage } from './shipment-list-page';
