import { defineResource, type FieldDef } from '../../resource/define.js';
import {
  PRODUCT_SUPPLIER_MENU,
  SUPPLIER_GRADES,
  SUPPLIER_MENU,
  SUPPLIER_PAYMENT_TERMS,
  SUPPLIER_PERMITS,
  SUPPLIER_STATUS,
  SUPPLIER_TYPE,
} from './supplier.codes.js';

const L = (k: string) => `resources.supplier.${k}`;

export const SUPPLIER_TYPE_OPTIONS = Object.entries(SUPPLIER_TYPE).map(([k, v]) => ({
  value: v,
  label: L(`type_${k}`),
}));
export const SUPPLIER_STATUS_OPTIONS = [
  { value: SUPPLIER_STATUS.active, label: L('status_active'), color: 'green' },
  { value: SUPPLIER_STATUS.suspended, label: L('status_suspended'), color: 'orange' },
  { value: SUPPLIER_STATUS.prohibited, label: L('status_prohibited'), color: 'red' },
];
export const SUPPLIER_GRADE_OPTIONS = SUPPLIER_GRADES.map((g) => ({ value: g, label: L(`grade_${g}`) }));
export const SUPPLIER_TERMS_OPTIONS = Object.entries(SUPPLIER_PAYMENT_TERMS).map(([k, v]) => ({
  value: v,
  label: L(`terms_${k}`),
}));

/** The columns both supplier lists show (the purchasing list adds owner, banks and the edit). */
const common = [
  { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
  {
    name: 'Keyword',
    kind: 'text',
    label: L('Keyword'),
    filter: 'like',
    common: true,
  },
  { name: 'Code', kind: 'text', label: L('Code'), list: { width: 100 }, sort: true },
  { name: 'Name', kind: 'text', label: L('Name'), list: { width: 240 }, sort: true },
  { name: 'ShortName', kind: 'text', label: L('ShortName'), list: { width: 110 } },
  {
    name: 'Type',
    kind: 'enum',
    label: L('Type'),
    options: SUPPLIER_TYPE_OPTIONS,
    list: { width: 110 },
    filter: 'in',
    common: true,
  },
  {
    name: 'CountryCode',
    kind: 'text',
    label: L('CountryCode'),
    list: { width: 70 },
    filter: 'eq',
    typedCode: true,
    sort: true,
  },
  { name: 'City', kind: 'text', label: L('City'), list: { width: 120 } },
  {
    name: 'Grade',
    kind: 'enum',
    label: L('Grade'),
    options: SUPPLIER_GRADE_OPTIONS,
    list: { width: 80 },
    filter: 'in',
    sort: true,
  },
  {
    name: 'Status',
    kind: 'enum',
    label: L('Status'),
    options: SUPPLIER_STATUS_OPTIONS,
    list: { width: 90 },
    filter: 'in',
    common: true,
  },
  { name: 'StatusReason', kind: 'text', label: L('StatusReason'), list: { hidden: true } },
  {
    name: 'Currency',
    kind: 'lookup',
    lookup: 'currencies',
    label: L('Currency'),
    list: { width: 70 },
    filter: 'eq',
  },
  {
    name: 'PaymentTerms',
    kind: 'enum',
    label: L('PaymentTerms'),
    options: SUPPLIER_TERMS_OPTIONS,
    list: { width: 110 },
  },
  { name: 'Brands', kind: 'text', label: L('Brands'), list: { width: 200 } },
  { name: 'ContactName', kind: 'text', label: L('ContactName'), list: { width: 120 } },
  { name: 'Email', kind: 'text', label: L('Email'), list: { width: 180 } },
  { name: 'Phone', kind: 'text', label: L('Phone'), list: { width: 150 } },
  { name: 'Website', kind: 'text', label: L('Website'), list: { hidden: true } },
] as const satisfies readonly FieldDef[];

/**
 * purchase/supplierControl/supplier: the supplier master (every holder of the screen sees every supplier,
 * decision 0038). A row opens its detail (contacts, bank accounts, brands, former names, history,
 * attachments); Add opens the form in the drawer.
 */
export const supplierResource = defineResource({
  name: 'purchase.supplier',
  title: L('title'),
  menu: SUPPLIER_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/supplier/Query',
    export: '/merchant/purchase/supplier/Export',
    detail: '/merchant/purchase/supplier/:id',
    create: '/merchant/purchase/supplier',
    update: '/merchant/purchase/supplier/:id',
  },
  fields: [
    ...common,
    { name: 'BankCount', kind: 'number', integer: true, label: L('BankCount'), list: { width: 80 } },
    { name: 'OwnerName', kind: 'text', label: L('OwnerName'), list: { width: 100 }, filter: 'like' },
    {
      name: 'CreatedAt',
      kind: 'datetime',
      label: 'resources.common.CreatedAt',
      list: { width: 150 },
      filter: 'range',
      sort: true,
    },
    { name: 'Version', kind: 'number', integer: true, label: L('Version'), detail: false },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'Name', order: 'asc' },
  create: {
    permit: SUPPLIER_PERMITS.create,
    label: L('add'),
    testId: 'supplier-add',
    drawer: { title: L('newTitle'), width: 960 },
  },
  open: { route: '/purchase/supplierControl/supplier-detail?id=:id', testId: 'supplier-open-:id' },
});

/** product/supplier: the sales-side read-only view of the same suppliers (no bank accounts, no edit). */
export const productSupplierResource = defineResource({
  name: 'product.supplier',
  title: L('catalogueTitle'),
  menu: PRODUCT_SUPPLIER_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/supplier/catalogue/Query',
    export: '/merchant/purchase/supplier/catalogue/Export',
  },
  fields: common,
  defaultSort: { field: 'Name', order: 'asc' },
});
