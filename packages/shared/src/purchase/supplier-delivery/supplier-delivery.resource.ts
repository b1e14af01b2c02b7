import { defineResource, type FieldDef } from '../../resource/define.js';
import {
  SUPPLIER_DELIVERY_MENU,
  SUPPLIER_DELIVERY_PERMITS,
  SUPPLIER_DELIVERY_STATUS,
} from './supplier-delivery.codes.js';

const L = (k: string) => `resources.supplierDelivery.${k}`;

export const SUPPLIER_DELIVERY_STATUS_OPTIONS = [
  { value: SUPPLIER_DELIVERY_STATUS.inTransit, label: L('status1'), color: 'orange' },
  { value: SUPPLIER_DELIVERY_STATUS.arrived, label: L('status2'), color: 'green' },
  { value: SUPPLIER_DELIVERY_STATUS.cancelled, label: L('status3'), color: 'default' },
] as const;

/**
 * purchase/purchase-deliver: supplier deliveries DH, the PO's data scope (the buyer's own; purchasing
 * heads and administrators every delivery). A row opens the detail screen (`?id=`), which edits,
 * marks arrived and cancels; `create` opens the same screen empty.
 */
export const supplierDeliveryResource = defineResource({
  name: 'purchase.supplierDelivery',
  title: L('title'),
  menu: SUPPLIER_DELIVERY_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/supplierdelivery/Query',
    export: '/merchant/purchase/supplierdelivery/Export',
    detail: '/merchant/purchase/supplierdelivery/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    { name: 'OrderNo', kind: 'text', label: L('OrderNo'), list: { width: 150 }, filter: 'like' },
    {
      name: 'OrderId',
      kind: 'number',
      integer: true,
      label: L('OrderId'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'SupplierName', kind: 'text', label: L('SupplierName'), list: { width: 200 }, filter: 'like' },
    { name: 'Carrier', kind: 'text', label: L('Carrier'), list: { width: 100 }, filter: 'like' },
    { name: 'TrackingNo', kind: 'text', label: L('TrackingNo'), list: { width: 150 }, filter: 'like' },
    {
      name: 'ShippedDate',
      kind: 'date',
      label: L('ShippedDate'),
      list: { width: 110 },
      filter: 'range',
      sort: true,
    },
    {
      name: 'ExpectedDate',
      kind: 'date',
      label: L('ExpectedDate'),
      list: { width: 110 },
      filter: 'range',
      sort: true,
    },
    { name: 'ArrivedDate', kind: 'date', label: L('ArrivedDate'), list: { width: 110 } },
    { name: 'Quantity', kind: 'number', integer: true, label: L('Quantity'), list: { width: 90 } },
    {
      name: 'Status',
      kind: 'enum',
      label: L('Status'),
      options: SUPPLIER_DELIVERY_STATUS_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    {
      name: 'OwnerId',
      kind: 'user',
      users: 'buyers',
      label: L('OwnerId'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'OwnerName', kind: 'text', label: L('OwnerName'), list: { width: 100 } },
    { name: 'Remark', kind: 'text', label: L('Remark'), list: { hidden: true } },
    {
      name: 'CreatedAt',
      kind: 'datetime',
      label: 'resources.common.CreatedAt',
      list: true,
      filter: 'range',
      sort: true,
    },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  open: { route: '/purchase/purchase-deliver?id=:id', testId: 'supplier-delivery-open-:id' },
  create: {
    permit: SUPPLIER_DELIVERY_PERMITS.create,
    label: L('add'),
    testId: 'supplier-delivery-add',
    route: '/purchase/purchase-deliver?new=1',
  },
});
