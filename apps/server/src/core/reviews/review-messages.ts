import { defineMessages, type Lang, translate } from '@partdesk/shared/i18n/index';

/**
 * Texts of the review notifications (stored once, in the deciding request's language). Kept beside the
 * engine: they are server-built notice texts, not API error messages.
 */
export const reviewNotices = defineMessages({
  approved: { zh: '单据 {{no}} 已审核通过', en: 'Document {{no}} has been approved' },
  advanced: {
    zh: '单据 {{no}} 已通过「{{step}}」，进入「{{next}}」',
    en: 'Document {{no}} passed "{{step}}" and moved on to "{{next}}"',
  },
  rejected: { zh: '单据 {{no}} 已被驳回', en: 'Document {{no}} has been rejected' },
  statusApproved: { zh: '审核通过', en: 'Approved' },
  statusPending: { zh: '待审核', en: 'Pending review' },
  statusRejected: { zh: '已驳回', en: 'Rejected' },
});

export function reviewText(
  lang: Lang,
  key: keyof typeof reviewNotices,
  params?: Record<string, unknown>,
): string {
  return translate(lang, `reviewNotices.${key}`, params, { reviewNotices });
}
