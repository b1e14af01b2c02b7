/**
 * The e2e server: the real app (same start-up as apps/server/src/server.ts: open a fresh PGlite folder,
 * system + demo seed, buildApp serving apps/web/dist) plus three public test-only routes under
 * `/__e2e/` that let a spec make the server do what a business module will do later: send a
 * notification to a user (push), publish an off-line notice, and signal changed to-do counts.
 * Bound to 127.0.0.1, used only by playwright.config.ts. Never part of the product.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ownDir = !process.env.PARTDESK_DATA_DIR;
const dataRoot = process.env.PARTDESK_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'partdesk-e2e-'));
process.env.PARTDESK_DATA_DIR = dataRoot;

const { eq } = await import('drizzle-orm');
const { buildApp } = await import('../../apps/server/src/app.js');
const { openDb } = await import('../../apps/server/src/core/db/client.js');
const { seedDemo } = await import('../../apps/server/src/db/seed/demo.js');
const { runDemoFlows } = await import('../../apps/server/src/db/seed/demo-flows.js');
const { seedSystem } = await import('../../apps/server/src/db/seed/system.js');
const { sysUser } = await import('../../apps/server/src/core/access/identity.table.js');
const { addOfflineNotice } = await import('../../apps/server/src/modules/notices/index.js');

const handle = await openDb({ dataDir: join(dataRoot, 'pglite') });
await seedSystem(handle.db);
if (await seedDemo(handle.db, { size: 'demo' })) await runDemoFlows(handle);
const app = await buildApp({
  handle,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  serveWeb: true,
  config: { demo: true },
});

const testOnly = { config: { access: { public: true as const } } };
async function userId(account: string): Promise<number> {
  const [u] = await handle.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, account));
  if (!u) throw new Error(`no such account ${account}`);
  return u.id;
}

app.post('/__e2e/notify', testOnly, async (req) => {
  const body = req.body as {
    account: string;
    message: Parameters<typeof app.ctx.notifier.notify>[1];
    count?: number;
  };
  const id = await userId(body.account);
  for (let i = 0; i < (body.count ?? 1); i++) await app.ctx.notifier.notify(id, body.message);
  return { Code: 0, Message: '', Data: { UserId: id } };
});

app.post('/__e2e/offline-notice', testOnly, async (req) => {
  const body = req.body as { account?: string; type: 1 | 2 | 3 | 4; remark: string };
  const id = await addOfflineNotice(handle.db, {
    type: body.type,
    remark: body.remark,
    userId: body.account ? await userId(body.account) : null,
  });
  return { Code: 0, Message: '', Data: { Id: id } };
});

app.post('/__e2e/todos-changed', testOnly, async () => {
  app.ctx.notifier.todosChanged();
  return { Code: 0, Message: '', Data: null };
});

const port = Number(process.env.PORT ?? 8091);
await app.listen({ port, host: '127.0.0.1' });
console.log(`e2e server on http://127.0.0.1:${port} (data ${dataRoot})`);

const stop = async () => {
  await app.close().catch(() => undefined);
  await handle.close().catch(() => undefined);
  if (ownDir) rmSync(dataRoot, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
