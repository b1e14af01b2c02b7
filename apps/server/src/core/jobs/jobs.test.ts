import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { openDb } from '../db/client.js';
import type { JobDef } from './job-registry.js';
import { sysJobRun } from './job-run.table.js';
import { daily, every } from './schedule.js';
import { rows } from '../db/index.js';

const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s);

let now = at(2030, 5, 10, 1, 59);
const clock = { now: () => now };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** The tables of another layer (lookups) are read by SQL: core/ does not import modules/. */
const scalar = async (q: SQL): Promise<unknown> => rows<Record<string, unknown>>(await t.db.execute(q))[0]?.n;

const runsOf = (name: string) =>
  t.db.select().from(sysJobRun).where(eq(sysJobRun.jobName, name)).orderBy(asc(sysJobRun.id));

describe('scheduled jobs', () => {
  it('a fixed clock decides the due slots: each slot runs once, a missed one is caught up once', async () => {
    const seen: (Date | null)[] = [];
    t.app.ctx.jobs.register({
      name: 'test-daily',
      schedule: daily('02:00'),
      run: async (ctx) => {
        seen.push(ctx.slot);
        return { message: 'done', count: 1 };
      },
    });
    now = at(2030, 5, 10, 1, 59); // yesterday's 02:00 slot was never run: caught up
    await t.app.ctx.jobs.tick();
    await t.app.ctx.jobs.tick();
    now = at(2030, 5, 10, 2, 0);
    await t.app.ctx.jobs.tick();
    now = at(2030, 5, 10, 14, 0);
    await t.app.ctx.jobs.tick();
    now = at(2030, 5, 11, 2, 1);
    await t.app.ctx.jobs.tick();
    expect(seen).toEqual([at(2030, 5, 9, 2, 0), at(2030, 5, 10, 2, 0), at(2030, 5, 11, 2, 0)]);
    const rows = await runsOf('test-daily');
    expect(rows.map((r) => r.slotAt)).toEqual(seen);
    expect(rows.every((r) => r.status === 'ok' && r.count === 1 && r.trigger === 'schedule')).toBe(true);
    expect(rows[0]).toMatchObject({ pid: process.pid, instance: t.app.ctx.jobs.instance });
    expect(rows[0]!.host).not.toBe('');
    expect(rows[0]!.finishedAt).not.toBeNull();
  });

  it('a failing job is recorded as failed and the next slots (and other jobs) still run', async () => {
    let calls = 0;
    t.app.ctx.jobs.register({
      name: 'test-failing',
      schedule: every(60_000),
      run: async () => {
        calls++;
        throw new Error('supplier API down');
      },
    });
    t.app.ctx.jobs.register({
      name: 'test-steady',
      schedule: every(60_000),
      run: async () => ({ message: 'fine', count: 2 }),
    });
    now = at(2030, 5, 12, 8, 0, 30);
    await t.app.ctx.jobs.tick();
    now = at(2030, 5, 12, 8, 1, 30);
    await t.app.ctx.jobs.tick();
    expect(calls).toBe(2);
    const failed = await runsOf('test-failing');
    expect(failed.map((r) => r.status)).toEqual(['failed', 'failed']);
    expect(failed[0]!.message).toContain('supplier API down');
    expect(failed[0]!.finishedAt).not.toBeNull();
    expect((await runsOf('test-steady')).map((r) => [r.status, r.count])).toEqual([
      ['ok', 2],
      ['ok', 2],
    ]);
  });

  it('"nothing to do" is recorded (the off-line / time-out notice check)', async () => {
    const r = await t.app.ctx.jobs.runJobNow('offline-notice-check');
    expect(r.status).toBe('nothing-to-do');
    const [row] = await t.db.select().from(sysJobRun).where(eq(sysJobRun.id, r.id));
    expect(row).toMatchObject({ status: 'nothing-to-do', count: 0, trigger: 'manual', slotAt: null });
    expect(row!.message).not.toBe('');
  });

  it('the exchange-rate snapshot copies the current rates into the month of its slot', async () => {
    const month = `2030-07`;
    const before = await scalar(
      sql`select count(*)::int as n from base_currency_rate_month where month = ${month}`,
    );
    expect(before).toBe(0);
    now = at(2030, 7, 1, 0, 6);
    await t.app.ctx.jobs.tick();
    const [run] = await t.db
      .select()
      .from(sysJobRun)
      .where(
        and(eq(sysJobRun.jobName, 'exchange-rate-snapshot'), eq(sysJobRun.slotAt, at(2030, 7, 1, 0, 5))),
      );
    expect(run?.status).toBe('ok');
    const snap = await scalar(
      sql`select count(*)::int as n from base_currency_rate_month where month = ${month}`,
    );
    const enabled = await scalar(sql`select count(*)::int as n from base_currency where enabled`);
    expect(enabled).toBeGreaterThan(0);
    expect(snap).toBe(enabled);
  });

  it('the scheduler loop keeps running after a failure and stops on demand', async () => {
    const live = await createTestApp(); // real clock
    try {
      let ok = 0;
      let bad = 0;
      live.app.ctx.jobs.register({
        name: 'test-loop-bad',
        schedule: every(40),
        run: async () => {
          bad++;
          throw new Error('boom');
        },
      });
      live.app.ctx.jobs.register({
        name: 'test-loop-ok',
        schedule: every(40),
        run: async () => ({ message: '', count: ++ok }),
      });
      live.app.ctx.jobs.start();
      const deadline = Date.now() + 20_000;
      while ((ok < 3 || bad < 3) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      await live.app.ctx.jobs.stop();
      expect(ok).toBeGreaterThanOrEqual(3);
      expect(bad).toBeGreaterThanOrEqual(3);
      const after = ok;
      await new Promise((r) => setTimeout(r, 150));
      expect(ok).toBe(after);
      const rows = await live.db.select().from(sysJobRun).where(eq(sysJobRun.jobName, 'test-loop-bad'));
      expect(rows.length).toBe(bad);
      expect(rows.every((r) => r.status === 'failed')).toBe(true);
    } finally {
      await live.close();
    }
  });
});

describe('job routes', () => {
  it('GET /merchant/common/jobruns: no session → −100, no permit → 403, support lists the runs', async () => {
    const anon = await t.call('GET', '/merchant/common/jobruns');
    expect([anon.status, anon.body.Code]).toEqual([401, -100]);
    const sales = await t.login('sales.junior');
    expect((await t.call('GET', '/merchant/common/jobruns', { token: sales })).status).toBe(403);
    const support = await t.login('support');
    type Run = { JobName: string; Status: string; Message: string; Count: number; Host: string };
    const res = await t.call<{ Records: Run[]; TotalCount: number }>('GET', '/merchant/common/jobruns', {
      token: support,
      query: { jobName: 'test-failing', pageSize: 1 },
    });
    expect(res.body.Code).toBe(0);
    // Every tick since its registration ran it (the later tests tick too).
    expect(res.body.Data.TotalCount).toBe((await runsOf('test-failing')).length);
    expect(res.body.Data.TotalCount).toBeGreaterThanOrEqual(2);
    expect(res.body.Data.Records).toHaveLength(1);
    expect(res.body.Data.Records[0]).toMatchObject({ JobName: 'test-failing', Status: 'failed' });
    const admin = await t.login('admin');
    const byStatus = await t.call<{ Records: Run[] }>('GET', '/merchant/common/jobruns', {
      token: admin,
      query: { status: 'nothing-to-do' },
    });
    expect(byStatus.body.Data.Records.length).toBeGreaterThan(0);
    expect(byStatus.body.Data.Records.every((r) => r.Status === 'nothing-to-do')).toBe(true);
    const bad = await t.call('GET', '/merchant/common/jobruns', {
      token: admin,
      query: { sortField: 'Password' },
    });
    expect(bad.status).toBe(400);
  });

  it('GET /merchant/common/jobs and PUT …/jobs/{name}/run', async () => {
    expect((await t.call('GET', '/merchant/common/jobs')).body.Code).toBe(-100);
    expect((await t.call('PUT', '/merchant/common/jobs/offline-notice-check/run')).body.Code).toBe(-100);
    const sales = await t.login('sales.junior');
    expect((await t.call('GET', '/merchant/common/jobs', { token: sales })).status).toBe(403);
    const before = (await runsOf('offline-notice-check')).length;
    expect(
      (await t.call('PUT', '/merchant/common/jobs/offline-notice-check/run', { token: sales })).status,
    ).toBe(403);
    expect((await runsOf('offline-notice-check')).length).toBe(before);

    const support = await t.login('support');
    type Job = { Name: string; Schedule: string; NextSlot: string };
    const list = await t.call<{ Records: Job[] }>('GET', '/merchant/common/jobs', { token: support });
    const names = list.body.Data.Records.map((j) => j.Name);
    expect(names).toEqual(
      expect.arrayContaining(['exchange-rate-snapshot', 'offline-notice-check', 'job-run-cleanup']),
    );
    expect(list.body.Data.Records.find((j) => j.Name === 'offline-notice-check')?.Schedule).toBe('every 30m');
    const run = await t.call<{ Status: string }>('PUT', '/merchant/common/jobs/offline-notice-check/run', {
      token: support,
    });
    expect(run.body).toMatchObject({ Code: 0, Data: { Status: 'nothing-to-do' } });
    expect((await runsOf('offline-notice-check')).length).toBe(before + 1);
    const missing = await t.call('PUT', '/merchant/common/jobs/no-such-job/run', { token: support });
    expect(missing.status).toBe(404);
  });
});

const pgOnly = process.env.DATABASE_URL ? describe : describe.skip;
// Needs a real PostgreSQL: PGlite is one connection in one process, so there is no race to lose.
// CI's PostgreSQL pass (DATABASE_URL set by .ci/run) runs it.
pgOnly('run once across processes (real PostgreSQL; skipped without DATABASE_URL)', () => {
  it('two app instances on one database claim the same slots: exactly one runs each', {
    tags: ['concurrency'],
  }, async () => {
    const name = String(await scalar(sql`select current_database() as n`));
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const handle2 = await openDb({ databaseUrl: url.toString(), migrate: false, poolSize: 5 });
    const app2 = await buildApp({ handle: handle2, clock, logger: false, config: { demo: true } });
    await app2.ready();
    try {
      const ranBy: string[] = [];
      const job = (instance: string): JobDef => ({
        name: 'test-once',
        schedule: every(60_000),
        run: async () => {
          ranBy.push(instance);
          await new Promise((r) => setTimeout(r, 30)); // hold the run open while the other one tries
          return { message: instance, count: 1 };
        },
      });
      t.app.ctx.jobs.register(job('a'));
      app2.ctx.jobs.register(job('b'));
      const slots = 5;
      for (let i = 0; i < slots; i++) {
        now = new Date(Date.UTC(2031, 0, 1, 12, i, 10));
        await Promise.all([
          t.app.ctx.jobs.tick(),
          app2.ctx.jobs.tick(),
          t.app.ctx.jobs.tick(),
          app2.ctx.jobs.tick(),
        ]);
      }
      expect(ranBy).toHaveLength(slots);
      const rows = await runsOf('test-once');
      expect(rows).toHaveLength(slots);
      expect(new Set(rows.map((r) => r.slotAt!.getTime())).size).toBe(slots);
      expect(rows.every((r) => r.status === 'ok')).toBe(true);
      expect(new Set(rows.map((r) => r.instance))).toEqual(
        new Set(rows.map((r) => (r.message === 'a' ? t.app.ctx.jobs.instance : app2.ctx.jobs.instance))),
      );
    } finally {
      await app2.close();
      await handle2.close();
    }
  });
});
