import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../app.js';
import type { AppConfig, Clock } from '../core/config.js';
import { type DbHandle, openDb } from '../core/db/client.js';
import { DEMO_PASSWORD } from '../db/seed/demo.js';

export interface TestApp {
  app: App;
  handle: DbHandle;
  db: DbHandle['db'];
  /** Signs in a demo account (password `partdesk`) and returns its token. */
  login(account: string, password?: string): Promise<string>;
  call<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    opts?: { token?: string | null; body?: unknown; query?: Record<string, string | number>; lang?: string },
  ): Promise<{
    status: number;
    body: { Code: number; Message: string; Data: T };
    headers: Record<string, unknown>;
  }>;
  close(): Promise<void>;
}

let counter = 0;

/** A fresh app on its own copy of the seeded template database. */
export async function createTestApp(
  opts: { config?: Partial<AppConfig>; clock?: Clock; plugins?: BuildOptions['plugins'] } = {},
): Promise<TestApp> {
  const pgTemplate = inject('pgTemplateDb');
  let handle: DbHandle;
  let dropDb: (() => Promise<void>) | null = null;
  if (pgTemplate && process.env.DATABASE_URL) {
    const name = `partdesk_t_${process.pid}_${Date.now()}_${counter++}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate}`);
    await admin.end();
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = `/${name}`;
    handle = await openDb({ databaseUrl: u.toString(), migrate: false, poolSize: 5 });
    dropDb = async () => {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    const file = inject('pgliteTemplate');
    const blob = new Blob([readFileSync(file)]);
    handle = await openDb({ dataDir: 'memory://', loadDataDir: blob, migrate: false });
  }
  const app = await buildApp({
    handle,
    config: { demo: true, ...opts.config },
    clock: opts.clock,
    logger: false,
    plugins: opts.plugins,
  });
  await app.ready();
  const t: TestApp = {
    app,
    handle,
    db: handle.db,
    async call(method, url, o = {}) {
      const headers: Record<string, string> = {};
      if (o.token) headers.token = o.token;
      if (o.lang) headers['accept-language'] = o.lang;
      const res = await app.inject({
        method,
        url,
        headers,
        query: o.query
          ? Object.fromEntries(Object.entries(o.query).map(([k, v]) => [k, String(v)]))
          : undefined,
        payload: o.body as never,
      });
      // A file answer (PDF, spreadsheet) is no envelope: Code 0 and the bytes as Data.
      const json = String(res.headers['content-type'] ?? '').includes('json');
      const body = json ? res.json() : { Code: 0, Message: '', Data: res.rawPayload };
      return { status: res.statusCode, body, headers: res.headers };
    },
    async login(account, password = DEMO_PASSWORD) {
      const res = await t.call<{ Token: string }>('POST', '/merchant/account/login', {
        body: { UserName: account, Password: password },
      });
      if (res.body.Code !== 0) throw new Error(`login ${account} failed: ${res.body.Message}`);
      return res.body.Data.Token;
    },
    async close() {
      await app.close();
      await handle.close();
      if (dropDb) await dropDb();
    },
  };
  return t;
}
