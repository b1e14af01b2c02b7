import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../http/app-error.js';
import { ok } from '../http/envelope.js';
import { type ListSpec, pagingQuery, runList } from '../list/list-query.js';
import { sysJobRun } from './job-run.table.js';
import { describeSchedule, latestSlot, nextSlot } from './schedule.js';

/** Administrators and technical support (the /setup/dev screen). */
const access = { grantedBy: ['setup/dev'] } as const;
const tags = ['jobs'];

const runs: ListSpec = {
  from: sysJobRun,
  select: {
    Id: sysJobRun.id,
    JobName: sysJobRun.jobName,
    SlotAt: sysJobRun.slotAt,
    Trigger: sysJobRun.trigger,
    Status: sysJobRun.status,
    Message: sysJobRun.message,
    Count: sysJobRun.count,
    StartedAt: sysJobRun.startedAt,
    FinishedAt: sysJobRun.finishedAt,
    DurationMs: sysJobRun.durationMs,
    Host: sysJobRun.host,
    Pid: sysJobRun.pid,
  },
  filters: {
    jobName: { column: sysJobRun.jobName, op: 'eq' },
    status: { column: sysJobRun.status, op: 'in' },
    trigger: { column: sysJobRun.trigger, op: 'eq' },
    startedAt: { column: sysJobRun.startedAt, op: 'range', type: 'date' },
  },
  sorts: { StartedAt: sysJobRun.startedAt, JobName: sysJobRun.jobName, DurationMs: sysJobRun.durationMs },
  defaultSort: [
    { by: sysJobRun.startedAt, dir: 'desc' },
    { by: sysJobRun.id, dir: 'desc' },
  ],
};

const listQuery = z.object({
  ...pagingQuery,
  sortField: z.string().max(64).optional(),
  sortOrder: z.string().max(8).optional(),
  jobName: z.string().max(100).optional(),
  status: z.string().max(100).optional(),
  trigger: z.enum(['schedule', 'manual']).optional(),
  startedAtStart: z.string().max(40).optional(),
  startedAtEnd: z.string().max(40).optional(),
});

/**
 * Scheduled jobs (core/jobs): the run history, the registered jobs with their next slot, and a manual
 * run (for the /setup dev page).
 */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jobs, clock } = app.ctx;

  app.get(
    '/merchant/common/jobruns',
    { config: { access }, schema: { querystring: listQuery, tags } },
    async (req) => ok(await runList(db, runs, req.query, null)),
  );

  app.get('/merchant/common/jobs', { config: { access }, schema: { tags } }, async () => {
    const now = clock.now();
    const last = await db
      .selectDistinctOn([sysJobRun.jobName], {
        name: sysJobRun.jobName,
        status: sysJobRun.status,
        startedAt: sysJobRun.startedAt,
      })
      .from(sysJobRun)
      .orderBy(sysJobRun.jobName, desc(sysJobRun.startedAt), desc(sysJobRun.id));
    const byName = new Map(last.map((r) => [r.name, r]));
    const Records = jobs.jobs().map((j) => ({
      Name: j.name,
      Description: j.description ?? '',
      Schedule: describeSchedule(j.schedule),
      LatestSlot: latestSlot(j.schedule, now),
      NextSlot: nextSlot(j.schedule, now),
      LastStatus: byName.get(j.name)?.status ?? null,
      LastStartedAt: byName.get(j.name)?.startedAt ?? null,
    }));
    return ok({ Records, TotalCount: Records.length, SchedulerRunning: jobs.isRunning });
  });

  app.put(
    '/merchant/common/jobs/:name/run',
    { config: { access }, schema: { params: z.object({ name: z.string().min(1).max(100) }), tags } },
    async (req) => {
      if (!jobs.job(req.params.name)) throw notFound();
      const r = await jobs.runJobNow(req.params.name);
      return ok({ Id: r.id, JobName: r.jobName, Status: r.status, Message: r.message, Count: r.count });
    },
  );
};
