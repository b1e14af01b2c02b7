import { defineResource } from '../../resource/define.js';
import { QC_STATE } from '../ledger/ledger.codes.js';
import { AGE_BUCKET, STOCK_SUMMARY_MENU } from './stock-summary.codes.js';

const S = (k: string) => `resources.stockSummary.${k}`;

export const AGE_BUCKET_OPTIONS = [
  { value: AGE_BUCKET.upTo3, label: S('age1'), color: 'green' },
  { value: AGE_BUCKET.upTo6, label: S('age2'), color: 'blue' },
  { value: AGE_BUCKET.upTo12, label: S('age3'), color: 'orange' },
  { value: AGE_BUCKET.over12, label: S('age4'), color: 'red' },
] as const;

export const QC_STATE_OPTIONS = [
  { value: QC_STATE.quarantine, label: S('qc1'), color: 'orange' },
  { value: QC_STATE.passed, label: S('qc2'), color: 'green' },
  { value: QC_STATE.rejected, label: S('qc3'), color: 'red' },
] as const;

/**
 * Stock summary (库存汇总, `/finance/stocksSummary`, decision 0029): every lot with stock on hand, valued
 * at cost in CNY (on hand × unit cost × the rate locked at receipt, 2 places), with its age bucket. The
 * grouped totals (`/Summary`) take the same filters, so they add up to this list.
 */
export const stockSummaryResource = defineResource({
  name: 'inventory.stockSummary',
  title: S('title'),
  menu: STOCK_SUMMARY_MENU,
  rowKey: 'Id',
  api: { list: '/merchant/finance/stocksummary/Query', export: '/merchant/finance/stocksummary/Export' },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: S('Id'), list: { hidden: true } },
    {
      name: 'TenantId',
      kind: 'lookup',
      lookup: 'tenants',
      label: S('TenantId'),
      list: true,
      filter: 'eq',
      common: true,
    },
    {
      name: 'WarehouseId',
      kind: 'lookup',
      lookup: 'warehouses',
      label: S('WarehouseId'),
      list: true,
      filter: 'eq',
      common: true,
    },
    {
      name: 'Mpn',
      kind: 'text',
      label: S('Mpn'),
      list: { width: 180 },
      filter: 'like',
      sort: true,
      common: true,
    },
    { name: 'Brand', kind: 'text', label: S('Brand'), list: true, filter: 'like', sort: true, common: true },
    { name: 'DateCode', kind: 'text', label: S('DateCode'), list: { width: 80 } },
    {
      name: 'QcState',
      kind: 'enum',
      label: S('QcState'),
      options: QC_STATE_OPTIONS,
      list: true,
      filter: 'in',
    },
    { name: 'ReceivedOn', kind: 'date', label: S('ReceivedOn'), list: true, filter: 'range', sort: true },
    {
      name: 'AgeBucket',
      kind: 'enum',
      label: S('AgeBucket'),
      options: AGE_BUCKET_OPTIONS,
      list: true,
      filter: 'in',
      common: true,
    },
    { name: 'OnHand', kind: 'number', integer: true, label: S('OnHand'), list: true, sort: true },
    { name: 'Currency', kind: 'dict', dict: 'Currency', label: S('Currency'), list: { width: 70 } },
    { name: 'UnitCost', kind: 'number', scale: 6, label: S('UnitCost'), list: true },
    { name: 'RateToCny', kind: 'number', scale: 6, label: S('RateToCny'), list: { hidden: true } },
    { name: 'ValueCny', kind: 'money', label: S('ValueCny'), list: true, sort: true },
  ],
  defaultSort: { field: 'ReceivedOn', order: 'asc' },
});
