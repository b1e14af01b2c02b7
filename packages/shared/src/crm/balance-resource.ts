import { defineResource } from '../resource/define.js';
import { BALANCE_REFUND_STATUS, CRM_OPS_PERMITS, LEDGER_KIND } from './crm-ops-codes.js';

const B = (k: string) => `resources.balance.${k}`;
const L = (k: string) => `resources.balanceLedger.${k}`;
const R = (k: string) => `resources.balanceRefund.${k}`;

const customerFields = [
  {
    name: 'CustomerId',
    kind: 'number',
    integer: true,
    label: B('CustomerId'),
    list: { hidden: true },
    filter: 'eq',
  },
  { name: 'CustomerCode', kind: 'text', label: B('CustomerCode'), list: { width: 110 } },
  { name: 'CustomerName', kind: 'text', label: B('CustomerName'), list: true, filter: 'like' },
  { name: 'OwnerId', kind: 'user', users: 'salers', label: B('OwnerId'), list: true, filter: 'eq' },
] as const;

/**
 * A customer's balance per currency (crmbalancerefund): the ledger sum, what pending balance refunds
 * hold, and what is available for a new refund or an order payment. One row per customer and currency
 * that ever moved (`Id` = its latest ledger row); scoped by the customer's owner.
 */
export const balanceResource = defineResource({
  name: 'crm.balance',
  title: B('title'),
  menu: 'crmsystem/crmbalancerefund',
  rowKey: 'Id',
  api: { list: '/merchant/crm/balance/Query', export: '/merchant/crm/balance/Export' },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: B('Id'), detail: false },
    ...customerFields,
    {
      name: 'Currency',
      kind: 'dict',
      dict: 'Currency',
      label: B('Currency'),
      list: true,
      filter: 'eq',
    },
    { name: 'Balance', kind: 'money', label: B('Balance'), list: true, filter: 'range', sort: true },
    { name: 'Held', kind: 'money', label: B('Held'), list: true },
    { name: 'Available', kind: 'money', label: B('Available'), list: true },
    {
      name: 'LastMovedAt',
      kind: 'datetime',
      label: B('LastMovedAt'),
      list: true,
      filter: 'range',
      sort: true,
    },
  ],
  defaultSort: { field: 'LastMovedAt', order: 'desc' },
  actions: [{ name: 'refund', label: B('refund'), permit: CRM_OPS_PERMITS.refundCreate }],
});

export const LEDGER_KIND_OPTIONS = [
  { value: LEDGER_KIND.recharge, label: L('kindRecharge'), color: 'green' },
  { value: LEDGER_KIND.payment, label: L('kindPayment'), color: 'blue' },
  { value: LEDGER_KIND.refund, label: L('kindRefund'), color: 'green' },
  { value: LEDGER_KIND.cancelRefund, label: L('kindCancelRefund'), color: 'green' },
  { value: LEDGER_KIND.balanceRefund, label: L('kindBalanceRefund'), color: 'orange' },
  { value: LEDGER_KIND.adjustment, label: L('kindAdjustment'), color: 'purple' },
] as const;

/** Every movement of customer balances (insert-only ledger), newest first; scoped by the customer's owner. */
export const balanceLedgerResource = defineResource({
  name: 'crm.balanceLedger',
  title: L('title'),
  menu: 'crmsystem/crmbalancerefund',
  rowKey: 'Id',
  api: { list: '/merchant/crm/balance/ledger/Query', export: '/merchant/crm/balance/ledger/Export' },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    ...customerFields,
    {
      name: 'Currency',
      kind: 'dict',
      dict: 'Currency',
      label: L('Currency'),
      list: true,
      filter: 'eq',
    },
    { name: 'Kind', kind: 'enum', label: L('Kind'), options: LEDGER_KIND_OPTIONS, list: true, filter: 'in' },
    { name: 'Amount', kind: 'money', label: L('Amount'), list: true, filter: 'range', sort: true },
    { name: 'DocType', kind: 'text', label: L('DocType'), list: { width: 80 }, filter: 'like' },
    { name: 'DocNo', kind: 'text', label: L('DocNo'), list: true, filter: 'like' },
    { name: 'Remark', kind: 'text', label: L('Remark'), list: true },
    { name: 'CreatedBy', kind: 'user', users: 'all', label: L('CreatedBy'), list: { hidden: true } },
    { name: 'CreatedAt', kind: 'datetime', label: L('CreatedAt'), list: true, filter: 'range', sort: true },
  ],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
});

