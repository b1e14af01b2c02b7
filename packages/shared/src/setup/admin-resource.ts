import { defineResource } from '../resource/define.js';
import { USER_STATUS } from './user-resource.js';

/** The built-in administrator (spec §6 "user id 1 is admin"): never revoked or disabled. */
export const BUILT_IN_ADMIN_ID = 1;

/**
 * /setup admin-list and admin-detail: administrator accounts, i.e. users with the administrator flag
 * (docs/decisions/0006). Creating one makes a new account with the flag; grant/revoke toggle the flag
 * of an existing user. Only administrators may change it.
 */
export const adminResource = defineResource({
  name: 'setup.admin',
  title: 'resources.admin.title',
  menu: 'setup/admin-list',
  rowKey: 'Id',
  api: {
    list: '/merchant/setup/admin/Query',
    export: '/merchant/setup/admin/Export',
    detail: '/merchant/setup/user/:id',
    create: '/merchant/setup/admin',
  },
  fields: [
    {
      name: 'Id',
      kind: 'number',
      integer: true,
      label: 'resources.common.Id',
      list: { width: 80 },
      sort: true,
    },
    {
      name: 'Account',
      kind: 'text',
      label: 'resources.user.Account',
      list: true,
      filter: 'like',
      sort: true,
      form: 'create',
      required: true,
      max: 64,
    },
    {
      name: 'Name',
      kind: 'text',
      label: 'resources.user.Name',
      list: true,
      filter: 'like',
      sort: true,
      form: 'create',
      required: true,
      max: 64,
    },
    {
      name: 'NameEn',
      kind: 'text',
      label: 'resources.user.NameEn',
      list: { hidden: true },
      form: 'create',
      max: 64,
    },
    {
      name: 'Email',
      kind: 'text',
      label: 'resources.user.Email',
      list: true,
      filter: 'like',
      form: 'create',
      max: 128,
    },
    { name: 'Phone', kind: 'text', label: 'resources.user.Phone', list: true, form: 'create', max: 32 },
    {
      name: 'TenantId',
      kind: 'lookup',
      lookup: 'tenants',
      label: 'resources.common.Tenant',
      list: true,
      filter: 'eq',
      sort: true,
      form: 'create',
      required: true,
    },
    {
      name: 'DeptId',
      kind: 'lookup',
      lookup: 'departments',
      label: 'resources.user.DeptId',
      list: true,
      filter: 'eq',
      form: 'create',
    },
    {
      name: 'Status',
      kind: 'enum',
      label: 'resources.common.Status',
      options: [
        { value: USER_STATUS.active, label: 'resources.common.active', color: 'green' },
        { value: USER_STATUS.disabled, label: 'resources.common.disabled', color: 'default' },
      ],
      list: true,
      filter: 'eq',
      sort: true,
    },
    { name: 'IsBuiltIn', kind: 'boolean', label: 'resources.admin.IsBuiltIn', list: true },
    {
      name: 'CreatedAt',
      kind: 'datetime',
      label: 'resources.common.CreatedAt',
      list: { hidden: true },
      filter: 'range',
      sort: true,
    },
  ],
  defaultSort: { field: 'Id', order: 'asc' },
  actions: [
    {
      name: 'revoke',
      label: 'resources.admin.revoke',
      permit: 'PUT merchant/setup/admin/:id/revoke',
      confirm: 'resources.admin.confirmRevoke',
      danger: true,
      adminOnly: true,
    },
  ],
  // Creating and revoking are `adminOnly` routes (decision 0006); the detail screen is the menu's.
  create: {
    permit: 'POST merchant/setup/admin',
    label: 'setupUi.admin.add',
    testId: 'admin-create',
    route: '/setup/admin-detail',
    adminOnly: true,
  },
  open: { route: '/setup/admin-detail?id=:id', testId: 'admin-view-:id', checkRoute: true },
});
