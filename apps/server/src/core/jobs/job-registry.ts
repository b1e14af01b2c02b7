import type { AppContext } from '../context.js';
import type { Schedule } from './schedule.js';

export type JobStatus = 'running' | 'ok' | 'nothing-to-do' | 'failed';

/** What a job receives: the app's services plus the run's own facts. Use `now`, not `Date.now()`. */
export interface JobContext extends AppContext {
  /** The clock's time when the run started. */
  now: Date;
  /** The due slot this run was claimed for; null for a manual run. */
  slot: Date | null;
  trigger: 'schedule' | 'manual';
}

export interface JobResult {
  message: string;
  /** Items handled. 0 records the run as `nothing-to-do` unless `status` says otherwise. */
  count: number;
  status?: 'ok' | 'nothing-to-do';
}

export interface JobDef {
  /** Unique, kebab-case (`exchange-rate-snapshot`). */
  name: string;
  schedule: Schedule;
  description?: string;
  /** Skip a missed slot older than this instead of catching it up (default: always catch up the latest). */
  maxLateMs?: number;
  run(ctx: JobContext): Promise<JobResult>;
}
