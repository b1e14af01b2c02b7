import { sql } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/registry.js';

/**
 * Demo notifications so the popover shows something on first start: a few document notices per user
 * (one set-based insert). No offline notice: it would put a warning bar on every demo screen.
 */
export async function seedDemoNotices({ db, shared }: DemoSeedContext): Promise<void> {
  const userIds = [...((shared.get('userIds') as Map<string, number> | undefined)?.values() ?? [])];
  if (!userIds.length) return;
  const samples: [string, string, number][] = [
    [
      JSON.stringify({
        Title: '销售订单已审核通过',
        No: 'PI2026110001',
        OrderStatus: '审核通过',
        PartNo: 'STM32F103C8T6',
        Type: 1,
      }),
      'SalesOrder',
      3,
    ],
    [
      JSON.stringify({
        Title: '采购订单待审核',
        No: 'PO2026110003',
        OrderStatus: '待审核',
        PartNo: 'TPS54331DR',
        Type: 1,
      }),
      'PurchasingOrder',
      2,
    ],
    [JSON.stringify({ Title: '新询价单', No: 'B2026110012', Remark: 'BOM 共 36 行', Type: 1 }), 'RFQmenu', 1],
    ['欢迎使用 PartDesk', '', 5],
  ];
  const users: number[] = [];
  const messages: string[] = [];
  const routes: string[] = [];
  const ages: number[] = [];
  for (const u of userIds) {
    for (const [m, r, days] of samples) {
      users.push(u);
      messages.push(m);
      routes.push(r);
      ages.push(days);
    }
  }
  await db.execute(sql`
    insert into sys_notification (user_id, route, message, created_at)
    select u, r, m, now() - make_interval(days => d)
    from unnest(${sql.param(users)}::int[], ${sql.param(routes)}::text[], ${sql.param(messages)}::text[], ${sql.param(ages)}::int[])
      as t(u, r, m, d)`);
}
