import { BUTTON_CODES, screenNodes } from '@partdesk/shared/access/menu-tree';
import type { DataScopeKind } from '../../core/access/access.js';

/** The roles of spec §6 (plus technical support) with data scope and default grants. Data, not code. */
export interface RoleSeed {
  name: string;
  nameEn: string;
  scope: DataScopeKind;
  menus: string[];
  /** Button codes held on every granted screen. */
  buttons: string[];
  /** `menu:button` grants withheld although the role holds the menu and the button code. */
  denyGrants?: string[];
}

const SCREENS = screenNodes().map((n) => n.code);

/**
 * Master data that sales and price checkers read but do not maintain: they hold the parts and brand
 * screens without buttons. Purchasing keeps parts and brands (0103 add/edit; leads 0102 enable/disable
 * and the franchised flag); inquiries and quotes create parts on first sight through the product
 * module's findOrCreatePart, not through these screens.
 */
export const PRODUCT_READ_ONLY = ['product/product-information', 'product/brand-manage'].flatMap((m) =>
  BUTTON_CODES.map((b) => `${m}:${b}`),
);

/**
 * Transfer and return-to-pool (button 0102 "transfer and delete" on the customer screens) belong to
 * 销售总监, 管理员 and 外贸销售兼总监助理 only (spec §6); the other sales leads hold the screens without it.
 */
export const NO_CUSTOMER_TRANSFER = ['crmsystem/customer-management:0102', 'crmsystem/customerLibrary:0102'];

/**
 * Expands patterns in order: exact codes, `prefix/*` for everything below, `!pattern` to remove.
 * A later pattern overrides an earlier one, so a lead's list can re-add what the base list removed.
 */
export function expand(patterns: string[]): string[] {
  const m = (code: string, p: string) => (p.endsWith('/*') ? code.startsWith(p.slice(0, -1)) : code === p);
  const held = new Set<string>();
  for (const raw of patterns) {
    const remove = raw.startsWith('!');
    const p = remove ? raw.slice(1) : raw;
    for (const c of SCREENS) if (m(c, p)) remove ? held.delete(c) : held.add(c);
  }
  return SCREENS.filter((c) => held.has(c));
}

const COMMON = [
  'dashboard',
  'email/email',
  'achievements/myquestionnaire',
  'oa/performance/employeeselfassessment',
];
const SALES = [
  ...COMMON,
  'forQuotation/rfq-menu',
  'forQuotation/rfq-detail_edit',
  'forQuotation/rfq-detail_quote',
  'forQuotation/quotation',
  'forQuotation/detail-quotation',
  'forQuotation/createdSalesOrder',
  'forQuotation/seas-library',
  'forQuotation/quote-record',
  'forQuotation/purchase-request',
  'sales/*',
  '!sales/document-audit/*',
  '!sales/sales-setup',
  '!sales/parameter-setting',
  'crmsystem/customer-management',
  'crmsystem/customervisits',
  'crmsystem/customerLibrary',
  'crmsystem/customertrade',
  'crmsystem/crmbalancerefund',
  'demand/demandmanagement',
  'workbench/sale-work',
  'statistics/sales',
  'product/product-information',
  'product/cashStock',
  'product/brand-manage',
  // The sales-side read-only supplier list (no bank accounts, no edit; decision 0038).
  'product/supplier',
  // The suppliers' stock lists, searched (decision 0044; no bank data there).
  'product/internationalinventory',
  // Money that arrived, to claim for their customers (PendingClaimCount; decision 0050).
  'finance/receipt/precollected',
  // Their customers' receivables with ageing and statements (decision 0056).
  'finance/financial/receivables',
  'finance/financial/customer-bill',
];
const SALES_LEAD = [
  ...SALES,
  'sales/document-audit/*',
  'sales/sales-setup',
  'sales/parameter-setting',
  'forQuotation/Quotation-review',
  'forQuotation/quote-approval-list',
  'forQuotation/forward-review',
  'crmsystem/reviewcustomer/*',
  // Credit limits and balance refunds are finance's reviews (docs/decisions: CRM operations).
  '!crmsystem/reviewcustomer/credit-audit',
  '!sales/document-audit/balancerefund-audit',
  'crmsystem/crmsettring',
  'statistics/*',
  'oa/performance/*',
  'demand/demandaudit',
];
const PURCHASE = [
  ...COMMON,
  'forQuotation/purchase-quote',
  'forQuotation/purchase-rfqlibrary',
  'forQuotation/new-purchasequote',
  'forQuotation/purchase-request',
  'product/*',
  'purchase/*',
  // Approved cash requirements with their matching own stock (decision 0035).
  'sales/cash_requirement',
  '!purchase/document-audit/*',
  '!purchase/parameterSetting/*',
  // Goods are received and inspected by the warehouse, never by buyers (decision 0040).
  '!purchase/receipt',
  '!purchase/test',
  // The purchasing settings (PO review threshold, default terms, inbound warehouses) are the leads' (decision 0048).
  '!purchase/purchase-setup',
  'workbench/purchase-work',
  'statistics/purchase',
  // Stock checks are counted by purchasing (no warehouse role yet) and reviewed by finance (decision 0027).
  'finance/financial/stockcheck_audit',
  'finance/financial/stockcheck-detail',
];
const PURCHASE_LEAD = [
  ...PURCHASE,
  'purchase/document-audit/*',
  // The purchase-side review opens the order it decides (the server shows only the orders pending them).
  'sales/salesOrderDetail',
  'purchase/parameterSetting/*',
  'purchase/purchase-setup',
  'forQuotation/purchase-requestaudit',
  'forQuotation/stock-approval-list',
  'sales/document-audit/applystockup',
  'statistics/purchasegroup',
  'oa/performance/*',
];
/**
 * The warehouse 仓管员 (decisions 0040, 0043): receives goods against POs and inspects them (never decides
 * the inspection); picks, packs and ships the notified sales orders (button 0103 on the shipment screen).
 * Scope "all": it works on every buyer's POs and every salesperson's orders, through these screens only;
 * it reads the delivery statistics of every shipment (decision 0047).
 */
