import { defineResource, type FieldDef } from '../../resource/define.js';
import { STOCK_CHECK_MENU, STOCK_CHECK_PERMITS, STOCK_CHECK_STATUS } from './stock-check.codes.js';

const L = (k: string) => `resources.stockCheck.${k}`;

export const STOCK_CHECK_STATUS_OPTIONS = [
  { value: STOCK_CHECK_STATUS.draft, label: L('statusDraft'), color: 'default' },
  { value: STOCK_CHECK_STATUS.pendingReview, label: L('statusPending'), color: 'orange' },
  { value: STOCK_CHECK_STATUS.approved, label: L('statusApproved'), color: 'green' },
  { value: STOCK_CHECK_STATUS.rejected, label: L('statusRejected'), color: 'red' },
] as const;

/**
 * finance/financial/stockcheck_audit: stock checks PD (data scope "own" on the counter; finance sees all).
 * A row opens its detail (counts, difference, submit, finance's decision, the lots' moves).
 */
export const stockCheckResource = defineResource({
  name: 'inventory.stockCheck',
  title: L('title'),
  menu: STOCK_CHECK_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/inventory/stockcheck/Query',
    export: '/merchant/inventory/stockcheck/Export',
    detail: '/merchant/inventory/stockcheck/:id',
    create: '/merchant/inventory/stockcheck',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    {
      name: 'WarehouseId',
      kind: 'lookup',
      lookup: 'warehouses',
      label: L('WarehouseId'),
      filter: 'eq',
      form: 'create',
      required: true,
    },
    { name: 'WarehouseName', kind: 'text', label: L('WarehouseId'), list: { width: 200 } },
    { name: 'ZoneName', kind: 'text', label: L('ZoneId'), list: { width: 140 } },
    {
      name: 'Status',
      kind: 'enum',
      label: L('Status'),
      options: STOCK_CHECK_STATUS_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    { name: 'LineCount', kind: 'number', integer: true, label: L('LineCount'), list: { width: 80 } },
    {
      name: 'DifferenceLines',
      kind: 'number',
      integer: true,
      label: L('DifferenceLines'),
      list: { width: 100 },
    },
    { name: 'OwnerName', kind: 'text', label: L('OwnerName'), list: { width: 100 } },
    { name: 'PostedOn', kind: 'date', label: L('PostedOn'), list: { width: 110 }, filter: 'range' },
    { name: 'Remark', kind: 'text', multiline: true, label: L('Remark'), list: true, form: 'create' },
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
  create: {
    permit: STOCK_CHECK_PERMITS.create,
    label: L('add'),
    testId: 'stock-check-add',
    drawer: { title: L('newTitle') },
  },
  open: { route: '/finance/financial/stockcheck-detail?id=:id', testId: 'stock-check-open-:id' },
});
