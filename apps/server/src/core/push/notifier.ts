/**
 * The one notification service every module uses (spec §3 notification record and push message).
 * `notify` stores a notification for the user and pushes `appendMessage` to the user's sockets;
 * `todosChanged` tells clients to refetch their to-do counts.
 */
export interface NoticeMessage {
  Title: string;
  /** Document number; its prefix picks the screen a click opens (PI, PO, B, FK, …). */
  No?: string;
  OrderStatus?: string;
  Remark?: string;
  Content?: string;
  PartNo?: string;
  Date?: string;
  Type?: string | number;
}

export interface Notifier {
  notify(userIds: number | number[], message: NoticeMessage, opts?: { route?: string }): Promise<void>;
  todosChanged(userIds?: number[]): void;
}
