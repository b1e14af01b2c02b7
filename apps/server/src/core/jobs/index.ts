import { registerJob } from './job-registry.js';
import { jobRunCleanupJob, offlineNoticeCheckJob } from './platform-jobs.js';

export {
  type JobContext,
  type JobDef,
  type JobResult,
  type JobStatus,
  listRegisteredJobs,
  registerJob,
} from './job-registry.js';
export { sysJobRun } from './job-run.table.js';
export { jobRoutes } from './jobs.routes.js';
export { exchangeRateSnapshotJob, monthOf } from './platform-jobs.js';
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

// The platform's own jobs (no module behind them).
registerJob(offlineNoticeCheckJob);
registerJob(jobRunCleanupJob);
