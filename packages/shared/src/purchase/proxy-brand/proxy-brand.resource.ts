import { defineResource, type FieldDef } from '../../resource/define.js';
import { PROXY_BRAND_MENU, PROXY_BRAND_PERMITS, PROXY_BRAND_STATUS } from './proxy-brand.codes.js';

const L = (k: string) => `resources.proxyBrand.${k}`;

export const PROXY_BRAND_STATUS_OPTIONS = [
  { value: PROXY_BRAND_STATUS.draft, label: L('status1'), color: 'default' },
  { value: PROXY_BRAND_STATUS.pendingReview, label: L('status11'), color: 'orange' },
  { value: PROXY_BRAND_STATUS.approved, label: L('status2'), color: 'green' },
  { value: PROXY_BRAND_STATUS.rejected, label: L('status3'), color: 'red' },
] as const;

/**
 * purchase/proxybrand: proxy brands DL (franchise lines, decision 0049), every row (scope 'none').
 * `status` keeps the spec's to-do link value (`status=11` pending review). A row opens in the drawer
 * (detail, certificate, edit, submit); Add opens the same drawer empty.
 */
export const proxyBrandResource = defineResource({
  name: 'purchase.proxyBrand',
  title: L('title'),
  menu: PROXY_BRAND_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/purchase/proxybrand/Query',
    export: '/merchant/purchase/proxybrand/Export',
    detail: '/merchant/purchase/proxybrand/:id',
    create: '/merchant/purchase/proxybrand',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    { name: 'BrandName', kind: 'text', label: L('BrandName'), list: { width: 160 }, filter: 'like' },
    { name: 'Territory', kind: 'text', label: L('Territory'), list: { width: 140 }, filter: 'like' },
    { name: 'ValidFrom', kind: 'date', label: L('ValidFrom'), list: { width: 110 }, sort: true },
    { name: 'ValidTo', kind: 'date', label: L('ValidTo'), list: { width: 110 }, filter: 'range', sort: true },
    {
      name: 'status',
      kind: 'enum',
      label: L('Status'),
      options: PROXY_BRAND_STATUS_OPTIONS,
      list: { width: 100 },
      filter: 'in',
    },
    { name: 'OwnerName', kind: 'text', label: L('OwnerName'), list: { width: 100 } },
    { name: 'ReviewComment', kind: 'text', label: L('ReviewComment'), list: { hidden: true } },
    { name: 'Remark', kind: 'text', label: L('Remark'), list: { hidden: true } },
    {
      name: 'CreatedAt',
      kind: 'datetime',
      label: 'resources.common.CreatedAt',
      list: true,
      filter: 'range',
      sort: true,
    },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  open: { drawer: true, testId: 'proxy-brand-open-:id' },
  create: {
    permit: PROXY_BRAND_PERMITS.create,
    label: L('add'),
    testId: 'proxy-brand-add',
    drawer: { title: L('title') },
  },
});
