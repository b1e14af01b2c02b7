import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb, REPO_ROOT } from '../core/db/client.js';
import { seedDemo } from '../db/seed/demo.js';
import { runDemoFlows } from '../db/seed/demo-flows.js';
import { seedSystem } from '../db/seed/system.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateDb: string;
  }
}

export const TEMPLATE_DB = 'partdesk_test_template';

/**
 * Migrates and seeds (system + demo) once; each test file then starts from a copy: a PGlite data-dir
 * dump, or on PostgreSQL (`DATABASE_URL`) a `CREATE DATABASE … TEMPLATE` clone.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${TEMPLATE_DB}`;
    const h = await openDb({ databaseUrl: u.toString(), poolSize: 2 });
    await seedSystem(h.db);
    await seedDemo(h.db);
    await runDemoFlows(h);
    await h.close();
    project.provide('pgTemplateDb', TEMPLATE_DB);
    project.provide('pgliteTemplate', '');
    return;
  }
  const h = await openDb({ dataDir: 'memory://' });
  await seedSystem(h.db);
  await seedDemo(h.db);
  await runDemoFlows(h);
  const dump = await h.pglite!.dumpDataDir('none');
  const dir = join(REPO_ROOT, '.tmp');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await h.close();
  project.provide('pgliteTemplate', file);
  project.provide('pgTemplateDb', '');
  // The dump (~70 MB) is only for this run: without this every run left one in .tmp/.
  return () => rmSync(file, { force: true });
}
