#!/usr/bin/env node
// `npm test`: every test runner, then one closing line `N passed, N failed` (CI reads it), exit 1 on
// any failure or when no test ran at all.
//
//   node scripts/test-all.mjs                      vitest (all projects) + Playwright (when set up)
//   node scripts/test-all.mjs --server             the server API suite only (vitest --project server);
//                                                  the default when DATABASE_URL is set (PostgreSQL pass)
//   node scripts/test-all.mjs --no-e2e             skip Playwright
//   node scripts/test-all.mjs -- <vitest args>     extra arguments for vitest (a file filter, -t …)
//   TEST_SUMMARY_FILE=path                         also write {passed, failed, skipped} as JSON there
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const dashdash = args.indexOf('--');
const own = dashdash < 0 ? args : args.slice(0, dashdash);
const vitestExtra = dashdash < 0 ? [] : args.slice(dashdash + 1);
const serverOnly = own.includes('--server') || (!!process.env.DATABASE_URL && !own.includes('--all'));
const noE2e = own.includes('--no-e2e') || serverOnly;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const outDir = join(root, '.tmp', `test-all-${process.pid}`);
mkdirSync(outDir, { recursive: true });

/** @type {{ name: string; passed: number; failed: number; skipped: number; seconds: number; note?: string }[]} */
const results = [];
/** What failed, a line each (`runner: file › test — first line of the error`): printed last and written to
 * TEST_SUMMARY_FILE so CI's closing lines name the failure, not only count it. */
const failures = [];
const firstLine = (msg) =>
  String(msg ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '') // colour codes
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l) ?? '';
/** A Playwright error in one line: its first line, the locator, expected and received values, and where it
 * failed (`file:line`), so the closing lines name which expectation of a long spec broke. */
const errorGist = (err) => {
  const lines = String(err?.message ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l);
  const keep = lines.filter((l) => /^(Locator|Expected|Received|Timeout)\b/.test(l)).slice(0, 4);
  const at = err?.location ? `at ${rel(err.location.file)}:${err.location.line}` : '';
  return [lines[0] ?? '', ...keep, at].filter((l) => l).join(' | ');
};
const rel = (file) => String(file ?? '').replace(`${root}/`, '');

function run(cmd, cmdArgs, env = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
    child.on('error', (err) => {
      console.error(err);
      done(127);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function vitest() {
  const file = join(outDir, 'vitest.json');
  const projectArgs = serverOnly ? ['--project', 'server'] : [];
  const t0 = Date.now();
  const code = await run('npx', [
    'vitest',
    'run',
    ...projectArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
    ...vitestExtra,
  ]);
  const seconds = (Date.now() - t0) / 1000;
  const j = readJson(file);
  const name = serverOnly ? `vitest (server${process.env.DATABASE_URL ? ', PostgreSQL' : ''})` : 'vitest';
  if (!j)
    return results.push({
      name,
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      note: `no JSON report (exit ${code})`,
    });
  let failed = j.numFailedTests ?? 0;
  // A file that fails before its tests run (import error, hook failure) has no failed test: count it.
  for (const f of j.testResults ?? []) {
    const bad = (f.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of bad)
      failures.push(
        `vitest: ${rel(f.name)} › ${a.fullName ?? a.title} — ${firstLine(a.failureMessages?.[0])}`,
      );
    if (f.status === 'failed' && bad.length === 0) {
      failed++;
      failures.push(`vitest: ${rel(f.name)} — ${firstLine(f.message) || 'failed before its tests ran'}`);
    }
  }
  let note;
  if (code !== 0 && failed === 0) {
    failed = 1; // unhandled errors, a crashed worker…
    note = `vitest exited with ${code} without a failed test (unhandled error?)`;
  }
  results.push({
    name,
    passed: j.numPassedTests ?? 0,
    failed,
    skipped: (j.numPendingTests ?? 0) + (j.numTodoTests ?? 0),
    seconds,
    note,
  });
}

function hasE2eTests() {
  const dir = join(root, 'e2e');
  if (!existsSync(dir)) return false;
  const walk = (d) =>
    readdirSync(d).some((n) => {
      const p = join(d, n);
      if (statSync(p).isDirectory()) return n !== 'node_modules' && walk(p);
      return /\.(spec|test|e2e)\.[cm]?[jt]sx?$/.test(n);
    });
  return walk(dir);
}

async function playwright() {
  const config = ['playwright.config.ts', 'playwright.config.mts', 'playwright.config.js'].find((f) =>
    existsSync(join(root, f)),
  );
  if (!config || !hasE2eTests()) {
    console.log('\n[test-all] Playwright: no playwright.config.ts or no e2e tests yet, skipped');
    return;
  }
  if (!existsSync(CHROMIUM)) {
    const msg = `Playwright: ${CHROMIUM} is missing (apt-get install chromium)`;
    if (process.env.CI)
      return results.push({ name: 'playwright', passed: 0, failed: 1, skipped: 0, seconds: 0, note: msg });
    console.log(`\n[test-all] ${msg}: skipped`);
    return;
  }
  const file = join(outDir, 'playwright.json');
  const t0 = Date.now();
  const code = await run('npx', ['playwright', 'test', '--config', config, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  const seconds = (Date.now() - t0) / 1000;
  const s = readJson(file)?.stats;
  if (!s)
    return results.push({
      name: 'playwright',
      passed: 0,
      failed: 1,
      skipped: 0,
      seconds,
      note: `no JSON report (exit ${code})`,
    });
  let failed = s.unexpected ?? 0;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.[t.results.length - 1];
        failures.push(
          `playwright: ${spec.file} › ${[...path, spec.title].join(' › ')} — ${errorGist(last?.error ?? last?.errors?.[0])}`,
        );
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path);
  };
  for (const suite of readJson(file)?.suites ?? []) walk(suite, []);
  let note;
  if (code !== 0 && failed === 0) {
    failed = 1;
    note = `playwright exited with ${code} without a failed test (web server or config error?)`;
  }
  results.push({
    name: 'playwright',
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed,
    skipped: s.skipped ?? 0,
    seconds,
    note,
  });
}

await vitest();
if (!noE2e) await playwright();
rmSync(outDir, { recursive: true, force: true });

const total = results.reduce(
  (a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
console.log('\n[test-all] summary');
for (const r of results) {
  console.log(
    `  ${r.name.padEnd(28)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed ${String(r.skipped).padStart(4)} skipped  ${r.seconds.toFixed(1)} s${r.note ? `  — ${r.note}` : ''}`,
  );
}
if (total.passed + total.failed === 0) {
  console.log('  no test ran: counted as a failure');
  total.failed = 1;
}
if (failures.length) {
  console.log('failed:');
  for (const f of failures) console.log(`  ${f.slice(0, 700)}`);
}
if (process.env.TEST_SUMMARY_FILE)
  writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify({ ...total, failures }));
if (total.skipped) console.log(`(${total.skipped} skipped)`);
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
