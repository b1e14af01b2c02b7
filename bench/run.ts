/**
 * `npm run bench`: starts the API server in its own process (fresh PGlite in a temp folder, or the
 * database of DATABASE_URL), signs in, and drives each scenario with autocannon from a second process.
 * Prints req/s and p50/p95/p99 per scenario and adds the rows to docs/performance.md.
 *
 *   npm run bench                                  PGlite, 10 s per scenario, 32 connections
 *   DATABASE_URL=postgres://… npm run bench        real PostgreSQL (demo data seeded when empty)
 *   npm run bench -- --duration 5 --connections 16 --only ping,currency --no-doc
 *   npm run bench -- --size large --only customers,customers-bare,pool,pool-bare
 *   npm run bench -- --size large --lists --check   every hot list beside its twin; exit 1 under 80 %
 *   npm run bench -- --only customers --profile /tmp/prof   CPU profile of the server (bench/profile-top.ts)
 *   DATABASE_URL=postgres://… npm run bench -- --stock   1 M stock moves: checker timed, stock-part, stock-summary
 *
 * `--size large` seeds the 100,000-customer data set (PARTDESK_SEED_SIZE=large: a fresh PGlite folder,
 * or an empty PostgreSQL database). The list scenarios (customers, customers-admin, pool) each have a
 * `-bare` twin: a bare Fastify route in the bench's server process (bench/bench-server.ts) running the
 * exact SQL + parameters the list layer sent for that request, captured from drizzle's query log.
 *
 * `--lists` selects every list scenario and its twin (the hot lists of the product: customers, pool,
 * inquiries, RFQ library, purchase quotes, quotes); `--check` exits non-zero when a list is under
 * `--bar` (default 80) % of its twin's req/s — run it before merging list changes.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LISTS } from './lists.js';
import type { LoadResult, LoadSpec } from './load-worker.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DOC = join(ROOT, 'docs/performance.md');
const START = '<!-- bench:results:start -->';
const END = '<!-- bench:results:end -->';

const argv = process.argv.slice(2);
const flag = (name: string, def: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1]! : def;
};
const durationS = Number(flag('duration', '10'));
const connections = Number(flag('connections', '32'));
const onlyFlag = flag('only', '').split(',').filter(Boolean);
const writeDoc = !argv.includes('--no-doc');
/** `--lists`: every list scenario and its bare twin (added to `--only` names, if any). */
const listsOnly = argv.includes('--lists');
const size = flag('size', 'demo') === 'large' ? 'large' : 'demo';
const plans = argv.includes('--plans');
const check = argv.includes('--check');
/**
 * `--stock`: the stock ledger bench (issue #13): the server seeds 1 M moves over 50 k lots
 * (bench/stock-ledger.ts, PostgreSQL only), runs `checkStockLedger` over them (timed), then
 * `stock-part` (on hand + available of one part, 200 parts in turn) and the stock-summary list with its
 * bare twin are measured.
 */
const stock = argv.includes('--stock');
/**
 * `--orders`: the sales-order bench (issue #14): the server seeds 500,000 orders / 1.5 M lines over
 * 100,000 customers (bench/sales-orders.ts, PostgreSQL only), then the two order lists beside their twins.
 */
const orders = argv.includes('--orders');
/**
 * `--channel`: the channel-inventory search bench (issue #15): the server seeds BENCH_CHANNEL_ROWS
 * (default 1 M) supplier stock rows (bench/channel-stock.ts), then the MPN-prefix search beside its twin.
 */
const channel = argv.includes('--channel');
const bar = Number(flag('bar', '80'));
/**
 * `--profile <dir>`: a V8 CPU profile of the server process over each measured product scenario
 * (`<dir>/<scenario>.cpuprofile`, start-up and warm-up excluded); bench/profile-top.ts summarises it.
 */
const profileDir = flag('profile', '');
const databaseUrl = process.env.DATABASE_URL || '';
const mode = databaseUrl ? 'PostgreSQL 15' : 'PGlite';

const DEMO_ACCOUNTS = [
  'admin',
  'sales.director',
  'sales.manager',
  'sales.rep',
  'buyer',
  'accountant',
  'support',
];
const PASSWORD = process.env.BENCH_PASSWORD ?? 'partdesk';

interface Scenario {
  name: string;
  what: string;
  method: 'GET' | 'POST';
  path: string;
  /** Sign in as this account (true = admin) and send its `Token`. */
  auth: boolean | string;
  connections?: number;
  bodies?: string[];
  /** A bare baseline: served by the bench server's second port with the SQL captured for `bare`. */
  bare?: string;
}

