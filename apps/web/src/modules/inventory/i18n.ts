import { inventory } from '@partdesk/shared/i18n/inventory';
import { uiInventory } from '@partdesk/shared/inventory/cash-stock/cash-stock.i18n';
import { addNamespaces } from '../../core/i18n';
import '../../kit/i18n';

/** Inventory screen texts (`inventoryUi`) and the inventory server messages (`inventory`). */
addNamespaces({ inventoryUi: uiInventory, inventory });
