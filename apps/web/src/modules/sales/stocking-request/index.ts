/** Stocking requests: the pieces other web modules may use (import only through this file). */
export { StockingRequestPanel } from './stocking-request-panel';
export { StockingRequestDialog, stockableLines } from './stocking-request-dialog';
/** Requests of a filter with their lines and actions (e.g. `{ Status: [2] }` for purchasing's screens, #15). */
export { StockingRequestTable } from './stocking-request-table';
export type { OrderLineForStocking } from './stocking-request-api';
