import { purchase } from '@partdesk/shared/i18n/purchase';
import { uiSupplier } from '@partdesk/shared/purchase/supplier/supplier.i18n';
import { uiChannel } from '@partdesk/shared/purchase/channel/channel.i18n';
import { uiPurchaseSetup } from '@partdesk/shared/purchase/setup/purchase-setup.i18n';
import { scorecardUi } from '@partdesk/shared/purchase/supplier/supplier-scorecard';
import { addNamespaces } from '../../core/i18n';
import '../../kit/i18n';

/** Purchasing texts (`supplierUi`) and its server messages (`purchase`). */
addNamespaces({
  scorecardUi,
  supplierUi: uiSupplier,
  channelUi: uiChannel,
  purchaseSetupUi: uiPurchaseSetup,
  purchase,
});
