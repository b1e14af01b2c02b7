import { inventory } from '@partdesk/shared/i18n/inventory';
import { uiInventory } from '@partdesk/shared/i18n/ui-inventory';
import { addNamespaces } from '../../core/i18n';
import '../../kit/i18n';

/** Inventory texts (`inventoryUi`) and its server messages (`inventory`). */
addNamespaces({ inventoryUi: uiInventory, inventory });
