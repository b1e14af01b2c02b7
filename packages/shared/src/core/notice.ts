/**
 * A stored notification's text as a message key with parameters (sys_notification.message_key +
 * params; the push message's Key + Params), rendered in the READER's language when read — by the server
 * (GET /merchant/common/notice) and by the web (bell, popover, dashboard, push toast).
 *
 * Keys live in the `notices` namespace (`notices.msg.*`, packages/shared/src/i18n/notices.ts). A key is
 * a title, or a group with `title` and `detail`. A parameter is a literal, a label `{ code, labels }`
 * (rendered as the text of `<labels>.<code>`, e.g. a status by its label) or a text written in both
 * languages `{ zh, en }` (user-named things such as review steps). The parameter `status` is also shown
 * as the notification's status.
 */
export interface NoticeLabelParam {
  code: string | number;
  labels: string;
}
export interface NoticeTextParam {
  zh: string;
  en: string;
}
export type NoticeParam = string | number | NoticeLabelParam | NoticeTextParam;
export type NoticeParams = Record<string, NoticeParam>;

/** The namespace every notification key is in. */
export const NOTICE_NAMESPACE = 'notices';

/** Translates `ns.a.b` with parameters; returns undefined when the key has no text. */
export type NoticeTranslator = (key: string, params?: Record<string, unknown>) => string | undefined;

export interface RenderedNotice {
  title: string;
  detail: string;
  status: string;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** One parameter as text in the translator's language (`lang` picks a `{ zh, en }` text). */
export function noticeParamText(tr: NoticeTranslator, lang: string, p: unknown): string {
  if (isObject(p)) {
    if ('labels' in p && 'code' in p)
      return tr(`${String(p.labels)}.${String(p.code)}`) ?? String(p.code ?? '');
    if ('zh' in p || 'en' in p) return String((lang === 'zh-CN' ? p.zh : p.en) ?? p.zh ?? p.en ?? '');
    return '';
  }
  return p === undefined || p === null ? '' : String(p);
}

/** Renders a key + parameters; an unknown key shows as the key (never throws). */
export function renderNotice(
  tr: NoticeTranslator,
  lang: string,
  key: string,
  params: unknown,
): RenderedNotice {
  const raw = isObject(params) ? params : {};
  const text: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) text[k] = noticeParamText(tr, lang, v);
  const title = tr(`${key}.title`, text) ?? tr(key, text) ?? key;
  return { title, detail: tr(`${key}.detail`, text) ?? '', status: text.status ?? '' };
}
