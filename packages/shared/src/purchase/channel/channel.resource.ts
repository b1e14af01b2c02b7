import { defineResource } from '../../resource/define.js';
import { SUPPLIER_GRADE_OPTIONS } from '../supplier/supplier.resource.js';

const L = (k: string) => `resources.channelStock.${k}`;

export const CHANNEL_INVENTORY_MENU = 'purchase/supplierControl/channelInventory';
export const INTERNATIONAL_INVENTORY_MENU = 'product/internationalinventory';
export const CHANNEL_MODES = ['replace', 'merge'] as const;
export type ChannelMode = (typeof CHANNEL_MODES)[number];

/**
 * product/internationalinventory (POST /merchant/product/internationalinventory/Query and /Export):
 * every imported stock row, searched by MPN (normalised key, prefix), brand, D/C age, min quantity, max
 * price, region and supplier. Sales and purchasing read it; only the supplier's name and grade show
 * (as the supplier catalogue), never its bank data.
 */
export const channelStockResource = defineResource({
  name: 'product.internationalInventory',
  title: L('title'),
  menu: INTERNATIONAL_INVENTORY_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/product/internationalinventory/Query',
    export: '/merchant/product/internationalinventory/Export',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    {
      name: 'Mpn',
      kind: 'text',
      label: L('Mpn'),
      list: { width: 180 },
      filter: 'like',
      sort: true,
      common: true,
    },
    { name: 'Brand', kind: 'text', label: L('Brand'), list: { width: 120 }, filter: 'like', common: true },
    { name: 'Package', kind: 'text', label: L('Package'), list: { width: 100 } },
    { name: 'DateCode', kind: 'text', label: L('DateCode'), list: { width: 90 } },
    { name: 'DcAge', kind: 'number', integer: true, label: L('DcAge'), filter: 'eq', common: true },
    {
      name: 'Quantity',
      kind: 'number',
      integer: true,
      label: L('Quantity'),
      list: { width: 100 },
      sort: true,
    },
    { name: 'MinQty', kind: 'number', integer: true, label: L('MinQty'), filter: 'eq', common: true },
    { name: 'Price', kind: 'money', label: L('Price'), list: { width: 100 }, sort: true },
    { name: 'MaxPrice', kind: 'money', label: L('MaxPrice'), filter: 'eq' },
    {
      name: 'Currency',
      kind: 'lookup',
      lookup: 'currencies',
      label: L('Currency'),
      list: { width: 70 },
      filter: 'eq',
    },
    { name: 'Region', kind: 'text', label: L('Region'), list: { width: 100 }, filter: 'like' },
    { name: 'Moq', kind: 'number', integer: true, label: L('Moq'), list: { width: 80 } },
    { name: 'LeadTime', kind: 'text', label: L('LeadTime'), list: { width: 90 } },
    {
      name: 'SupplierId',
      kind: 'number',
      integer: true,
      label: L('SupplierId'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'SupplierName', kind: 'text', label: L('SupplierName'), list: { width: 200 }, filter: 'like' },
    {
      name: 'SupplierGrade',
      kind: 'enum',
      label: L('SupplierGrade'),
      options: SUPPLIER_GRADE_OPTIONS,
      list: { width: 90 },
    },
    { name: 'ImportedAt', kind: 'datetime', label: L('ImportedAt'), list: { width: 150 }, sort: true },
  ],
  defaultSort: { field: 'Mpn', order: 'asc' },
});

export const CHANNEL_MODE_OPTIONS = CHANNEL_MODES.map((m) => ({ value: m, label: L(`mode_${m}`) }));

/**
 * purchase/supplierControl/channelInventory (POST /merchant/purchase/channelinventory/Query): the
 * stock lists imported, per supplier (rows now, after later merges), newest first.
 */
export const channelListResource = defineResource({
  name: 'purchase.channelList',
  title: L('listsTitle'),
  menu: CHANNEL_INVENTORY_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/channelinventory/Query',
    export: '/merchant/purchase/channelinventory/Export',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    {
      name: 'SupplierId',
      kind: 'number',
      integer: true,
      label: L('SupplierId'),
      list: { hidden: true },
      filter: 'eq',
    },
    {
      name: 'SupplierName',
      kind: 'text',
      label: L('SupplierName'),
      list: { width: 200 },
      filter: 'like',
      common: true,
    },
    { name: 'FileName', kind: 'text', label: L('FileName'), list: { width: 200 } },
    { name: 'Mode', kind: 'enum', label: L('Mode'), options: CHANNEL_MODE_OPTIONS, list: { width: 80 } },
    { name: 'ImportedRows', kind: 'number', integer: true, label: L('ImportedRows'), list: { width: 100 } },
    { name: 'RejectedRows', kind: 'number', integer: true, label: L('RejectedRows'), list: { width: 100 } },
    { name: 'Rows', kind: 'number', integer: true, label: L('Rows'), list: { width: 90 } },
    { name: 'CreatedByName', kind: 'text', label: L('CreatedByName'), list: { width: 100 } },
    { name: 'ImportedAt', kind: 'datetime', label: L('ImportedAt'), list: { width: 150 }, sort: true },
  ],
  defaultSort: { field: 'ImportedAt', order: 'desc' },
});
