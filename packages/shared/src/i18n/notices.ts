import { defineMessages } from './define.js';

/** Notification texts the server builds (performance announcement, offline notice types). */
export const notices = defineMessages({
  performance: {
    title: { zh: '{{period}} 月度绩效考核', en: 'Performance review for {{period}}' },
    content: {
      zh: '请于 {{deadline}} 前完成 {{period}} 的绩效自评，逾期将无法提交。',
      en: 'Please complete your self-assessment for {{period}} by {{deadline}}; late submissions are not accepted.',
    },
  },
  offlineType: {
    '1': { zh: '系统维护', en: 'System maintenance' },
    '2': { zh: '版本升级', en: 'Version upgrade' },
    '3': { zh: '超时提醒', en: 'Time-out reminder' },
    '4': { zh: '系统公告', en: 'Announcement' },
  },
});
