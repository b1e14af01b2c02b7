import { defineResource } from '../resource/define.js';

/** Data-scope kinds of a role (spec §6; docs/decisions/0004). */
export const SCOPE_KINDS = ['all', 'sales', 'purchase', 'own'] as const;
export type ScopeKind = (typeof SCOPE_KINDS)[number];

/** /setup role-list (hidden screen): roles with their data scope; grants are edited in the detail. */
export const roleResource = defineResource({
  name: 'setup.role',
  title: 'resources.role.title',
  menu: 'setup/role-list',
  rowKey: 'Id',
  api: {
    list: '/merchant/setup/role/Query',
    export: '/merchant/setup/role/Export',
    detail: '/merchant/setup/role/:id',
    create: '/merchant/setup/role',
    update: '/merchant/setup/role/:id',
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
      name: 'Name',
      kind: 'text',
      label: 'resources.role.Name',
      list: true,
      filter: 'like',
      sort: true,
      form: 'edit',
      required: true,
      max: 64,
    },
    { name: 'NameEn', kind: 'text', label: 'resources.role.NameEn', list: true, form: 'edit', max: 64 },
    {
      name: 'ScopeKind',
      kind: 'enum',
      label: 'resources.role.ScopeKind',
      options: SCOPE_KINDS.map((k) => ({ value: k, label: `resources.role.scope.${k}` })),
      list: true,
      filter: 'in',
      sort: true,
      form: 'edit',
      required: true,
    },
    {
      name: 'IsSystem',
      kind: 'boolean',
      label: 'resources.role.IsSystem',
      list: true,
      filter: 'bool',
      sort: true,
    },
    { name: 'Users', kind: 'number', integer: true, label: 'resources.role.Users', list: true, sort: true },
    {
      name: 'Remark',
      kind: 'text',
      label: 'resources.role.Remark',
      list: { hidden: true },
      form: 'edit',
      max: 256,
      multiline: true,
    },
    {
      name: 'UpdatedAt',
      kind: 'datetime',
      label: 'resources.common.UpdatedAt',
      list: { hidden: true },
      sort: true,
    },
  ],
  defaultSort: { field: 'Id', order: 'asc' },
  // The role editor is the screen's own drawer (names, data scope, menus and button codes): Add opens
  // it empty, edit (or view, for a session that may read but not change roles) on the row.
  actions: [
    { name: 'edit', label: 'setupUi.common.edit', permit: 'PUT merchant/setup/role/:id' },
    { name: 'view', label: 'setupUi.common.view', permit: 'GET merchant/setup/role/:id' },
  ],
  create: { permit: 'POST merchant/setup/role', label: 'setupUi.role.add', dialog: true },
});
