import { defineResource, type FieldDef, genericDeleteCall } from '../resource/define.js';
import {
  PURCHASE_PURPOSE,
  PURCHASE_REQUEST_DELETE_TYPE,
  PURCHASE_REQUEST_EDITABLE,
  PURCHASE_REQUEST_MENU,
  PURCHASE_REQUEST_PERMITS,
  PURCHASE_REQUEST_STATUS,
} from './purchase-request-codes.js';

const R = (k: string) => `resources.purchaseRequest.${k}`;
/** Drafts and rejected requests are edited and submitted. */
const EDITABLE = { Status: PURCHASE_REQUEST_EDITABLE };

export const PURCHASE_REQUEST_STATUS_OPTIONS = [
  { value: PURCHASE_REQUEST_STATUS.draft, label: R('statusDraft') },
  { value: PURCHASE_REQUEST_STATUS.pendingReview, label: R('statusPending'), color: 'orange' },
  { value: PURCHASE_REQUEST_STATUS.ready, label: R('statusReady'), color: 'green' },
  { value: PURCHASE_REQUEST_STATUS.rejected, label: R('statusRejected'), color: 'red' },
  { value: PURCHASE_REQUEST_STATUS.ordered, label: R('statusOrdered'), color: 'blue' },
] as const;

export const PURCHASE_PURPOSE_OPTIONS = [
  { value: PURCHASE_PURPOSE.stock, label: R('purposeStock'), color: 'blue' },
  { value: PURCHASE_PURPOSE.sample, label: R('purposeSample'), color: 'purple' },
] as const;

/** /forQuotation/purchase-request: the caller's purchase requests (CS; data scope on the requester). */
export const purchaseRequestResource = defineResource({
  name: 'inquiry.purchaseRequest',
  title: R('title'),
  menu: PURCHASE_REQUEST_MENU.list,
  rowKey: 'Id',
  api: {
    list: '/merchant/forqutation/purchaserequest/Query',
    export: '/merchant/forqutation/purchaserequest/Export',
    detail: '/merchant/forqutation/purchaserequest/:id',
    create: '/merchant/forqutation/purchaserequest',
    update: '/merchant/forqutation/purchaserequest/:id',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: R('No'), list: { width: 150 }, filter: 'like', sort: true },
    {
      name: 'Status',
      kind: 'enum',
      label: R('Status'),
      options: PURCHASE_REQUEST_STATUS_OPTIONS,
      list: { width: 110 },
      filter: 'in',
    },
    {
      name: 'RequestedBy',
      kind: 'user',
      users: 'all',
      label: R('RequestedBy'),
      list: { width: 100 },
      filter: 'eq',
    },
    { name: 'Mpn', kind: 'text', label: R('Mpn'), list: { width: 200 }, filter: 'like', export: true },
    {
      name: 'Purpose',
      kind: 'enum',
      label: R('Purpose'),
      options: PURCHASE_PURPOSE_OPTIONS,
      list: { width: 90 },
      filter: 'eq',
    },
    { name: 'Lines', kind: 'number', integer: true, label: R('Lines'), list: { width: 70 } },
    { name: 'Quantity', kind: 'number', integer: true, label: R('Quantity'), list: { width: 90 } },
    { name: 'RequiredDate', kind: 'date', label: R('RequiredDate'), list: { width: 110 }, sort: true },
    { name: 'Remark', kind: 'text', label: R('Remark'), list: { hidden: true } },
    { name: 'TenantId', kind: 'lookup', lookup: 'tenants', label: 'resources.common.Tenant', filter: 'eq' },
    { name: 'CreatedAt', kind: 'datetime', label: R('CreatedAt'), list: true, filter: 'range', sort: true },
    {
      name: 'Version',
      kind: 'number',
      integer: true,
      label: R('Version'),
      detail: false,
      list: { hidden: true },
    },
  ] as const satisfies readonly FieldDef[],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  actions: [
    { name: 'edit', label: R('edit'), permit: PURCHASE_REQUEST_PERMITS.update, when: EDITABLE },
    {
      name: 'submit',
      label: R('submit'),
      permit: PURCHASE_REQUEST_PERMITS.submit,
      confirm: R('confirmSubmit'),
      call: { version: true },
      success: 'sourcingUi.request.submitted',
      when: EDITABLE,
    },
    {
      name: 'withdraw',
      label: R('withdraw'),
      permit: PURCHASE_REQUEST_PERMITS.withdraw,
      confirm: R('confirmWithdraw'),
      call: { version: true },
      success: 'sourcingUi.request.withdrawn',
      when: { Status: [PURCHASE_REQUEST_STATUS.pendingReview] },
    },
    {
      name: 'delete',
      label: R('delete'),
      permit: PURCHASE_REQUEST_PERMITS.delete,
      confirm: R('confirmDelete'),
      call: genericDeleteCall(PURCHASE_REQUEST_DELETE_TYPE),
      success: 'kit.prompt.deleted.success',
      danger: true,
      when: { Status: [PURCHASE_REQUEST_STATUS.draft] },
    },
  ],
  create: {
    permit: PURCHASE_REQUEST_PERMITS.create,
    label: 'sourcingUi.request.add',
    testId: 'request-add',
    drawer: { title: 'sourcingUi.request.newTitle', editTitle: 'sourcingUi.request.editTitle' },
  },
});
