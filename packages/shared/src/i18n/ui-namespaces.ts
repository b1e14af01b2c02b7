import type { MessageGroup } from './define.js';
import { uiCrm } from './ui-crm.js';
import { uiDashboard } from './ui-dashboard.js';
import { uiInquiry } from './ui-inquiry.js';
import { uiFinance } from './ui-finance.js';
import { uiInventory } from './ui-inventory.js';
import { uiKit } from './ui-kit.js';
import { uiProduct } from './ui-product.js';
import { uiQuote } from './ui-quote.js';
import { uiSalesOrder } from './ui-sales-order.js';
import { uiSetup } from './ui-setup.js';
import { uiSourcing } from './ui-sourcing.js';
import { uiStock } from './ui-stock.js';
import { uiShell } from './ui-shell.js';
import { uiSalesMargin } from '../sales/margin/margin.i18n.js';
import { uiSupplier } from '../purchase/supplier/supplier.i18n.js';
import { uiChannel } from '../purchase/channel/channel.i18n.js';
import { uiDeliveryStats } from '../logistics/delivery-stats/delivery-stats.i18n.js';
import { uiPurchaseSetup } from '../purchase/setup/purchase-setup.i18n.js';

/**
 * Catalogue of the web's UI namespaces (`shell`, `dashboard`, `kit`, `setupUi`, …), one `ui-<module>.ts`
 * file each. The web does NOT load this map at start: shell and dashboard are in the first download
 * (apps/web/src/core/i18n.ts), the kit registers `kit` + `resources` (apps/web/src/kit/i18n.ts), and a
 * module registers its own in `apps/web/src/modules/<module>/i18n.ts` with `addNamespaces`, imported by
 * each of its files that translates. Add a new namespace here too (the shared i18n test reads it).
 */
export const uiNamespaces = {
  shell: uiShell,
  dashboard: uiDashboard,
  kit: uiKit,
  setupUi: uiSetup,
  productUi: uiProduct,
  crmUi: uiCrm,
  inquiryUi: uiInquiry,
  sourcingUi: uiSourcing,
  quoteUi: uiQuote,
  inventoryUi: uiInventory,
  stockUi: uiStock,
  financeUi: uiFinance,
  salesMarginUi: uiSalesMargin,
  salesOrderUi: uiSalesOrder,
  supplierUi: uiSupplier,
  channelUi: uiChannel,
  deliveryStatsUi: uiDeliveryStats,
  purchaseSetupUi: uiPurchaseSetup,
} satisfies Record<string, MessageGroup>;

export type UiNamespace = keyof typeof uiNamespaces;