const only = [
  ...onlyFlag,
  ...(listsOnly ? LISTS.flatMap((l) => [l.name, `${l.name}-bare`]) : []),
  ...(stock && !onlyFlag.length ? ['stock-part', 'stock-summary', 'stock-summary-bare'] : []),
  ...(orders && !onlyFlag.length
    ? ['sales-orders', 'sales-orders-bare', 'sales-orders-admin', 'sales-orders-admin-bare']
    : []),
  ...(channel && !onlyFlag.length ? ['channel-search', 'channel-search-bare'] : []),
];
/** Bench part numbers (bench/stock-ledger.ts `benchMpn`): 200 of the 10,000 parts, spread evenly. */
const STOCK_BODIES = Array.from({ length: 200 }, (_, i) =>
  JSON.stringify({ Mpn: `BENCH-${String(1 + i * 50).padStart(6, '0')}` }),
);

const SCENARIOS: Scenario[] = [
  {
    name: 'ping',
    what: 'GET /merchant/ping (public, no database)',
    method: 'GET',
    path: '/merchant/ping',
    auth: false,
  },
  {
    name: 'currency',
    what: 'GET /merchant/common/currency (session check + cached lookup)',
    method: 'GET',
    path: '/merchant/common/currency',
    auth: true,
  },
  {
    name: 'dict',
    what: 'GET /common/GetDictLineByCode?code=Currency (session check + cached dictionary)',
    method: 'GET',
    path: '/common/GetDictLineByCode?code=Currency',
    auth: true,
  },
  {
    name: 'login',
    what: `POST /merchant/account/login (argon2id verify + new session; ${DEMO_ACCOUNTS.length} accounts in turn)`,
    method: 'POST',
    path: '/merchant/account/login',
    auth: false,
    connections: 8,
    bodies: DEMO_ACCOUNTS.map((a) => JSON.stringify({ UserName: a, Password: PASSWORD })),
  },
  {
    name: 'stock-part',
    what: 'on hand + available of one part across its lots (inventory stockOfPart, bare route, 200 parts in turn)',
    method: 'POST',
    path: '/stock/part',
    auth: false,
    bodies: STOCK_BODIES,
    bare: 'stock-part',
  },
  ...LISTS.flatMap((l): Scenario[] => [
    {
      name: l.name,
      what: l.what,
      method: 'POST',
      path: l.path,
      auth: l.account,
      bodies: [JSON.stringify(l.body)],
    },
    {
      name: `${l.name}-bare`,
      what: `bare Fastify route running the SQL of "${l.name}" (no session, no validation)`,
      method: 'POST',
      path: `/bare/${l.name}`,
      auth: false,
      bodies: [JSON.stringify(l.body)],
      bare: l.name,
    },
  ]),
];

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

async function waitReady(base: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} while starting`);
    try {
      const r = await fetch(`${base}/merchant/ping`);
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

async function signIn(base: string, account: string): Promise<string> {
  const login = await fetch(`${base}/merchant/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ UserName: account, Password: PASSWORD }),
  });
  const body = (await login.json()) as { Code: number; Message: string; Data: { Token: string } };
  if (body.Code !== 0) throw new Error(`sign-in of ${account} failed: ${body.Message}`);
  return body.Data.Token;
}

function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((ok, fail) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'bench/load-worker.ts'), JSON.stringify(spec)],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`load worker exited with ${code}`));
      try {
        ok(JSON.parse(out.trim().split('\n').at(-1)!) as LoadResult);
      } catch (err) {
        fail(err);
      }
    });
  });
}

const fmt = (n: number, d = 1) => n.toFixed(d);
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

