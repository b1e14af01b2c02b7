import { defineResource, type FieldDef } from '../../resource/define.js';
import {
  CASH_REQUIREMENT_MENU,
  CASH_REQUIREMENT_PERMITS,
  CASH_REQUIREMENT_STATUS as S,
} from './cash-requirement.codes.js';
import { CASH_REQUIREMENT_MPN_MAX } from './cash-requirement.rules.js';

const L = (k: string) => `resources.cashRequirement.${k}`;

export const CASH_REQUIREMENT_STATUS_OPTIONS = [
  { value: S.pendingReview, label: L('status1'), color: 'orange' },
  { value: S.approved, label: L('status2'), color: 'green' },
  { value: S.rejected, label: L('status3'), color: 'red' },
  { value: S.fulfilled, label: L('status4'), color: 'blue' },
  { value: S.closed, label: L('status5'), color: 'default' },
] as const;

/**
 * sales/cash_requirement: a salesperson's requests for own stock (data scope "sales" on the
 * salesperson; purchasing sees every approved one, decision 0035), with the matching available own stock.
 */
export const cashRequirementResource = defineResource({
  name: 'sales.cashRequirement',
  title: L('title'),
  menu: CASH_REQUIREMENT_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/sale/cashrequirement/Query',
    export: '/merchant/sale/cashrequirement/Export',
    detail: '/merchant/sale/cashrequirement/:id',
    create: '/merchant/sale/cashrequirement',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    {
      name: 'Mpn',
      kind: 'text',
      max: CASH_REQUIREMENT_MPN_MAX,
      label: L('Mpn'),
      list: { width: 160 },
      filter: 'like',
      form: 'create',
      required: true,
    },
    { name: 'Brand', kind: 'text', max: 100, label: L('Brand'), list: { width: 100 }, form: 'create' },
    { name: 'Package', kind: 'text', max: 100, label: L('Package'), list: { width: 90 }, form: 'create' },
    { name: 'DateCode', kind: 'text', max: 50, label: L('DateCode'), list: { width: 80 }, form: 'create' },
    {
      name: 'Quantity',
      kind: 'number',
      integer: true,
      label: L('Quantity'),
      list: { width: 90 },
      form: 'create',
      required: true,
    },
    {
      name: 'TargetPrice',
      kind: 'money',
      scale: 6,
      label: L('TargetPrice'),
      list: { width: 100 },
      form: 'create',
    },
    {
      name: 'Currency',
      kind: 'lookup',
      lookup: 'currencies',
      label: L('Currency'),
      list: { width: 70 },
      form: 'create',
    },
    { name: 'CustomerId', kind: 'number', integer: true, label: L('CustomerId'), list: { hidden: true } },
    { name: 'CustomerName', kind: 'text', label: L('CustomerId'), list: { width: 140 } },
    { name: 'RequiredDate', kind: 'date', label: L('RequiredDate'), list: { width: 110 }, form: 'create' },
    { name: 'MatchingStock', kind: 'number', integer: true, label: L('MatchingStock'), list: { width: 130 } },
    {
      name: 'Status',
      kind: 'enum',
      label: L('Status'),
      options: CASH_REQUIREMENT_STATUS_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    {
      name: 'OwnerId',
      kind: 'user',
      users: 'salers',
      label: L('Owner'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'OwnerName', kind: 'text', label: L('Owner'), list: { width: 100 } },
    {
      name: 'Remark',
      kind: 'text',
      multiline: true,
      label: L('Remark'),
      list: { hidden: true },
      form: 'create',
    },
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
  actions: [
    {
      name: 'fulfil',
      label: L('fulfil'),
      permit: CASH_REQUIREMENT_PERMITS.fulfil,
      when: { Status: [S.approved] },
      call: { version: true },
    },
    {
      name: 'close',
      label: L('close'),
      permit: CASH_REQUIREMENT_PERMITS.close,
      when: { Status: [S.approved] },
      call: { version: true },
      danger: true,
    },
  ],
  create: {
    permit: CASH_REQUIREMENT_PERMITS.create,
    label: L('add'),
    testId: 'cash-requirement-add',
    drawer: { title: L('add') },
  },
});
