import type { NoticeParams } from '@partdesk/shared/core/notice';

/**
 * The one notification service every module uses (spec §3 notification record and push message).
 * `notify` stores a notification for the user and pushes `appendMessage` to the user's sockets;
 * `todosChanged` tells clients to refetch their to-do counts.
 *
 * Call both after the business transaction has committed (a rolled-back change must not notify).
 */
export interface NoticeMessage {
  /**
   * The text as a message key (`notices.msg.*`, packages/shared/src/i18n/notices.ts) with parameters,
   * rendered in the reader's language when read (shared core/notice.ts). Every notice the server makes
   * has one; Title/Content/OrderStatus are then derived (zh-CN in the stored `message`).
   */
  Key?: string;
  Params?: NoticeParams;
  /** A plain title (legacy notices without a key). */
  Title?: string;
  /** Document number; its prefix picks the screen a click opens (PI, PO, B, FK, …). */
  No?: string;
  OrderStatus?: string;
  Remark?: string;
  Content?: string;
  PartNo?: string;
  Date?: string;
  /** Received date (receipts, deliveries). */
  ReceivDate?: string;
  /** Notice type; the push message carries it as `EMailMesType` (mail notices open the Email route). */
  Type?: string | number;
  /** Legacy spellings of Content and Type that the notification popover also reads (spec §3). */
  Contont?: string;
  Tyee?: string | number;
}

export interface Notifier {
  /** A plain string is stored as a plain-text notice (its text is the push Title). */
  notify(
    userIds: number | number[],
    message: NoticeMessage | string,
    opts?: { route?: string },
  ): Promise<void>;
  todosChanged(userIds?: number[]): void;
  /** Sends a transient event (not stored) to one user's connections. */
  emit<E extends keyof TransientEvents>(userId: number, event: E, payload: TransientEvents[E]): void;
}

/** Push events that are not stored as notifications. */
export interface TransientEvents {
  /** Progress of an Excel export the user started (core/resource). */
  exportProgress: { ExportId: string; Rows: number; Total: number };
}
