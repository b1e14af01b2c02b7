import { defineResource, type FieldDef, genericDeleteCall } from '../../resource/define.js';
import { CASH_PRICE_DELETE_TYPE, CASH_PRICE_MENU } from './cash-price.codes.js';

const C = (k: string) => `resources.cashPrice.${k}`;

export const CASH_PRICE_PERMITS = {
  create: 'POST merchant/purchase/cashprice',
  update: 'PUT merchant/purchase/cashprice/:id',
} as const;

/**
 * /purchase/parameterSetting/cashPrice: markup % over cost by brand ('' = any brand), age band in months
 * [AgeFrom, AgeTo) and unit-cost band in CNY [CostFrom, CostTo) (empty "to" = open). Decision 0028.
 */
export const cashPriceResource = defineResource({
  name: 'inventory.cashPrice',
  title: C('title'),
  menu: CASH_PRICE_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/cashprice/Query',
    export: '/merchant/purchase/cashprice/Export',
    create: '/merchant/purchase/cashprice',
    update: '/merchant/purchase/cashprice/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    {
      name: 'Brand',
      kind: 'text',
      label: C('Brand'),
      list: { width: 160 },
      filter: 'like',
      sort: true,
      form: 'edit',
      max: 64,
    },
    {
      name: 'AgeFrom',
      kind: 'number',
      integer: true,
      label: C('AgeFrom'),
      list: { width: 110 },
      sort: true,
      form: 'edit',
      required: true,
    },
    { name: 'AgeTo', kind: 'number', integer: true, label: C('AgeTo'), list: { width: 110 }, form: 'edit' },
    {
      name: 'CostFrom',
      kind: 'money',
      scale: 6,
      label: C('CostFrom'),
      list: { width: 130 },
      sort: true,
      form: 'edit',
      required: true,
    },
    { name: 'CostTo', kind: 'money', scale: 6, label: C('CostTo'), list: { width: 130 }, form: 'edit' },
    {
      name: 'MarkupPercent',
      kind: 'percent',
      scale: 4,
      label: C('MarkupPercent'),
      list: { width: 110 },
      sort: true,
      form: 'edit',
      required: true,
    },
    { name: 'Remark', kind: 'text', label: C('Remark'), list: true, form: 'edit', max: 200 },
    {
      name: 'UpdatedAt',
      kind: 'datetime',
      label: 'resources.common.UpdatedAt',
      list: { width: 160 },
      sort: true,
    },
    {
      name: 'Version',
      kind: 'number',
      integer: true,
      label: C('Version'),
      detail: false,
      list: { hidden: true },
    },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'Brand', order: 'asc' },
  actions: [
    { name: 'edit', label: C('edit'), permit: CASH_PRICE_PERMITS.update },
    {
      name: 'delete',
      label: C('delete'),
      permit: CASH_PRICE_PERMITS.update,
      call: genericDeleteCall(CASH_PRICE_DELETE_TYPE),
      confirm: C('confirmDelete'),
      danger: true,
    },
  ],
  create: {
    permit: CASH_PRICE_PERMITS.create,
    label: C('add'),
    testId: 'cash-price-add',
    drawer: { title: C('add'), editTitle: C('editTitle'), width: 480 },
  },
});
