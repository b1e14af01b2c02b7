import { defineResource } from '../resource/define.js';

export const BRAND_STATUS = { active: 1, disabled: 2 } as const;

export const BRAND_PERMITS = {
  create: 'POST merchant/product/brand',
  update: 'PUT merchant/product/brand/:id',
} as const;

/** Limits of a brand's aliases (other spellings and acquired lines). */
export const BRAND_ALIAS_MAX = { count: 50, length: 64 } as const;

/**
 * /product/brand-manage: the makers. `Name` is the short trading name; `Aliases` the other spellings a
 * BOM or supplier uses (`Texas Instruments`, `Burr-Brown` for TI) — a list edited by the screen, shown
 * `, `-joined in the list. The `Name` filter matches the name or any alias. `IsProxy`: a franchised line
 * of the group; changing it needs the screen's 0102 button.
 */
export const brandResource = defineResource({
  name: 'product.brand',
  title: 'resources.product.brand.title',
  menu: 'product/brand-manage',
  rowKey: 'Id',
  api: {
    list: '/merchant/product/brand/Query',
    export: '/merchant/product/brand/Export',
    detail: '/merchant/product/brand/:id',
    create: '/merchant/product/brand',
    update: '/merchant/product/brand/:id',
  },
  fields: [
    {
      name: 'Id',
      kind: 'number',
      integer: true,
      label: 'resources.common.Id',
      list: { width: 80, hidden: true },
      sort: true,
    },
    {
      name: 'Name',
      kind: 'text',
      label: 'resources.product.brand.Name',
      list: { width: 140 },
      filter: 'like',
      sort: true,
      form: 'edit',
      required: true,
      max: 64,
    },
    {
      name: 'FullName',
      kind: 'text',
      label: 'resources.product.brand.FullName',
      list: true,
      filter: 'like',
      sort: true,
      form: 'edit',
      max: 128,
    },
    {
      name: 'NameCn',
      kind: 'text',
      label: 'resources.product.brand.NameCn',
      list: { width: 120 },
      form: 'edit',
      max: 64,
    },
    { name: 'Aliases', kind: 'text', label: 'resources.product.brand.Aliases', list: true },
    {
      name: 'CountryCode',
      kind: 'text',
      label: 'resources.product.brand.CountryCode',
      list: { width: 90 },
      filter: 'eq',
      form: 'edit',
      max: 2,
      // ISO 3166-1 alpha-2 as typed; the countries lookup is keyed by id, not by this code.
      typedCode: true,
    },
    {
      name: 'Website',
      kind: 'text',
      label: 'resources.product.brand.Website',
      list: { hidden: true },
      form: 'edit',
      max: 128,
    },
    {
      name: 'IsProxy',
      kind: 'boolean',
      label: 'resources.product.brand.IsProxy',
      list: { width: 90 },
      filter: 'bool',
      form: 'edit',
    },
    {
      name: 'Parts',
      kind: 'number',
      integer: true,
      label: 'resources.product.brand.Parts',
      list: { width: 90 },
      sort: true,
    },
    {
      name: 'Status',
      kind: 'enum',
      label: 'resources.common.Status',
      options: [
        { value: BRAND_STATUS.active, label: 'resources.common.active', color: 'green' },
        { value: BRAND_STATUS.disabled, label: 'resources.common.disabled', color: 'default' },
      ],
      list: { width: 90 },
      filter: 'eq',
      sort: true,
      form: 'edit',
    },
    {
      name: 'Sort',
      kind: 'number',
      integer: true,
      label: 'resources.product.brand.Sort',
      list: { hidden: true },
      sort: true,
      form: 'edit',
    },
    {
      name: 'Remark',
      kind: 'text',
      label: 'resources.product.brand.Remark',
      list: { hidden: true },
      form: 'edit',
      max: 255,
    },
  ],
  defaultSort: { field: 'Name', order: 'asc' },
  // The screen's drawer: a new brand's form, or one brand's detail (aliases, Edit by permit).
  create: {
    permit: BRAND_PERMITS.create,
    label: 'productUi.brand.add',
    testId: 'brand-create',
    drawer: { title: 'productUi.brand.add', editTitle: 'productUi.brand.detail', width: 640 },
  },
  open: { drawer: true, testId: 'brand-view' },
});
