import { defineMessages } from './define.js';

/** Dashboard page texts. */
export const uiDashboard = defineMessages({
  greeting: {
    morning: { zh: '早上好，{{name}}', en: 'Good morning, {{name}}' },
    afternoon: { zh: '下午好，{{name}}', en: 'Good afternoon, {{name}}' },
    evening: { zh: '晚上好，{{name}}', en: 'Good evening, {{name}}' },
  },
  today: { zh: '今天是 {{date}}', en: 'Today is {{date}}' },
  roles: { zh: '角色', en: 'Roles' },
  performance: {
    title: { zh: '月度绩效考核', en: 'Monthly performance review' },
    fallback: {
      zh: '请于每月 5 日前完成上月的绩效自评。',
      en: 'Please complete last month’s self-assessment by the 5th of each month.',
    },
    deadline: { zh: '截止日期：{{date}}', en: 'Deadline: {{date}}' },
    go: { zh: '去自评', en: 'Open self-assessment' },
  },
  todos: {
    title: { zh: '我的待办', en: 'My to-dos' },
    empty: { zh: '暂无待办事项', en: 'Nothing to do' },
    total: { zh: '共 {{count}} 项待处理', en: '{{count}} pending' },
  },
  notices: {
    title: { zh: '最近通知', en: 'Recent notifications' },
    empty: { zh: '暂无通知', en: 'No notifications' },
  },
});
