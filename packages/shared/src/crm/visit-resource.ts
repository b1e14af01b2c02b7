import { defineResource, type FieldDef } from '../resource/define.js';
import { CRM_OPS_PERMITS, VISIT_KIND, VISIT_METHOD, VISIT_STATUS } from './crm-ops-codes.js';

const V = (k: string) => `resources.visit.${k}`;
const VISIT_EDITABLE = { Status: [VISIT_STATUS.draft, VISIT_STATUS.rejected] };

export const VISIT_STATUS_OPTIONS = [
  { value: VISIT_STATUS.draft, label: V('statusDraft') },
  { value: VISIT_STATUS.pendingReview, label: V('statusPending'), color: 'orange' },
  { value: VISIT_STATUS.approved, label: V('statusApproved'), color: 'green' },
  { value: VISIT_STATUS.rejected, label: V('statusRejected'), color: 'red' },
  { value: VISIT_STATUS.cancelled, label: V('statusCancelled'), color: 'default' },
] as const;

/** Fields of a visit (list, filters, detail, form); `allotStatus` is the spec's to-do query key. */
const VISIT_FIELDS = [
  { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
  { name: 'No', kind: 'text', label: V('No'), list: { width: 140 }, filter: 'like', sort: true },
  {
    name: 'Kind',
    kind: 'enum',
    label: V('Kind'),
    options: [
      { value: VISIT_KIND.plan, label: V('kindPlan'), color: 'blue' },
      { value: VISIT_KIND.report, label: V('kindReport'), color: 'green' },
    ],
    list: { width: 90 },
    filter: 'eq',
    form: 'create',
    required: true,
  },
  {
    name: 'CustomerId',
    kind: 'number',
    integer: true,
    label: V('CustomerId'),
    list: { hidden: true },
    filter: 'eq',
    form: 'create',
    required: true,
  },
  { name: 'CustomerCode', kind: 'text', label: V('CustomerCode'), list: { width: 110 } },
  { name: 'CustomerName', kind: 'text', label: V('CustomerName'), list: true, filter: 'like' },
  { name: 'ContactId', kind: 'number', integer: true, label: V('ContactId'), form: 'edit' },
  { name: 'ContactName', kind: 'text', label: V('ContactName'), list: true },
  {
    name: 'SalespersonId',
    kind: 'user',
    users: 'salers',
    label: V('SalespersonId'),
    list: true,
    filter: 'eq',
    form: 'create',
  },
  {
    name: 'allotStatus',
    kind: 'enum',
    label: V('allotStatus'),
    options: [
      { value: 0, label: V('allotNone'), color: 'orange' },
      { value: 1, label: V('allotDone'), color: 'green' },
    ],
    list: { width: 90 },
    filter: 'eq',
  },
  {
    name: 'Method',
    kind: 'enum',
    label: V('Method'),
    options: [
      { value: VISIT_METHOD.onSite, label: V('methodOnSite') },
      { value: VISIT_METHOD.phone, label: V('methodPhone') },
      { value: VISIT_METHOD.video, label: V('methodVideo') },
      { value: VISIT_METHOD.exhibition, label: V('methodExhibition') },
      { value: VISIT_METHOD.other, label: V('methodOther') },
    ],
    list: { width: 100 },
    filter: 'in',
    form: 'edit',
    required: true,
  },
  {
    name: 'PlannedDate',
    kind: 'date',
    label: V('PlannedDate'),
    list: { width: 110 },
    filter: 'range',
    sort: true,
    form: 'edit',
  },
  { name: 'PlannedTime', kind: 'text', label: V('PlannedTime'), list: { width: 80 }, form: 'edit', max: 5 },
  {
    name: 'DoneDate',
    kind: 'date',
    label: V('DoneDate'),
    list: { width: 110 },
    filter: 'range',
    sort: true,
    form: 'edit',
  },
  { name: 'Location', kind: 'text', label: V('Location'), list: { hidden: true }, form: 'edit', max: 200 },
  { name: 'Purpose', kind: 'text', label: V('Purpose'), list: true, form: 'edit', max: 500, multiline: true },
  {
    name: 'Content',
    kind: 'text',
    label: V('Content'),
    list: { hidden: true },
    filter: 'like',
    form: 'edit',
    max: 4000,
    multiline: true,
  },
  {
    name: 'Result',
    kind: 'text',
    label: V('Result'),
    list: { hidden: true },
    form: 'edit',
    max: 2000,
    multiline: true,
  },
  {
    name: 'NextStep',
    kind: 'text',
    label: V('NextStep'),
    list: { hidden: true },
    form: 'edit',
    max: 1000,
    multiline: true,
  },
  {
    name: 'Status',
    kind: 'enum',
    label: V('Status'),
    options: VISIT_STATUS_OPTIONS,
    list: true,
    filter: 'in',
  },
  { name: 'Attachments', kind: 'attachment', label: V('Attachments'), list: { hidden: true } },
  { name: 'TenantId', kind: 'lookup', lookup: 'tenants', label: 'resources.common.Tenant', filter: 'eq' },
  {
    name: 'CreatedBy',
    kind: 'user',
    users: 'all',
    label: V('CreatedBy'),
    list: { hidden: true },
    filter: 'eq',
  },
  { name: 'CreatedAt', kind: 'datetime', label: V('CreatedAt'), list: true, filter: 'range', sort: true },
  { name: 'Version', kind: 'number', integer: true, label: V('Version'), detail: false },
] as const satisfies readonly FieldDef[];

/**
 * /crmsystem/customervisits: visit plans and reports (BF). A salesperson sees the visits allotted to
 * them or created by them; a holder of the allotment permit also sees the unallotted ones; scope "all"
 * sees every visit. Actions: add (0103), allot (0102), submit a report for review, cancel.
 */
export const visitResource = defineResource({
  name: 'crm.visit',
  title: V('title'),
  menu: 'crmsystem/customervisits',
  rowKey: 'Id',
  api: {
    list: '/merchant/sale/customervisit/Query',
    export: '/merchant/sale/customervisit/Export',
    detail: '/merchant/sale/customervisit/:id',
    create: '/merchant/sale/customervisit',
    update: '/merchant/sale/customervisit/:id',
  },
  fields: VISIT_FIELDS,
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  actions: [
    { name: 'allot', label: V('allot'), permit: CRM_OPS_PERMITS.visitAllot, batch: true },
    // Drafts and rejected visits are submitted or cancelled.
    {
      name: 'submit',
      label: V('submit'),
      permit: CRM_OPS_PERMITS.visitSubmit,
      confirm: V('confirmSubmit'),
      call: { version: true },
      success: 'crmUi.visit.submitted',
      when: VISIT_EDITABLE,
    },
    {
      name: 'cancel',
      label: V('cancel'),
      permit: CRM_OPS_PERMITS.visitCancel,
      confirm: V('confirmCancel'),
      danger: true,
      call: { version: true },
      success: 'crmUi.visit.cancelled',
      when: VISIT_EDITABLE,
    },
  ],
  create: {
    permit: CRM_OPS_PERMITS.visitCreate,
    label: 'crmUi.visit.add',
    testId: 'visit-add',
    drawer: { title: 'crmUi.visit.newTitle', width: 720 },
  },
});

/**
 * /crmsystem/reviewcustomer/visit: visits waiting for review (`POST merchant/sale/customervisit/
 * queryauditing`, spec §6), decided with `PUT /merchant/review/customerVisit/approve|reject`.
 */
export const visitAuditResource = defineResource({
  name: 'crm.visitAudit',
  title: V('auditTitle'),
  menu: 'crmsystem/reviewcustomer/visit',
  rowKey: 'Id',
  api: { list: '/merchant/sale/customervisit/queryauditing', detail: '/merchant/sale/customervisit/:id' },
  fields: VISIT_FIELDS.filter((f) => f.name !== 'Status' && f.name !== 'allotStatus'),
  defaultSort: { field: 'CreatedAt', order: 'asc' },
  actions: [
    { name: 'approve', label: V('approve'), permit: CRM_OPS_PERMITS.visitQueryAuditing, batch: true },
    {
      name: 'reject',
      label: V('reject'),
      permit: CRM_OPS_PERMITS.visitQueryAuditing,
      batch: true,
      danger: true,
    },
  ],
});
