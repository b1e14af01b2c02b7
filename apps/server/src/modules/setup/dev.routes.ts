import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { desc, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sysUser } from '../../core/access/identity.table.js';
import { MIGRATIONS_DIR, REPO_ROOT } from '../../core/db/client.js';
import { ok } from '../../core/http/envelope.js';
import { sysJobRun } from '../../core/jobs/index.js';
import { pushClientsByUser, pushStatus } from '../../core/push/push-hub.js';
import { rows } from '../../core/db/index.js';

/** Administrators only: the guard refuses everyone else, so the permit is in nobody else's Permits. */
const access = { grantedBy: ['setup/dev'], adminOnly: true } as const;
const RECENT_RUNS = 20;

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

function readJson<T>(file: string, fallback: T): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return fallback;
  }
}

/**
 * /setup dev (administrators only): what runs — version, Node, database mode and server version,
 * applied migrations, recent job runs, connected push clients, uptime. Read-only.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, mode, jobs } = app.ctx;
  const version = readJson<{ version?: string }>(join(REPO_ROOT, 'package.json'), {}).version ?? '';
  const journal = readJson<{ entries: JournalEntry[] }>(join(MIGRATIONS_DIR, 'meta/_journal.json'), {
    entries: [],
  }).entries;
  const startedAt = new Date();

  const migrations = async () => {
    // drizzle's own table (both drivers): the hash of each applied file and the journal time it carries.
    const res = await db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
    );
    const migrationRows = rows<{ id: number; hash: string; created_at: string | number }>(res);
    const applied = migrationRows.map((r) => {
      const when = Number(r.created_at);
      const entry = journal.find((j) => j.when === when);
      return {
        Name: entry?.tag ?? null,
        Hash: r.hash,
        CreatedAt: new Date(when).toISOString(),
        Applied: true,
      };
    });
    const pending = journal
      .filter((j) => !migrationRows.some((r) => Number(r.created_at) === j.when))
      .map((j) => ({ Name: j.tag, Hash: null, CreatedAt: new Date(j.when).toISOString(), Applied: false }));
    return [...applied, ...pending];
  };

  app.get('/merchant/setup/dev', { config: { access }, schema: { tags: ['setup'] } }, async () => {
    const [server, migrationList, runs, push, byUser] = await Promise.all([
      db.execute(sql`select current_setting('server_version') as v, version() as full`),
      migrations(),
      db
        .select({
          Id: sysJobRun.id,
          JobName: sysJobRun.jobName,
          Trigger: sysJobRun.trigger,
          Status: sysJobRun.status,
          Message: sysJobRun.message,
          Count: sysJobRun.count,
          SlotAt: sysJobRun.slotAt,
          StartedAt: sysJobRun.startedAt,
          FinishedAt: sysJobRun.finishedAt,
          DurationMs: sysJobRun.durationMs,
          Host: sysJobRun.host,
        })
        .from(sysJobRun)
        .orderBy(desc(sysJobRun.startedAt), desc(sysJobRun.id))
        .limit(RECENT_RUNS),
      pushStatus(app),
      pushClientsByUser(app),
    ]);
    const srv = rows<{ v: string; full: string }>(server)[0];
    const ids = [...byUser.keys()];
    const users = ids.length
      ? await db
          .select({ id: sysUser.id, account: sysUser.account, name: sysUser.name })
          .from(sysUser)
          .where(inArray(sysUser.id, ids))
      : [];
    const uptime = Math.round(process.uptime());
    return ok({
      Version: version,
      NodeVersion: process.version,
      Platform: `${process.platform}-${process.arch}`,
      Host: hostname(),
      Pid: process.pid,
      DatabaseMode: mode,
      DatabaseVersion: srv?.v ?? '',
      DatabaseVersionFull: srv?.full ?? '',
      Migrations: migrationList,
      Jobs: {
        SchedulerRunning: jobs.isRunning,
        Registered: jobs.jobs().map((j) => j.name),
        Recent: runs,
      },
      Push: {
        ...push,
        ByUser: ids
          .map((id) => {
            const u = users.find((x) => x.id === id);
            return {
              UserId: id,
              Account: u?.account ?? '',
              Name: u?.name ?? '',
              Clients: byUser.get(id) ?? 0,
            };
          })
          .sort((a, b) => b.Clients - a.Clients || a.UserId - b.UserId),
      },
      UptimeSeconds: uptime,
      ProcessStartedAt: new Date(Date.now() - uptime * 1000).toISOString(),
      AppStartedAt: startedAt.toISOString(),
      Now: new Date().toISOString(),
    });
  });
};
