import { defineResource, type FieldDef, genericDeleteCall } from '../../resource/define.js';
import {
  COST_PARAM_CURRENCIES,
  COST_PARAM_DELETE_TYPE,
  COST_PARAM_MENU,
  COST_PARAM_PERMITS,
} from './cost-param.codes.js';

const C = (k: string) => `resources.costParam.${k}`;
const percent = (name: string): FieldDef => ({
  name,
  kind: 'percent',
  scale: 4,
  label: C(name),
  list: { width: 120 },
  form: 'edit',
  required: true,
});
const fixed = (name: string): FieldDef => ({
  name,
  kind: 'money',
  scale: 2,
  label: C(name),
  list: { width: 130 },
  form: 'edit',
  required: true,
});

/**
 * sales/parameter-setting: the landed-cost parameters by owner company and shipping country (empty =
 * every country of the company), one row per company + country (decision 0032): freight % of cost and a
 * fixed freight per order, bank fee % of the amount and a fixed fee, duty % of cost + freight, a fixed
 * inspection fee; fixed amounts in `Currency`, shared over an order's costed lines by cost.
 */
export const costParamResource = defineResource({
  name: 'sales.costParam',
  title: C('title'),
  menu: COST_PARAM_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/sale/costparam/Query',
    export: '/merchant/sale/costparam/Export',
    create: '/merchant/sale/costparam',
    update: '/merchant/sale/costparam/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    {
      name: 'TenantId',
      kind: 'lookup',
      lookup: 'ownerCompanies',
      label: C('TenantId'),
      list: { width: 160 },
      filter: 'eq',
      sort: true,
      form: 'edit',
      required: true,
    },
    {
      name: 'CountryId',
      kind: 'lookup',
      lookup: 'countries',
      label: C('CountryId'),
      list: { width: 160 },
      filter: 'eq',
      form: 'edit',
    },
    percent('FreightPercent'),
    fixed('FreightFixed'),
    percent('BankFeePercent'),
    fixed('BankFeeFixed'),
    percent('DutyPercent'),
    fixed('InspectionFixed'),
    {
      name: 'Currency',
      kind: 'enum',
      options: COST_PARAM_CURRENCIES.map((c) => ({ value: c, label: C(`cur.${c}`) })),
      label: C('Currency'),
      list: { width: 90 },
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
  defaultSort: { field: 'TenantId', order: 'asc' },
  actions: [
    { name: 'edit', label: C('edit'), permit: COST_PARAM_PERMITS.update },
    {
      name: 'delete',
      label: C('delete'),
      permit: COST_PARAM_PERMITS.update,
      call: genericDeleteCall(COST_PARAM_DELETE_TYPE),
      confirm: C('confirmDelete'),
      danger: true,
    },
  ],
  create: {
    permit: COST_PARAM_PERMITS.create,
    label: C('add'),
    testId: 'cost-param-add',
    drawer: { title: C('add'), editTitle: C('editTitle'), width: 520 },
  },
});
