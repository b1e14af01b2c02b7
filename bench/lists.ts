/**
 * The list scenarios of `npm run bench -- --lists` (bench/run.ts): each list is captured as `name`
 * and measured through the product and beside its bare SQL twin (`<name>-bare`). A new list of the
 * product gets its row here.
 */
export interface ListScenario {
  name: string;
  what: string;
  path: string;
  account: string;
  body: object;
}

export const LISTS: ListScenario[] = [
  {
    name: 'sales-orders',
    what: 'POST /merchant/sale/salesorder/Query as sales.rep (data scope: sales), sorted by CreatedAt desc, page 20, exact TotalCount',
    path: '/merchant/sale/salesorder/Query',
    account: 'sales.rep',
    body: { pageIndex: 1, pageSize: 20, sortField: 'CreatedAt', sortOrder: 'desc' },
  },
  {
    name: 'sales-orders-admin',
    what: 'POST /merchant/sale/salesorder/Query as admin (scope all), status=7 (rejected), page 20, exact TotalCount',
    path: '/merchant/sale/salesorder/Query',
    account: 'admin',
    body: { pageIndex: 1, pageSize: 20, status: [7] },
  },
  {
    name: 'purchase-orders',
    what: 'POST /merchant/purchase/purchaseorder/Query as buyer (data scope: own POs), page 20, exact TotalCount',
    path: '/merchant/purchase/purchaseorder/Query',
    account: 'buyer',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'suppliers',
    what: 'POST /merchant/purchase/supplier/Query as buyer (every supplier), Keyword "ar", page 20',
    path: '/merchant/purchase/supplier/Query',
    account: 'buyer',
    body: { pageIndex: 1, pageSize: 20, Keyword: 'ar' },
  },
  {
    name: 'channel-search',
    what: 'POST /merchant/product/internationalinventory/Query as sales.rep, MPN prefix "BCH012345" (10 rows of 1 M with --channel), page 20, exact TotalCount',
    path: '/merchant/product/internationalinventory/Query',
    account: 'sales.rep',
    body: { pageIndex: 1, pageSize: 20, Mpn: 'BCH012345' },
  },
  {
    name: 'supplier-deliveries',
    what: 'POST /merchant/purchase/supplierdelivery/Query as buyer (data scope: the POs they own), page 20, exact TotalCount',
    path: '/merchant/purchase/supplierdelivery/Query',
    account: 'buyer',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'payment-orders',
    what: 'POST /merchant/purchase/paymentorder/Query as buyer (data scope: own requests), page 20, exact TotalCount',
    path: '/merchant/purchase/paymentorder/Query',
    account: 'buyer',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'receipts',
    what: 'POST /merchant/purchase/receipt/Query as warehouse (every RK, decision 0040), page 20, exact TotalCount',
    path: '/merchant/purchase/receipt/Query',
    account: 'warehouse',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'warehousing-approval',
    what: 'POST /merchant/purchase/warehousingapproval/Query as warehouse (RKs awaiting inspection), page 20',
    path: '/merchant/purchase/warehousingapproval/Query',
    account: 'warehouse',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'inspections',
    what: 'POST /merchant/purchase/inspection/Query as warehouse (every JY), page 20, exact TotalCount',
    path: '/merchant/purchase/inspection/Query',
    account: 'warehouse',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'channel-lists',
    what: 'POST /merchant/purchase/channelinventory/Query as buyer (the imported lists per supplier), page 20',
    path: '/merchant/purchase/channelinventory/Query',
    account: 'buyer',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'shipments',
    what: 'POST /merchant/logistics/shipment/Query as sales.rep (data scope: the shipments of own orders), page 20, exact TotalCount',
    path: '/merchant/logistics/shipment/Query',
    account: 'sales.rep',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'bank-receipts',
    what: 'POST /merchant/finance/bankreceipt/Query as sales.rep (receipts to claim + own claims, decision 0050), page 20, exact TotalCount',
    path: '/merchant/finance/bankreceipt/Query',
    account: 'sales.rep',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'invoice-requests',
    what: 'POST /merchant/finance/invoice/Query as sales.rep (data scope: own orders, decision 0051), page 20, exact TotalCount',
    path: '/merchant/finance/invoice/Query',
    account: 'sales.rep',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'proxy-brands',
    what: 'POST /merchant/purchase/proxybrand/Query as buyer (every franchise line, decision 0049), page 20, exact TotalCount',
    path: '/merchant/purchase/proxybrand/Query',
    account: 'buyer',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'customers',
    what: 'POST /merchant/crm/customer/Query as sales.rep (data scope: own), sorted by CreatedAt desc, page 20',
    path: '/merchant/crm/customer/Query',
    account: 'sales.rep',
    body: { pageIndex: 1, pageSize: 20, sortField: 'CreatedAt', sortOrder: 'desc' },
  },
  {
    name: 'customers-admin',
    what: 'POST /merchant/crm/customer/Query as admin (scope all), Name filter "Sh", page 20',
    path: '/merchant/crm/customer/Query',
    account: 'admin',
    body: { pageIndex: 1, pageSize: 20, Name: 'Sh' },
  },
  {
    name: 'pool',
    what: 'POST /merchant/crm/pool/Query as sales.rep (ownerless active, masked contacts), page 20',
    path: '/merchant/crm/pool/Query',
    account: 'sales.rep',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'inquiries',
    what: 'POST /merchant/forqutation/inquiry/Query as sales.rep (data scope: own), page 20',
    path: '/merchant/forqutation/inquiry/Query',
    account: 'sales.rep',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'rfq-library',
    what: 'POST /merchant/forqutation/rfqlibrary/Query as buyer (every live inquiry line), page 20',
    path: '/merchant/forqutation/rfqlibrary/Query',
    account: 'buyer',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'purchase-quotes',
    what: 'POST /merchant/forqutation/purchasequote/Query as buyer (data scope: own), page 20',
    path: '/merchant/forqutation/purchasequote/Query',
    account: 'buyer',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'stock-summary',
    what: 'POST /merchant/finance/stocksummary/Query as accountant (lots with stock, valued, age bucket), page 20',
    path: '/merchant/finance/stocksummary/Query',
    account: 'accountant',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'quotes',
    what: 'POST /merchant/forqutation/quotation/Query as sales.rep (data scope: own), page 20',
    path: '/merchant/forqutation/quotation/Query',
    account: 'sales.rep',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'stock-checks',
    what: 'POST /merchant/inventory/stockcheck/Query as buyer (data scope: own), page 20',
    path: '/merchant/inventory/stockcheck/Query',
    account: 'buyer',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'warehouses',
    what: 'POST /merchant/inventory/warehouse/Query as purchase.head (warehouses with their on hand), page 20',
    path: '/merchant/inventory/warehouse/Query',
    account: 'purchase.head',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'warehouse-zones',
    what: 'POST /merchant/inventory/warehousezone/Query as purchase.head (zones with their on hand), page 20',
    path: '/merchant/inventory/warehousezone/Query',
    account: 'purchase.head',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'warehouse-locations',
    what: 'POST /merchant/inventory/warehouselocation/Query as purchase.head (locations with their zone and warehouse), page 20',
    path: '/merchant/inventory/warehouselocation/Query',
    account: 'purchase.head',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'cash-price-rules',
    what: 'POST /merchant/purchase/cashprice/Query as purchase.head, page 20',
    path: '/merchant/purchase/cashprice/Query',
    account: 'purchase.head',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'currency-rates',
    what: "POST /merchant/finance/currencyrate/Query as accountant (today's rate per currency), page 20",
    path: '/merchant/finance/currencyrate/Query',
    account: 'accountant',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'rate-history',
    what: 'POST /merchant/finance/currencyrate/history/Query as accountant (every save), page 20',
    path: '/merchant/finance/currencyrate/history/Query',
    account: 'accountant',
    body: { pageIndex: 1, pageSize: 20 },
  },
  {
    name: 'cash-stock',
    what: 'POST /merchant/product/cashstock/Query as sales.rep (own stock: passed lots with stock, no cost), by MPN, page 20',
    path: '/merchant/product/cashstock/Query',
    account: 'sales.rep',
    body: { pageIndex: 1, pageSize: 20 },
  },
];
