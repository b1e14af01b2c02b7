import { NAMED_ROUTES, type RouteName } from '@partdesk/shared/access/menu-tree';
import { DOC_NO_QUERY, routeForDocNo } from '@partdesk/shared/core/doc-types';
import { type NoticeTranslator, renderNotice } from '@partdesk/shared/core/notice';
import type { i18n as I18n } from 'i18next';

/**
 * A notification's Message is plain text or JSON (spec §3: Title, OrderStatus, Remark, Contont, No,
 * Content, ReceivDate, PartNo, Date, Type, Tyee). This reads either into one shape the popover shows.
 */
export interface NoticeView {
  title: string;
  content: string;
  remark: string;
  no: string;
  partNo: string;
  status: string;
  date: string;
  type: string;
  /** The parsed JSON (the Email route receives it as its query). */
  raw: Record<string, unknown> | null;
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function parseNoticeMessage(message: string | null | undefined): NoticeView {
  const text = str(message).trim();
  let raw: Record<string, unknown> | null = null;
  if (text.startsWith('{')) {
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        raw = parsed as Record<string, unknown>;
    } catch {
      raw = null;
    }
  }
  if (!raw)
    return {
      title: text,
      content: '',
      remark: '',
      no: '',
      partNo: '',
      status: '',
      date: '',
      type: '',
      raw: null,
    };
  const content = str(raw.Content ?? raw.Contont ?? raw.M);
  return {
    title: str(raw.Title) || content,
    content: str(raw.Title) ? content : '',
    remark: str(raw.Remark),
    no: str(raw.No),
    partNo: str(raw.PartNo),
    status: str(raw.OrderStatus),
    date: str(raw.Date ?? raw.ReceivDate ?? raw.Time),
    type: str(raw.Type ?? raw.Tyee ?? raw.EMailMesType),
    raw,
  };
}

/** i18next as the shared notice renderer's translator (`notices.msg.x` → `notices:msg.x`). */
export function noticeTranslator(i18n: Pick<I18n, 't' | 'exists'>): NoticeTranslator {
  return (key, params) => {
    const dot = key.indexOf('.');
    const k = dot < 0 ? key : `${key.slice(0, dot)}:${key.slice(dot + 1)}`;
    if (!i18n.exists(k)) return undefined;
    const text = i18n.t(k, { ...params, returnObjects: false }) as unknown;
    return typeof text === 'string' && text !== k ? text : undefined;
  };
}

/**
 * A notice as the reader sees it (#20): a keyed notice (MessageKey + Params) rendered in the current
 * language — title, detail, status by its label — over the stored fields (No, PartNo, Remark, Type);
 * a legacy notice as its stored text.
 */
export function noticeView(
  row: { Message: string; MessageKey?: string | null; Params?: unknown },
  tr: NoticeTranslator,
  lang: string,
): NoticeView {
  const v = parseNoticeMessage(row.Message);
  if (!row.MessageKey) return v;
  const r = renderNotice(tr, lang, row.MessageKey, row.Params);
  return { ...v, title: r.title, content: r.detail, status: r.status };
}

export interface NoticeTarget {
  path: string;
  query: Record<string, string>;
}

/**
 * Where a notification click goes (spec §2): by the document-number prefix first (PI sales order, PO
 * purchasing order, B inquiry menu, FK payment, and every prefix of shared core/doc-types.ts), else by
 * the named route it carries; the Email route gets the mail notice as its query.
 */
export function noticeTarget(route: string | null | undefined, view: NoticeView): NoticeTarget | undefined {
  const byNo = routeForDocNo(view.no);
  if (byNo) return byNo;
  const name = str(route) as RouteName;
  if (!(name in NAMED_ROUTES)) return undefined;
  const path = NAMED_ROUTES[name];
  if (name === 'Email') {
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(view.raw ?? { Title: view.title }))
      if (v !== null && v !== undefined && v !== '') query[k] = str(v);
    return { path, query };
  }
  return { path, query: view.no ? { [DOC_NO_QUERY]: view.no } : {} };
}

export function targetHref(target: NoticeTarget): string {
  const qs = new URLSearchParams(target.query).toString();
  return qs ? `${target.path}?${qs}` : target.path;
}
