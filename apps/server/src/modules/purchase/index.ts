import { defineModule } from '../../core/modules/index.js';
import { channelRoutes } from './channel/channel.routes.js';
import { seedSuppliersDemo } from './seed/seed-suppliers.js';
import { supplierLookupRoutes } from './supplier/supplier-lookup.routes.js';
import { supplierDocument } from './supplier/supplier.document.js';
import { supplierRoutes } from './supplier/supplier.routes.js';
import { purchaseOrderDocument } from './purchase-order/purchase-order.document.js';
import { runPurchaseOrderDemo } from './purchase-order/purchase-order.demo.js';
import { purchaseOrderRoutes } from './purchase-order/purchase-order.routes.js';
import { pendingPurchaseCount, poToCompleteCount } from './purchase-order/purchase-order.todos.js';
import { supplierDeliveryDocument } from './supplier-delivery/supplier-delivery.document.js';
import { supplierDeliveryRoutes } from './supplier-delivery/supplier-delivery.routes.js';
import { receiptDocument } from './receipt/receipt.document.js';
import { receiptRoutes } from './receipt/receipt.routes.js';
import { runInboundDemo } from './receipt/receipt.demo.js';
import { warehousingApprovalCount } from './receipt/receipt.list.js';
import { inspectionDocument } from './inspection/inspection.document.js';
import { inspectionRoutes } from './inspection/inspection.routes.js';
import { purchaseSetupRoutes } from './setup/purchase-setup.routes.js';

export * from './receipt/receipt.table.js';
export * from './inspection/inspection.table.js';
export type { InboundLotPassed } from './inspection/inspection-events.js';
export { enabledChecklistItems } from './inspection/inspection.queries.js';
import { paymentOrderDocument } from './payment-order/payment-order.document.js';
import { paymentOrderRoutes } from './payment-order/payment-order.routes.js';
import { poChangeDocument } from './purchase-order-info/purchase-order-info.document.js';
import { poChangeRoutes } from './purchase-order-info/purchase-order-info.routes.js';
import { proxyBrandDocument } from './proxy-brand/proxy-brand.document.js';
import { proxyBrandRoutes } from './proxy-brand/proxy-brand.routes.js';
import { seedProxyBrandDemo } from './proxy-brand/proxy-brand.seed.js';
import { internalStockOrderDocument } from './internal-stock-order/internal-stock-order.document.js';
import { internalStockOrderRoutes } from './internal-stock-order/internal-stock-order.routes.js';
import { runInternalStockOrderDemo } from './internal-stock-order/internal-stock-order.demo.js';
import { internalStockDemand } from './internal-stock-order/internal-stock-order.queries.js';
import { registerDemandSource } from './demand/purchase-demand.js';
import { INTERNAL_STOCK_DEMAND_SOURCE } from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.codes';

export * from './internal-stock-order/internal-stock-order.table.js';

export * from './proxy-brand/proxy-brand.table.js';
export { proxyBrandsInForce } from './proxy-brand/proxy-brand.queries.js';
export * from './payment-order/payment-order.table.js';
export * from './purchase-order-info/purchase-order-info.table.js';

export * from './purchase-order/purchase-order.table.js';
export * from './channel/channel.table.js';
export * from './setup/purchase-setup.table.js';
/** What logistics' cargo review reads (decision 0053): the setting and the lots bought for an order. */
export {
  type BoughtForOrderLot,
  lotsBoughtForOrderLines,
  salesCargoReviewSetting,
} from './setup/sales-cargo.js';

export * from './purchase-codes.js';
export {
  type DemandFilters,
  type DemandRow,
  type DemandSource,
  purchaseDemand,
  registerDemandSource,
} from './demand/purchase-demand.js';
export * from './supplier/supplier.table.js';
/** The supplier scorecard's purchasing part (decision 0058; the inquiry module composes the card). */
export {
  percent,
  type SupplierDeliveryScore,
  type SupplierPerformance,
  type SupplierQualityScore,
  supplierPerformance,
} from './supplier/supplier-performance.js';
export * from './supplier-delivery/supplier-delivery.table.js';

/** Purchasing routes (suppliers, POs, payments, inbound) register here as they are built. */
export const purchaseModule = defineModule({
  name: 'purchase',
  documents: [
    internalStockOrderDocument,
    proxyBrandDocument,
    supplierDocument,
    purchaseOrderDocument,
    supplierDeliveryDocument,
    receiptDocument,
    inspectionDocument,
    paymentOrderDocument,
    poChangeDocument,
  ],
  /** After the parts master (order 10); before CRM (30) and the purchasing documents. */
  demoSeeders: [
    { name: 'purchase.suppliers', order: 20, run: seedSuppliersDemo },
    /** Franchise lines of the brand seed (decision 0049). */
    { name: 'purchase.proxy-brand', order: 21, run: seedProxyBrandDemo },
  ],
  /** Demo POs and deliveries through the routes, after the sales flows made the purchase demand. */
  demoFlows: [
    { name: 'purchase.orders', order: 40, run: runPurchaseOrderDemo },
    /** Goods received, inspections passed and one failed, payments FK (decision 0048). */
    { name: 'purchase.inbound', order: 41, run: runInboundDemo },
    /** Internal stock orders NB in every state, one generated into a PO (decision 0057). */
    { name: 'purchase.internal-stock-order', order: 42, run: runInternalStockOrderDemo },
  ],
  register: async (app) => {
    await app.register(internalStockOrderRoutes);
    // Purchase's own demand: approved internal stock order lines (decision 0057).
    registerDemandSource(app.ctx.db, INTERNAL_STOCK_DEMAND_SOURCE, internalStockDemand);
    await app.register(proxyBrandRoutes);
    await app.register(receiptRoutes);
    await app.register(inspectionRoutes);
    app.ctx.todos.setCount('WarehousingApprovalCount', warehousingApprovalCount);
    await app.register(paymentOrderRoutes);
    await app.register(poChangeRoutes);
    await app.register(purchaseOrderRoutes);
    app.ctx.todos.setCount('PurchaseOrderToCompleteCount', poToCompleteCount);
    app.ctx.todos.setCount('PendingPurchaseCount', pendingPurchaseCount);
    await app.register(supplierLookupRoutes);
    await app.register(supplierRoutes);
    await app.register(supplierDeliveryRoutes);
    await app.register(channelRoutes);
    await app.register(purchaseSetupRoutes);
  },
});
