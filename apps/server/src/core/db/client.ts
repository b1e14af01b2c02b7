import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** Write all app code against this common base type (a union of the PGlite and node-postgres database types breaks drizzle's typing). */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run queries: the database or a transaction. */
export type Executor = Db | Tx;

export const MIGRATIONS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * Sees every statement drizzle sends through a handle (the database and its transactions): tests
 * count the statements of one request against a budget (test/query-budget.ts, #11). Null = off.
 */
export interface StatementTap {
  listener: ((sql: string) => void) | null;
}

const tapLogger = (tap: StatementTap) => ({ logQuery: (q: string) => tap.listener?.(q) });

export interface DbHandle {
  db: Db;
  tap: StatementTap;
  mode: 'pglite' | 'postgres';
  /** The embedded client, when mode is pglite (tests dump/load it). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… switches to a real PostgreSQL server. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' for an in-memory database. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests). */
  loadDataDir?: Blob;
  migrate?: boolean;
  poolSize?: number;
}

export function defaultDataDir(): string {
  return resolve(process.env.PARTDESK_DATA_DIR ?? join(REPO_ROOT, 'data'));
}

/** An O_EXCL lock file so two processes never open the same PGlite folder (docs/architecture.md "Runtime"). */
function acquireLock(dir: string): () => void {
  const lockPath = join(dir, 'partdesk.lock');
  const tryOpen = () => {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
  };
  try {
    tryOpen();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    let alive = false;
    if (pid > 0) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        alive = false;
      }
    }
    if (alive) {
      throw new Error(
        `The data folder ${dir} is in use by process ${pid}. Stop it, or point PARTDESK_DATA_DIR elsewhere.`,
      );
    }
    rmSync(lockPath, { force: true });
    tryOpen();
  }
  return () => rmSync(lockPath, { force: true });
}

export async function openDb(opts: OpenOptions = {}): Promise<DbHandle> {
  const migrate = opts.migrate ?? true;
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client can be terminated by the server (restart, a forced drop in tests): log, don't crash.
    pool.on('error', (err) => console.warn(`PostgreSQL pool: ${err.message}`));
    const tap: StatementTap = { listener: null };
    const db = drizzlePg(pool, { casing: 'snake_case', logger: tapLogger(tap) }) as unknown as Db;
    if (migrate) await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
    return { db, tap, mode: 'postgres', close: () => pool.end() };
  }
  const dataDir = opts.dataDir ?? join(defaultDataDir(), 'pglite');
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dirname(dataDir), { recursive: true });
    release = acquireLock(dirname(dataDir));
  }
  try {
    // pg_trgm: the GIN index of contains searches (migration 0011, #11).
    const client = await PGlite.create(dataDir, {
      extensions: { pg_trgm },
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
    const tap: StatementTap = { listener: null };
    const db = drizzlePglite(client, {
      casing: 'snake_case',
      logger: tapLogger(tap),
    }) as unknown as Db;
    if (migrate) await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      tap,
      mode: 'pglite',
      pglite: client,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

export function isFreshPgliteDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}
