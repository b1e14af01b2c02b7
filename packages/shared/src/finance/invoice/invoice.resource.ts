import { defineResource } from '../../resource/define.js';
import { INVOICE_ISSUE_MENU, INVOICE_MENU, INVOICE_STATUS as S } from './invoice.codes.js';

const L = (k: string) => `resources.invoice.${k}`;

export const INVOICE_STATUS_OPTIONS = [
  { value: S.pending, label: L('status1'), color: 'orange' },
  { value: S.toIssue, label: L('status2'), color: 'blue' },
  { value: S.rejected, label: L('status3'), color: 'red' },
  { value: S.issued, label: L('status4'), color: 'green' },
  { value: S.voided, label: L('status5'), color: 'default' },
] as const;

/**
 * sales/invoicepage (POST /merchant/finance/invoice/Query): invoice requests FP, data scope "sales" on
 * the order's salesperson — finance and administrators see every request. `status=2` is finance's
 * to-issue link value (InvoiceToIssueCount, /finance/financial/invoicestobeIssued).
 */
export const invoiceResource = defineResource({
  name: 'finance.invoice',
  title: L('title'),
  menu: INVOICE_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/finance/invoice/Query',
    export: '/merchant/finance/invoice/Export',
    detail: '/merchant/finance/invoice/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    { name: 'OrderNo', kind: 'text', label: L('OrderNo'), list: { width: 150 }, filter: 'like' },
    { name: 'CustomerName', kind: 'text', label: L('CustomerName'), list: { width: 180 }, filter: 'like' },
    { name: 'Currency', kind: 'text', label: L('Currency'), list: { width: 70 } },
    { name: 'TaxRate', kind: 'text', label: L('TaxRate'), list: { width: 70 } },
    { name: 'Amount', kind: 'money', label: L('Amount'), list: { width: 110 } },
    { name: 'TaxAmount', kind: 'money', label: L('TaxAmount'), list: { width: 110 } },
    { name: 'Total', kind: 'money', label: L('Total'), list: { width: 120 }, sort: true },
    { name: 'BuyerName', kind: 'text', label: L('BuyerName'), list: { width: 180 } },
    { name: 'BuyerTaxNo', kind: 'text', label: L('BuyerTaxNo'), list: { width: 160 } },
    {
      name: 'Status',
      kind: 'enum',
      label: L('Status'),
      options: INVOICE_STATUS_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    { name: 'InvoiceNo', kind: 'text', label: L('InvoiceNo'), list: { width: 150 }, filter: 'like' },
    { name: 'InvoiceDate', kind: 'date', label: L('InvoiceDate'), list: { width: 110 } },
    { name: 'RedInvoiceNo', kind: 'text', label: L('RedInvoiceNo'), list: { hidden: true } },
    { name: 'Remark', kind: 'text', label: L('Remark'), list: { hidden: true } },
    { name: 'TenantId', kind: 'lookup', lookup: 'tenants', label: 'resources.common.Tenant', filter: 'eq' },
    { name: 'CreatedAt', kind: 'datetime', label: 'resources.common.CreatedAt', list: true, sort: true },
    { name: 'Version', kind: 'number', integer: true, label: L('No'), detail: false, list: { hidden: true } },
  ],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
});

/**
 * finance/financial/invoicestobeIssued: the same list (route, scope, fields) as finance's screen —
 * `Status=2` is InvoiceToIssueCount's link (approved requests to issue); issue and red-letter void are
 * the screen's row buttons (decision 0055).
 */
export const invoiceIssueResource = defineResource({
  ...invoiceResource,
  name: 'finance.invoiceIssue',
  menu: INVOICE_ISSUE_MENU,
});
