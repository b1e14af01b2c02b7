import { z } from 'zod';
import { STATS_PERIODS } from './stock-summary.codes.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = z.coerce.number().int().positive();

/**
 * The grouped stock value (`POST /merchant/finance/stocksummary/Summary`): the body is the lot list's
 * filters (`stockSummaryResource`: owner company, warehouse, MPN, brand, QC state, received, age bucket),
 * parsed by the server with the list's own spec — an unknown key is a 400 — so the groups add up to the
 * list for the same filters.
 */
export const stockSummaryBody = z.record(z.string(), z.unknown());

/** One group (or the total: `Key` null): lots, pieces on hand, value at cost in CNY (2 places). */
export interface StockSummaryGroup {
  Key: string | number | null;
  Lots: number;
  OnHand: number;
  ValueCny: string;
}

export interface StockSummaryView {
  Total: StockSummaryGroup;
  ByTenant: StockSummaryGroup[];
  ByWarehouse: StockSummaryGroup[];
  ByBrand: StockSummaryGroup[];
  ByAge: StockSummaryGroup[];
}

/** Inventory statistics (`POST /merchant/finance/inventorystatistics/Query` and `/Export`). */
export const inventoryStatisticsBody = z.object({
  DateStart: day,
  DateEnd: day,
  Period: z.enum(STATS_PERIODS).default('month'),
  TenantId: id.optional(),
  WarehouseId: id.optional(),
  Brand: z.string().max(100).optional(),
});
export type InventoryStatisticsBody = z.infer<typeof inventoryStatisticsBody>;

/** Moves of one kind in one period: pieces in / out and their value at cost in CNY (2 places). */
export interface InventoryStatisticsRow {
  Period: string;
  Kind: number;
  Moves: number;
  QtyIn: number;
  QtyOut: number;
  ValueIn: string;
  ValueOut: string;
}

export interface InventoryStatisticsView {
  Records: InventoryStatisticsRow[];
  Total: Omit<InventoryStatisticsRow, 'Period' | 'Kind'>;
}
