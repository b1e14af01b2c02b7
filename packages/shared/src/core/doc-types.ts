import { NAMED_ROUTES, type RouteName } from '../access/menu-tree.js';

/**
 * The document types (docs/api.md "Documents"; one row per type of the domain notes): the number prefix of each series (PI, PO, B, FK
 * fixed by the spec; the others as suggested there), its name, and the screen that opens a document of
 * that type. Client-safe: the web opens a notification by the prefix of its `No` (`routeForDocNo`).
 *
 * `route` is a path of access/menu-tree.ts; the screen receives the number as query `OrderNo`. For the
 * four prefixes the spec fixes, `routeName` is its named route (spec §2: SalesOrder, PurchasingOrder,
 * RFQmenu, Payment) and `route` is that route's path. `detailRoute` names a detail screen where the tree
 * has one. Prefixes are letters only and no prefix is another's full letter run, so the leading letters
 * of a number (`BJ2611220001` → `BJ`) identify its type.
 */
export interface DocTypeDef {
  /** Type key used on the wire (`type=` of the document routes) and by the server registries. */
  type: string;
  prefix: string;
  zh: string;
  en: string;
  route: string;
  routeName?: RouteName;
  detailRoute?: string;
}

export const DOC_NO_QUERY = 'OrderNo';

export const DOC_TYPES = [
  { type: 'demand', prefix: 'XQ', zh: '需求单', en: 'Demand order', route: '/demand/demandmanagement' },
  {
    type: 'inquiry',
    prefix: 'B',
    zh: '询价单',
    en: 'Inquiry',
    route: NAMED_ROUTES.RFQmenu,
    routeName: 'RFQmenu',
    detailRoute: '/forQuotation/rfq-detail_quote',
  },
  {
    type: 'purchaseQuote',
    prefix: 'CB',
    zh: '采购报价',
    en: 'Purchase quote',
    route: '/forQuotation/purchase-quote',
  },
  {
    type: 'salesQuote',
    prefix: 'BJ',
    zh: '报价单',
    en: 'Sales quote',
    route: '/forQuotation/detail-quotation',
    detailRoute: '/forQuotation/detail-quotation',
  },
  {
    type: 'purchaseRequest',
    prefix: 'CS',
    zh: '采购申请',
    en: 'Purchase request',
    route: '/forQuotation/purchase-request',
  },
  {
    type: 'salesOrder',
    prefix: 'PI',
    zh: '销售订单',
    en: 'Sales order',
    route: NAMED_ROUTES.SalesOrder,
    routeName: 'SalesOrder',
    detailRoute: '/sales/salesOrderDetail',
  },
  {
    type: 'stockingRequest',
    prefix: 'BH',
    zh: '备货申请',
    en: 'Stocking request',
    route: '/sales/document-audit/applystockup',
  },
  { type: 'spotSupply', prefix: 'XH', zh: '现货供应', en: 'Spot supply', route: '/sales/salespotsupply' },
  {
    type: 'cashRequirement',
    prefix: 'XR',
    zh: '现货需求',
    en: 'Spot requirement',
    route: '/sales/cash_requirement',
  },
  { type: 'shipment', prefix: 'CK', zh: '发货单', en: 'Shipment', route: '/sales/sendoutOrder' },
  { type: 'receipt', prefix: 'SK', zh: '收款单', en: 'Receipt', route: '/sales/gatheringOrder' },
  {
    type: 'bankReceipt',
    prefix: 'YS',
    zh: '银行收款',
    en: 'Bank receipt',
    route: '/finance/receipt/precollected',
  },
  {
    type: 'invoiceRequest',
    prefix: 'FP',
    zh: '开票申请',
    en: 'Invoice request',
    route: '/sales/invoicepage',
  },
  { type: 'allowance', prefix: 'ZR', zh: '折让单', en: 'Allowance', route: '/sales/allowance_order' },
  {
    type: 'afterSalesReturn',
    prefix: 'TH',
    zh: '售后退货',
    en: 'After-sales return',
    route: '/sales/aftersale/returncargo',
  },
  {
    type: 'afterSalesRefund',
    prefix: 'TK',
    zh: '售后退款',
    en: 'After-sales refund',
    route: '/sales/aftersale/sales-refund',
  },
  {
    type: 'partnerReturn',
    prefix: 'HT',
    zh: '同行退货',
    en: 'Partner return',
    route: '/sales/partner-returns',
  },
  { type: 'sample', prefix: 'YP', zh: '样品单', en: 'Sample', route: '/sales/sample' },
  { type: 'qualityCheck', prefix: 'QC', zh: '质检单', en: 'Quality check', route: '/sales/checkquality' },
  { type: 'rebate', prefix: 'FL', zh: '返点单', en: 'Rebate', route: '/sales/document-audit/rebate-audit' },
  {
    type: 'balanceRefund',
    prefix: 'YT',
    zh: '余额退款',
    en: 'Balance refund',
    route: '/crmsystem/crmbalancerefund',
  },
  {
    type: 'purchaseOrder',
    prefix: 'PO',
    zh: '采购订单',
    en: 'Purchase order',
    route: NAMED_ROUTES.PurchasingOrder,
    routeName: 'PurchasingOrder',
    detailRoute: '/purchase/purchasing-order',
  },
  {
    type: 'payment',
    prefix: 'FK',
    zh: '付款单',
    en: 'Payment',
    route: NAMED_ROUTES.Payment,
    routeName: 'Payment',
  },
  {
    type: 'purchaseDelivery',
    prefix: 'RK',
    zh: '采购入库单',
    en: 'Goods received note',
    route: '/purchase/receipt',
  },
  {
    type: 'inboundInspection',
    prefix: 'JY',
    zh: '来货检验',
    en: 'Inbound inspection',
    route: '/purchase/test',
  },
  {
    type: 'supplierDelivery',
    prefix: 'DH',
    zh: '供应商到货',
    en: 'Supplier delivery',
    route: '/purchase/purchase-deliver',
  },
  {
    type: 'purchaseReturn',
    prefix: 'CT',
    zh: '采购退货',
    en: 'Purchase return',
    route: '/purchase/return-goods',
  },
  {
    type: 'purchaseInvoice',
    prefix: 'CP',
    zh: '采购发票',
    en: 'Purchase invoice',
    route: '/purchase/invoice',
  },
  { type: 'proxyBrand', prefix: 'DL', zh: '代理品牌', en: 'Proxy brand', route: '/purchase/proxybrand' },
  {
    type: 'internalStockOrder',
    prefix: 'NB',
    zh: '内部备货单',
    en: 'Internal stock order',
    route: '/purchase/internal-stock-order',
  },
  {
    type: 'stockCheck',
    prefix: 'PD',
    zh: '盘点单',
    en: 'Stock check',
    route: '/finance/financial/stockcheck_audit',
    detailRoute: '/finance/financial/stockcheck-detail',
  },
  {
    type: 'customerRecharge',
    prefix: 'CZ',
    zh: '客户充值',
    en: 'Customer recharge',
    route: '/finance/financial/customer-recharge',
  },
  {
    type: 'customerVisit',
    prefix: 'BF',
    zh: '客户拜访',
    en: 'Customer visit',
    route: '/crmsystem/customervisits',
  },
  {
    type: 'performanceReview',
    prefix: 'KP',
    zh: '绩效考核',
    en: 'Performance review',
    route: '/oa/performance/performance',
  },
  {
    type: 'personnelApplication',
    prefix: 'SQ',
    zh: '人事申请',
    en: 'Personnel application',
    route: '/oa/personnelmatters/applyfor',
  },
] as const satisfies readonly DocTypeDef[];

