import { reviewQueueScreens } from '@partdesk/shared/core/review-types';
import type { ComponentType } from 'react';

/**
 * Screens that exist, by route path (a leaf of packages/shared/src/access/menu-tree.ts). Each loader
 * is a dynamic import, so every module lands in its own chunk. A path without a loader opens the
 * "not available yet" page. When a module lands, it adds its screens here, e.g.
 * `'/sales/salesOrder': () => import('./sales/sales-order-page')`.
 */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * The generic review queue of one review type (docs/api.md "Reviews") as a screen loader. Every queue
 * screen of packages/shared core/review-types (`screen: 'queue'`: its `queue` and `extraQueues`) gets one
 * in REVIEW_SCREENS, so a review type the server serves can never lack its screen (decision 0019); a new
 * review type is a row there, not a line here.
 */
export const reviewScreen =
  (type: string): ScreenLoader =>
  () =>
    import('../kit/review/review-queue-page').then((m) => ({ default: m.reviewQueueScreen(type) }));

/** The review queue screens, derived from the shared list of review types. */
export const REVIEW_SCREENS: Record<string, ScreenLoader> = Object.fromEntries(
  reviewQueueScreens().map(({ path, type }) => [path, reviewScreen(type)]),
);

export const SCREEN_LOADERS: Record<string, ScreenLoader> = {
  '/purchase/internal-stock-order': () =>
    import('./purchase/internal-stock-order/internal-stock-order-list-page'),
  '/sales/gatheringOrder': () => import('./sales/sales-receipt/sales-receipt-list-page'),
  '/finance/receipt/salesReceipt': () => import('./sales/sales-receipt/receipt-line-list-page'),
  '/finance/receipt/receivable': () => import('./sales/sales-receipt/receivable-list-page'),
  '/finance/financial/receiptOrder': () => import('./sales/sales-receipt/receipt-order-list-page'),
  '/purchase/proxybrand': () => import('./purchase/proxy-brand/proxy-brand-list-page'),
  '/finance/receipt/precollected': () => import('./finance/bank-receipt/bank-receipt-list-page'),
  '/finance/financial/receivables': () => import('./finance/receivables/receivables-list-page'),
  '/finance/financial/customer-bill': () => import('./finance/receivables/customer-bill-page'),
  '/finance/financial/abnormal': () => import('./finance/receivables/abnormal-page'),
  '/sales/invoicepage': () => import('./finance/invoice/invoice-list-page'),
  '/finance/financial/invoicestobeIssued': () => import('./finance/invoice/invoice-issue-page'),
  '/finance/financial/requirement': () => import('./finance/invoice/invoice-requirement-page'),
  '/purchase/purchase-deliver': () => import('./purchase/supplier-delivery/supplier-delivery-list-page'),
  '/purchase/receipt': () => import('./purchase/receipt/receipt-list-page'),
  '/purchase/warehousing-approval': () => import('./purchase/receipt/warehousing-approval-page'),
  '/purchase/test': () => import('./purchase/receipt/inspection-list-page'),
  '/purchase/parameterSetting/qualityList': () => import('./purchase/receipt/quality-items-page'),
  '/purchase/parameterSetting/process': () => import('./purchase/receipt/process-steps-page'),
  '/purchase/payment-order': () => import('./purchase/payment-order/payment-order-list-page'),
  '/purchase/purchase-setup': () => import('./purchase/setup/purchase-setup-page'),
  '/purchase/purchase-deliverystats': () => import('./purchase/setup/delivery-stats-page'),
  '/sales/sendoutOrder': () => import('./logistics/shipment/shipment-list-page'),
  '/sales/sales-deliverystats': () => import('./logistics/delivery-stats/delivery-stats-page'),
  '/purchase/purchase-order': () => import('./purchase/purchase-order/purchase-order-list-page'),
  '/purchase/pending-order': () => import('./purchase/purchase-order/pending-order-page'),
  '/purchase/generate-purchase': () => import('./purchase/purchase-order/pending-order-page'),
  '/purchase/new-purchaseorder': () => import('./purchase/purchase-order/new-purchase-order-page'),
  // The named route PurchasingOrder (notifications `?OrderNo=PO…`): the PO detail.
  '/purchase/purchasing-order': () => import('./purchase/purchase-order/purchase-order-detail-page'),
  '/sales/cash_requirement': () => import('./sales/cash-requirement/cash-requirement-list-page'),
  '/sales/checkquality': () => import('./sales/quality-check/quality-check-list-page'),
  '/sales/salespotsupply': () => import('./sales/spot-supply/spot-supply-list-page'),
  '/purchase/spotsupply': () => import('./sales/spot-supply/spot-supply-purchase-list-page'),
  '/sales/salesOrder': () => import('./sales/sales-order/sales-order-list-page'),
  '/sales/parameter-setting': () => import('./sales/cost-param/cost-param-page'),
  '/sales/salesOrderInfo': () => import('./sales/contract/contract-page'),
  '/sales/addOrder': () => import('./sales/sales-order/add-order-page'),
  '/sales/editSalesOrder': () => import('./sales/sales-order/edit-sales-order-page'),
  '/sales/salesOrderDetail': () => import('./sales/sales-order/sales-order-detail-page'),
  '/forQuotation/createdSalesOrder': () => import('./sales/sales-order/created-sales-order-page'),
  '/sales/scheduleSaleOrder': () => import('./sales/sales-order/schedule-sale-order-page'),
  ...REVIEW_SCREENS,
  '/finance/financial/stockcheck_audit': () => import('./inventory/stock-check/stock-check-list-page'),
  '/finance/financial/stockcheck-detail': () => import('./inventory/stock-check/stock-check-detail-page'),
  '/dashboard': () => import('../app/pages/dashboard-page'),
  '/setup/user-list': () => import('./setup/user-list-page'),
  '/setup/user-detail': () => import('./setup/user-detail-page'),
  '/setup/role-list': () => import('./setup/role-list-page'),
  '/setup/dept-list': () => import('./setup/dept-list-page'),
  '/setup/user-test': () => import('./setup/user-test-page'),
  '/setup/dev': () => import('./setup/dev-page'),
  '/setup/dict-list': () => import('./setup/dict-list-page'),
  '/setup/dict-detail': () => import('./setup/dict-detail-page'),
  '/setup/admin-list': () => import('./setup/admin-list-page'),
  '/setup/admin-detail': () => import('./setup/admin-detail-page'),
  '/setup/system-setting': () => import('./setup/system-setting-page'),
  '/crmsystem/customer-management': () => import('./crm/customer-list-page'),
  '/sales/customer-detail': () => import('./crm/customer-detail-page'),
  '/sales/customer-info': () => import('./crm/customer-detail-page'),
  '/crmsystem/customerLibrary': () => import('./crm/pool-page'),
  '/crmsystem/crmsettring': () => import('./crm/crm-setting-page'),
  '/crmsystem/customervisits': () => import('./crm/visits-page'),
  '/crmsystem/customertrade': () => import('./crm/trade-page'),
  '/crmsystem/crmbalancerefund': () => import('./crm/balance-refund-page'),
  '/product/product-information': () => import('./product/part-list-page'),
  '/product/brand-manage': () => import('./product/brand-list-page'),
  '/finance/stocksSummary': () => import('./stock/stock-summary-page'),
  '/finance/business-processing/inventory-statistics': () => import('./stock/inventory-statistics-page'),
  '/purchase/parameterSetting/warehouse': () => import('./inventory/warehouse/warehouse-page'),
  '/finance/currency-detail': () => import('./finance/rates/currency-detail-page'),
  '/finance/finance-setup/account': () => import('./finance/lock-date/lock-date-page'),
  '/finance/finance-setup/express': () => import('./logistics/courier/courier-page'),
  '/finance/finance-setup/workdocking': () => import('./logistics/forwarder/forwarder-page'),
  '/finance/finance-setup/declare': () => import('./logistics/declare/declare-page'),
  '/forQuotation/rfq-menu': () => import('./inquiry/inquiry-list-page'),
  '/forQuotation/rfq-detail_edit': () => import('./inquiry/inquiry-edit-page'),
  '/forQuotation/rfq-detail_quote': () => import('./inquiry/inquiry-quote-page'),
  '/forQuotation/purchase-rfqlibrary': () => import('./inquiry/rfq-library-page'),
  '/forQuotation/new-purchasequote': () => import('./inquiry/new-purchase-quote-page'),
  '/forQuotation/purchase-quote': () => import('./inquiry/purchase-quote-list-page'),
  '/forQuotation/seas-library': () => import('./sourcing-extra/seas-page'),
  '/forQuotation/purchase-request': () => import('./sourcing-extra/purchase-request-page'),
  '/demand/demandmanagement': () => import('./demand/demand-page'),
  '/forQuotation/quotation': () => import('./quote/quote-list-page'),
  '/forQuotation/detail-quotation': () => import('./quote/quote-detail-page'),
  '/forQuotation/quote-record': () => import('./quote/quote-record-page'),
  '/purchase/parameterSetting/profitMargin': () => import('./quote/profit-margin-page'),
  '/purchase/parameterSetting/cashPrice': () => import('./inventory/cash-price/cash-price-list-page'),
  '/product/cashStock': () => import('./inventory/cash-stock/cash-stock-list-page'),
  '/purchase/supplierControl/supplier': () => import('./purchase/supplier/supplier-list-page'),
  '/purchase/supplierControl/supplier-detail': () => import('./purchase/supplier/supplier-detail-page'),
  '/purchase/supplierControl/supplierNameDetail': () => import('./purchase/supplier/supplier-names-page'),
  '/product/supplier': () => import('./purchase/supplier/product-supplier-page'),
  '/purchase/supplierControl/channelInventory': () => import('./purchase/channel/channel-inventory-page'),
  '/product/internationalinventory': () => import('./purchase/channel/international-inventory-page'),
};
