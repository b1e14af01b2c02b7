import { defineResource, type FieldDef } from '../../resource/define.js';
import { RECEIPT_MENU, RECEIPT_STATUS, WAREHOUSING_MENU } from './receipt.codes.js';

const L = (k: string) => `resources.purchaseReceipt.${k}`;

export const RECEIPT_STATUS_OPTIONS = [
  { value: RECEIPT_STATUS.inspecting, label: L('status1'), color: 'orange' },
  { value: RECEIPT_STATUS.inspected, label: L('status2'), color: 'green' },
] as const;

const fields = [
  { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
  { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
  { name: 'OrderNo', kind: 'text', label: L('OrderNo'), list: { width: 150 }, filter: 'like' },
  { name: 'SupplierName', kind: 'text', label: L('SupplierName'), list: { width: 200 }, filter: 'like' },
  { name: 'Quantity', kind: 'number', integer: true, label: L('Quantity'), list: { width: 100 } },
  { name: 'Pending', kind: 'number', integer: true, label: L('Pending'), list: { width: 110 } },
  {
    name: 'Status',
    kind: 'enum',
    label: L('Status'),
    options: RECEIPT_STATUS_OPTIONS,
    list: { width: 110 },
    filter: 'in',
  },
  { name: 'OwnerName', kind: 'text', label: L('OwnerName'), list: { width: 110 } },
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
] as const satisfies readonly FieldDef[];

/**
 * purchase/receipt (POST /merchant/purchase/receipt/Query): goods received notes RK. Every holder of the
 * screen sees every note (the warehouse receives for every buyer; decision 0040).
 */
export const receiptResource = defineResource({
  name: 'purchase.receipt',
  title: L('title'),
  menu: RECEIPT_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/receipt/Query',
    export: '/merchant/purchase/receipt/Export',
    detail: '/merchant/purchase/receipt/:id',
  },
  fields,
  defaultSort: { field: 'CreatedAt', order: 'desc' },
});

/**
 * purchase/warehousing-approval (POST /merchant/purchase/warehousingapproval/Query): the goods received
 * notes still in quarantine with a line that has no inspection submitted (WarehousingApprovalCount).
 */
export const warehousingApprovalResource = defineResource({
  name: 'purchase.warehousingApproval',
  title: L('approvalTitle'),
  menu: WAREHOUSING_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/warehousingapproval/Query',
    export: '/merchant/purchase/warehousingapproval/Export',
    detail: '/merchant/purchase/receipt/:id',
  },
  fields,
  defaultSort: { field: 'CreatedAt', order: 'asc' },
});
