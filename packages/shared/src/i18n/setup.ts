import { defineMessages } from './define.js';

/** Messages of the /setup module (users, roles, departments, dictionaries). */
export const setup = defineMessages({
  deptNotFound: { zh: '部门不存在：{{id}}', en: 'No such department: {{id}}' },
  roleNotFound: { zh: '角色不存在：{{id}}', en: 'No such role: {{id}}' },
  cannotDisableSelf: { zh: '不能禁用自己的账号', en: 'You cannot disable your own account' },
});
