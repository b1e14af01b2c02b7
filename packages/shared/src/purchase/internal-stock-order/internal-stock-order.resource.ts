import { defineResource, type FieldDef } from '../../resource/define.js';
import {
  INTERNAL_STOCK_ORDER_MENU,
  INTERNAL_STOCK_ORDER_PERMITS,
  INTERNAL_STOCK_ORDER_STATUS as S,
} from './internal-stock-order.codes.js';

const L = (k: string) => `resources.internalStockOrder.${k}`;

export const INTERNAL_STOCK_ORDER_STATUS_OPTIONS = [
  { value: S.draft, label: L('status1'), color: 'default' },
  { value: S.pendingReview, label: L('status2'), color: 'orange' },
  { value: S.approved, label: L('status3'), color: 'green' },
  { value: S.rejected, label: L('status4'), color: 'red' },
  { value: S.cancelled, label: L('status5'), color: 'default' },
] as const;

/**
 * purchase/internal-stock-order: internal stock orders NB (decision 0057) — the buyer's own, every one
 * for the purchasing heads (PO review-queue holders) and all-scope roles. `status=2` is the to-do link
 * of InternalStockOrderAuditCount. A row opens in the drawer (lines, edit, submit, approve / reject,
 * cancel); Add opens the same drawer empty.
 */
export const internalStockOrderResource = defineResource({
  name: 'purchase.internalStockOrder',
  title: L('title'),
  menu: INTERNAL_STOCK_ORDER_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/internalstockorder/Query',
    export: '/merchant/purchase/internalstockorder/Export',
    detail: '/merchant/purchase/internalstockorder/:id',
    create: '/merchant/purchase/internalstockorder',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    {
      name: 'TenantId',
      kind: 'lookup',
      lookup: 'tenants',
      label: 'resources.common.Tenant',
      filter: 'eq',
      list: { width: 120 },
    },
    { name: 'Reason', kind: 'text', label: L('Reason'), list: { width: 220 }, filter: 'like' },
    { name: 'LineCount', kind: 'number', integer: true, label: L('LineCount'), list: { width: 80 } },
    {
      name: 'Quantity',
      kind: 'number',
      integer: true,
      label: L('Quantity'),
      list: { width: 100 },
      sort: true,
    },
    { name: 'OnOrderQty', kind: 'number', integer: true, label: L('OnOrderQty'), list: { width: 100 } },
    { name: 'Currency', kind: 'text', label: L('Currency'), list: { hidden: true } },
    {
      name: 'status',
      kind: 'enum',
      label: L('Status'),
      options: INTERNAL_STOCK_ORDER_STATUS_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    { name: 'OwnerName', kind: 'text', label: L('OwnerName'), list: { width: 100 }, filter: 'like' },
    { name: 'ReviewComment', kind: 'text', label: L('ReviewComment'), list: { hidden: true } },
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
  open: { drawer: true, testId: 'internal-stock-order-open-:id' },
  create: {
    permit: INTERNAL_STOCK_ORDER_PERMITS.create,
    label: L('add'),
    testId: 'internal-stock-order-add',
    drawer: { title: L('title') },
  },
});