const WAREHOUSE = [
  ...COMMON,
  'purchase/receipt',
  'purchase/warehousing-approval',
  'purchase/test',
  'product/cashStock',
  'sales/sendoutOrder',
  // Shipments per month, courier and country (decision 0047).
  'sales/sales-deliverystats',
  // Records the results of the sales-side quality checks (decision 0060).
  'sales/checkquality',
];
const PRICE_CHECKER = [
  ...COMMON,
  'forQuotation/purchase-rfqlibrary',
  'forQuotation/new-purchasequote',
  'forQuotation/purchase-quote',
  'product/product-information',
  'product/brand-manage',
];
const FINANCE = [
  ...COMMON,
  'finance/*',
  'sales/gatheringOrder',
  'sales/invoicepage',
  'sales/allowance_order',
  'sales/document-audit/receiptAudit',
  'sales/document-audit/invoice-audit',
  'sales/document-audit/allowance',
  'sales/document-audit/balancerefund-audit',
  'sales/document-audit/rebate-audit',
  // The finance step of the sales-order chain (from an amount in CNY, decision 0033).
  'sales/document-audit/salesOrderAudit',
  'sales/salesOrderDetail',
  'purchase/payment-order',
  'purchase/invoice',
  'purchase/document-audit/invoice-review',
  'crmsystem/reviewcustomer/credit-audit',
  'crmsystem/crmbalancerefund',
  'statistics/*',
  'datamanage/exportdata',
];
/** Sales see their orders' shipments but never change them: button 0103 on the shipment screen is the warehouse's. */
const NO_SHIPMENT_WRITE = ['sales/sendoutOrder:0103'];
/** Sales claim bank receipts but never record them: button 0101 on the pre-collected screen is finance's (decision 0050). */
const NO_RECEIPT_RECORD = ['finance/receipt/precollected:0101'];
const SUPPORT = [...COMMON, 'setup/*', 'datamanagement/*', 'datamanage/*'];

const sales = (name: string, nameEn: string, lead = false, transfer = false): RoleSeed => ({
  name,
  nameEn,
  scope: 'sales',
  menus: expand(lead ? SALES_LEAD : SALES),
  buttons: lead ? [...BUTTON_CODES] : ['0101', '0103'],
  denyGrants: [
    ...(transfer ? [] : NO_CUSTOMER_TRANSFER),
    ...PRODUCT_READ_ONLY,
    ...NO_SHIPMENT_WRITE,
    ...NO_RECEIPT_RECORD,
  ],
});
const purchase = (
  name: string,
  nameEn: string,
  menus: string[],
  lead = false,
  denyGrants: string[] = [],
): RoleSeed => ({
  name,
  nameEn,
  scope: 'purchase',
  menus: expand(menus),
  buttons: lead ? [...BUTTON_CODES] : ['0101', '0103'],
  denyGrants,
});
/**
 * The finance heads decide the credit review of shipments (deliver-audit, decision 0046) beside the
 * sales director and manager; accountants do not.
 */
const FINANCE_HEAD = [...FINANCE, 'sales/document-audit/deliver-audit'];
const finance = (name: string, nameEn: string, head = false): RoleSeed => ({
  name,
  nameEn,
  scope: 'all',
  menus: expand(head ? FINANCE_HEAD : FINANCE),
  buttons: [...BUTTON_CODES],
});

export const ROLE_SEEDS: RoleSeed[] = [
  { name: '管理员', nameEn: 'Administrator', scope: 'all', menus: SCREENS, buttons: [...BUTTON_CODES] },
  sales('销售总监', 'Sales director', true, true),
  sales('销售经理', 'Sales manager', true),
  sales('销售主管', 'Sales supervisor', true),
  sales('销售组长', 'Sales team leader', true),
  sales('销售员', 'Salesperson'),
  sales('销售员代理', 'Sales agent'),
  sales('开发销售', 'Business development sales'),
  sales('跟单销售', 'Order follow-up sales'),
  sales('初级销售', 'Junior salesperson'),
  sales('中级销售', 'Intermediate salesperson'),
  sales('高级销售', 'Senior salesperson'),
  sales('外贸销售兼总监助理', 'Export sales and director assistant', true, true),
  purchase('采购主管', 'Purchasing head', PURCHASE_LEAD, true),
  purchase('采购组长', 'Purchasing team leader', PURCHASE_LEAD, true),
  purchase('采购员', 'Buyer', PURCHASE),
  purchase('国际采购员', 'International buyer', PURCHASE),
  purchase('查价员', 'Price checker', PRICE_CHECKER, false, PRODUCT_READ_ONLY),
  finance('会计专员', 'Accountant'),
  finance('会计专员-1', 'Accountant 1'),
  finance('应收会计', 'Receivables accountant'),
  finance('财务主管', 'Finance head', true),
  finance('财务总监', 'Finance director', true),
  {
    name: '仓管员',
    nameEn: 'Warehouse keeper',
    scope: 'all',
    menus: expand(WAREHOUSE),
    buttons: ['0101', '0103'],
  },

  {
    name: '技术支持',
    nameEn: 'Technical support',
    scope: 'all',
    menus: expand(SUPPORT),
    buttons: [...BUTTON_CODES],
  },
];
