import { defineResource, type FieldDef, genericDeleteCall } from '../resource/define.js';
import {
  PROFIT_MARGIN_DELETE_TYPE,
  QUOTE_MENU,
  QUOTE_PERMITS,
  QUOTE_STATUS_DOC,
  QUOTE_VOIDABLE,
} from './quote-codes.js';

const Q = (k: string) => `resources.salesQuote.${k}`;
const R = (k: string) => `resources.quoteRecord.${k}`;
const M = (k: string) => `resources.profitMargin.${k}`;

export const QUOTE_DOC_STATUS_OPTIONS = [
  { value: QUOTE_STATUS_DOC.pendingApproval, label: Q('statusPending'), color: 'orange' },
  { value: QUOTE_STATUS_DOC.valid, label: Q('statusValid'), color: 'blue' },
  { value: QUOTE_STATUS_DOC.sent, label: Q('statusSent'), color: 'green' },
  { value: QUOTE_STATUS_DOC.rejected, label: Q('statusRejected'), color: 'red' },
  { value: QUOTE_STATUS_DOC.voided, label: Q('statusVoided'), color: 'default' },
] as const;

/** /forQuotation/quotation: sales quotes (BJ); a salesperson sees their own (data scope: salesperson). */
export const salesQuoteResource = defineResource({
  name: 'quote.salesQuote',
  title: Q('title'),
  menu: QUOTE_MENU.list,
  rowKey: 'Id',
  api: {
    list: '/merchant/forqutation/quotation/Query',
    export: '/merchant/forqutation/quotation/Export',
    detail: '/merchant/forqutation/quotation/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: Q('No'), list: { width: 150 }, filter: 'like', sort: true },
    { name: 'InquiryNo', kind: 'text', label: Q('InquiryNo'), list: { width: 150 }, filter: 'like' },
    {
      name: 'CustomerId',
      kind: 'number',
      integer: true,
      label: Q('CustomerId'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'CustomerName', kind: 'text', label: Q('CustomerName'), list: true, filter: 'like' },
    {
      name: 'SalespersonId',
      kind: 'user',
      users: 'salers',
      label: Q('SalespersonId'),
      list: { width: 100 },
      filter: 'eq',
    },
    { name: 'Mpn', kind: 'text', label: Q('Mpn'), list: false, filter: 'like', export: false },
    {
      name: 'Currency',
      kind: 'dict',
      dict: 'Currency',
      label: Q('Currency'),
      list: { width: 70 },
      filter: 'eq',
    },
    { name: 'Lines', kind: 'number', integer: true, label: Q('Lines'), list: { width: 70 } },
    { name: 'Total', kind: 'money', scale: 2, label: Q('Total'), list: { width: 120 }, sort: true },
    {
      name: 'QuoteDate',
      kind: 'date',
      label: Q('QuoteDate'),
      list: { width: 110 },
      filter: 'range',
      sort: true,
    },
    { name: 'ValidUntil', kind: 'date', label: Q('ValidUntil'), list: { width: 110 }, sort: true },
    {
      name: 'Status',
      kind: 'enum',
      label: Q('Status'),
      options: QUOTE_DOC_STATUS_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    {
      name: 'NeedsApproval',
      kind: 'boolean',
      label: Q('NeedsApproval'),
      list: { width: 90 },
      filter: 'bool',
    },
    { name: 'SentAt', kind: 'datetime', label: Q('SentAt'), list: { hidden: true } },
    { name: 'Remark', kind: 'text', label: Q('Remark'), list: { hidden: true } },
    { name: 'TenantId', kind: 'lookup', lookup: 'tenants', label: 'resources.common.Tenant', filter: 'eq' },
    { name: 'CreatedAt', kind: 'datetime', label: Q('CreatedAt'), list: true, filter: 'range', sort: true },
    {
      name: 'Version',
      kind: 'number',
      integer: true,
      label: Q('Version'),
      detail: false,
      list: { hidden: true },
    },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  actions: [
    {
      name: 'send',
      label: Q('send'),
      permit: QUOTE_PERMITS.send,
      confirm: Q('confirmSend'),
      when: { Status: [QUOTE_STATUS_DOC.valid] },
    },
    {
      name: 'void',
      label: Q('void'),
      permit: QUOTE_PERMITS.void,
      confirm: Q('confirmVoid'),
      danger: true,
      when: { Status: QUOTE_VOIDABLE },
    },
  ],
  open: { route: '/forQuotation/detail-quotation?id=:id', label: 'quoteUi.open' },
});

/**
 * /forQuotation/quote-record: every quoted line of every quote version — the price history by part,
 * customer and salesperson (data scope: salesperson).
 */
export const quoteRecordResource = defineResource({
  name: 'quote.quoteRecord',
  title: R('title'),
  menu: QUOTE_MENU.record,
  rowKey: 'Id',
  api: {
    list: '/merchant/forqutation/quoterecord/Query',
    export: '/merchant/forqutation/quoterecord/Export',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'Mpn', kind: 'text', label: R('Mpn'), list: { width: 160 }, filter: 'like', sort: true },
    { name: 'Brand', kind: 'text', label: R('Brand'), list: { width: 100 }, filter: 'like' },
    {
      name: 'PartId',
      kind: 'number',
      integer: true,
      label: R('PartId'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'Package', kind: 'text', label: R('Package'), list: { width: 90 } },
    { name: 'Quantity', kind: 'number', integer: true, label: R('Quantity'), list: { width: 90 } },
    { name: 'SalePrice', kind: 'money', scale: 6, label: R('SalePrice'), list: { width: 110 }, sort: true },
    {
      name: 'Currency',
      kind: 'dict',
      dict: 'Currency',
      label: R('Currency'),
      list: { width: 70 },
      filter: 'eq',
    },
    { name: 'SuggestedPrice', kind: 'money', scale: 6, label: R('SuggestedPrice'), list: { width: 110 } },
    { name: 'CostPrice', kind: 'money', scale: 6, label: R('CostPrice'), list: { width: 110 } },
    { name: 'CostCurrency', kind: 'text', label: R('CostCurrency'), list: { width: 70 } },
    {
      name: 'BelowSuggested',
      kind: 'boolean',
      label: R('BelowSuggested'),
      list: { width: 90 },
      filter: 'bool',
    },
    { name: 'QuoteNo', kind: 'text', label: R('QuoteNo'), list: { width: 150 }, filter: 'like' },
    { name: 'QuoteVersion', kind: 'number', integer: true, label: R('QuoteVersion'), list: { hidden: true } },
    {
      name: 'QuoteId',
      kind: 'number',
      integer: true,
      label: R('QuoteId'),
      list: { hidden: true },
      filter: 'eq',
    },
    {
      name: 'CustomerId',
      kind: 'number',
      integer: true,
      label: R('CustomerId'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'CustomerName', kind: 'text', label: R('CustomerName'), list: true, filter: 'like' },
    {
      name: 'SalespersonId',
      kind: 'user',
      users: 'salers',
      label: R('SalespersonId'),
      list: { width: 100 },
      filter: 'eq',
    },
    {
      name: 'QuoteDate',
      kind: 'date',
      label: R('QuoteDate'),
      list: { width: 110 },
      filter: 'range',
      sort: true,
    },
    { name: 'ValidUntil', kind: 'date', label: R('ValidUntil'), list: { width: 110 } },
    { name: 'CreatedAt', kind: 'datetime', label: R('CreatedAt'), list: true, filter: 'range', sort: true },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
});

/**
 * /purchase/parameterSetting/profitMargin: margin percent by brand ('' = all brands) and cost band in
 * CNY [CostFrom, CostTo) (CostTo empty = no upper bound). Bands of one brand never overlap.
 */
export const profitMarginResource = defineResource({
  name: 'quote.profitMargin',
  title: M('title'),
  menu: QUOTE_MENU.profitMargin,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/profitmargin/Query',
    export: '/merchant/purchase/profitmargin/Export',
    create: '/merchant/purchase/profitmargin',
    update: '/merchant/purchase/profitmargin/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    {
      name: 'Brand',
      kind: 'text',
      label: M('Brand'),
      list: { width: 160 },
      filter: 'like',
      sort: true,
      form: 'edit',
      max: 64,
    },
    {
      name: 'CostFrom',
      kind: 'money',
      scale: 6,
      label: M('CostFrom'),
      list: { width: 130 },
      sort: true,
      form: 'edit',
      required: true,
    },
    { name: 'CostTo', kind: 'money', scale: 6, label: M('CostTo'), list: { width: 130 }, form: 'edit' },
    {
      name: 'MarginPercent',
      kind: 'percent',
      scale: 4,
      label: M('MarginPercent'),
      list: { width: 110 },
      sort: true,
      form: 'edit',
      required: true,
    },
    { name: 'Remark', kind: 'text', label: M('Remark'), list: true, form: 'edit', max: 200 },
    {
      name: 'UpdatedAt',
      kind: 'datetime',
      label: 'resources.common.UpdatedAt',
      list: { width: 160 },
      sort: true,
    },
    {
      name: 'Version',
      kind: 'number',
      integer: true,
      label: M('Version'),
      detail: false,
      list: { hidden: true },
    },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'Brand', order: 'asc' },
  actions: [
    { name: 'edit', label: M('edit'), permit: QUOTE_PERMITS.marginUpdate },
    {
      name: 'delete',
      label: M('delete'),
      // The generic delete is a session route (no listed permit, so never in a user's Permits); the
      // server lets holders of this screen delete margins — those who hold its edit permit.
      permit: QUOTE_PERMITS.marginUpdate,
      call: genericDeleteCall(PROFIT_MARGIN_DELETE_TYPE),
      confirm: M('confirmDelete'),
      danger: true,
    },
  ],
  create: {
    permit: QUOTE_PERMITS.marginCreate,
    label: 'quoteUi.addMargin',
    testId: 'margin-add',
    drawer: { title: 'quoteUi.addMargin', editTitle: 'quoteUi.editMargin', width: 480 },
  },
});

export { PROFIT_MARGIN_DELETE_TYPE };