async function main() {
  const port = await freePort();
  const barePort = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const bareBase = `http://127.0.0.1:${barePort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'partdesk-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PARTDESK_JOBS: '0',
    PARTDESK_DATA_DIR: dataDir,
    PARTDESK_SEED_SIZE: size,
    BENCH_BARE_PORT: String(barePort),
    ...(databaseUrl ? { PARTDESK_DEMO: '1' } : {}),
    ...(stock ? { BENCH_STOCK: '1' } : {}),
    ...(orders ? { BENCH_ORDERS_SEED: '1' } : {}),
    ...(channel ? { BENCH_CHANNEL_SEED: '1' } : {}),
  };
  if (orders && !databaseUrl)
    throw new Error('--orders needs DATABASE_URL (PostgreSQL): 500,000 orders are not for PGlite');
  if (stock && !databaseUrl)
    throw new Error('--stock needs DATABASE_URL (PostgreSQL): 1 M moves are not for PGlite');
  const load = loadavg()[0]!.toFixed(1);
  console.log(`bench: ${mode}, ${size} data, ${machine}, load average ${load} before start`);
  const t0 = Date.now();
  const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench/bench-server.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  try {
    await waitReady(base, server, size === 'large' ? 1_800_000 : 180_000);
    await waitReady(bareBase, server, 1_800_000); // after the bench's own data (bulk-lists.ts, stock-ledger.ts)
    console.log(`server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (pid ${server.pid})`);
    const tokens = new Map<string, string>();
    const tokenOf = async (account: string) => {
      if (!tokens.has(account)) tokens.set(account, await signIn(base, account));
      return tokens.get(account)!;
    };

    const chosen = SCENARIOS.filter((x) => only.length === 0 || only.includes(x.name));
    if (!chosen.length) throw new Error(`no scenario named ${only.join(', ')}`);
    for (const l of LISTS.filter((x) => chosen.some((c) => c.name === x.name || c.bare === x.name))) {
      const r = await fetch(`${bareBase}/capture`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: l.name, path: l.path, token: await tokenOf(l.account), body: l.body }),
      });
      const cap = (await r.json()) as Record<string, { sql: string; params: unknown[]; plan: string }> & {
        TotalCount: number;
      };
      if (!r.ok) throw new Error(`capture ${l.name}: ${JSON.stringify(cap)}`);
      console.log(`${l.name}: TotalCount ${cap.TotalCount}`);
      for (const k of ['page', 'count'] as const) {
        console.log(`  ${k}: ${cap[k]!.sql}  -- ${JSON.stringify(cap[k]!.params)}`);
        if (plans) console.log(cap[k]!.plan.replace(/^/gm, '    '));
        else console.log(`    ${cap[k]!.plan.split('\n').at(-1)}`);
      }
    }

    const rows: Row[] = [];
    for (const s of chosen) {
      const conns = s.connections ?? connections;
      const url = s.bare ? bareBase : base;
      const token = s.auth ? await tokenOf(s.auth === true ? 'admin' : s.auth) : '';
      const spec: LoadSpec = {
        url,
        method: s.method,
        path: s.path,
        connections: conns,
        durationS,
        headers: s.auth ? { token } : {},
        bodies: s.bodies,
      };
      // Sanity: the scenario answers Code 0 before it is measured.
      const probe = await fetch(`${url}${s.path}`, {
        method: s.method,
        headers: {
          ...(s.auth ? { token } : {}),
          ...(s.bodies ? { 'content-type': 'application/json' } : {}),
        },
        body: s.bodies?.[0],
      });
      const pj = (await probe.json()) as { Code: number; Message: string };
      if (pj.Code !== 0)
        throw new Error(`${s.name}: ${s.method} ${s.path} answered Code ${pj.Code} ${pj.Message}`);
      await runLoad({ ...spec, durationS: 2 }); // warm-up (JIT, caches, pool)
      const at = loadavg()[0]!.toFixed(1);
      const profiled = profileDir && !s.bare;
      const post = (path: string, body: object = {}) =>
        fetch(`${bareBase}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      if (profiled) await post('/profile/start');
      const r = await runLoad(spec);
      if (profiled) {
        const file = resolve(profileDir, `${s.name}.cpuprofile`);
        mkdirSync(profileDir, { recursive: true });
        await post('/profile/stop', { file });
        console.log(`  CPU profile: ${file} (bench/profile-top.ts)`);
      }
      rows.push({ s, conns, r, load: at });
      console.log(
        `${s.name.padEnd(9)} ${String(conns).padStart(3)} conns  ${fmt(r.rps, 0).padStart(7)} req/s  p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  p99 ${fmt(r.p99)} ms  (${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`,
      );
    }
    const under: string[] = [];
    for (const l of LISTS) {
      const kit = rows.find((x) => x.s.name === l.name);
      const bare = rows.find((x) => x.s.bare === l.name);
      if (!kit || !bare) continue;
      const pct = (100 * kit.r.rps) / bare.r.rps;
      console.log(
        `${l.name}: ${fmt(pct, 0)} % of bare req/s (bar: ≥ ${bar} %), p95 ${fmt(kit.r.p95)} ms (bare ${fmt(bare.r.p95)} ms)`,
      );
      if (pct < bar) under.push(`${l.name} ${fmt(pct, 0)} %`);
    }
    if (writeDoc) writeResults(rows);
    if (check && under.length) {
      console.error(`bench --check: under ${bar} % of the bare twin: ${under.join(', ')}`);
      process.exitCode = 1;
    } else if (check) console.log(`bench --check: every measured list ≥ ${bar} % of its bare twin`);
  } finally {
    stop();
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Row {
  s: Scenario;
  conns: number;
  r: LoadResult;
  /** 1-minute load average when the measurement started. */
  load: string;
}

function writeResults(rows: Row[]) {
  const date = new Date().toISOString().slice(0, 10);
  const lines = rows.map(
    ({ s, conns, r, load }) =>
      `| ${date} | ${mode}${size === 'large' ? ' 100k' : ''} | ${s.name} | ${conns} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.non2xx + r.errors} | ${load} | ${machine} |`,
  );
  const doc = readFileSync(DOC, 'utf8');
  const a = doc.indexOf(START);
  const b = doc.indexOf(END);
  if (a < 0 || b < a) {
    console.log(`(${DOC} has no ${START} … ${END} block: rows not written)`);
    return;
  }
  const next = `${doc.slice(0, b).trimEnd()}\n${lines.join('\n')}\n${doc.slice(b)}`;
  writeFileSync(DOC, next);
  console.log(`${rows.length} rows added to docs/performance.md`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
