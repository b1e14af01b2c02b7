/** Stocking requests: the pieces other web modules may use (import only through this file). */
export { StockingRequestPanel } from './stocking-request-panel';
export { StockingRequestDialog, stockableLines } from './stocking-request-dialog';
