import { defineResource, type FieldDef } from '../../resource/define.js';
import {
  PAYMENT_KIND,
  PAYMENT_ORDER_MENU,
  PAYMENT_ORDER_PERMITS,
  PAYMENT_ORDER_STATUS as S,
} from './payment-order.codes.js';

const L = (k: string) => `resources.paymentOrder.${k}`;

export const PAYMENT_STATUS_OPTIONS = [
  { value: S.toPay, label: L('status1'), color: 'orange' },
  { value: S.paid, label: L('status2'), color: 'green' },
  { value: S.rejected, label: L('status3'), color: 'red' },
  { value: S.cancelled, label: L('status4'), color: 'default' },
] as const;

export const PAYMENT_KIND_OPTIONS = [
  { value: PAYMENT_KIND.prepayment, label: L('kind1') },
  { value: PAYMENT_KIND.payment, label: L('kind2') },
] as const;

/**
 * purchase/payment-order (POST /merchant/purchase/paymentorder/Query): payment requests FK, data scope
 * "purchase" on the buyer — purchasing heads, finance and administrators see every request. `status=1`
 * is finance's to-pay link value (PaymentToPayCount).
 */
export const paymentOrderResource = defineResource({
  name: 'purchase.paymentOrder',
  title: L('title'),
  menu: PAYMENT_ORDER_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/paymentorder/Query',
    export: '/merchant/purchase/paymentorder/Export',
    detail: '/merchant/purchase/paymentorder/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    {
      name: 'Kind',
      kind: 'enum',
      label: L('Kind'),
      options: PAYMENT_KIND_OPTIONS,
      list: { width: 90 },
      filter: 'eq',
    },
    { name: 'SupplierName', kind: 'text', label: L('SupplierName'), list: { width: 200 }, filter: 'like' },
    { name: 'OrderNos', kind: 'text', label: L('OrderNos'), list: { width: 180 }, filter: 'like' },
    {
      name: 'Currency',
      kind: 'lookup',
      lookup: 'currencies',
      label: L('Currency'),
      list: { width: 70 },
      filter: 'eq',
    },
    { name: 'Amount', kind: 'money', label: L('Amount'), list: { width: 120 }, sort: true },
    { name: 'BankName', kind: 'text', label: L('BankName'), list: { hidden: true } },
    { name: 'AccountName', kind: 'text', label: L('AccountName'), list: { hidden: true } },
    { name: 'AccountNo', kind: 'text', label: L('AccountNo'), list: { hidden: true } },
    { name: 'SwiftCode', kind: 'text', label: L('SwiftCode'), list: { hidden: true } },
    {
      name: 'OwnerId',
      kind: 'user',
      users: 'buyers',
      label: L('OwnerName'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'OwnerName', kind: 'text', label: L('OwnerName'), list: { width: 100 } },
    {
      name: 'status',
      kind: 'enum',
      label: L('Status'),
      options: PAYMENT_STATUS_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    { name: 'PaidOn', kind: 'date', label: L('PaidOn'), list: { width: 110 } },
    { name: 'ReviewComment', kind: 'text', label: L('ReviewComment'), list: { hidden: true } },
    { name: 'Remark', kind: 'text', label: L('Remark'), list: { hidden: true } },
    { name: 'TenantId', kind: 'lookup', lookup: 'tenants', label: 'resources.common.Tenant', filter: 'eq' },
    {
      name: 'CreatedAt',
      kind: 'datetime',
      label: 'resources.common.CreatedAt',
      list: true,
      filter: 'range',
      sort: true,
    },
    { name: 'Version', kind: 'number', integer: true, label: L('No'), detail: false, list: { hidden: true } },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  actions: [
    {
      name: 'cancel',
      label: L('cancel'),
      permit: PAYMENT_ORDER_PERMITS.cancel,
      when: { status: [S.toPay, S.rejected] },
      call: { version: true },
      confirm: L('cancel'),
      danger: true,
    },
  ],
});
