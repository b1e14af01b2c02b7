import { STOCKING_DEMAND_SOURCE } from '@partdesk/shared/sales/stocking-request/stocking-request.codes';
import { defineModule } from '../../core/modules/index.js';
import { salesOrderActionRoutes } from './sales-order/sales-order-actions.routes.js';
import { contractRoutes } from './contract/contract.routes.js';
import { seedCostParamsDemo } from './margin/cost-param.seed.js';
import { costParamDeletable, marginRoutes } from './margin/margin.routes.js';
import { cashRequirementDocument } from './cash-requirement/cash-requirement.document.js';
import { runCashRequirementDemo } from './cash-requirement/cash-requirement.demo.js';
import { cashRequirementRoutes } from './cash-requirement/cash-requirement.routes.js';
import { salesOrderDocument } from './sales-order/sales-order.document.js';
import { subscribeSalesToInbound } from './sales-order/sales-order-inbound.js';
import { runSalesOrderDemo } from './sales-order/sales-order.demo.js';
import { salesOrderRoutes } from './sales-order/sales-order.routes.js';
import {
  partlyStockedOrderCount,
  rejectedOrderCount,
  stockedOrderCount,
} from './sales-order/sales-order.todos.js';
import { spotSupplyDocument } from './spot-supply/spot-supply.document.js';
import { spotSupplyRoutes } from './spot-supply/spot-supply.routes.js';
import { receivablesRoutes } from './receivables/receivables.routes.js';
import { qualityCheckDocument } from './quality-check/quality-check.document.js';
import { qualityCheckRoutes } from './quality-check/quality-check.routes.js';

export * from './cash-requirement/cash-requirement.table.js';
export * from './spot-supply/spot-supply.table.js';
export * from './sales-order/sales-order.table.js';
export type {
  SalesOrderApproved,
  SalesOrderCancelled,
  SalesOrderCreated,
} from './sales-order/sales-order-events.js';
export * from './margin/cost-param.table.js';
export {
  applyShipmentDeltas,
  lockOrdersForShipping,
  orderShippable,
  registerOpenShipments,
  type ShipmentDelta,
} from './sales-order/sales-order-shipping.js';
import { registerInvoiceableLines, registerInvoiceSource } from '../finance/index.js';
import { registerDemandSource } from '../purchase/index.js';
import { invoiceableLines, invoiceSourceOrder } from './sales-order/sales-order-invoicing.js';
import { stockingExceptionCount } from './stocking-request/stocking-counters.js';
import { stockingDemand } from './stocking-request/stocking-demand.js';
import { stockingRequestDocument } from './stocking-request/stocking-request.document.js';
import { stockingRequestRoutes } from './stocking-request/stocking-request.routes.js';
import { salesReceiptDocument } from './sales-receipt/sales-receipt.document.js';
import { salesReceiptRoutes } from './sales-receipt/sales-receipt.routes.js';

export * from './sales-receipt/sales-receipt.table.js';
export * from './quality-check/quality-check.table.js';
export { openQualityChecks } from './quality-check/quality-check-shipping.js';

export * from './stocking-request/stocking-request.table.js';
export { customerReceivables, overdueCustomerIds } from './receivables/receivables.queries.js';
export * from './sales-order/sales-order-schedule.table.js';

/**
 * Sales orders and what hangs on them (tables `sales_`, issue #14): sales orders PI (create from quote
 * lines or by hand, reviews, the five status dimensions, notify, cancel, merge, schedule), the landed-cost
 * margin and its parameters, stocking requests BH, spot supply XH / cash requirements XR. README.
 */
export const salesModule = defineModule({
  name: 'sales',
  documents: [
    salesOrderDocument,
    stockingRequestDocument,
    spotSupplyDocument,
    cashRequirementDocument,
    // Receipts SK (issue #17, decision 0054).
    salesReceiptDocument,
    // Sales-side quality checks QC of reserved stock (issue #15, decision 0060).
    qualityCheckDocument,
  ],
  deletables: [costParamDeletable],
  /** Landed-cost parameters and GP floors before any demo order (after lookups 5 and the rates 6). */
  demoSeeders: [{ name: 'sales.costParams', order: 12, run: seedCostParamsDemo }],
  /** Demo orders made through the routes (db/seed/demo-flows.ts). */
  demoFlows: [
    { name: 'sales.orders', order: 10, run: runSalesOrderDemo },
    { name: 'sales.cash-requirements', order: 20, run: runCashRequirementDemo },
  ],
  register: async (app) => {
    app.ctx.todos.setCount('RejectedSaleOrderCount', rejectedOrderCount);
    app.ctx.todos.setCount('StockedCount', stockedOrderCount);
    app.ctx.todos.setCount('PartlyStockedCount', partlyStockedOrderCount);
    await app.register(salesOrderRoutes);
    await app.register(salesOrderActionRoutes);
    await app.register(marginRoutes);
    await app.register(contractRoutes);
    // Approved stocking-request lines are purchasing's demand (purchase sits below: decision 0034).
    registerDemandSource(app.ctx.db, STOCKING_DEMAND_SOURCE, stockingDemand);
    app.ctx.todos.setCount('StockingExceptionCount', stockingExceptionCount);
    await app.register(stockingRequestRoutes);
    await app.register(spotSupplyRoutes);
    await app.register(cashRequirementRoutes);
    // Receipts SK against orders, their reviews and finance lists (decision 0054).
    await app.register(salesReceiptRoutes);
    // Receivables with ageing, customer statements, finance exceptions: finance's screens over the
    // ledger, the customers and the orders' payment terms (decision 0056).
    await app.register(receivablesRoutes);
    await app.register(qualityCheckRoutes);
    // Inbound lots passed by purchasing's quality-audit stock the sales lines they were bought for.
    subscribeSalesToInbound(app.ctx);
    // Invoice requests (finance, below sales) read the orders' shipped lines through this (decision 0051).
    registerInvoiceSource(app.ctx.db, invoiceSourceOrder);
    registerInvoiceableLines(app.ctx.db, invoiceableLines);
  },
});
