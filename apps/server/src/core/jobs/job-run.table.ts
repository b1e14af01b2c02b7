import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '../db/columns.js';

/**
 * One row per job run (core/jobs). A scheduled run first inserts (job_name, slot_at): the unique index
 * makes exactly one process win a slot, whatever the number of servers. Manual runs (`runJobNow`) have
 * no slot (NULLs never collide). `status`: running → ok | nothing-to-do | failed.
 */
export const sysJobRun = pgTable(
  'sys_job_run',
  {
    id: id(),
    jobName: text().notNull(),
    slotAt: timestamp({ withTimezone: true }),
    trigger: text().notNull().default('schedule'),
    status: text().notNull().default('running'),
    message: text().notNull().default(''),
    count: integer().notNull().default(0),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    durationMs: integer(),
    host: text().notNull().default(''),
    pid: integer().notNull().default(0),
    /** The scheduler instance (several apps can share a process in tests). */
    instance: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('sys_job_run_slot_uq').on(t.jobName, t.slotAt),
    index('sys_job_run_started_idx').on(t.startedAt.desc(), t.id.desc()),
  ],
);
