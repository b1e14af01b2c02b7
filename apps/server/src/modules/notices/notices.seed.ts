import { sql } from 'drizzle-orm';
import type { NoticeMessage } from '../../core/push/notifier.js';
import { storedRow } from '../../core/push/push-message.js';
import type { DemoSeedContext } from '../../db/seed/registry.js';

/** The demo notices: message keys with parameters like every notice (#20), shown in the reader's language. */
const SAMPLES: [NoticeMessage, string, number][] = [
  [
    {
      Key: 'notices.msg.salesOrderApproved',
      Params: { status: { code: 'approved', labels: 'notices.status.review' } },
      No: 'PI2026110001',
      PartNo: 'STM32F103C8T6',
      Type: 1,
    },
    'SalesOrder',
    3,
  ],
  [
    {
      Key: 'notices.msg.purchaseOrderPending',
      Params: { status: { code: 'pendingReview', labels: 'notices.status.review' } },
      No: 'PO2026110003',
      PartNo: 'TPS54331DR',
      Type: 1,
    },
    'PurchasingOrder',
    2,
  ],
  [{ Key: 'notices.msg.newInquiry', Params: { lines: 36 }, No: 'B2026110012', Type: 1 }, 'RFQmenu', 1],
  [{ Key: 'notices.msg.welcome' }, '', 5],
];

/**
 * Demo notifications so the popover shows something on first start: a few document notices per user
 * (one set-based insert). No offline notice: it would put a warning bar on every demo screen.
 */
export async function seedDemoNotices({ db, shared }: DemoSeedContext): Promise<void> {
  const userIds = [...((shared.get('userIds') as Map<string, number> | undefined)?.values() ?? [])];
  if (!userIds.length) return;
  const users: number[] = [];
  const messages: string[] = [];
  const keys: string[] = [];
  const params: string[] = [];
  const routes: string[] = [];
  const ages: number[] = [];
  for (const u of userIds) {
    for (const [m, r, days] of SAMPLES) {
      const row = storedRow(m);
      users.push(u);
      messages.push(row.message);
      keys.push(row.messageKey ?? '');
      params.push(JSON.stringify(row.params ?? {}));
      routes.push(r);
      ages.push(days);
    }
  }
  await db.execute(sql`
    insert into sys_notification (user_id, route, message, message_key, params, created_at)
    select u, r, m, k, p::jsonb, now() - make_interval(days => d)
    from unnest(${sql.param(users)}::int[], ${sql.param(routes)}::text[], ${sql.param(messages)}::text[],
      ${sql.param(keys)}::text[], ${sql.param(params)}::text[], ${sql.param(ages)}::int[])
      as t(u, r, m, k, p, d)`);
}
