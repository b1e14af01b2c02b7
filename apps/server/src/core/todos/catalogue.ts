import { ROLE_NAMES } from '@partdesk/shared/access/client-access';
import type { TodoCounter, TodoRegistry } from './todo-registry.js';
import { zero } from './todo-registry.js';

/**
 * The to-do counters of the header popover (spec §3 "about 50 counters", §4 filter states, §6
 * visibility). Data, not code: each row is a name, a bilingual title, the screen the link opens
 * (a path of packages/shared/src/access/menu-tree.ts), the list filter it carries, and who sees it.
 * Every counter starts at `zero`; the module that owns the documents supplies the real count with
 * `ctx.todos.setCount(name, fn)` from its index.ts. Documented in docs/api.md "To-do counters".
 */

const R = ROLE_NAMES;
/** Sales leads, senior first (director → team leader). */
const SALES_LEADS: readonly string[] = [R.salesDirector, R.salesManager, R.salesSupervisor, R.salesLeader];

/** Role lists (role names are data, packages/shared ROLE_NAMES; spec §6). */
export const TODO_ROLES = {
  admin: [R.admin],
  salesLeads: [R.admin, ...SALES_LEADS],
  /** The sales-order chain: team leader → manager → finance (from an amount in CNY). */
  salesOrderReviewers: [R.admin, ...SALES_LEADS, ...R.accountants, ...R.financeHeads],
  sales: [R.admin, ...SALES_LEADS, ...R.sales.filter((n) => !SALES_LEADS.includes(n))],
  /** Spec §6: purchase order audit, purchase-side sales order audit and proxy brand audit. */
  purchaseHead: [R.purchaseHead, R.admin],
  purchaseLeads: [R.admin, R.purchaseHead, R.purchaseLeader],
  /** The warehouse's work (decisions 0040, 0043): inbound to inspect, shipments awaiting courier info. */
  inbound: [R.admin, R.purchaseHead, R.purchaseLeader, R.warehouse],
  shipping: [R.admin, ...SALES_LEADS, ...R.sales.filter((n) => !SALES_LEADS.includes(n)), R.warehouse],
  purchase: [R.admin, R.purchaseHead, R.purchaseLeader, ...R.buyers],
  sourcing: [R.admin, R.purchaseHead, R.purchaseLeader, ...R.buyers, R.priceChecker],
  /** The credit review of shipments (deliver-audit, decision 0046): sales director / manager, finance heads. */
  creditReviewers: [R.admin, R.salesDirector, R.salesManager, ...R.financeHeads],
  /** Spec §6: finance allowance audit (accountants, finance head or director). */
  financeStaff: [...R.accountants, ...R.financeHeads],
  finance: [R.admin, ...R.accountants, ...R.financeHeads],
  financeHeads: [R.admin, ...R.financeHeads],
  managers: [R.admin, ...SALES_LEADS, R.purchaseHead, R.purchaseLeader, ...R.financeHeads],
  /** Spec §6: customer transfer and return to the public pool. */
  customerTransfer: [R.salesDirector, R.admin, R.directorAssistant],
} as const;

type Visibility = TodoCounter['visibleTo'];
const roles = (key: keyof typeof TODO_ROLES): Visibility => ({ roles: TODO_ROLES[key] });
const permit = (p: string): Visibility => ({ permit: p });
const always: Visibility = { always: true };

type Row = [
  name: string,
  zh: string,
  en: string,
  route: string,
  query: TodoCounter['query'],
  visibleTo: Visibility,
];

