import { defineResource } from '../resource/define.js';
import { CRM_PERMITS, POOL_REASON } from './crm-codes.js';
import { CUSTOMER_CORE_FIELDS } from './customer-resource.js';

const NOT_PENDING = { PendingClaim: [false, null] };
const P = (k: string) => `resources.pool.${k}`;
const C = (k: string) => `resources.customer.${k}`;

/**
 * /crmsystem/customerLibrary: active customers without an owner. Everyone holding the screen sees the
 * whole pool (no data scope); contact details are masked (`张**`, `j***@***`, `****5678`) until claimed.
 */
export const poolCustomerResource = defineResource({
  name: 'crm.pool',
  title: P('title'),
  menu: 'crmsystem/customerLibrary',
  rowKey: 'Id',
  api: {
    list: '/merchant/crm/pool/Query',
    export: '/merchant/crm/pool/Export',
    detail: '/merchant/crm/pool/:id',
  },
  fields: [
    ...CUSTOMER_CORE_FIELDS.map((f) => ({ ...f, form: undefined })),
    { name: 'ContactName', kind: 'text', label: C('ContactName'), list: true },
    { name: 'ContactEmail', kind: 'text', label: C('ContactEmail'), list: true },
    { name: 'ContactPhone', kind: 'text', label: C('ContactPhone'), list: true },
    {
      name: 'PoolReason',
      kind: 'enum',
      label: P('PoolReason'),
      options: [
        { value: POOL_REASON.released, label: P('reasonReleased') },
        { value: POOL_REASON.inactive, label: P('reasonInactive') },
        { value: POOL_REASON.ownerLeft, label: P('reasonOwnerLeft') },
        { value: POOL_REASON.unassigned, label: P('reasonUnassigned') },
      ],
      list: true,
      filter: 'in',
    },
    {
      name: 'PreviousOwnerId',
      kind: 'user',
      users: 'salers',
      label: P('PreviousOwnerId'),
      list: { hidden: true },
      filter: 'eq',
    },
    { name: 'PendingClaim', kind: 'boolean', label: P('PendingClaim'), list: { width: 90 }, filter: 'bool' },
    {
      name: 'LastInquiryAt',
      kind: 'datetime',
      label: C('LastInquiryAt'),
      list: { hidden: true },
      sort: true,
    },
    { name: 'LastOrderAt', kind: 'datetime', label: C('LastOrderAt'), list: { hidden: true }, sort: true },
    {
      name: 'PoolEnteredAt',
      kind: 'datetime',
      label: P('PoolEnteredAt'),
      list: true,
      filter: 'range',
      sort: true,
    },
  ],
  defaultSort: { field: 'PoolEnteredAt', order: 'desc' },
  actions: [
    // A claim owns the customer (it opens in the customer list) or waits for review; a customer whose
    // claim is under review offers neither claim nor assignment.
    {
      name: 'claim',
      label: P('claim'),
      permit: CRM_PERMITS.claim,
      confirm: P('confirmClaim'),
      call: { body: {} },
      when: NOT_PENDING,
      success: {
        field: 'Pending',
        values: { true: 'crmUi.pool.claimSubmitted', false: 'kit.prompt.claimed.success' },
      },
      goTo: { field: 'Pending', values: { false: '/crmsystem/customer-management?Code=:Code' } },
    },
    // The director's assignment of a pool customer is the transfer route (button 0102).
    { name: 'assign', label: P('assign'), permit: CRM_PERMITS.transfer, when: NOT_PENDING },
  ],
});
