/**
 * The bench's server process (bench/run.ts starts it instead of apps/server/src/main.ts): the product
 * server exactly as `npm start` runs it, plus — on a second port, in the bench only, never in the
 * product — a bare Fastify app that answers the list scenarios' baselines.
 *
 *   POST /capture { name, path, token, body }  runs the product list once through app.inject with
 *       drizzle's query log switched on, keeps the SQL + parameters the list layer sent (the page query
 *       and the count), and answers them with EXPLAIN (ANALYZE, BUFFERS) of each.
 *   POST /bare/:name                            runs that exact SQL with the same parameters through
 *       the same driver (pg.Pool of DATABASE_URL, or the PGlite instance) — page and count at once, as
 *       the list layer does, as named prepared statements on PostgreSQL like the list layer's — and answers `{ Code: 0, Data: { TotalCount, Records } }` with the same
 *       field names. No session, no permit, no validation: the ceiling for that SQL.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import Fastify from 'fastify';
import { startServer } from '../apps/server/src/server.js';
import { bulkLists } from './bulk-lists.js';
import { seedChannelBench } from './channel-stock.js';
import { ledgerFixtureDocument } from '../apps/server/src/test/ledger-fixture.js';
import { checkStockLedger, stockOfPart } from '../apps/server/src/modules/inventory/index.js';
import { measurePartSql, seedStockBench } from './stock-ledger.js';
import { seedOrdersBench } from './sales-orders.js';

interface Captured {
  sql: string;
  params: unknown[];
}
type Rows = Promise<{ rows: unknown[][] }>;
interface PgliteClient {
  query(text: string, params: unknown[], opts: { rowMode: 'array' }): Rows;
}
interface PgPool {
  query(config: { name?: string; text: string; values: unknown[]; rowMode: 'array' }): Rows;
}

const app = await startServer();
const db = app.ctx.db as unknown as {
  $client: unknown;
  _: { session: { logger: { logQuery(q: string, p: unknown[]): void } } };
};
const pglite = app.ctx.mode === 'pglite';
// `--size large`: the inquiry, RFQ-library, purchase-quote and quote lists get volume too (bulk-lists.ts).
if (process.env.PARTDESK_SEED_SIZE === 'large') await bulkLists(app.ctx.db);
// `--stock`: 1 M stock moves over 50 k lots (stock-ledger.ts), then the invariant checker over them, timed.
if (process.env.BENCH_STOCK === '1') {
  await seedStockBench(app.ctx.db);
  const t0 = Date.now();
  const broken = await checkStockLedger(app.ctx.db, [
    ...app.ctx.documents.listDescriptors(),
    ledgerFixtureDocument,
  ]);
  console.log(
    `bench stock: checkStockLedger over every lot in ${((Date.now() - t0) / 1000).toFixed(1)} s — ${broken.length ? `${broken.length} violations: ${broken.slice(0, 5).join('; ')}` : 'no violation (materialised = Σ moves on every lot)'}`,
  );
  if (process.env.DATABASE_URL) await measurePartSql(process.env.DATABASE_URL);
}

// `--channel`: 1 M imported supplier stock rows (channel-stock.ts) for the global-stock search.
if (process.env.BENCH_CHANNEL_SEED === '1') await seedChannelBench(app.ctx.db);

// `--orders`: 500,000 sales orders / 1.5 M lines over 100,000 customers (sales-orders.ts).
if (process.env.BENCH_ORDERS_SEED === '1') await seedOrdersBench(app.ctx.db);

/**
 * Runs `text` with array rows on either driver (as drizzle does for a select); with `name`, as a named
 * prepared statement on PostgreSQL (parsed and planned once per connection, as the list layer does).
 */
async function rows(text: string, params: unknown[], name?: string): Promise<unknown[][]> {
  if (pglite) return (await (db.$client as PgliteClient).query(text, params, { rowMode: 'array' })).rows;
  return (await (db.$client as PgPool).query({ name, text, values: params, rowMode: 'array' })).rows;
}

const bare = Fastify({ logger: false });
bare.get('/merchant/ping', async () => ({ Code: 0, Message: '', Data: { Pong: true } }));

// `--profile <dir>`: a V8 CPU profile of this process over one measured scenario only (not start-up).
const inspector = new Session();
inspector.connect();
bare.post('/profile/start', async () => {
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.setSamplingInterval', { interval: 100 });
  await inspector.post('Profiler.start');
  return { Code: 0 };
});
bare.post<{ Body: { file: string } }>('/profile/stop', async (req) => {
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(req.body.file, JSON.stringify(profile));
  return { Code: 0 };
});

const captured = new Map<string, { page: Captured; count: Captured; keys: string[] }>();
bare.post<{ Body: { name: string; path: string; token: string; body: unknown } }>('/capture', async (req) => {
  const { name, path, token, body } = req.body;
  const log: Captured[] = [];
  const session = db._.session;
  const before = session.logger;
  session.logger = { logQuery: (sql, params) => log.push({ sql, params }) };
  let res: {
    Code: number;
    Message: string;
    Data: { TotalCount: number; Records: Record<string, unknown>[] };
  };
  try {
    const r = await app.inject({ method: 'POST', url: path, headers: { token }, payload: body as object });
    res = r.json();
  } finally {
    session.logger = before;
  }
  if (res.Code !== 0) throw new Error(`${name}: ${path} answered ${res.Code} ${res.Message}`);
  const page = log.findLast((q) => /\blimit \$\d+/i.test(q.sql) && !/^select count\(/i.test(q.sql));
  const count = log.findLast((q) => /^select count\(/i.test(q.sql));
  if (!page || !count) throw new Error(`${name}: list queries not seen in ${JSON.stringify(log)}`);
  const keys = Object.keys(res.Data.Records[0] ?? {});
  captured.set(name, { page, count, keys });
  const explain = async (q: Captured) =>
    (await rows(`explain (analyze, buffers) ${q.sql}`, q.params)).map((r) => String(r[0])).join('\n');
  return {
    TotalCount: res.Data.TotalCount,
    page: { ...page, plan: await explain(page) },
    count: { ...count, plan: await explain(count) },
  };
});

bare.post<{ Params: { name: string } }>('/bare/:name', async (req, reply) => {
  const q = captured.get(req.params.name);
  if (!q) return reply.code(404).send({ Code: 404, Message: 'not captured' });
  const [page, count] = await Promise.all([
    rows(q.page.sql, q.page.params, `bare_${req.params.name}_page`),
    rows(q.count.sql, q.count.params, `bare_${req.params.name}_count`),
  ]);
  const Records = page.map((r) => Object.fromEntries(q.keys.map((k, i) => [k, r[i]])));
  return { Code: 0, Message: '', Data: { TotalCount: Number(count[0]?.[0] ?? 0), Records } };
});

/**
 * `--stock`: on hand and available of one part (by MPN, across its lots) through the product's own
 * query (inventory `stockOfPart`, the app's pool), behind a bare route: no session, no validation.
 */
bare.post<{ Body: { Mpn: string } }>('/stock/part', async (req) => ({
  Code: 0,
  Message: '',
  Data: await stockOfPart(app.ctx.db, req.body.Mpn),
}));

// startServer() exits the process on SIGTERM, which ends this listener too.
await bare.listen({ port: Number(process.env.BENCH_BARE_PORT), host: '127.0.0.1' });
