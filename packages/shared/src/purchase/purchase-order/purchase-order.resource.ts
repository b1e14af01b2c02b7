import { defineResource, type FieldDef } from '../../resource/define.js';
import { PO_STATUS, PURCHASE_ORDER_MENU } from './purchase-order.codes.js';

const L = (k: string) => `resources.purchaseOrder.${k}`;

export const PO_STATUS_OPTIONS = [
  { value: PO_STATUS.draft, label: L('status1'), color: 'default' },
  { value: PO_STATUS.pendingReview, label: L('status2'), color: 'orange' },
  { value: PO_STATUS.ordered, label: L('status3'), color: 'green' },
  { value: PO_STATUS.rejected, label: L('status4'), color: 'red' },
  { value: PO_STATUS.toComplete, label: L('status5'), color: 'gold' },
  { value: PO_STATUS.partlyReceived, label: L('status6'), color: 'cyan' },
  { value: PO_STATUS.received, label: L('status7'), color: 'blue' },
  { value: PO_STATUS.cancelled, label: L('status8'), color: 'default' },
] as const;

export const PO_TERMS_OPTIONS = [1, 2, 3, 4, 5, 6].map((v) => ({ value: v, label: L(`terms${v}`) }));

/**
 * purchase/purchase-order (POST /merchant/purchase/purchaseorder/Query): purchase orders PO, data scope
 * "purchase" on the buyer — purchasing heads (who hold the PO review queue) and administrators see every
 * PO. `status` keeps the spec's to-do link value (`status=5` to complete).
 */
export const purchaseOrderResource = defineResource({
  name: 'purchase.purchaseOrder',
  title: L('title'),
  menu: PURCHASE_ORDER_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/purchaseorder/Query',
    export: '/merchant/purchase/purchaseorder/Export',
    detail: '/merchant/purchase/purchaseorder/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    {
      name: 'SupplierId',
      kind: 'number',
      integer: true,
      label: L('SupplierId'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'SupplierName', kind: 'text', label: L('SupplierName'), list: { width: 200 }, filter: 'like' },
    { name: 'Mpns', kind: 'text', label: L('Mpns'), list: { width: 180 } },
    {
      name: 'OwnerId',
      kind: 'user',
      users: 'buyers',
      label: L('OwnerId'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'OwnerName', kind: 'text', label: L('OwnerName'), list: { width: 100 } },
    {
      name: 'Currency',
      kind: 'lookup',
      lookup: 'currencies',
      label: L('Currency'),
      list: { width: 70 },
      filter: 'eq',
    },
    { name: 'Total', kind: 'money', label: L('Total'), list: { width: 120 }, sort: true },
    { name: 'PaidAmount', kind: 'money', label: L('PaidAmount'), list: { width: 110 } },
    {
      name: 'PaymentTerms',
      kind: 'enum',
      label: L('PaymentTerms'),
      options: PO_TERMS_OPTIONS,
      list: { width: 110 },
      filter: 'eq',
    },
    {
      name: 'status',
      kind: 'enum',
      label: L('Status'),
      options: PO_STATUS_OPTIONS,
      list: { width: 110 },
      filter: 'in',
    },
    { name: 'TenantId', kind: 'lookup', lookup: 'tenants', label: 'resources.common.Tenant', filter: 'eq' },
    {
      name: 'CreatedAt',
      kind: 'datetime',
      label: 'resources.common.CreatedAt',
      list: true,
      filter: 'range',
      sort: true,
    },
    {
      name: 'Version',
      kind: 'number',
      integer: true,
      label: L('Version'),
      detail: false,
      list: { hidden: true },
    },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  open: { route: '/purchase/purchasing-order?id=:id', testId: 'purchase-order-open-:id' },
});
