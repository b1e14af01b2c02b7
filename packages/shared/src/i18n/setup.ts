import { defineMessages } from './define.js';

/** Messages of the /setup module (users, roles, departments, dictionaries). */
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
});
