import { NAMED_ROUTES, type RouteName } from '@partdesk/shared/access/menu-tree';
import { type NoticeParams, type RenderedNotice, renderNotice } from '@partdesk/shared/core/notice';
import { DEFAULT_LANG, type Lang, translate } from '@partdesk/shared/i18n/index';
import type { NoticeMessage } from './notifier.js';

/** Socket.io event names of the push hub (spec §7, docs/api.md "Notifications and push"). */
export const PUSH_EVENTS = {
  /** Client → server, with the user id and an ack callback receiving `{ Code, Message }`. */
  connect: 'Connect',
  /** Server → client: one new notification (`PushMessage`). */
  appendMessage: 'appendMessage',
  /** Server → client, no data: refetch `GET /merchant/common/upcoming`. */
  upcomingChanged: 'upcomingChanged',
} as const;

/** Spec §7: ping every 5 minutes; a client silent for 30 s more is dropped. */
export const PUSH_OPTIONS = { pingInterval: 300_000, pingTimeout: 30_000 } as const;

export const userRoom = (userId: number) => `user:${userId}`;
/** Every socket of one session (disconnected together when the session is revoked). */
export const sessionRoom = (sessionId: number) => `session:${sessionId}`;
/** Every socket that completed `Connect` (broadcast target of `todosChanged()`). */
export const CONNECTED_ROOM = 'users';

/**
 * The push message of spec §3 plus the stored notification's Id and Route, and (issue #20) its Key and
 * Params: clients render those in their own language; Title, M and OrderStatus are the zh-CN rendering
 * (Key '' for a legacy plain notice).
 */
export interface PushMessage {
  Id: number;
  Route: string;
  Key: string;
  Params: NoticeParams | null;
  EMailMesType: string | number;
  M: string;
  Title: string;
  Remark: string;
  Time: string;
  No: string;
  OrderStatus: string;
  PartNo: string;
}

const PREFIX_ROUTES: Record<string, RouteName> = {
  PI: 'SalesOrder',
  PO: 'PurchasingOrder',
  B: 'RFQmenu',
  FK: 'Payment',
};

/** The named route a document number opens (spec §2: PI, PO, B, FK), or '' for other prefixes. */
export function routeForNo(no: string | undefined): string {
  const prefix = /^[A-Za-z]+/.exec(no ?? '')?.[0]?.toUpperCase();
  const name = prefix ? PREFIX_ROUTES[prefix] : undefined;
  return name && name in NAMED_ROUTES ? name : '';
}

/** A notice key + parameters in one language (shared core/notice.ts with the server's texts). */
export function renderNoticeIn(lang: Lang, key: string, params: unknown): RenderedNotice {
  const tr = (k: string, p?: Record<string, unknown>) => {
    const text = translate(lang, k, p);
    return text === k ? undefined : text;
  };
  return renderNotice(tr, lang, key, params);
}

/** A message with its keyed text rendered in one language (Title, Content, OrderStatus filled). */
export function renderedMessage(message: NoticeMessage, lang: Lang): NoticeMessage {
  if (!message.Key) return message;
  const r = renderNoticeIn(lang, message.Key, message.Params);
  const { Key: _key, Params: _params, ...rest } = message;
  return {
    ...rest,
    Title: r.title,
    ...(r.detail ? { Content: r.detail } : {}),
    ...(r.status ? { OrderStatus: r.status } : {}),
  };
}

/**
 * The stored row's text: plain text as is; a message as JSON without empty fields (a keyed message
 * rendered in zh-CN, for readers of the legacy column) plus its key and parameters.
 */
export function storedRow(message: NoticeMessage | string): {
  message: string;
  messageKey: string | null;
  params: NoticeParams | null;
} {
  if (typeof message === 'string') return { message, messageKey: null, params: null };
  const flat = renderedMessage(message, DEFAULT_LANG);
  const clean = Object.fromEntries(Object.entries(flat).filter(([, v]) => v !== undefined && v !== null));
  return {
    message: JSON.stringify(clean),
    messageKey: message.Key ?? null,
    params: message.Key ? (message.Params ?? {}) : null,
  };
}

/**
 * A stored notification's Message as the reader sees it (GET /merchant/common/notice): a keyed row's
 * JSON re-rendered in the reader's language; a legacy row as stored.
 */
export function readMessage(
  row: { message: string; messageKey: string | null; params: unknown },
  lang: Lang,
): string {
  if (!row.messageKey) return row.message;
  let stored: NoticeMessage = {};
  try {
    const parsed = JSON.parse(row.message) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as NoticeMessage;
  } catch {
    stored = {};
  }
  const { Content: _c, OrderStatus: _s, ...rest } = stored;
  const flat = renderedMessage(
    { ...rest, Key: row.messageKey, Params: (row.params ?? {}) as NoticeParams },
    lang,
  );
  return JSON.stringify(Object.fromEntries(Object.entries(flat).filter(([, v]) => v !== undefined)));
}

export function pushMessage(
  row: { id: number; createdAt: Date },
  route: string,
  message: NoticeMessage | string,
): PushMessage {
  const m: NoticeMessage =
    typeof message === 'string'
      ? { Title: message, Content: message }
      : renderedMessage(message, DEFAULT_LANG);
  const keyed = typeof message !== 'string' && message.Key;
  return {
    Id: row.id,
    Route: route,
    Key: keyed ? message.Key! : '',
    Params: keyed ? (message.Params ?? {}) : null,
    EMailMesType: m.Type ?? m.Tyee ?? '',
    M: m.Content ?? m.Contont ?? m.Title ?? '',
    Title: m.Title ?? '',
    Remark: m.Remark ?? '',
    Time: row.createdAt.toISOString(),
    No: m.No ?? '',
    OrderStatus: m.OrderStatus ?? '',
    PartNo: m.PartNo ?? '',
  };
}
