import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Lang } from '@partdesk/shared/i18n/index';
import { translate } from '@partdesk/shared/i18n/index';
import type { Executor } from '../../core/db/client.js';
import { type ListSpec, runList } from '../../core/list/list-query.js';
import { sysNotification } from '../../core/push/notification.table.js';
import { readMessage } from '../../core/push/push-message.js';
import { sysOfflineNotice } from './offline-notice.table.js';

/** The caller's notifications, newest first (spec §7 notice list; popover, page size 10 and growing). */
function noticeListSpec(userId: number): ListSpec {
  return {
    from: sysNotification,
    select: {
      Id: sysNotification.id,
      UserId: sysNotification.userId,
      Route: sysNotification.route,
      Message: sysNotification.message,
      MessageKey: sysNotification.messageKey,
      Params: sysNotification.params,
      IsRead: sysNotification.isRead,
      CreateTime: sysNotification.createdAt,
    },
    filters: { IsRead: { column: sysNotification.isRead, op: 'bool' } },
    defaultSort: [{ by: sysNotification.id, dir: 'desc' }],
    // Always the caller's own rows, whatever their data scope (administrators included).
    where: [eq(sysNotification.userId, userId)],
  };
}

export interface NoticeRecord {
  Id: number;
  UserId: number;
  Route: string;
  /** A keyed notice's JSON rendered in the reader's language; a legacy notice as stored. */
  Message: string;
  /** The message key (`notices.msg.*`) and its parameters; null for a legacy notice. */
  MessageKey: string | null;
  Params: Record<string, unknown> | null;
  IsRead: boolean;
  CreateTime: Date;
}

export async function listNotices(db: Executor, userId: number, input: Record<string, unknown>, lang: Lang) {
  const page = await runList<NoticeRecord>(db, noticeListSpec(userId), input, null);
  for (const r of page.Records)
    r.Message = readMessage({ message: r.Message, messageKey: r.MessageKey, params: r.Params }, lang);
  return page;
}

/** Deletes the given notices of this user only; returns how many went. */
export async function deleteNotices(db: Executor, userId: number, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .delete(sysNotification)
    .where(and(eq(sysNotification.userId, userId), inArray(sysNotification.id, ids)))
    .returning({ id: sysNotification.id });
  return rows.length;
}

/** Deletes every notice of this user ("clear all" in the popover). */
export async function deleteAllNotices(db: Executor, userId: number): Promise<number> {
  const rows = await db
    .delete(sysNotification)
    .where(eq(sysNotification.userId, userId))
    .returning({ id: sysNotification.id });
  return rows.length;
}

export interface OfflineNoticeRecord {
  Id: number;
  Type: number;
  TypeName: string;
  Remark: string;
  StartTime: Date;
  EndTime: Date | null;
}

/** Offline/time-out notices active now for this user (own or everyone's), newest first. */
export async function activeOfflineNotices(
  db: Executor,
  userId: number,
  now: Date,
  lang: Lang,
): Promise<OfflineNoticeRecord[]> {
  const rows = await db
    .select({
      Id: sysOfflineNotice.id,
      Type: sysOfflineNotice.type,
      Remark: sysOfflineNotice.remark,
      StartTime: sysOfflineNotice.startAt,
      EndTime: sysOfflineNotice.endAt,
    })
    .from(sysOfflineNotice)
    .where(
      and(
        or(isNull(sysOfflineNotice.userId), eq(sysOfflineNotice.userId, userId)),
        lte(sysOfflineNotice.startAt, now),
        or(isNull(sysOfflineNotice.endAt), gt(sysOfflineNotice.endAt, now)),
      ),
    )
    .orderBy(desc(sysOfflineNotice.startAt), desc(sysOfflineNotice.id))
    .limit(50);
  return rows.map((r) => ({ ...r, TypeName: translate(lang, `notices.offlineType.${r.Type}`) }));
}

export interface OfflineNoticeInput {
  type: 1 | 2 | 3 | 4;
  remark: string;
  /** Omitted or null: everyone. */
  userId?: number | null;
  startAt?: Date;
  endAt?: Date | null;
  createdBy?: number;
}

/** For jobs and settings screens: publishes an offline/time-out notice. */
export async function addOfflineNotice(db: Executor, input: OfflineNoticeInput): Promise<number> {
  const [row] = await db
    .insert(sysOfflineNotice)
    .values({
      type: input.type,
      remark: input.remark,
      userId: input.userId ?? null,
      startAt: input.startAt,
      endAt: input.endAt ?? null,
      createdBy: input.createdBy,
    })
    .returning({ id: sysOfflineNotice.id });
  return row!.id;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The monthly performance-review announcement (spec §9: done by the 5th). The deadline is the 5th of
 * this month, or of next month once it has passed; the review covers the month before the deadline.
 * Calendar days are the server's local days (like the date presets).
 */
export function performanceNotice(now: Date, lang: Lang) {
  let y = now.getFullYear();
  let m = now.getMonth();
  if (now.getDate() > 5) {
    m += 1;
    if (m > 11) {
      m = 0;
      y += 1;
    }
  }
  const deadline = `${y}-${pad(m + 1)}-05`;
  const periodDate = new Date(y, m - 1, 1);
  const period = `${periodDate.getFullYear()}-${pad(periodDate.getMonth() + 1)}`;
  const label =
    lang === 'zh-CN'
      ? `${periodDate.getFullYear()}年${periodDate.getMonth() + 1}月`
      : periodDate.toLocaleString('en-US', { month: 'long', year: 'numeric' });
  return {
    Title: translate(lang, 'notices.performance.title', { period: label }),
    Content: translate(lang, 'notices.performance.content', { period: label, deadline }),
    Deadline: deadline,
    Period: period,
    Route: '/oa/performance/employeeselfassessment',
  };
}
