export type { JobContext, JobDef, JobResult, JobStatus } from './job-registry.js';
export { sysJobRun } from './job-run.table.js';
export { jobRoutes } from './jobs.routes.js';
export { exchangeRateSnapshotJob, monthOf, PLATFORM_JOBS } from './platform-jobs.js';
export {
  daily,
  describeSchedule,
  every,
  latestSlot,
  monthly,
  nextSlot,
  type Schedule,
  slotsBetween,
} from './schedule.js';
export { type JobRunRecord, JobScheduler, type SchedulerOptions } from './scheduler.js';
