import type {
  InventoryStatisticsBody,
  InventoryStatisticsView,
  StockSummaryView,
} from '@partdesk/shared/inventory/stock-summary/stock-summary.contract';
import { http } from '../../core/http';
import { download } from '../../kit';

/** Calls of the stock report screens (paths and bodies: packages/shared/src/inventory/stock-summary). */
export const stockApi = {
  summary: (filters: Record<string, unknown>) =>
    http.post<StockSummaryView>('/merchant/finance/stocksummary/Summary', filters),
  statistics: (body: InventoryStatisticsBody) =>
    http.post<InventoryStatisticsView>('/merchant/finance/inventorystatistics/Query', body),
  exportStatistics: (body: InventoryStatisticsBody) =>
    download('POST', '/merchant/finance/inventorystatistics/Export', body, 'inventory-statistics.xlsx'),
};
