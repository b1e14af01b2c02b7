import { inventory } from '@partdesk/shared/i18n/inventory';
import { uiStock } from '@partdesk/shared/i18n/ui-stock';
import { addNamespaces } from '../../core/i18n';
import '../../kit/i18n';

/** Stock report texts (`stockUi`) and the stock ledger's server messages (`inventory`). */
addNamespaces({ stockUi: uiStock, inventory });
