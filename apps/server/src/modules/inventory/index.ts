import { CASH_PRICE_MENU, LOT_HISTORY_TYPE } from '@partdesk/shared/inventory/cash-price/cash-price.codes';
import { CASH_STOCK_MENU } from '@partdesk/shared/inventory/cash-stock/cash-stock.codes';
import { eq } from 'drizzle-orm';
import { defineModule } from '../../core/modules/index.js';
import { invLot } from './ledger/stock-ledger.table.js';
import { cashPriceRoutes, cashPriceRuleDeletable } from './cash-price/cash-price.routes.js';
import { seedCashPriceRulesDemo } from './cash-price/cash-price.seed.js';
import { cashStockRoutes } from './cash-stock/cash-stock.routes.js';
import { stockCheckDocument } from './stock-check/stock-check.document.js';
import { stockCheckRoutes } from './stock-check/stock-check.routes.js';
import { seedStockCheckDemo } from './stock-check/stock-check.seed.js';
import { stockSummaryRoutes } from './stock-summary/stock-summary.routes.js';
import { warehouseRoutes } from './warehouse/warehouse.routes.js';
import { seedWarehouses } from './warehouse/warehouse.seed.js';

export * from './ledger/stock-ledger.table.js';
export * from './cash-price/cash-price.table.js';
export * from './stock-check/stock-check.table.js';
export * from './warehouse/warehouse.table.js';
export { rulePrice } from './cash-price/cash-price.queries.js';
export { warehouseNameSql } from './warehouse/warehouse-ref.js';
export { checkStockLedger } from './ledger/check-stock-ledger.js';
export { type PostBy, type StockMoveInput, lockLots, postStockMoves } from './ledger/post-stock-moves.js';
export { type PartStock, stockOfPart } from './ledger/part-stock.js';
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
 * ledger every document that moves goods posts into (README); the warehouses, zones and locations the
 * lots sit in (moved from lookups, decision 0025); own stock and its marketplace export,
 * the cash price rules (decision 0028); stock checks (PD, decision 0027); the stock reports (decision 0029).
 */
export const inventoryModule = defineModule({
  name: 'inventory',
  documents: [stockCheckDocument],
  systemSeeders: [seedWarehouses],
  deletables: [cashPriceRuleDeletable],
  /** The rules before any demo lot is received (after the brands, 10). */
  demoSeeders: [
    { name: 'inventory.cashPriceRules', order: 11, run: seedCashPriceRulesDemo },
    /** After product (10), the rates (6) and the rules (11): lots opened by approved opening stock checks, months of moves. */
    { name: 'inventory.stock-check', order: 30, run: seedStockCheckDemo },
  ],
  register: async (app) => {
    // A lot's history (its cash price set by hand): GET /merchant/document/history?type=inventoryLot&id=.
    app.ctx.documents.register({
      type: LOT_HISTORY_TYPE,
      async load(db, id) {
        const [row] = await db
          .select({ id: invLot.id, no: invLot.mpn })
          .from(invLot)
          .where(eq(invLot.id, id));
        return row ?? null;
      },
      canView: (u) => u.isAdmin || u.grants.has(CASH_STOCK_MENU) || u.grants.has(CASH_PRICE_MENU),
      canEdit: () => false,
    });
    await app.register(warehouseRoutes);
    await app.register(cashPriceRoutes);
    await app.register(cashStockRoutes);
    await app.register(stockSummaryRoutes);
    await app.register(stockCheckRoutes);
  },
});
