import { defineMessages } from './define.js';

/** Messages of the lookup endpoints (modules/lookups). */
export const lookups = defineMessages({
  unknownDict: { zh: '未知的{{field}}：{{value}}', en: 'Unknown {{field}}: {{value}}' },
  tenantNotFound: { zh: '公司不存在：{{id}}', en: 'No such company: {{id}}' },
  tenantClosedForNew: {
    zh: '公司“{{name}}”已停用新单据，请选择其他公司',
    en: 'Company “{{name}}” no longer takes new documents; choose another company',
  },
  departmentNotFound: { zh: '部门不存在：{{id}}', en: 'No such department: {{id}}' },
  customerExpressAccountNotFound: {
    zh: '客户快递账号不存在',
    en: 'The customer courier account does not exist',
  },
  dictLineNotFound: { zh: '字典项不存在', en: 'The dictionary line does not exist' },
});
