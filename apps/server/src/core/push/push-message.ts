import { NAMED_ROUTES, type RouteName } from '@partdesk/shared/access/menu-tree';
import type { NoticeMessage } from './notifier.js';

/** Socket.io event names of the push hub (spec §7, ENGINEERING.md "Wire contract → Push"). */
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
/** Every socket that completed `Connect` (broadcast target of `todosChanged()`). */
export const CONNECTED_ROOM = 'users';

/** The push message of spec §3 plus the stored notification's Id and Route. */
export interface PushMessage {
  Id: number;
  Route: string;
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

/** The stored text: plain text as is, a message as JSON without empty fields. */
export function storedText(message: NoticeMessage | string): string {
  if (typeof message === 'string') return message;
  const clean = Object.fromEntries(Object.entries(message).filter(([, v]) => v !== undefined && v !== null));
  return JSON.stringify(clean);
}

export function pushMessage(
  row: { id: number; createdAt: Date },
  route: string,
  message: NoticeMessage | string,
): PushMessage {
  const m: NoticeMessage = typeof message === 'string' ? { Title: message, Content: message } : message;
  return {
    Id: row.id,
    Route: route,
    EMailMesType: m.Type ?? m.Tyee ?? '',
    M: m.Content ?? m.Contont ?? m.Title,
    Title: m.Title,
    Remark: m.Remark ?? '',
    Time: row.createdAt.toISOString(),
    No: m.No ?? '',
    OrderStatus: m.OrderStatus ?? '',
    PartNo: m.PartNo ?? '',
  };
}