/** Display order = popover order: quotation, sales, shipping, purchasing, finance, CRM, demand, office. */
// biome-ignore format: one counter per line reads as a table
export const TODO_CATALOGUE: readonly Row[] = [
  // Inquiries and quotes
  ['QuoteAuditCount', '报价待审核', 'Quotes to review', '/forQuotation/Quotation-review', undefined, roles('salesLeads')],
  ['QuoteApprovalCount', '报价待审批', 'Quote approvals', '/forQuotation/quote-approval-list', undefined, roles('salesLeads')],
  ['ForwardReviewCount', '询价转交待审核', 'Inquiry transfers to review', '/forQuotation/forward-review', undefined, roles('salesLeads')],
  ['InquiryToQuoteCount', '询价待报价', 'Inquiries to quote', '/forQuotation/purchase-rfqlibrary', { quoteStatus: 1 }, roles('sourcing')],
  ['PriceToCheckCount', '待核价', 'Prices to check', '/forQuotation/purchase-rfqlibrary', { quoteStatus: 4 }, roles('sourcing')],
  ['StockApprovalCount', '备货待审批', 'Stocking approvals', '/forQuotation/stock-approval-list', undefined, roles('purchaseLeads')],
  ['PurchaseRequestAuditCount', '采购申请待审核', 'Purchase requests to review', '/forQuotation/purchase-requestaudit', undefined, roles('purchaseLeads')],
  // Sales orders and sales-side document review
  ['SaleOrderAuditCount', '销售订单待审核', 'Sales orders to review', '/sales/document-audit/salesOrderAudit', undefined, roles('salesOrderReviewers')],
  ['SaleOrderMarginAuditCount', '销售订单毛利待审核', 'Sales order margins to review', '/sales/document-audit/salesOrderMarginAudit', undefined, roles('salesLeads')],
  ['CancelOrderAuditCount', '取消订单待审核', 'Order cancellations to review', '/sales/salesOrder', { status: 11 }, roles('salesLeads')],
  ['RejectedSaleOrderCount', '被驳回的销售订单', 'Rejected sales orders', '/sales/salesOrder', { status: 7 }, roles('sales')],
  ['StockingExceptionCount', '备货异常', 'Stocking exceptions', '/sales/salesOrder', { isAbolish: 2 }, roles('sales')],
  ['StockedCount', '已备货待通知', 'Stocked, to notify', '/sales/salesOrder', { inBoundStatus: 1 }, roles('sales')],
  ['PartlyStockedCount', '部分备货', 'Partly stocked', '/sales/salesOrder', { inBoundStatus: 2 }, roles('sales')],
  ['AfterSalesAuditCount', '售后待审核', 'After-sales to review', '/sales/document-audit/aftersales-audit', undefined, roles('salesLeads')],
  ['SalesRefundAuditCount', '销售退款待审核', 'Sales refunds to review', '/sales/document-audit/salesrefund-audit', undefined, roles('salesLeads')],
  ['PartnerReturnAuditCount', '同行退货待审核', 'Partner returns to review', '/sales/document-audit/partnereturn-audit', undefined, roles('salesLeads')],
  ['StockUpAuditCount', '备货申请待审核', 'Stocking requests to review', '/sales/document-audit/applystockup', undefined, roles('purchaseLeads')],
  ['RequirementAuditCount', '需求待审核', 'Requirements to review', '/sales/document-audit/requirementaudit', undefined, roles('salesLeads')],
  ['SpotSupplyAuditCount', '现货供应待审核', 'Spot supply to review', '/sales/document-audit/salesspotsupply', undefined, roles('salesLeads')],
  ['AllowanceAuditCount', '折让待审核', 'Allowances to review', '/sales/document-audit/allowance', undefined, roles('salesLeads')],
  ['QualityAuditCount', '质检待审核', 'Quality checks to review', '/sales/document-audit/quality-audit', undefined, roles('salesLeads')],
  ['SampleAuditCount', '样品待审核', 'Samples to review', '/sales/document-audit/sample-audit', undefined, roles('salesLeads')],
  ['InvoiceAuditCount', '开票待审核', 'Invoice requests to review', '/sales/document-audit/invoice-audit', undefined, permit('POST merchant/sale/documentreview/invoiceaudit')],
  ['RebateAuditCount', '返点待审核', 'Rebates to review', '/sales/document-audit/rebate-audit', undefined, roles('financeHeads')],
  ['BalanceRefundAuditCount', '余额退款待审核', 'Balance refunds to review', '/sales/document-audit/balancerefund-audit', undefined, roles('finance')],
  ['ReceiptAuditCount', '收款待审核', 'Receipts to review', '/sales/document-audit/receiptAudit', undefined, roles('salesLeads')],
  ['PendingClaimCount', '待认领收款', 'Receipts to claim', '/finance/receipt/precollected', { Status: 1 }, roles('sales')],
  // Shipping
  ['DeliverAuditCount', '发货待审核（超信用额度）', 'Shipments over credit to review', '/sales/document-audit/deliver-audit', undefined, roles('creditReviewers')],
  ['AwaitingCourierCount', '待填写快递信息', 'Shipments awaiting courier info', '/sales/sendoutOrder', { status: 3 }, roles('shipping')],
  ['OverweightAuditCount', '超重待审核', 'Overweight parcels to review', '/sales/sendoutOrder', { status: 2 }, roles('salesLeads')],
  // Purchasing and purchase-side document review
  ['PurchaseSaleOrderAuditCount', '销售订单待审核（采购）', 'Sales orders to review (purchasing)', '/purchase/document-audit/sales-order', undefined, roles('purchaseHead')],
  ['PurchaseOrderAuditCount', '采购订单待审核', 'Purchase orders to review', '/purchase/document-audit/purchase-order', undefined, roles('purchaseHead')],
  ['InternalStockOrderAuditCount', '内部备货单待审核', 'Internal stock orders to review', '/purchase/internal-stock-order', { status: 2 }, roles('purchaseHead')],
  ['ProxyBrandAuditCount', '代理品牌待审核', 'Proxy brands to review', '/purchase/proxybrand', { status: 11 }, roles('purchaseHead')],
  ['PendingPurchaseCount', '待采购', 'Lines to purchase', '/purchase/pending-order', undefined, roles('purchase')],
  ['PurchaseOrderToCompleteCount', '待完善采购订单', 'Purchase orders to complete', '/purchase/purchase-order', { status: 5 }, roles('purchase')],
  ['SpotSupplyOrderAuditCount', '现货供应单待审核', 'Spot supply orders to review', '/purchase/document-audit/spotsupply-order', undefined, roles('purchaseLeads')],
  ['SalesCargoReviewCount', '销售发货待审核（采购）', 'Shipments to review (purchasing)', '/purchase/document-audit/salescargo-review', undefined, roles('purchaseLeads')],
  ['SalesRefundReviewCount', '销售退款待审核（采购）', 'Sales refunds to review (purchasing)', '/purchase/document-audit/salesrefund-review', undefined, roles('purchaseLeads')],
  ['PurchaseRefundAuditCount', '采购退款待审核', 'Purchase refunds to review', '/purchase/document-audit/purchase-refund', undefined, roles('purchaseLeads')],
  ['PurchaseOrderInfoAuditCount', '采购单信息待审核', 'Purchase order changes to review', '/purchase/document-audit/purchase-orderInfo', undefined, roles('purchaseLeads')],
  ['ReturnRefundAuditCount', '退货退款待审核', 'Returns and refunds to review', '/purchase/document-audit/return-refund', undefined, roles('purchaseLeads')],
  ['PurchaseReturnAuditCount', '采购退货待审核', 'Purchase returns to review', '/purchase/document-audit/purchase-returnaudit', undefined, roles('purchaseLeads')],
  ['InboundQualityAuditCount', '来货质检待审核', 'Inbound quality checks to review', '/purchase/document-audit/quality-audit', undefined, roles('purchaseLeads')],
  ['WarehousingApprovalCount', '入库待审批', 'Inbound to approve', '/purchase/warehousing-approval', undefined, roles('inbound')],
  ['InvoiceReviewCount', '采购发票待审核', 'Purchase invoices to review', '/purchase/document-audit/invoice-review', undefined, roles('finance')],
  // Finance
  ['FinanceAllowanceAuditCount', '财务折让待审核', 'Allowances to review (finance)', '/finance/financial/allowance', undefined, roles('financeStaff')],
  ['FinanceReceiptAuditCount', '收款待确认', 'Receipts to confirm', '/finance/review/receiptAudit', undefined, roles('finance')],
  ['PaymentToPayCount', '待付款', 'Payments to make', '/finance/financial/payment', {}, roles('finance')],
  ['InvoiceToIssueCount', '待开发票', 'Invoices to issue', '/finance/financial/invoicestobeIssued', { Status: 2 }, roles('finance')],
  ['RefundToPayCount', '待退款', 'Refunds to pay', '/finance/financial/financial-refund', { status: 1 }, roles('finance')],
  ['StockCheckAuditCount', '盘点待审核', 'Stock checks to review', '/finance/financial/stockcheck_audit', undefined, roles('finance')],
  // CRM
  ['VisitAuditCount', '拜访待审核', 'Visits to review', '/crmsystem/reviewcustomer/visit', undefined, permit('POST merchant/sale/customervisit/queryauditing')],
  ['VisitAllotCount', '拜访待分配', 'Visits to assign', '/crmsystem/customervisits', { allotStatus: 0 }, permit('PUT merchant/sale/customervisit/allotment')],
  ['CustomerTransferCount', '客户转移待处理', 'Customer transfers', '/crmsystem/customer-management', { transferStatus: 1 }, roles('customerTransfer')],
  ['ReturnToPoolCount', '客户退回公海待处理', 'Customers returning to the pool', '/crmsystem/customer-management', { poolStatus: 1 }, roles('customerTransfer')],
  ['ConflictAuditCount', '客户冲突待审核', 'Customer conflicts to review', '/crmsystem/reviewcustomer/conflict-audit', undefined, roles('salesLeads')],
  ['ContactConflictCount', '联系人冲突待审核', 'Contact conflicts to review', '/crmsystem/reviewcustomer/contact-conflict', undefined, roles('salesLeads')],
  ['LevelAuditCount', '客户等级待审核', 'Customer levels to review', '/crmsystem/reviewcustomer/level-audit', undefined, roles('salesLeads')],
  ['CreditAuditCount', '信用额度待审核', 'Credit limits to review', '/crmsystem/reviewcustomer/credit-audit', undefined, roles('financeHeads')],
  ['PoolClaimAuditCount', '公海客户认领待审核', 'Pool claims to review', '/crmsystem/reviewcustomer/librarycustomer-audit', undefined, roles('salesLeads')],
  ['CustomerAuditCount', '新客户待审核', 'New customers to review', '/crmsystem/reviewcustomer/customeraudit', undefined, roles('salesLeads')],
  // Demand orders
  ['DemandConfirmCount', '需求单待确认', 'Demand orders to confirm', '/demand/demandmanagement', { status: 1 }, roles('admin')],
  // Office
  ['PerformanceCount', '绩效待处理', 'Performance reviews to do', '/oa/performance/employeeselfassessment', undefined, always],
  ['PerformanceReviewCount', '绩效待评审', 'Performance reviews to assess', '/oa/performance/performancereview', undefined, roles('managers')],
  ['PersonnelApplyAuditCount', '人事申请待审批', 'Personnel applications to approve', '/oa/personnelmatters/applyfor', undefined, roles('admin')],
];

/** Builds the counters (all at `zero`) from the rows. */
export function catalogueCounters(): TodoCounter[] {
  return TODO_CATALOGUE.map(([name, zh, en, route, query, visibleTo]) => ({
    name,
    title: { zh, en },
    route,
    ...(query ? { query } : {}),
    visibleTo,
    count: zero,
  }));
}

/** Registers the catalogue; counters a module registered earlier under the same name are kept. */
export function registerCatalogue(registry: TodoRegistry): void {
  for (const c of catalogueCounters()) if (!registry.get(c.name)) registry.register(c);
}
