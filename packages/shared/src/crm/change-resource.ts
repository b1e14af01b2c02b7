import { defineResource } from '../resource/define.js';
import { CHANGE_STATUS, CRM_OPS_PERMITS } from './crm-ops-codes.js';

const G = (k: string) => `resources.customerChange.${k}`;

export const CHANGE_STATUS_OPTIONS = [
  { value: CHANGE_STATUS.pending, label: G('statusPending'), color: 'orange' },
  { value: CHANGE_STATUS.approved, label: G('statusApproved'), color: 'green' },
  { value: CHANGE_STATUS.rejected, label: G('statusRejected'), color: 'red' },
  { value: CHANGE_STATUS.withdrawn, label: G('statusWithdrawn'), color: 'default' },
] as const;

const head = [
  { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
  {
    name: 'CustomerId',
    kind: 'number',
    integer: true,
    label: G('CustomerId'),
    list: { hidden: true },
    filter: 'eq',
  },
  { name: 'CustomerCode', kind: 'text', label: G('CustomerCode'), list: { width: 110 }, filter: 'like' },
  { name: 'CustomerName', kind: 'text', label: G('CustomerName'), list: true, filter: 'like' },
  { name: 'OwnerId', kind: 'user', users: 'salers', label: G('OwnerId'), list: true, filter: 'eq' },
] as const;

const tail = [
  { name: 'Reason', kind: 'text', label: G('Reason'), list: true, form: 'create', max: 500, multiline: true },
  {
    name: 'Status',
    kind: 'enum',
    label: G('Status'),
    options: CHANGE_STATUS_OPTIONS,
    list: true,
    filter: 'in',
  },
  { name: 'CreatedBy', kind: 'user', users: 'all', label: G('CreatedBy'), list: true, filter: 'eq' },
  { name: 'CreatedAt', kind: 'datetime', label: G('CreatedAt'), list: true, filter: 'range', sort: true },
  { name: 'DecidedBy', kind: 'user', users: 'all', label: G('DecidedBy'), list: { hidden: true } },
  { name: 'DecidedAt', kind: 'datetime', label: G('DecidedAt'), list: { hidden: true }, sort: true },
] as const;

/**
 * Level change requests (review type `customerLevel`, level-audit): from → to CompanyLevel value.
 * Requested from the customer (`POST /merchant/crm/customer/:id/levelchange`); scoped by the
 * customer's owner; the reviewers hold the level-audit screen and see them all.
 */
export const levelChangeResource = defineResource({
  name: 'crm.levelChange',
  title: G('levelTitle'),
  menu: 'crmsystem/reviewcustomer/level-audit',
  rowKey: 'Id',
  api: { list: '/merchant/crm/levelchange/Query', create: '/merchant/crm/customer/:id/levelchange' },
  fields: [
    ...head,
    {
      name: 'FromLevel',
      kind: 'dict',
      dict: 'CompanyLevel',
      label: G('FromLevel'),
      list: true,
      filter: 'in',
    },
    {
      name: 'ToLevel',
      kind: 'dict',
      dict: 'CompanyLevel',
      label: G('ToLevel'),
      list: true,
      filter: 'in',
      form: 'create',
      required: true,
    },
    ...tail,
  ],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  actions: [{ name: 'request', label: G('requestLevel'), permit: CRM_OPS_PERMITS.levelRequest }],
});

/**
 * Credit-limit change requests (review type `customerCredit`, credit-audit, finance): the limit in
 * the customer's currency, from → to.
 */
export const creditChangeResource = defineResource({
  name: 'crm.creditChange',
  title: G('creditTitle'),
  menu: 'crmsystem/reviewcustomer/credit-audit',
  rowKey: 'Id',
  api: { list: '/merchant/crm/creditchange/Query', create: '/merchant/crm/customer/:id/creditchange' },
  fields: [
    ...head,
    {
      name: 'Currency',
      kind: 'dict',
      dict: 'Currency',
      label: G('Currency'),
      list: true,
      filter: 'eq',
    },
    { name: 'FromLimit', kind: 'money', label: G('FromLimit'), list: true },
    {
      name: 'ToLimit',
      kind: 'money',
      label: G('ToLimit'),
      list: true,
      filter: 'range',
      sort: true,
      form: 'create',
      required: true,
    },
    ...tail,
  ],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  actions: [{ name: 'request', label: G('requestCredit'), permit: CRM_OPS_PERMITS.creditRequest }],
});
