import { defineResource, type FieldDef } from '../../resource/define.js';
import {
  QUALITY_CHECK_MENUS,
  QUALITY_CHECK_PERMITS,
  QUALITY_CHECK_RESULT as R,
  QUALITY_CHECK_STATUS as S,
} from './quality-check.codes.js';

const L = (k: string) => `resources.qualityCheck.${k}`;

export const QUALITY_CHECK_STATUS_OPTIONS = [
  { value: S.requested, label: L('status1'), color: 'blue' },
  { value: S.pendingReview, label: L('status2'), color: 'orange' },
  { value: S.passed, label: L('status3'), color: 'green' },
  { value: S.failed, label: L('status4'), color: 'red' },
] as const;

export const QUALITY_CHECK_RESULT_OPTIONS = [
  { value: R.pass, label: L('result1'), color: 'green' },
  { value: R.fail, label: L('result2'), color: 'red' },
] as const;

/**
 * sales/checkquality (decision 0060): the sales-side quality checks QC of reserved stock — a salesperson
 * sees their own, the warehouse and the sales leads every one.
 */
export const qualityCheckResource = defineResource({
  name: 'sales.qualityCheck',
  title: L('title'),
  menu: QUALITY_CHECK_MENUS.list,
  rowKey: 'Id',
  api: {
    list: '/merchant/sale/qualitycheck/Query',
    export: '/merchant/sale/qualitycheck/Export',
    detail: '/merchant/sale/qualitycheck/:id',
    create: '/merchant/sale/qualitycheck',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    { name: 'OrderNo', kind: 'text', label: L('OrderNo'), list: { width: 150 }, filter: 'like' },
    {
      name: 'OrderLineId',
      kind: 'number',
      integer: true,
      label: L('OrderLineId'),
      list: { hidden: true },
      form: 'create',
      required: true,
    },
    {
      name: 'LotId',
      kind: 'number',
      integer: true,
      label: L('LotId'),
      list: { width: 90 },
      form: 'create',
      required: true,
    },
    { name: 'Mpn', kind: 'text', label: L('Mpn'), list: { width: 170 }, filter: 'like' },
    { name: 'Quantity', kind: 'number', integer: true, label: L('Quantity'), list: { width: 90 } },
    {
      name: 'Reason',
      kind: 'text',
      multiline: true,
      max: 500,
      label: L('Reason'),
      list: { width: 200 },
      form: 'create',
      required: true,
    },
    {
      name: 'Status',
      kind: 'enum',
      label: L('Status'),
      options: QUALITY_CHECK_STATUS_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    {
      name: 'Result',
      kind: 'enum',
      label: L('Result'),
      options: QUALITY_CHECK_RESULT_OPTIONS,
      list: { width: 90 },
    },
    { name: 'Failed', kind: 'number', integer: true, label: L('Failed'), list: { width: 90 } },
    { name: 'Remark', kind: 'text', label: L('Remark'), list: { width: 160 } },
    { name: 'OwnerName', kind: 'text', label: L('Owner'), list: { width: 100 } },
    { name: 'InspectorName', kind: 'text', label: L('Inspector'), list: { width: 100 } },
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
    permit: QUALITY_CHECK_PERMITS.create,
    label: L('add'),
    testId: 'quality-check-add',
    drawer: { title: L('add') },
  },
});
