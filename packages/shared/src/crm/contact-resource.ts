import { defineResource } from '../resource/define.js';
import { CONTACT_STATUS } from './crm-codes.js';

const C = (k: string) => `resources.contact.${k}`;

/**
 * Contacts of the caller's customers (data scope on the contact's owner salesperson). At least one of
 * Email, Phone, QQ, WeChat, Skype (the server refuses otherwise); OtherNumber does not count.
 */
export const contactResource = defineResource({
  name: 'crm.contact',
  title: C('title'),
  menu: 'crmsystem/customer-management',
  rowKey: 'Id',
  api: {
    list: '/merchant/crm/contact/Query',
    create: '/merchant/crm/contact',
    update: '/merchant/crm/contact/:id',
  },
  fields: [
    {
      name: 'Id',
      kind: 'number',
      integer: true,
      label: 'resources.common.Id',
      list: { hidden: true },
      sort: true,
    },
    {
      name: 'CustomerId',
      kind: 'number',
      integer: true,
      label: C('CustomerId'),
      filter: 'eq',
      form: 'create',
      required: true,
    },
    { name: 'CustomerName', kind: 'text', label: C('CustomerName'), list: true, filter: 'like' },
    {
      name: 'Name',
      kind: 'text',
      label: C('Name'),
      list: true,
      filter: 'like',
      sort: true,
      form: 'edit',
      required: true,
      max: 64,
    },
    { name: 'Position', kind: 'text', label: C('Position'), list: true, form: 'edit', max: 64 },
    { name: 'Email', kind: 'text', label: C('Email'), list: true, filter: 'like', form: 'edit', max: 128 },
    { name: 'Phone', kind: 'text', label: C('Phone'), list: true, filter: 'like', form: 'edit', max: 64 },
    { name: 'QQ', kind: 'text', label: C('QQ'), list: { hidden: true }, form: 'edit', max: 32 },
    { name: 'WeChat', kind: 'text', label: C('WeChat'), list: { hidden: true }, form: 'edit', max: 64 },
    { name: 'Skype', kind: 'text', label: C('Skype'), list: { hidden: true }, form: 'edit', max: 64 },
    {
      name: 'OtherNumber',
      kind: 'text',
      label: C('OtherNumber'),
      list: { hidden: true },
      form: 'edit',
      max: 64,
    },
    {
      name: 'IsPrimary',
      kind: 'boolean',
      label: C('IsPrimary'),
      list: { width: 80 },
      filter: 'bool',
      form: 'edit',
    },
    {
      name: 'Status',
      kind: 'enum',
      label: C('Status'),
      options: [
        { value: CONTACT_STATUS.pendingReview, label: C('statusPending'), color: 'orange' },
        { value: CONTACT_STATUS.active, label: C('statusActive'), color: 'green' },
        { value: CONTACT_STATUS.rejected, label: C('statusRejected'), color: 'red' },
      ],
      list: true,
      filter: 'in',
    },
    {
      name: 'OwnerId',
      kind: 'user',
      users: 'salers',
      label: C('OwnerId'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'Remark', kind: 'text', label: C('Remark'), form: 'edit', multiline: true, max: 500 },
    {
      name: 'CreatedAt',
      kind: 'datetime',
      label: 'resources.common.CreatedAt',
      list: { hidden: true },
      filter: 'range',
      sort: true,
    },
  ],
  defaultSort: { field: 'Id', order: 'desc' },
});
