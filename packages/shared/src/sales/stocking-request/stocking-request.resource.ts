import { defineResource, type FieldDef } from '../../resource/define.js';
import {
  STOCKING_LINE_STATUS,
  STOCKING_REQUEST_MENU,
  STOCKING_REQUEST_STATUS,
} from './stocking-request.codes.js';

const L = (k: string) => `resources.stockingRequest.${k}`;

export const STOCKING_REQUEST_STATUS_OPTIONS = [
  { value: STOCKING_REQUEST_STATUS.pendingReview, label: L('stPending'), color: 'orange' },
  { value: STOCKING_REQUEST_STATUS.approved, label: L('stApproved'), color: 'green' },
  { value: STOCKING_REQUEST_STATUS.rejected, label: L('stRejected'), color: 'red' },
] as const;

export const STOCKING_LINE_STATUS_OPTIONS = [
  { value: STOCKING_LINE_STATUS.pendingReview, label: L('stPending'), color: 'orange' },
  { value: STOCKING_LINE_STATUS.approved, label: L('stApproved'), color: 'green' },
  { value: STOCKING_LINE_STATUS.rejected, label: L('stRejected'), color: 'red' },
  { value: STOCKING_LINE_STATUS.failed, label: L('stFailed'), color: 'volcano' },
  { value: STOCKING_LINE_STATUS.resolved, label: L('stResolved'), color: 'default' },
] as const;

/**
 * Stocking requests BH (POST /merchant/sale/stockingrequest/Query): sales see their own orders'
 * (data scope "sales" on the salesperson), purchasing all. Filter `OrderId` gives an order's requests
 * (the order detail's panel).
 */
export const stockingRequestResource = defineResource({
  name: 'sales.stockingRequest',
  title: L('title'),
  menu: STOCKING_REQUEST_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/sale/stockingrequest/Query',
    export: '/merchant/sale/stockingrequest/Export',
    detail: '/merchant/sale/stockingrequest/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    {
      name: 'OrderId',
      kind: 'number',
      integer: true,
      label: L('OrderNo'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'OrderNo', kind: 'text', label: L('OrderNo'), list: { width: 150 } },
    { name: 'CustomerName', kind: 'text', label: L('Customer'), list: { width: 160 } },
    {
      name: 'OwnerId',
      kind: 'user',
      users: 'salers',
      label: L('Owner'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'OwnerName', kind: 'text', label: L('Owner'), list: { width: 100 } },
    { name: 'Quantity', kind: 'number', integer: true, label: L('Quantity'), list: { width: 90 } },
    {
      name: 'Status',
      kind: 'enum',
      label: L('Status'),
      options: STOCKING_REQUEST_STATUS_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    { name: 'Reason', kind: 'text', label: L('Reason'), list: { width: 200 } },
    { name: 'ReviewComment', kind: 'text', label: L('ReviewComment'), list: { hidden: true } },
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
});
