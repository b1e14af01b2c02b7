import { lt } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { JobDef } from './job-registry.js';
import { sysJobRun } from './job-run.table.js';
import { daily, every, monthly } from './schedule.js';

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM` of a date in server local time. */
export const monthOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;

/**
 * Monthly on the 1st: copies the current currency rates into that month's snapshot (documents of the
 * month convert with it). The copy itself belongs to the lookups module, which passes it in; it must be
 * idempotent (a manual re-run or a catch-up after downtime inserts nothing new) and may return the
 * number of rows it inserted.
 */
export function exchangeRateSnapshotJob(snapshot: (db: Executor, month: string) => Promise<unknown>): JobDef {
  return {
    name: 'exchange-rate-snapshot',
    schedule: monthly(1, '00:05'),
    description: 'Copies the current currency rates into the monthly rate snapshot',
    async run({ db, slot, now }) {
      const month = monthOf(slot ?? now);
      const n = await snapshot(db, month);
      if (typeof n === 'number') {
        return n > 0
          ? { message: `Rates snapshot ${month}: ${n} currencies`, count: n }
          : { message: `Rates snapshot ${month} already taken`, count: 0 };
      }
      return { message: `Rates snapshot ${month} taken`, count: 1 };
    },
  };
}

/**
 * Every 30 minutes: looks for off-line / time-out notices to publish or close. No rule produces one
 * yet (the notices module publishes them on request), so each run records "nothing to do".
 */
export const offlineNoticeCheckJob: JobDef = {
  name: 'offline-notice-check',
  schedule: every(30 * 60_000),
  description: 'Checks for off-line / time-out notices to publish',
  async run() {
    return { message: 'No off-line or time-out notice due', count: 0 };
  },
};

export const JOB_RUN_RETENTION_DAYS = 90;

/** Daily: deletes run records older than 90 days (the every-30-minutes check writes ~1,500 a month). */
export const jobRunCleanupJob: JobDef = {
  name: 'job-run-cleanup',
  schedule: daily('03:30'),
  description: `Deletes job run records older than ${JOB_RUN_RETENTION_DAYS} days`,
  async run({ db, now }) {
    const cutoff = new Date(now.getTime() - JOB_RUN_RETENTION_DAYS * 86_400_000);
    const gone = await db
      .delete(sysJobRun)
      .where(lt(sysJobRun.startedAt, cutoff))
      .returning({ id: sysJobRun.id });
    return {
      message: `${gone.length} run records older than ${JOB_RUN_RETENTION_DAYS} days deleted`,
      count: gone.length,
    };
  },
};

/** The platform's own jobs (no module behind them): every app's scheduler has them. */
export const PLATFORM_JOBS: readonly JobDef[] = [offlineNoticeCheckJob, jobRunCleanupJob];
