import { cashStockUi } from '../inventory/cash-stock/cash-stock.i18n.js';
import { warehouseUi } from '../inventory/warehouse/warehouse.i18n.js';
import { defineMessages } from './define.js';

/** Texts of the inventory screens (`inventoryUi`): own stock and its cash prices (decision 0028), the warehouse maintenance screen (decision 0025). */
export const uiInventory = defineMessages({ ...cashStockUi, ...warehouseUi });
