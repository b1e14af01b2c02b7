import { paymentOrderMessages } from '../purchase/payment-order/payment-order.i18n.js';
import { poChangeMessages } from '../purchase/purchase-order-info/purchase-order-info.i18n.js';
import { purchaseOrderMessages } from '../purchase/purchase-order/purchase-order.i18n.js';
import { supplierDeliveryMessages } from '../purchase/supplier-delivery/supplier-delivery.i18n.js';
import { inspectionMessages } from '../purchase/inspection/inspection.i18n.js';
import { receiptMessages, receiptMessages2 } from '../purchase/receipt/receipt.i18n.js';
import { supplierMessages } from '../purchase/supplier/supplier.i18n.js';
import { channelMessages } from '../purchase/channel/channel.i18n.js';
import { purchaseSetupMessages } from '../purchase/setup/purchase-setup.i18n.js';
import { proxyBrandMessages } from '../purchase/proxy-brand/proxy-brand.i18n.js';
import { internalStockOrderMessages } from '../purchase/internal-stock-order/internal-stock-order.i18n.js';
import { defineMessages } from './define.js';

/**
 * Server messages of the purchase module (namespace `purchase`; issue #15). Each feature keeps its
 * messages beside it and is spread in here.
 */
export const purchase = defineMessages({
  ...supplierMessages,
  ...purchaseOrderMessages,
  ...supplierDeliveryMessages,
  ...receiptMessages,
  ...receiptMessages2,
  ...inspectionMessages,
  ...paymentOrderMessages,
  ...poChangeMessages,
  ...channelMessages,
  ...purchaseSetupMessages,
  ...proxyBrandMessages,
  ...internalStockOrderMessages,
});
