import { defineMessages } from './define.js';

/**
 * Labels of resource definitions (packages/shared/src/<module>/*-resource.ts), one group per resource.
 * Keys are written `resources.<group>.<Field>`; the server uses them for export headers, the web kit
 * for columns, filters, forms and detail views.
 */
export const resources = defineMessages({
  common: {
    Id: { zh: '编号', en: 'Id' },
    CreatedAt: { zh: '创建时间', en: 'Created' },
    UpdatedAt: { zh: '更新时间', en: 'Updated' },
    Tenant: { zh: '公司', en: 'Company' },
    Status: { zh: '状态', en: 'Status' },
    active: { zh: '启用', en: 'Active' },
    disabled: { zh: '停用', en: 'Disabled' },
    yes: { zh: '是', en: 'Yes' },
    no: { zh: '否', en: 'No' },
  },
  user: {
    title: { zh: '用户', en: 'Users' },
    Account: { zh: '账号', en: 'Account' },
    Name: { zh: '姓名', en: 'Name' },
    NameEn: { zh: '英文名', en: 'English name' },
    Email: { zh: '邮箱', en: 'Email' },
    Phone: { zh: '电话', en: 'Phone' },
    DeptId: { zh: '部门', en: 'Department' },
    RoleId: { zh: '角色', en: 'Role' },
    RoleNames: { zh: '角色', en: 'Roles' },
    IsAdmin: { zh: '管理员', en: 'Administrator' },
    disable: { zh: '停用', en: 'Disable' },
    enable: { zh: '启用', en: 'Enable' },
    confirmDisable: {
      zh: '停用后该用户的登录会立即失效，确定停用？',
      en: "Disabling ends the user's sessions at once. Disable?",
    },
  },
});
