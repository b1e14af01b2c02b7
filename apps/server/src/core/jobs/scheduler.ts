import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { JobDef, JobResult, JobStatus } from './job-registry.js';
import { PLATFORM_JOBS } from './platform-jobs.js';
import { sysJobRun } from './job-run.table.js';
import { latestSlot, nextSlot } from './schedule.js';

export interface JobRunRecord {
  id: number;
  jobName: string;
  status: JobStatus;
  message: string;
  count: number;
}

export interface SchedulerOptions {
  /** Longest sleep between two looks at the clock (a changed clock is noticed within this). */
  maxSleepMs?: number;
}

const HOST = hostname();
const MAX_MESSAGE = 2000;

/**
 * Runs registered jobs when their slots fall due. Every due slot is claimed by inserting
 * (job_name, slot_at) into sys_job_run (`on conflict do nothing returning id`): only the process that
 * gets the id runs it, so a job runs once however many servers share the database. The loop is a
 * chain of unref'd timers; `stop()` (called on app close) ends it and waits for runs in flight.
 */
export class JobScheduler {
  readonly instance = randomBytes(4).toString('hex');
  private readonly extra = new Map<string, JobDef>();
  /** Per job: the latest slot this process has already dealt with (claimed, lost, or skipped). */
  private readonly done = new Map<string, number>();
  private readonly running = new Set<string>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private started = false;

  constructor(
    private readonly getCtx: () => AppContext,
    private readonly opts: SchedulerOptions = {},
  ) {
    for (const j of PLATFORM_JOBS) this.register(j);
  }

  /**
   * Adds a job to this app's scheduler: the platform's own (above), the modules' (their definition's
   * `jobs`, core/modules), a test's. A later job of the same name replaces the earlier one.
   */
  register(def: JobDef): void {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(def.name))
      throw new Error(`Job name "${def.name}" must be kebab-case`);
    this.extra.set(def.name, def);
  }

  jobs(): JobDef[] {
    return [...this.extra.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  job(name: string): JobDef | undefined {
    return this.extra.get(name);
  }

  get isRunning(): boolean {
    return this.started;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(0);
  }

  /** Ends the loop and waits for the runs in flight (the database closes right after). */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.ticking) await this.ticking.catch(() => {});
    await Promise.allSettled([...this.inFlight]);
  }

  private schedule(delayMs: number): void {
    if (!this.started) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.tick().finally(() => this.schedule(this.sleepMs()));
    }, delayMs);
    this.timer.unref();
  }

  /** Until the earliest next slot (real time), at most maxSleepMs. */
  private sleepMs(): number {
    const now = this.getCtx().clock.now();
    let wait = this.opts.maxSleepMs ?? 60_000;
    for (const j of this.jobs()) wait = Math.min(wait, nextSlot(j.schedule, now).getTime() - now.getTime());
    return Math.max(5, wait);
  }

  /**
   * One look at the clock: claims and runs every job whose latest slot this process has not dealt
   * with. Never throws (a failing job is recorded as failed). Tests call it with a fixed clock.
   */
  tick(): Promise<void> {
    if (this.ticking) return this.ticking;
    this.ticking = this.tickOnce().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  private async tickOnce(): Promise<void> {
    const ctx = this.getCtx();
    const now = ctx.clock.now();
    const due: Promise<unknown>[] = [];
    for (const job of this.jobs()) {
      if (this.running.has(job.name)) continue;
      const slot = latestSlot(job.schedule, now);
      const last = this.done.get(job.name);
      if (last !== undefined && last >= slot.getTime()) continue;
      this.done.set(job.name, slot.getTime());
      if (job.maxLateMs !== undefined && now.getTime() - slot.getTime() > job.maxLateMs) continue;
      due.push(
        this.execute(job, slot, 'schedule').catch((err) => {
          // The claim itself failed (database down): forget the slot so the next tick retries it.
          if (this.done.get(job.name) === slot.getTime()) {
            if (last === undefined) this.done.delete(job.name);
            else this.done.set(job.name, last);
          }
          ctx.log.error({ err, job: job.name }, 'job claim failed');
        }),
      );
    }
    await Promise.all(due);
  }

  /** Runs a job now, whatever its schedule (tests, the /setup dev page). Resolves to the recorded run. */
  async runJobNow(name: string): Promise<JobRunRecord> {
    const job = this.job(name);
    if (!job) throw new Error(`No job named "${name}"`);
    const rec = await this.execute(job, null, 'manual');
    return rec!;
  }

  /** Claims (scheduled) or opens (manual) a run row, runs the job, records the outcome. */
  private async execute(
    job: JobDef,
    slot: Date | null,
    trigger: 'schedule' | 'manual',
  ): Promise<JobRunRecord | null> {
    const ctx = this.getCtx();
    const startedAt = ctx.clock.now();
    const [claim] = await ctx.db
      .insert(sysJobRun)
      .values({
        jobName: job.name,
        slotAt: slot,
        trigger,
        status: 'running',
        startedAt,
        host: HOST,
        pid: process.pid,
        instance: this.instance,
      })
      .onConflictDoNothing()
      .returning({ id: sysJobRun.id });
    if (!claim) return null; // another process (or instance) won this slot
    this.running.add(job.name);
    const t0 = performance.now();
    const work = (async (): Promise<JobRunRecord> => {
      let status: JobStatus;
      let message: string;
      let count = 0;
      try {
        const r: JobResult = await job.run({ ...ctx, now: startedAt, slot, trigger });
        count = Number.isFinite(r.count) ? Math.trunc(r.count) : 0;
        status = r.status ?? (count > 0 ? 'ok' : 'nothing-to-do');
        message = String(r.message ?? '');
      } catch (err) {
        status = 'failed';
        message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
        ctx.log.error({ err, job: job.name }, 'job failed');
      }
      message = message.slice(0, MAX_MESSAGE);
      try {
        await ctx.db
          .update(sysJobRun)
          .set({
            status,
            message,
            count,
            finishedAt: ctx.clock.now(),
            durationMs: Math.round(performance.now() - t0),
          })
          .where(eq(sysJobRun.id, claim.id));
      } catch (err) {
        ctx.log.error({ err, job: job.name, run: claim.id }, 'job result not recorded');
      }
      return { id: claim.id, jobName: job.name, status, message, count };
    })();
    this.inFlight.add(work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(work);
      this.running.delete(job.name);
    }
  }
}
