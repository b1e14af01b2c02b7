import { defineResource } from '../../resource/define.js';
import { BANK_RECEIPT_MENU, BANK_RECEIPT_PERMITS, BANK_RECEIPT_STATUS as S } from './bank-receipt.codes.js';
import { BANK_RECEIPT_TEXT_MAX } from './bank-receipt.rules.js';

const L = (k: string) => `resources.bankReceipt.${k}`;

export const BANK_RECEIPT_STATUS_OPTIONS = [
  { value: S.pending, label: L('status1'), color: 'orange' },
  { value: S.claimed, label: L('status2'), color: 'green' },
] as const;

/**
 * finance/receipt/precollected (POST /merchant/finance/bankreceipt/Query): money that arrived on the owner
 * companies' accounts. Finance sees every row; a salesperson sees the receipts to be claimed (no customer
 * data on them) and the ones they claimed themselves (decision 0050). `Status=1` is PendingClaimCount's link.
 */
export const bankReceiptResource = defineResource({
  name: 'finance.bankReceipt',
  title: L('title'),
  menu: BANK_RECEIPT_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/finance/bankreceipt/Query',
    export: '/merchant/finance/bankreceipt/Export',
    detail: '/merchant/finance/bankreceipt/:id',
    create: '/merchant/finance/bankreceipt',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    {
      name: 'AccountId',
      kind: 'lookup',
      lookup: 'accounts',
      label: L('AccountId'),
      form: 'create',
      required: true,
      detail: false,
    },
    { name: 'AccountName', kind: 'text', label: L('AccountName'), list: { width: 160 } },
    {
      name: 'PayerName',
      kind: 'text',
      max: BANK_RECEIPT_TEXT_MAX,
      label: L('PayerName'),
      list: { width: 180 },
      filter: 'like',
      form: 'create',
      required: true,
    },
    {
      name: 'Currency',
      kind: 'lookup',
      lookup: 'currencies',
      label: L('Currency'),
      list: { width: 70 },
      filter: 'eq',
      form: 'create',
      required: true,
    },
    {
      name: 'Amount',
      kind: 'money',
      label: L('Amount'),
      list: { width: 120 },
      sort: true,
      form: 'create',
      required: true,
    },
    {
      name: 'ValueDate',
      kind: 'date',
      label: L('ValueDate'),
      list: { width: 110 },
      sort: true,
      form: 'create',
      required: true,
    },
    {
      name: 'BankRef',
      kind: 'text',
      max: BANK_RECEIPT_TEXT_MAX,
      label: L('BankRef'),
      list: { width: 150 },
      filter: 'like',
      form: 'create',
      required: true,
    },
    {
      name: 'Status',
      kind: 'enum',
      label: L('Status'),
      options: BANK_RECEIPT_STATUS_OPTIONS,
      list: { width: 90 },
      filter: 'eq',
    },
    { name: 'CustomerName', kind: 'text', label: L('CustomerName'), list: { width: 180 } },
    { name: 'ClaimedByName', kind: 'text', label: L('ClaimedByName'), list: { width: 100 } },
    { name: 'ClaimedAt', kind: 'datetime', label: L('ClaimedAt'), list: { hidden: true } },
    {
      name: 'Remark',
      kind: 'text',
      multiline: true,
      label: L('Remark'),
      list: { hidden: true },
      form: 'create',
    },
    { name: 'CreatedAt', kind: 'datetime', label: 'resources.common.CreatedAt', list: true, sort: true },
  ],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  create: {
    permit: BANK_RECEIPT_PERMITS.create,
    label: L('add'),
    testId: 'bank-receipt-add',
    drawer: { title: L('add') },
  },
});
