import { join } from 'node:path';
import { buildApp } from './app.js';
import { defaultDataDir, isFreshPgliteDir, openDb } from './core/db/client.js';
import { seedDemo } from './db/seed/demo.js';
import { runDemoFlows } from './db/seed/demo-flows.js';
import { ensureFirstAdmin, seedSystem } from './db/seed/system.js';

/** Opens the database (PGlite by default, DATABASE_URL for PostgreSQL), seeds, listens. */
export async function startServer() {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = join(defaultDataDir(), 'pglite');
  const fresh = !databaseUrl && isFreshPgliteDir(dataDir);
  const handle = await openDb({ databaseUrl, dataDir });
  await seedSystem(handle.db);
  const demo = databaseUrl ? process.env.PARTDESK_DEMO === '1' : true;
  if (demo) {
    const size = process.env.PARTDESK_SEED_SIZE === 'large' ? 'large' : 'demo';
    // Documents made through the routes (db/seed/demo-flows.ts) follow the seeders, once, on a fresh database.
    if (await seedDemo(handle.db, { size })) await runDemoFlows(handle);
  } else await ensureFirstAdmin(handle.db, process.env.PARTDESK_ADMIN_PASSWORD);
  const app = await buildApp({
    handle,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    serveWeb: true,
    config: { demo },
    jobs: process.env.PARTDESK_JOBS !== '0',
  });
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen({ port, host });
  app.log.info({ mode: handle.mode, fresh, demo }, `PartDesk on http://localhost:${port}`);
  const stop = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return app;
}
