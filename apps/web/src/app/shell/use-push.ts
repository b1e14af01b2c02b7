import { Codes } from '@partdesk/shared/core/codes';
import { useQueryClient } from '@tanstack/react-query';
import { createElement, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { io, type Socket } from 'socket.io-client';
import { handleSessionInvalid } from '../../core/http';
import { currentLang } from '../../core/lang';
import { notifyPersistent } from '../../core/notify';
import { FORWARDED_PUSH_EVENTS, publishPushEvent } from '../../core/push-events';
import { queryKeys } from '../../core/query-client';
import { useSession } from '../../core/use-session';
import { noticeTranslator, noticeView } from './notice-model';
import { useOpenNotice } from './notice-popover';

/** Push message of spec §3 (plus the stored notification's Id and Route). */
export interface PushMessage {
  Id: number;
  Route: string;
  /** The message key + parameters (#20): rendered here in the current language; '' for a plain notice. */
  Key?: string;
  Params?: Record<string, unknown> | null;
  Title: string;
  Remark: string;
  Time: string;
  No: string;
  OrderStatus: string;
  PartNo: string;
  EMailMesType: string | number;
  M: string;
}

/** Spec §7: reconnect delay 2 s. */
export const PUSH_RECONNECT_MS = 2_000;

/** The stored Message form of a push message, so a click opens it like a listed notification. */
export function pushToMessage(m: PushMessage): string {
  return JSON.stringify({
    Title: m.Title,
    No: m.No,
    PartNo: m.PartNo,
    OrderStatus: m.OrderStatus,
    Remark: m.Remark,
    Content: m.M,
    Type: m.EMailMesType,
  });
}

/**
 * The push hub (spec §7): socket.io with the session token; `Connect` with the user id once connected
 * (and again after every reconnect); `appendMessage` refreshes the notification list and the counts and
 * shows a notification that stays until closed; `upcomingChanged` refreshes the to-do counts.
 */
export function usePush() {
  const session = useSession();
  const qc = useQueryClient();
  const { t, i18n } = useTranslation();
  const open = useOpenNotice();
  const handlers = useRef({ t, i18n, open });
  handlers.current = { t, i18n, open };
  const token = session?.token;
  const userId = session?.user.Id;

  useEffect(() => {
    if (!token || !userId) return;
    const socket: Socket = io({
      path: '/socket.io',
      auth: { token, lang: currentLang() },
      reconnectionDelay: PUSH_RECONNECT_MS,
      reconnectionDelayMax: PUSH_RECONNECT_MS,
      randomizationFactor: 0,
      timeout: 30_000,
    });
    let retry: ReturnType<typeof setTimeout> | undefined;

    socket.on('connect', () => {
      socket.emit('Connect', userId, (res?: { Code: number; Message: string }) => {
        if (res?.Code === Codes.SessionInvalid) handleSessionInvalid(res.Message);
        // The hub's state, for the e2e specs and for support: "connected" once the hub accepted us.
        if (res?.Code === Codes.Ok) document.documentElement.dataset.push = 'connected';
      });
      void qc.invalidateQueries({ queryKey: queryKeys.noticesAll });
      void qc.invalidateQueries({ queryKey: queryKeys.upcoming });
    });
    socket.on('connect_error', (err: Error & { data?: { Code?: number; Message?: string } }) => {
      if (err.data?.Code === Codes.SessionInvalid) {
        socket.disconnect();
        handleSessionInvalid(err.data.Message ?? '');
      }
    });
    socket.on('disconnect', (reason) => {
      document.documentElement.dataset.push = 'disconnected';
      // socket.io does not reconnect by itself after a server-side disconnect.
      if (reason === 'io server disconnect') retry = setTimeout(() => socket.connect(), PUSH_RECONNECT_MS);
    });
    socket.on('appendMessage', (m: PushMessage) => {
      void qc.invalidateQueries({ queryKey: queryKeys.noticesAll });
      void qc.invalidateQueries({ queryKey: queryKeys.upcoming });
      const { t: tr, i18n: i18, open: openNotice } = handlers.current;
      const v = noticeView(
        { Message: pushToMessage(m), MessageKey: m.Key || null, Params: m.Params },
        noticeTranslator(i18),
        i18.language,
      );
      const lines = [
        v.no && `${tr('notice.no')}: ${v.no}`,
        v.partNo && `${tr('notice.partNo')}: ${v.partNo}`,
        v.status && `${tr('notice.status')}: ${v.status}`,
        v.remark || v.content,
      ]
        .filter(Boolean)
        .join(' · ');
      notifyPersistent({
        key: `push-${m.Id}`,
        title: v.title || tr('notice.newMessage'),
        description: createElement('span', { 'data-testid': 'push-notification' }, lines),
        onClick: () => openNotice(m.Route, pushToMessage(m)),
      });
    });
    socket.on('upcomingChanged', () => void qc.invalidateQueries({ queryKey: queryKeys.upcoming }));
    // Screens subscribe to other events (export progress, …) through core/push-events.ts.
    for (const event of FORWARDED_PUSH_EVENTS)
      socket.on(event, (data: unknown) => publishPushEvent(event, data));

    return () => {
      if (retry) clearTimeout(retry);
      socket.removeAllListeners();
      socket.disconnect();
      delete document.documentElement.dataset.push;
    };
  }, [token, userId, qc]);
}