export const BALANCE_REFUND_STATUS_OPTIONS = [
  { value: BALANCE_REFUND_STATUS.pendingReview, label: R('statusPending'), color: 'orange' },
  { value: BALANCE_REFUND_STATUS.approved, label: R('statusApproved'), color: 'green' },
  { value: BALANCE_REFUND_STATUS.rejected, label: R('statusRejected'), color: 'red' },
  { value: BALANCE_REFUND_STATUS.paid, label: R('statusPaid'), color: 'blue' },
  { value: BALANCE_REFUND_STATUS.cancelled, label: R('statusCancelled'), color: 'default' },
] as const;

/**
 * Balance refund requests (YT, crmbalancerefund): amount ≤ available balance of the currency (held
 * while pending), refund bank information required; finance decides on balancerefund-audit (review
 * type `balanceRefund`); approval posts the ledger debit (kind 5).
 */
export const balanceRefundResource = defineResource({
  name: 'crm.balanceRefund',
  title: R('title'),
  menu: 'crmsystem/crmbalancerefund',
  rowKey: 'Id',
  api: {
    list: '/merchant/crm/balancerefund/Query',
    export: '/merchant/crm/balancerefund/Export',
    detail: '/merchant/crm/balancerefund/:id',
    create: '/merchant/crm/balancerefund',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: R('No'), list: { width: 140 }, filter: 'like', sort: true },
    { ...customerFields[0], form: 'create', required: true },
    customerFields[1],
    customerFields[2],
    customerFields[3],
    {
      name: 'Currency',
      kind: 'dict',
      dict: 'Currency',
      label: R('Currency'),
      list: true,
      filter: 'eq',
      form: 'create',
      required: true,
    },
    {
      name: 'Amount',
      kind: 'money',
      label: R('Amount'),
      list: true,
      filter: 'range',
      sort: true,
      form: 'create',
      required: true,
    },
    {
      name: 'Reason',
      kind: 'text',
      label: R('Reason'),
      list: true,
      form: 'create',
      max: 500,
      multiline: true,
    },
    {
      name: 'PayeeName',
      kind: 'text',
      label: R('PayeeName'),
      list: true,
      form: 'create',
      required: true,
      max: 200,
    },
    {
      name: 'BankName',
      kind: 'text',
      label: R('BankName'),
      list: true,
      form: 'create',
      required: true,
      max: 200,
    },
    {
      name: 'BankAccount',
      kind: 'text',
      label: R('BankAccount'),
      list: true,
      form: 'create',
      required: true,
      max: 64,
    },
    {
      name: 'SwiftCode',
      kind: 'text',
      label: R('SwiftCode'),
      list: { hidden: true },
      form: 'create',
      max: 11,
    },
    {
      name: 'BankAddress',
      kind: 'text',
      label: R('BankAddress'),
      list: { hidden: true },
      form: 'create',
      max: 300,
    },
    {
      name: 'Status',
      kind: 'enum',
      label: R('Status'),
      options: BALANCE_REFUND_STATUS_OPTIONS,
      list: true,
      filter: 'in',
    },
    { name: 'LedgerId', kind: 'number', integer: true, label: R('LedgerId'), list: { hidden: true } },
    { name: 'TenantId', kind: 'lookup', lookup: 'tenants', label: 'resources.common.Tenant', filter: 'eq' },
    {
      name: 'CreatedBy',
      kind: 'user',
      users: 'all',
      label: R('CreatedBy'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'CreatedAt', kind: 'datetime', label: R('CreatedAt'), list: true, filter: 'range', sort: true },
    { name: 'Version', kind: 'number', integer: true, label: R('Version'), detail: false },
  ],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  create: {
    permit: CRM_OPS_PERMITS.refundCreate,
    label: 'crmUi.refund.add',
    testId: 'refund-add',
    drawer: { title: 'crmUi.refund.newTitle', width: 720 },
  },
});
