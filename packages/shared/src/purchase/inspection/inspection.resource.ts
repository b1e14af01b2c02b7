import { defineResource, type FieldDef } from '../../resource/define.js';
import { INSPECTION_MENUS, INSPECTION_STATUS } from './inspection.codes.js';

const L = (k: string) => `resources.inboundInspection.${k}`;

export const INSPECTION_STATUS_OPTIONS = [
  { value: INSPECTION_STATUS.pendingReview, label: L('status2'), color: 'orange' },
  { value: INSPECTION_STATUS.passed, label: L('status3'), color: 'green' },
  { value: INSPECTION_STATUS.failed, label: L('status4'), color: 'red' },
] as const;

/** purchase/test (POST /merchant/purchase/inspection/Query): the inbound inspection records JY. */
export const inspectionResource = defineResource({
  name: 'purchase.inspection',
  title: L('title'),
  menu: INSPECTION_MENUS.list,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/inspection/Query',
    export: '/merchant/purchase/inspection/Export',
    detail: '/merchant/purchase/inspection/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    { name: 'ReceiptNo', kind: 'text', label: L('ReceiptNo'), list: { width: 150 }, filter: 'like' },
    { name: 'Mpn', kind: 'text', label: L('Mpn'), list: { width: 180 }, filter: 'like' },
    { name: 'Quantity', kind: 'number', integer: true, label: L('Quantity'), list: { width: 100 } },
    { name: 'Weight', kind: 'number', integer: true, label: L('Weight'), list: { width: 100 } },
    { name: 'Failed', kind: 'number', integer: true, label: L('Failed'), list: { width: 100 } },
    {
      name: 'Status',
      kind: 'enum',
      label: L('Status'),
      options: INSPECTION_STATUS_OPTIONS,
      list: { width: 110 },
      filter: 'in',
    },
    { name: 'OwnerName', kind: 'text', label: L('OwnerName'), list: { width: 110 } },
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
});
