import { defineModule } from '../../core/modules/index.js';

export * from './ledger/stock-ledger.table.js';
export { checkStockLedger } from './ledger/check-stock-ledger.js';
export { type PostBy, type StockMoveInput, lockLots, postStockMoves } from './ledger/post-stock-moves.js';
export { type LotInput, receiveLot } from './ledger/receive-lot.js';
export {
  availableOf,
  consumeOnShipment,
  type ReservingLine,
  releaseStock,
  reserveStock,
  setLotQc,
} from './ledger/reservations.js';

/**
 * Inventory (tables `inv_`, issue #13, decision 0024): lots, stock moves, reservations — the stock
 * ledger every document that moves goods posts into (README). Screens (own stock, stock checks,
 * warehouses) register here as they are built.
 */
export const inventoryModule = defineModule({ name: 'inventory', register: async () => {} });
