import { defineResource, type FieldDef } from '../../resource/define.js';
import { CASH_STOCK_MENU, CASH_STOCK_PERMITS } from './cash-stock.codes.js';

const S = (k: string) => `resources.cashStock.${k}`;

/**
 * /product/cashStock: own stock — lots that passed QC with stock on hand; available = on hand − reserved.
 * Unit cost and cost in CNY reach only holders of the cost permit (the fields' `permit`, decision 0028).
 */
export const cashStockResource = defineResource({
  name: 'inventory.cashStock',
  title: S('title'),
  menu: CASH_STOCK_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/product/cashstock/Query',
    export: '/merchant/product/cashstock/Export',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: S('Id'), list: { width: 80 }, sort: true },
    {
      name: 'Mpn',
      kind: 'text',
      label: S('Mpn'),
      list: { width: 180 },
      filter: 'like',
      sort: true,
      common: true,
    },
    { name: 'Brand', kind: 'text', label: S('Brand'), list: { width: 120 }, filter: 'like', common: true },
    { name: 'Package', kind: 'text', label: S('Package'), list: { width: 100 }, filter: 'like' },
    {
      name: 'DateCode',
      kind: 'text',
      label: S('DateCode'),
      list: { width: 80 },
      filter: 'like',
      common: true,
    },
    { name: 'LotNo', kind: 'text', label: S('LotNo'), list: { width: 100 } },
    { name: 'Coo', kind: 'text', label: S('Coo'), list: { width: 70 } },
    { name: 'Msl', kind: 'text', label: S('Msl'), list: { width: 60 } },
    {
      name: 'WarehouseId',
      kind: 'lookup',
      lookup: 'warehouses',
      label: S('WarehouseId'),
      list: { width: 130 },
      filter: 'eq',
      common: true,
    },
    {
      name: 'TenantId',
      kind: 'lookup',
      lookup: 'tenants',
      label: S('TenantId'),
      list: { width: 150 },
      filter: 'eq',
    },
    { name: 'OnHand', kind: 'number', integer: true, label: S('OnHand'), list: { width: 90 }, sort: true },
    { name: 'Reserved', kind: 'number', integer: true, label: S('Reserved'), list: { width: 90 } },
    {
      name: 'Available',
      kind: 'number',
      integer: true,
      label: S('Available'),
      list: { width: 90 },
      sort: true,
    },
    {
      name: 'CashPrice',
      kind: 'money',
      scale: 6,
      label: S('CashPrice'),
      list: { width: 120 },
      sort: true,
    },
    { name: 'Currency', kind: 'text', label: S('Currency'), list: { width: 70 } },
    {
      name: 'CashPriceManual',
      kind: 'boolean',
      label: S('CashPriceManual'),
      list: { width: 90, hidden: true },
    },
    {
      name: 'ReceivedOn',
      kind: 'date',
      label: S('ReceivedOn'),
      list: { width: 110 },
      filter: 'range',
      sort: true,
    },
    { name: 'AgeDays', kind: 'number', integer: true, label: S('AgeDays'), list: { width: 80 } },
    { name: 'AgeMonths', kind: 'number', integer: true, label: S('AgeMonths'), list: { width: 80 } },
    {
      name: 'UnitCost',
      kind: 'money',
      scale: 6,
      label: S('UnitCost'),
      list: { width: 120 },
      permit: CASH_STOCK_PERMITS.cost,
    },
    {
      name: 'CostCny',
      kind: 'money',
      scale: 6,
      label: S('CostCny'),
      list: { width: 120 },
      permit: CASH_STOCK_PERMITS.cost,
    },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'Mpn', order: 'asc' },
  actions: [{ name: 'setPrice', label: S('setPrice'), permit: CASH_STOCK_PERMITS.setPrice }],
});
