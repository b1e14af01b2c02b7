import { defineResource, type FieldDef } from '../../resource/define.js';
import {
  RECEIPT_ORDER_MENU,
  RECEIPT_SOURCE,
  RECEIVABLE_MENU,
  SALES_RECEIPT_LINES_MENU,
  SALES_RECEIPT_MENU,
  SALES_RECEIPT_STATUS as S,
} from './sales-receipt.codes.js';

const L = (k: string) => `resources.salesReceipt.${k}`;

export const RECEIPT_STATUS_OPTIONS = [
  { value: S.pendingSales, label: L('status1'), color: 'orange' },
  { value: S.pendingFinance, label: L('status2'), color: 'blue' },
  { value: S.posted, label: L('status3'), color: 'green' },
  { value: S.rejected, label: L('status4'), color: 'red' },
] as const;

export const RECEIPT_SOURCE_OPTIONS = [
  { value: RECEIPT_SOURCE.bankReceipt, label: L('source1') },
  { value: RECEIPT_SOURCE.balance, label: L('source2') },
] as const;

export const PAY_STATUS_OPTIONS = [
  { value: 1, label: L('payStatus1'), color: 'default' },
  { value: 2, label: L('payStatus2'), color: 'orange' },
  { value: 3, label: L('payStatus3'), color: 'green' },
] as const;

const currency = {
  name: 'Currency',
  kind: 'lookup',
  lookup: 'currencies',
  label: L('Currency'),
  list: { width: 70 },
  filter: 'eq',
} as const;
const created = {
  name: 'CreatedAt',
  kind: 'datetime',
  label: 'resources.common.CreatedAt',
  list: true,
  filter: 'range',
  sort: true,
} as const;

/**
 * sales/gatheringOrder and finance/financial/receiptOrder (POST /merchant/sale/receipt/Query): receipts
 * SK, data scope on the salesperson who made them; finance (the confirmation queue) sees all.
 */
export const salesReceiptResource = defineResource({
  name: 'sales.salesReceipt',
  title: L('title'),
  menu: SALES_RECEIPT_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/sale/receipt/Query',
    export: '/merchant/sale/receipt/Export',
    detail: '/merchant/sale/receipt/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    { name: 'CustomerName', kind: 'text', label: L('CustomerName'), list: { width: 200 }, filter: 'like' },
    { name: 'OrderNos', kind: 'text', label: L('OrderNos'), list: { width: 180 }, filter: 'like' },
    currency,
    { name: 'Amount', kind: 'money', label: L('Amount'), list: { width: 110 }, sort: true },
    { name: 'Allocated', kind: 'money', label: L('Allocated'), list: { width: 110 } },
    { name: 'ToBalance', kind: 'money', label: L('ToBalance'), list: { width: 100 } },
    {
      name: 'Source',
      kind: 'enum',
      label: L('Source'),
      options: RECEIPT_SOURCE_OPTIONS,
      list: { width: 130 },
      filter: 'eq',
    },
    { name: 'BankReceiptNo', kind: 'text', label: L('BankReceiptNo'), list: { width: 140 }, filter: 'like' },
    {
      name: 'status',
      kind: 'enum',
      label: L('Status'),
      options: RECEIPT_STATUS_OPTIONS,
      list: { width: 110 },
      filter: 'in',
    },
    { name: 'PostedOn', kind: 'date', label: L('PostedOn'), list: { width: 110 } },
    { name: 'OwnerName', kind: 'text', label: L('OwnerName'), list: { width: 100 } },
    { name: 'Remark', kind: 'text', label: L('Remark'), list: { hidden: true } },
    { name: 'TenantId', kind: 'lookup', lookup: 'tenants', label: 'resources.common.Tenant', filter: 'eq' },
    created,
    { name: 'Version', kind: 'number', integer: true, label: L('No'), detail: false, list: { hidden: true } },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
});

/** The same list on finance's receipt-order screen. */
export const receiptOrderResource = defineResource({
  ...salesReceiptResource,
  name: 'finance.receiptOrder',
  menu: RECEIPT_ORDER_MENU,
  api: {
    list: '/merchant/finance/receiptorder/Query',
    export: '/merchant/finance/receiptorder/Export',
    detail: '/merchant/sale/receipt/:id',
  },
});

/**
 * finance/receipt/salesReceipt (POST /merchant/sale/receipt/line/Query): what each receipt gave each
 * order, one row per receipt line; the receipt's row rule.
 */
export const receiptLineResource = defineResource({
  name: 'sales.receiptLine',
  title: L('linesTitle'),
  menu: SALES_RECEIPT_LINES_MENU,
  rowKey: 'Id',
  api: { list: '/merchant/sale/receipt/line/Query', export: '/merchant/sale/receipt/line/Export' },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    { name: 'OrderNo', kind: 'text', label: L('OrderNo'), list: { width: 150 }, filter: 'like' },
    { name: 'CustomerName', kind: 'text', label: L('CustomerName'), list: { width: 200 }, filter: 'like' },
    currency,
    { name: 'Amount', kind: 'money', label: L('LineAmount'), list: { width: 110 }, sort: true },
    {
      name: 'status',
      kind: 'enum',
      label: L('Status'),
      options: RECEIPT_STATUS_OPTIONS,
      list: { width: 110 },
      filter: 'in',
    },
    { name: 'PostedOn', kind: 'date', label: L('PostedOn'), list: { width: 110 } },
    { name: 'OwnerName', kind: 'text', label: L('OwnerName'), list: { width: 100 } },
    created,
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
});

/**
 * finance/receipt/receivable (POST /merchant/sale/receipt/receivable/Query): approved orders not fully
 * received — total, received, held by receipts in review, open; the sales order's row rule. The
 * receipt form picks its orders here (filter CustomerId, Currency).
 */
export const receivableResource = defineResource({
  name: 'sales.receivable',
  title: L('receivableTitle'),
  menu: RECEIVABLE_MENU,
  rowKey: 'OrderId',
  api: {
    list: '/merchant/sale/receipt/receivable/Query',
    export: '/merchant/sale/receipt/receivable/Export',
  },
  fields: [
    { name: 'OrderId', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('OrderNo'), list: { width: 150 }, filter: 'like', sort: true },
    {
      name: 'CustomerId',
      kind: 'number',
      integer: true,
      label: L('customer'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'CustomerName', kind: 'text', label: L('CustomerName'), list: { width: 200 }, filter: 'like' },
    currency,
    { name: 'Total', kind: 'money', label: L('Total'), list: { width: 110 }, sort: true },
    { name: 'Received', kind: 'money', label: L('Received'), list: { width: 110 } },
    { name: 'Pending', kind: 'money', label: L('Pending'), list: { width: 100 } },
    { name: 'Open', kind: 'money', label: L('Open'), list: { width: 110 } },
    {
      name: 'PayStatus',
      kind: 'enum',
      label: L('PayStatus'),
      options: PAY_STATUS_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    { name: 'TenantId', kind: 'lookup', lookup: 'tenants', label: 'resources.common.Tenant', filter: 'eq' },
    created,
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
});
