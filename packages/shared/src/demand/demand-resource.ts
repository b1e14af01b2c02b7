import { defineResource, type FieldDef } from '../resource/define.js';
import { DEMAND_MENU, DEMAND_PERMITS, DEMAND_STATUS } from './demand-codes.js';

const D = (k: string) => `resources.demand.${k}`;

export const DEMAND_STATUS_OPTIONS = [
  { value: DEMAND_STATUS.awaitingConfirmation, label: D('statusAwaiting'), color: 'orange' },
  { value: DEMAND_STATUS.confirmed, label: D('statusConfirmed'), color: 'green' },
  { value: DEMAND_STATUS.rejected, label: D('statusRejected'), color: 'red' },
  { value: DEMAND_STATUS.converted, label: D('statusConverted'), color: 'blue' },
] as const;

/**
 * /demand/demandmanagement: demand orders (XQ; data scope "sales" on the salesperson). The status
 * filter's wire name is the spec's `status` (the to-do link DemandConfirmCount carries `status=1`).
 */
export const demandResource = defineResource({
  name: 'demand.demand',
  title: D('title'),
  menu: DEMAND_MENU.list,
  rowKey: 'Id',
  api: {
    list: '/merchant/demand/demand/Query',
    export: '/merchant/demand/demand/Export',
    detail: '/merchant/demand/demand/:id',
    create: '/merchant/demand/demand',
    update: '/merchant/demand/demand/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: D('No'), list: { width: 150 }, filter: 'like', sort: true },
    {
      name: 'CustomerId',
      kind: 'number',
      integer: true,
      label: D('CustomerId'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'CustomerCode', kind: 'text', label: D('CustomerCode'), list: { width: 100 } },
    { name: 'CustomerName', kind: 'text', label: D('CustomerName'), list: true, filter: 'like' },
    {
      name: 'SalespersonId',
      kind: 'user',
      users: 'salers',
      label: D('SalespersonId'),
      list: { width: 100 },
      filter: 'eq',
    },
    { name: 'Mpn', kind: 'text', label: D('Mpn'), list: { width: 200 }, filter: 'like' },
    { name: 'Lines', kind: 'number', integer: true, label: D('Lines'), list: { width: 70 } },
    {
      name: 'Currency',
      kind: 'dict',
      dict: 'Currency',
      label: D('Currency'),
      list: { width: 70 },
      filter: 'eq',
    },
    {
      name: 'ExpectedDate',
      kind: 'date',
      label: D('ExpectedDate'),
      list: { width: 110 },
      filter: 'range',
      sort: true,
    },
    {
      name: 'status',
      kind: 'enum',
      label: D('Status'),
      options: DEMAND_STATUS_OPTIONS,
      list: { width: 110 },
      filter: 'in',
    },
    { name: 'InquiryId', kind: 'number', integer: true, label: D('InquiryId'), list: { hidden: true } },
    { name: 'InquiryNo', kind: 'text', label: D('InquiryNo'), list: { width: 140 } },
    { name: 'Remark', kind: 'text', label: D('Remark'), list: { hidden: true } },
    { name: 'TenantId', kind: 'lookup', lookup: 'tenants', label: 'resources.common.Tenant', filter: 'eq' },
    { name: 'CreatedAt', kind: 'datetime', label: D('CreatedAt'), list: true, filter: 'range', sort: true },
    {
      name: 'Version',
      kind: 'number',
      integer: true,
      label: D('Version'),
      detail: false,
      list: { hidden: true },
    },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  actions: [
    // A rejected order is edited (and goes back for confirmation); a confirmed one opens an inquiry.
    {
      name: 'edit',
      label: D('edit'),
      permit: DEMAND_PERMITS.update,
      when: { status: [DEMAND_STATUS.rejected] },
    },
    {
      name: 'openInquiry',
      label: D('openInquiry'),
      permit: DEMAND_PERMITS.openInquiry,
      confirm: D('confirmOpenInquiry'),
      call: { version: true },
      success: 'sourcingUi.demand.inquiryOpened',
      goTo: '/forQuotation/rfq-menu?No=:InquiryNo',
      when: { status: [DEMAND_STATUS.confirmed] },
    },
  ],
  create: {
    permit: DEMAND_PERMITS.create,
    label: 'sourcingUi.demand.add',
    testId: 'demand-add',
    drawer: { title: 'sourcingUi.demand.newTitle', editTitle: 'sourcingUi.demand.editTitle' },
  },
});