export type DocType = (typeof DOC_TYPES)[number]['type'];

/**
 * Document types without a number series (history, attachments and reviews of records): a customer, a
 * contact, a level / credit change request on a customer, a pool claim, a customer transfer request, a supplier.
 * With DOC_TYPES, the types a server document descriptor may have (core/documents define-document.ts).
 */
export const RECORD_TYPES = [
  'customer',
  'contact',
  'customerLevel',
  'customerCredit',
  'poolClaim',
  'customerTransfer',
  'customerBalanceMove',
  'supplier',
  'purchaseOrderChange',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** The detail screens of record types that have one (opened with `?id=`), like DOC_TYPES `detailRoute`. */
export const RECORD_DETAIL_ROUTES: Partial<Record<RecordType, string>> = {
  customer: '/sales/customer-detail',
  supplier: '/purchase/supplierControl/supplier-detail',
};

/**
 * Every document detail screen (`?id=`) with its type: DOC_TYPES `detailRoute`s and RECORD_DETAIL_ROUTES.
 * Each one shows the kit's trace tab (DocumentTabs, decision 0018; a web test holds the screens to it).
 */
export function documentDetailRoutes(): { type: string; route: string }[] {
  const numbered = DOC_TYPES.flatMap((d) =>
    'detailRoute' in d ? [{ type: d.type, route: d.detailRoute }] : [],
  );
  const records = Object.entries(RECORD_DETAIL_ROUTES).map(([type, route]) => ({ type, route: route! }));
  return [...numbered, ...records];
}
export type DocPrefix = (typeof DOC_TYPES)[number]['prefix'];

const BY_TYPE = new Map<string, DocTypeDef>(DOC_TYPES.map((d) => [d.type, d]));
const BY_PREFIX = new Map<string, DocTypeDef>(DOC_TYPES.map((d) => [d.prefix, d]));

export function docType(type: string): DocTypeDef | undefined {
  return BY_TYPE.get(type);
}

export function docTypeByPrefix(prefix: string): DocTypeDef | undefined {
  return BY_PREFIX.get(prefix.toUpperCase());
}

/** The type of a document number by its leading letters (`PI2611220001` → sales order). */
export function docTypeByNo(no: string | null | undefined): DocTypeDef | undefined {
  const letters = /^[A-Za-z]+/.exec(no ?? '')?.[0];
  return letters ? docTypeByPrefix(letters) : undefined;
}

/** Where a notification click on this number goes: `{ path, query: { OrderNo } }`, or undefined. */
export function routeForDocNo(
  no: string | null | undefined,
): { path: string; query: Record<string, string> } | undefined {
  const def = docTypeByNo(no);
  return def ? { path: def.route, query: { [DOC_NO_QUERY]: String(no) } } : undefined;
}
