import { defineResource } from '../resource/define.js';
import { PRODUCT_CATEGORIES } from './categories.js';

export const PART_STATUS = { active: 1, disabled: 2 } as const;

/** Permits of the part routes (the web shows a button only when the session holds its permit). */
export const PART_PERMITS = {
  create: 'POST merchant/product/part',
  update: 'PUT merchant/product/part/:id',
  disable: 'PUT merchant/product/part/:id/disable',
  enable: 'PUT merchant/product/part/:id/enable',
} as const;

/**
 * /product/product-information: the parts master. A part is (normalised MPN, brand). `Mpn` filters by
 * prefix on the normalised MPN or on the BOM part key (so `stm32f103` and `LTC2446IUHF#TR` both find
 * their parts); `BrandName` matches the brand's name or any alias. The brand is picked in the form
 * through `BrandId` (a screen-level field: brands are a server list, not a client lookup).
 */
export const partResource = defineResource({
  name: 'product.part',
  title: 'resources.product.part.title',
  menu: 'product/product-information',
  rowKey: 'Id',
  api: {
    list: '/merchant/product/part/Query',
    export: '/merchant/product/part/Export',
    detail: '/merchant/product/part/:id',
    create: '/merchant/product/part',
    update: '/merchant/product/part/:id',
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
      name: 'Mpn',
      kind: 'text',
      label: 'resources.product.part.Mpn',
      list: { width: 200, fixed: 'left' },
      filter: 'like',
      sort: true,
      form: 'edit',
      required: true,
      max: 64,
    },
    {
      name: 'BrandName',
      kind: 'text',
      label: 'resources.product.part.BrandName',
      list: { width: 120 },
      filter: 'like',
      sort: true,
    },
    {
      name: 'Package',
      kind: 'text',
      label: 'resources.product.part.Package',
      list: { width: 120 },
      filter: 'like',
      sort: true,
      form: 'edit',
      max: 64,
    },
    {
      name: 'CategoryCode',
      kind: 'enum',
      label: 'resources.product.part.CategoryCode',
      options: PRODUCT_CATEGORIES.map(([code]) => ({
        value: code,
        label: `resources.product.category.${code}`,
      })),
      list: { width: 120 },
      filter: 'in',
      sort: true,
      form: 'edit',
    },
    {
      name: 'Description',
      kind: 'text',
      label: 'resources.product.part.Description',
      list: true,
      filter: 'like',
      form: 'edit',
      max: 255,
      multiline: true,
    },
    {
      name: 'Msl',
      kind: 'dict',
      dict: 'MSL',
      label: 'resources.product.part.Msl',
      list: { width: 80, hidden: true },
      filter: 'eq',
      form: 'edit',
    },
    {
      name: 'Rohs',
      kind: 'boolean',
      label: 'resources.product.part.Rohs',
      list: { width: 80 },
      filter: 'bool',
      form: 'edit',
    },
    {
      name: 'HsCode',
      kind: 'text',
      label: 'resources.product.part.HsCode',
      list: { width: 110, hidden: true },
      filter: 'like',
      form: 'edit',
      max: 13,
    },
    {
      name: 'Coo',
      kind: 'text',
      label: 'resources.product.part.Coo',
      list: { width: 80, hidden: true },
      filter: 'like',
      form: 'edit',
      max: 2,
    },
    {
      name: 'Lifecycle',
      kind: 'dict',
      dict: 'ProductStatus',
      label: 'resources.product.part.Lifecycle',
      list: { width: 110 },
      filter: 'eq',
      sort: true,
      form: 'edit',
    },
    {
      name: 'Status',
      kind: 'enum',
      label: 'resources.common.Status',
      options: [
        { value: PART_STATUS.active, label: 'resources.common.active', color: 'green' },
        { value: PART_STATUS.disabled, label: 'resources.common.disabled', color: 'default' },
      ],
      list: { width: 90 },
      filter: 'eq',
      sort: true,
    },
    {
      name: 'Remark',
      kind: 'text',
      label: 'resources.product.part.Remark',
      list: { hidden: true },
      form: 'edit',
      max: 255,
    },
    {
      name: 'UpdatedAt',
      kind: 'datetime',
      label: 'resources.common.UpdatedAt',
      list: { hidden: true },
      filter: 'range',
      sort: true,
    },
  ],
  defaultSort: { field: 'Mpn', order: 'asc' },
  actions: [
    {
      name: 'disable',
      label: 'resources.product.part.disable',
      permit: PART_PERMITS.disable,
      confirm: 'resources.product.part.confirmDisable',
      danger: true,
      when: { Status: [PART_STATUS.active] },
    },
    {
      name: 'enable',
      label: 'resources.product.part.enable',
      permit: PART_PERMITS.enable,
      when: { Status: [PART_STATUS.disabled] },
    },
  ],
  // The screen's drawer: a new part's form, or one part's detail (Edit, disable / enable by permit).
  create: {
    permit: PART_PERMITS.create,
    label: 'productUi.part.add',
    testId: 'part-create',
    drawer: { title: 'productUi.part.add', editTitle: 'productUi.part.detail', width: 640 },
  },
  open: { drawer: true, testId: 'part-view' },
});
