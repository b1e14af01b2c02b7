import { defineMessages } from './define.js';

/** Messages of the /setup module (users, roles, departments, dictionaries, administrators, settings). */
export const setup = defineMessages({
  deptNotFound: { zh: '部门不存在：{{id}}', en: 'No such department: {{id}}' },
  roleNotFound: { zh: '角色不存在：{{id}}', en: 'No such role: {{id}}' },
  cannotDisableSelf: { zh: '不能禁用自己的账号', en: 'You cannot disable your own account' },
  unknownMenu: { zh: '菜单代码不存在：{{code}}', en: 'Unknown menu code: {{code}}' },
  unknownButton: { zh: '按钮代码无效：{{code}}', en: 'Invalid button code: {{code}}' },
  systemRoleName: { zh: '系统角色不能改名', en: 'A system role cannot be renamed' },
  deptCycle: {
    zh: '上级部门不能是本部门或其下级',
    en: 'The parent cannot be the department itself or one below it',
  },
  headNotMember: { zh: '负责人必须是本部门的用户', en: 'The head must be a user of this department' },
  adminOnly: { zh: '只有管理员可以执行此操作', en: 'Only administrators may do this' },
  /** The privilege rules (modules/setup/privilege-rules.ts), all 403. */
  privilege: {
    self: {
      zh: '不能修改自己账号的角色、部门、公司或状态',
      en: 'You cannot change the roles, department, company or status of your own account',
    },
    ownRole: {
      zh: '不能修改自己所属的角色「{{role}}」',
      en: 'You cannot change the role "{{role}}": you hold it yourself',
    },
    adminRole: {
      zh: '管理员角色及其分配只能由管理员修改',
      en: 'Only administrators may change the administrator role or who holds it',
    },
    grantExceeds: {
      zh: '不能授予自己没有的权限：{{grant}}',
      en: 'You cannot grant a permission you do not hold yourself: {{grant}}',
    },
    roleExceeds: {
      zh: '角色「{{role}}」含有您自己没有的权限（{{grant}}），不能分配',
      en: 'The role "{{role}}" holds a permission you do not hold yourself ({{grant}}); you cannot assign it',
    },
    scopeExceeds: {
      zh: '不能授予比自己更大的数据范围：{{scope}}',
      en: 'You cannot grant a wider data scope than your own: {{scope}}',
    },
  },
  lastAdmin: {
    zh: '至少需要保留一名启用的管理员',
    en: 'At least one active administrator must remain',
  },
  builtInAdmin: {
    zh: '内置管理员（编号 1）不能取消管理员或停用',
    en: 'The built-in administrator (id 1) cannot be revoked or disabled',
  },
  userNotFound: { zh: '用户不存在：{{id}}', en: 'No such user: {{id}}' },
  settingUnknown: { zh: '没有此设置：{{key}}', en: 'No such setting: {{key}}' },
  settingNotInteger: { zh: '{{setting}}：必须是整数', en: '{{setting}}: must be a whole number' },
  settingOutOfRange: {
    zh: '{{setting}}：必须在 {{min}} 到 {{max}} 之间',
    en: '{{setting}}: must be between {{min}} and {{max}}',
  },
  settingNotBoolean: { zh: '{{setting}}：必须是“是”或“否”', en: '{{setting}}: must be yes or no' },
  settingListEmpty: { zh: '{{setting}}：至少需要一项', en: '{{setting}}: at least one item is needed' },
  settingListTooLong: { zh: '{{setting}}：最多 {{max}} 项', en: '{{setting}}: at most {{max}} items' },
  settingBadPercent: {
    zh: '{{setting}}：{{value}} 不是 {{min}}–{{max}} 之间、最多两位小数的百分比',
    en: '{{setting}}: {{value}} is not a percentage between {{min}} and {{max}} with at most 2 decimals',
  },
  settingBadTier: {
    zh: '{{setting}}：{{value}} 不是有效的月数（可选 {{allowed}}）',
    en: '{{setting}}: {{value}} is not a valid number of months ({{allowed}})',
  },
  settingBadDomain: {
    zh: '{{setting}}：{{value}} 不是有效的邮箱域名（例如 qq.com）',
    en: '{{setting}}: {{value}} is not a valid mail domain (such as qq.com)',
  },
  settingDuplicate: { zh: '{{setting}}：{{value}} 重复', en: '{{setting}}: {{value}} appears twice' },
  settingsEmpty: { zh: '请至少修改一项设置', en: 'Please change at least one setting' },
  currencyUnknown: { zh: '不支持的币种：{{code}}', en: 'Unsupported currency: {{code}}' },
  baseCurrencyNotUsed: {
    zh: '本位币必须在使用币种中',
    en: 'The base currency must be one of the currencies used',
  },
  lastDocCompany: {
    zh: '至少需要一家公司可用于新单据',
    en: 'At least one company must stay available for new documents',
  },
});
