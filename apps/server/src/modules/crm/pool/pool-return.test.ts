import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSetting } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { scalar, userIdOf } from '../test/crm-test-kit.js';
import { rows } from '../../../core/db/index.js';

// A fixed clock: the 1st of July 2030, 00:30 local time (the job's slot).
const now = new Date(2030, 6, 1, 0, 30);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const monthsAgo = (m: number, extraDays = 10) => {
  const d = new Date(now);
  d.setMonth(d.getMonth() - m);
  d.setDate(d.getDate() - extraDays);
  return d.toISOString();
};

describe('monthly pool return (crm-pool-return)', () => {
  it('moves the configured share per inactivity tier, notifies owners, records the run', async () => {
    const rep = await userIdOf(t, 'sales.rep');
    const dev = await userIdOf(t, 'sales.dev');
    // Every owned customer active yesterday, then three tiers of inactive ones.
    await t.db.execute(
      sql`update crm_customer set assigned_at = ${monthsAgo(0, 1)}::timestamptz, last_inquiry_at = null, last_order_at = null where owner_id is not null`,
    );
    const ids = rows<{ id: number }>(
      await t.db.execute(
        sql`select id from crm_customer where owner_id in (${rep}, ${dev}) and status = 2 order by id limit 9`,
      ),
    ).map((r) => r.id);
    expect(ids).toHaveLength(9);
    const set = (id: number, at: string, col: 'assigned_at' | 'last_inquiry_at' | 'last_order_at') =>
      t.db.execute(
        col === 'assigned_at'
          ? sql`update crm_customer set assigned_at = ${at}::timestamptz where id = ${id}`
          : sql`update crm_customer set ${sql.raw(col)} = ${at}::timestamptz, assigned_at = ${monthsAgo(8)}::timestamptz where id = ${id}`,
      );
    // 5 customers 3 months inactive (20 % → 1), 2 at 4 months (50 % → 1), 2 at 7 months (100 % → 2).
    for (const id of ids.slice(0, 5)) await set(id, monthsAgo(3), 'last_inquiry_at');
    for (const id of ids.slice(5, 7)) await set(id, monthsAgo(4), 'last_order_at');
    for (const id of ids.slice(7, 9)) await set(id, monthsAgo(7), 'assigned_at');
    const owners = new Map<number, number>();
    for (const id of ids)
      owners.set(id, (await scalar<number>(t, sql`select owner_id from crm_customer where id = ${id}`))!);
    const noticesBefore = await scalar<number>(t, sql`select count(*)::int from sys_notification`);

    const run = await t.app.ctx.jobs.runJobNow('crm-pool-return');
    expect(run.status).toBe('ok');
    expect(run.count).toBe(4);

    const tiers = rows<{ m: number; s: string; e: number; v: number }>(
      await t.db.execute(
        sql`select tier_months as m, share::text as s, eligible as e, moved as v from crm_pool_return_tier order by tier_months`,
      ),
    );
    expect(tiers).toEqual([
      { m: 1, s: '0.00', e: 0, v: 0 },
      { m: 2, s: '0.00', e: 0, v: 0 },
      { m: 3, s: '20.00', e: 5, v: 1 },
      { m: 4, s: '50.00', e: 2, v: 1 },
      { m: 6, s: '100.00', e: 2, v: 2 },
    ]);
    const runRow = rows<{ month: string; moved: number; eligible: number; job_run_id: number | null }>(
      await t.db.execute(sql`select month, moved, eligible, job_run_id from crm_pool_return_run`),
    );
    expect(runRow).toHaveLength(1);
    expect(runRow[0]).toMatchObject({ month: '2030-07', moved: 4, eligible: 9 });
    expect(runRow[0]!.job_run_id).not.toBeNull();
    // The longest inactive first: both 7-month ones, one 4-month, one 3-month.
    const moved = rows<{ id: number; o: number; m: number }>(
      await t.db.execute(
        sql`select customer_id as id, from_owner_id as o, tier_months as m from crm_pool_event where action = 2 order by customer_id`,
      ),
    );
    expect(moved.map((r) => r.m).sort()).toEqual([3, 4, 6, 6]);
    for (const r of moved) {
      expect(await scalar(t, sql`select owner_id from crm_customer where id = ${r.id}`)).toBeNull();
      expect(await scalar(t, sql`select pool_reason from crm_customer where id = ${r.id}`)).toBe(2);
      expect(r.o).toBe(owners.get(r.id));
    }
    const notifiedOwners = new Set(moved.map((r) => r.o));
    expect(await scalar<number>(t, sql`select count(*)::int from sys_notification`)).toBe(
      noticesBefore + notifiedOwners.size,
    );
  });

  it('does nothing when switched off', async () => {
    const run = await withSetting(t, 'poolReturnEnabled', false, () =>
      t.app.ctx.jobs.runJobNow('crm-pool-return'),
    );
    expect(run.status).toBe('nothing-to-do');
    expect(await scalar<number>(t, sql`select count(*)::int from crm_pool_return_run`)).toBe(1);
  });
});
