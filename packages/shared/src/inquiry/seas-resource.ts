import { defineResource, type FieldDef } from '../resource/define.js';
import { SEAS_MENU, SEAS_PERMITS, SEAS_REASON } from './seas-codes.js';

const S = (k: string) => `resources.seas.${k}`;

/**
 * /forQuotation/seas-library: the public inquiry pool — open inquiries released by their salesperson,
 * of customers in the CRM public pool, or of customers now owned by another salesperson (decision
 * 0011). Contact details are masked by the server like the CRM pool; lines without customer PNs.
 */
export const seasResource = defineResource({
  name: 'inquiry.seas',
  title: S('title'),
  menu: SEAS_MENU,
  rowKey: 'Id',
  api: {
    list: '/merchant/forqutation/seas/Query',
    export: '/merchant/forqutation/seas/Export',
    detail: '/merchant/forqutation/seas/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: S('No'), list: { width: 150 }, filter: 'like', sort: true },
    { name: 'CustomerCode', kind: 'text', label: S('CustomerCode'), list: { width: 100 } },
    { name: 'CustomerName', kind: 'text', label: S('CustomerName'), list: true, filter: 'like' },
    { name: 'ContactName', kind: 'text', label: S('ContactName'), list: { width: 90 } },
    { name: 'ContactEmail', kind: 'text', label: S('ContactEmail'), list: { width: 120 } },
    { name: 'ContactPhone', kind: 'text', label: S('ContactPhone'), list: { width: 100 } },
    {
      name: 'SalespersonId',
      kind: 'user',
      users: 'salers',
      label: S('SalespersonId'),
      list: true,
      filter: 'eq',
    },
    {
      name: 'SeasReason',
      kind: 'enum',
      label: S('SeasReason'),
      options: [
        { value: SEAS_REASON.released, label: S('reasonReleased'), color: 'blue' },
        { value: SEAS_REASON.customerInPool, label: S('reasonCustomerInPool'), color: 'orange' },
        { value: SEAS_REASON.customerMoved, label: S('reasonCustomerMoved'), color: 'purple' },
      ],
      list: { width: 130 },
      filter: 'in',
    },
    { name: 'Mpn', kind: 'text', label: S('Mpn'), list: false, filter: 'like', export: false },
    { name: 'Lines', kind: 'number', integer: true, label: S('Lines'), list: { width: 70 } },
    {
      name: 'Currency',
      kind: 'dict',
      dict: 'Currency',
      label: S('Currency'),
      list: { width: 70 },
      filter: 'eq',
    },
    { name: 'ReleaseReason', kind: 'text', label: S('ReleaseReason'), list: { hidden: true } },
    { name: 'ReleasedAt', kind: 'datetime', label: S('ReleasedAt'), list: true, sort: true },
    { name: 'TenantId', kind: 'lookup', lookup: 'tenants', label: 'resources.common.Tenant', filter: 'eq' },
    { name: 'CreatedAt', kind: 'datetime', label: S('CreatedAt'), list: true, filter: 'range', sort: true },
    {
      name: 'Version',
      kind: 'number',
      integer: true,
      label: S('Version'),
      detail: false,
      list: { hidden: true },
    },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  actions: [
    // Taken over at the version read, the inquiry opens in the caller's rfq-menu.
    {
      name: 'takeOver',
      label: S('takeOver'),
      permit: SEAS_PERMITS.takeOver,
      confirm: S('confirmTakeOver'),
      call: { version: true },
      success: 'sourcingUi.seas.tookOver',
      goTo: '/forQuotation/rfq-menu?No=:No',
    },
    // The owner releases one of their open inquiries: the screen's dialog picks it.
    { name: 'release', label: 'sourcingUi.seas.release', permit: SEAS_PERMITS.release, toolbar: true },
  ],
});
