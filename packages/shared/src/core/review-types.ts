/**
 * The review types (core/reviews on the server, the review queue screens on the web): one row per type
 * a document descriptor (apps/server/src/core/documents/define-document.ts) reviews. Client-safe: the
 * web derives its review-queue screens from this list (apps/web/src/modules/registry.ts), so a queue
 * the server serves can never lack its screen; the server takes the queue route, counter and title of a
 * type from here (decision 0019).
 *
 * - `queue`: the queue screen, a menu-tree path (access/menu-tree.ts). Holding that menu (or one of
 *   `extraQueues`, or being an administrator) lets a user use the type's generic review routes.
 * - `screen`: `'queue'` — the generic review queue page (kit) at `queue`, derived for every such row;
 *   `'page'` — the requests are decided on a module's own page at `queue` (customer transfers on the
 *   customer list).
 * - `counter`: the to-do counter of the pending requests a user may decide (core/todos/catalogue.ts).
 * - `docType`: the numbered document type (core/doc-types.ts) the review decides, when it has one.
 */
export interface ReviewTypeDef {
  type: string;
  queue: string;
  extraQueues?: readonly string[];
  screen: 'queue' | 'page';
  counter: string;
  zh: string;
  en: string;
  docType?: string;
}

export const REVIEW_TYPES = [
  // CRM: customer requests
  {
    type: 'customer',
    queue: '/crmsystem/reviewcustomer/customeraudit',
    screen: 'queue',
    counter: 'CustomerAuditCount',
    zh: '新客户待审核',
    en: 'New customers to review',
  },
  {
    type: 'customerConflict',
    queue: '/crmsystem/reviewcustomer/conflict-audit',
    screen: 'queue',
    counter: 'ConflictAuditCount',
    zh: '客户冲突待审核',
    en: 'Customer conflicts to review',
  },
  {
    type: 'contactConflict',
    queue: '/crmsystem/reviewcustomer/contact-conflict',
    screen: 'queue',
    counter: 'ContactConflictCount',
    zh: '联系人冲突待审核',
    en: 'Contact conflicts to review',
  },
  {
    type: 'poolClaim',
    queue: '/crmsystem/reviewcustomer/librarycustomer-audit',
    screen: 'queue',
    counter: 'PoolClaimAuditCount',
    zh: '公海客户认领待审核',
    en: 'Pool claims to review',
  },
  {
    type: 'customerTransfer',
    queue: '/crmsystem/customer-management',
    extraQueues: ['/crmsystem/customerLibrary'],
    screen: 'page',
    counter: 'CustomerTransferCount',
    zh: '客户转移待处理',
    en: 'Customer transfers',
  },
  {
    type: 'customerReturn',
    queue: '/crmsystem/customer-management',
    extraQueues: ['/crmsystem/customerLibrary'],
    screen: 'page',
    counter: 'ReturnToPoolCount',
    zh: '客户退回公海待处理',
    en: 'Customers returning to the pool',
  },
  // CRM operations
  {
    type: 'customerLevel',
    queue: '/crmsystem/reviewcustomer/level-audit',
    screen: 'queue',
    counter: 'LevelAuditCount',
    zh: '客户等级待审核',
    en: 'Customer levels to review',
  },
  {
    type: 'customerCredit',
    queue: '/crmsystem/reviewcustomer/credit-audit',
    screen: 'queue',
    counter: 'CreditAuditCount',
    zh: '信用额度待审核',
    en: 'Credit limits to review',
  },
  {
    type: 'customerVisit',
    queue: '/crmsystem/reviewcustomer/visit',
    screen: 'queue',
    counter: 'VisitAuditCount',
    zh: '拜访待审核',
    en: 'Visits to review',
    docType: 'customerVisit',
  },
  {
    type: 'balanceRefund',
    queue: '/sales/document-audit/balancerefund-audit',
    screen: 'queue',
    counter: 'BalanceRefundAuditCount',
    zh: '余额退款待审核',
    en: 'Balance refunds to review',
    docType: 'balanceRefund',
  },
  // Inventory: stock checks are counted and decided on their own list / detail (finance reviews)
  {
    type: 'stockCheck',
    queue: '/finance/financial/stockcheck_audit',
    screen: 'page',
    counter: 'StockCheckAuditCount',
    zh: '盘点待审核',
    en: 'Stock checks to review',
    docType: 'stockCheck',
  },
  // Sourcing and quotation
  {
    type: 'inquiryTransfer',
    queue: '/forQuotation/forward-review',
    screen: 'queue',
    counter: 'ForwardReviewCount',
    zh: '询价转交待审核',
    en: 'Inquiry transfers to review',
    docType: 'inquiry',
  },
  {
    type: 'purchaseRequest',
    queue: '/forQuotation/purchase-requestaudit',
    screen: 'queue',
    counter: 'PurchaseRequestAuditCount',
    zh: '采购申请待审核',
    en: 'Purchase requests to review',
    docType: 'purchaseRequest',
  },
  {
    type: 'demand',
    queue: '/demand/demandaudit',
    screen: 'queue',
    counter: 'DemandConfirmCount',
    zh: '需求单待确认',
    en: 'Demand orders to confirm',
    docType: 'demand',
  },
  {
    type: 'salesQuote',
    queue: '/forQuotation/Quotation-review',
    extraQueues: ['/forQuotation/quote-approval-list'],
    screen: 'queue',
    counter: 'QuoteAuditCount',
    zh: '报价待审核',
    en: 'Quotes to review',
    docType: 'salesQuote',
  },
  // Sales orders PI (issue #14, decision 0033): the sales chain (team leader → manager → finance from
  // an amount in CNY), the margin step of an order below the GP floor, the purchase side, the cancellation
  // (decided from the order list, filter status=11).
  {
    type: 'salesOrder',
    queue: '/sales/document-audit/salesOrderAudit',
    screen: 'queue',
    counter: 'SaleOrderAuditCount',
    zh: '销售订单待审核',
    en: 'Sales orders to review',
    docType: 'salesOrder',
  },
  {
    type: 'salesOrderMargin',
    queue: '/sales/document-audit/salesOrderMarginAudit',
    screen: 'queue',
    counter: 'SaleOrderMarginAuditCount',
    zh: '销售订单毛利待审核',
    en: 'Sales order margins to review',
    docType: 'salesOrder',
  },
  {
    type: 'salesOrderPurchase',
    queue: '/purchase/document-audit/sales-order',
    screen: 'queue',
    counter: 'PurchaseSaleOrderAuditCount',
    zh: '销售订单待审核（采购）',
    en: 'Sales orders to review (purchasing)',
    docType: 'salesOrder',
  },
  {
    type: 'salesOrderCancel',
    queue: '/sales/salesOrder',
    screen: 'page',
    counter: 'CancelOrderAuditCount',
    zh: '取消订单待审核',
    en: 'Order cancellations to review',
    docType: 'salesOrder',
  },
  // Sales: stocking requests BH — one review, decided by purchasing, queued on both screens (decision 0034)
  {
    type: 'stockingRequest',
    queue: '/sales/document-audit/applystockup',
    extraQueues: ['/forQuotation/stock-approval-list'],
    screen: 'queue',
    counter: 'StockUpAuditCount',
    zh: '备货申请待审核',
    en: 'Stocking requests to review',
    docType: 'stockingRequest',
  },
  // Sales: the sales-side quality check QC of reserved stock — sales leads decide (issue #15, decision 0060)
  {
    type: 'qualityCheck',
    queue: '/sales/document-audit/quality-audit',
    screen: 'queue',
    counter: 'QualityAuditCount',
    zh: '质检待审核',
    en: 'Quality checks to review',
    docType: 'qualityCheck',
  },
  // Sales: spot supply and cash requirements (issue #14, decision 0035)
  {
    type: 'cashRequirement',
    queue: '/sales/document-audit/requirementaudit',
    screen: 'queue',
    counter: 'RequirementAuditCount',
    zh: '需求待审核',
    en: 'Requirements to review',
    docType: 'cashRequirement',
  },
  {
    type: 'spotSupply',
    queue: '/sales/document-audit/salesspotsupply',
    screen: 'queue',
    counter: 'SpotSupplyAuditCount',
    zh: '现货供应待审核',
    en: 'Spot supply to review',
    docType: 'spotSupply',
  },
  {
    type: 'spotSupplyOrder',
    queue: '/purchase/document-audit/spotsupply-order',
    screen: 'queue',
    counter: 'SpotSupplyOrderAuditCount',
    zh: '现货供应单待审核',
    en: 'Spot supply orders to review',
    docType: 'spotSupply',
  },
  // Purchasing: purchase orders PO — decided by 采购主管 or 管理员 (issue #15, decision 0037)
  {
    type: 'purchaseOrder',
    queue: '/purchase/document-audit/purchase-order',
    screen: 'queue',
    counter: 'PurchaseOrderAuditCount',
    zh: '采购订单待审核',
    en: 'Purchase orders to review',
    docType: 'purchaseOrder',
  },
  // Purchasing: inbound inspection JY — decided by 采购主管 or 管理员 (issue #15, decision 0040)
  {
    type: 'inboundInspection',
    queue: '/purchase/document-audit/quality-audit',
    screen: 'queue',
    counter: 'InboundQualityAuditCount',
    zh: '来货质检待审核',
    en: 'Inbound quality checks to review',
    docType: 'inboundInspection',
  },
  // Purchasing: proxy brands DL (franchise lines) — decided by 采购主管 or 管理员 (issue #15, decision 0049);
  // the counter's to-do link opens the list with status=11 (spec §4), the queue decides.
  {
    type: 'proxyBrand',
    queue: '/purchase/document-audit/proxybrand-review',
    screen: 'queue',
    counter: 'ProxyBrandAuditCount',
    zh: '代理品牌待审核',
    en: 'Proxy brands to review',
    docType: 'proxyBrand',
  },
  // Purchasing: internal stock orders NB (issue #15, decision 0057) — 采购主管 or 管理员 decide on the NB
  // screen itself (the spec lists no queue for them); the counter's link opens the list with status=2.
  {
    type: 'internalStockOrder',
    queue: '/purchase/internal-stock-order',
    screen: 'page',
    counter: 'InternalStockOrderAuditCount',
    zh: '内部备货单待审核',
    en: 'Internal stock orders to review',
    docType: 'internalStockOrder',
  },
  // Purchasing: a change to an approved PO's info (issue #15, decision 0041) — 采购主管 or 管理员
  {
    type: 'purchaseOrderInfo',
    queue: '/purchase/document-audit/purchase-orderInfo',
    screen: 'queue',
    counter: 'PurchaseOrderInfoAuditCount',
    zh: '采购单信息待审核',
    en: 'Purchase order changes to review',
  },
  // Shipments CK (issue #16, decision 0046): the credit review before shipping (sales director / manager,
  // finance heads), and the overweight review decided from the shipment list (filter status=2; sales leads)
  {
    type: 'shipmentCredit',
    queue: '/sales/document-audit/deliver-audit',
    screen: 'queue',
    counter: 'DeliverAuditCount',
    zh: '发货待审核（超信用额度）',
    en: 'Shipments over credit to review',
    docType: 'shipment',
  },
  {
    type: 'shipmentOverweight',
    queue: '/sales/sendoutOrder',
    screen: 'page',
    counter: 'OverweightAuditCount',
    zh: '超重待审核',
    en: 'Overweight parcels to review',
    docType: 'shipment',
  },
  // Purchasing's review of a shipment at ship time (issue #16, decision 0053): set in purchase-setup,
  // decided by the purchase leads (采购主管, 采购组长, 管理员)
  {
    type: 'shipmentCargo',
    queue: '/purchase/document-audit/salescargo-review',
    screen: 'queue',
    counter: 'SalesCargoReviewCount',
    zh: '销售发货待审核（采购）',
    en: 'Shipments to review (purchasing)',
    docType: 'shipment',
  },
  // Finance pays (approve) or rejects a buyer's payment request FK (issue #15, decision 0041)
  {
    type: 'payment',
    queue: '/finance/financial/payment',
    screen: 'queue',
    counter: 'PaymentToPayCount',
    zh: '待付款',
    en: 'Payments to make',
    docType: 'payment',
  },
  // Invoice requests FP (issue #17, decision 0051): sales director, finance or 管理员
  {
    type: 'invoiceAudit',
    queue: '/sales/document-audit/invoice-audit',
    screen: 'queue',
    counter: 'InvoiceAuditCount',
    zh: '开票待审核',
    en: 'Invoice requests to review',
    docType: 'invoiceRequest',
  },
  // Receipts SK (issue #17, decision 0054): the sales review, then finance's confirmation (posting)
  {
    type: 'receiptAudit',
    queue: '/sales/document-audit/receiptAudit',
    screen: 'queue',
    counter: 'ReceiptAuditCount',
    zh: '收款待审核',
    en: 'Receipts to review',
    docType: 'receipt',
  },
  {
    type: 'receiptFinance',
    queue: '/finance/review/receiptAudit',
    screen: 'queue',
    counter: 'FinanceReceiptAuditCount',
    zh: '收款待确认',
    en: 'Receipts to confirm',
    docType: 'receipt',
  },
] as const satisfies readonly ReviewTypeDef[];

export type ReviewType = (typeof REVIEW_TYPES)[number]['type'];

const BY_TYPE = new Map<string, ReviewTypeDef>(REVIEW_TYPES.map((r) => [r.type, r]));

export function reviewType(type: string): ReviewTypeDef | undefined {
  return BY_TYPE.get(type);
}

/** A review type with its queue screen, read from REVIEW_TYPES (for constants that name a queue). */
export function reviewQueue<T extends ReviewType>(type: T): { type: T; queue: string } {
  const r = reviewType(type);
  if (!r) throw new Error(`Review type "${type}" is not in REVIEW_TYPES`);
  return { type, queue: r.queue };
}

/** Every screen path (queue and extra queues) that shows the queue of a review type. */
export function reviewQueueScreens(): { path: string; type: string }[] {
  return REVIEW_TYPES.filter((r) => r.screen === 'queue').flatMap((r) =>
    [r.queue, ...((r as ReviewTypeDef).extraQueues ?? [])].map((path) => ({ path, type: r.type })),
  );
}
