import { defineMessages } from './define.js';

/** Field labels the server names in validation messages (by wire field name). */
export const fields = defineMessages({
  UserName: { zh: '账号', en: 'Account' },
  Password: { zh: '密码', en: 'Password' },
  oldPassword: { zh: '原密码', en: 'Old password' },
  newPassword: { zh: '新密码', en: 'New password' },
  Name: { zh: '名称', en: 'Name' },
  Email: { zh: '邮箱', en: 'Email' },
  Phone: { zh: '电话', en: 'Phone' },
  pageIndex: { zh: '页码', en: 'Page' },
  pageSize: { zh: '每页条数', en: 'Page size' },
  code: { zh: '字典编码', en: 'Dictionary code' },
  id: { zh: '编号', en: 'Id' },
  Id: { zh: '编号', en: 'Id' },
  Ids: { zh: '编号列表', en: 'Ids' },
  Type: { zh: '类型', en: 'Type' },
  tenantId: { zh: '公司', en: 'Company' },
  Comment: { zh: '审核意见', en: 'Comment' },
  Amount: { zh: '金额', en: 'Amount' },
});
