/**
 * `npm run bench`: starts the API server in its own process (fresh PGlite in a temp folder, or the
 * database of DATABASE_URL), signs in, and drives each scenario with autocannon from a second process.
 * Prints req/s and p50/p95/p99 per scenario and adds the rows to docs/performance.md.
 *
 *   npm run bench                                  PGlite, 10 s per scenario, 32 connections
 *   DATABASE_URL=postgres://… npm run bench        real PostgreSQL (demo data seeded when empty)
 *   npm run bench -- --duration 5 --connections 16 --only ping,currency --no-doc
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
const only = flag('only', '').split(',').filter(Boolean);
const writeDoc = !argv.includes('--no-doc');
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
  auth: boolean;
  connections?: number;
  bodies?: string[];
}

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
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'partdesk-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PARTDESK_JOBS: '0',
    PARTDESK_DATA_DIR: dataDir,
    ...(databaseUrl ? { PARTDESK_DEMO: '1' } : {}),
  };
  const load = loadavg()[0]!.toFixed(1);
  console.log(`bench: ${mode}, ${machine}, load average ${load} before start`);
  const t0 = Date.now();
  const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  try {
    await waitReady(base, server);
    console.log(`server ready in ${((Date.now() - t0) / 1000).toFixed(1)} s (pid ${server.pid})`);
    const login = await fetch(`${base}/merchant/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ UserName: 'admin', Password: PASSWORD }),
    });
    const body = (await login.json()) as { Code: number; Message: string; Data: { Token: string } };
    if (body.Code !== 0) throw new Error(`sign-in failed: ${body.Message}`);
    const token = body.Data.Token;

    const rows: { s: Scenario; conns: number; r: LoadResult }[] = [];
    for (const s of SCENARIOS.filter((x) => only.length === 0 || only.includes(x.name))) {
      const conns = s.connections ?? connections;
      const spec: LoadSpec = {
        url: base,
        method: s.method,
        path: s.path,
        connections: conns,
        durationS,
        headers: s.auth ? { token } : {},
        bodies: s.bodies,
      };
      // Sanity: the scenario answers Code 0 before it is measured.
      const probe = await fetch(`${base}${s.path}`, {
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
      const r = await runLoad(spec);
      rows.push({ s, conns, r });
      console.log(
        `${s.name.padEnd(9)} ${String(conns).padStart(3)} conns  ${fmt(r.rps, 0).padStart(7)} req/s  p50 ${fmt(r.p50)}  p95 ${fmt(r.p95)}  p99 ${fmt(r.p99)} ms  (${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors)`,
      );
    }
    if (writeDoc) writeResults(rows, load);
  } finally {
    stop();
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function writeResults(rows: { s: Scenario; conns: number; r: LoadResult }[], load: string) {
  const date = new Date().toISOString().slice(0, 10);
  const lines = rows.map(
    ({ s, conns, r }) =>
      `| ${date} | ${mode} | ${s.name} | ${conns} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p99)} | ${r.non2xx + r.errors} | ${load} | ${machine} |`,
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
