#!/usr/bin/env node
/**
 * Gzip size of the initial JavaScript of the web app, read from Vite's build manifest
 * (apps/web/dist/.vite/manifest.json; run `npm run build -w @partdesk/web` first):
 *   /login            = the entry chunk + the sign-in page chunk + their static imports
 *   shell + dashboard = the entry chunk + the shell chunk + the dashboard chunk + their static imports
 * (what a signed-in user downloads when opening /#/dashboard). Module screens are separate lazy chunks
 * and are not counted. Prints a table and the two totals; `--json` prints JSON; `--check` exits 1 when
 * a budget (250 KB / 450 KB gzip) is exceeded.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npm run build -w @partdesk/web\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const BUDGET_KB = { login: 250, shell: 450 };

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const keyOf = (src) => {
  const key = Object.keys(manifest).find((k) => k === src || manifest[k].src === src);
  if (!key) throw new Error(`${src} is not a chunk of the build (is it still a lazy import?)`);
  return key;
};

/** Chunk files of the given manifest keys and everything they import statically. */
function closure(keys) {
  const seen = new Set();
  const files = new Set();
  const walk = (k) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const i of chunk.imports ?? []) walk(i);
  };
  keys.forEach(walk);
  return [...files];
}

const sizes = new Map();
function size(file) {
  if (!sizes.has(file)) {
    const buf = readFileSync(join(dist, file));
    sizes.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  return sizes.get(file);
}
const total = (files) =>
  files.reduce((acc, f) => ({ raw: acc.raw + size(f).raw, gzip: acc.gzip + size(f).gzip }), {
    raw: 0,
    gzip: 0,
  });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const login = closure([entryKey, keyOf('src/app/pages/login-page.tsx')]);
const shell = closure([
  entryKey,
  keyOf('src/app/shell/app-shell.tsx'),
  keyOf('src/app/pages/dashboard-page.tsx'),
]);
const all = [
  ...new Set(
    Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.js')),
  ),
];
const result = {
  login: { files: login.length, ...total(login), budgetKB: BUDGET_KB.login },
  shell: { files: shell.length, ...total(shell), budgetKB: BUDGET_KB.shell },
  everything: { files: all.length, ...total(all) },
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const rows = [...new Set([...login, ...shell])].sort((a, b) => size(b).gzip - size(a).gzip);
  console.log('chunk'.padEnd(46), 'raw'.padStart(10), 'gzip'.padStart(10), '  /login  shell');
  for (const f of rows) {
    console.log(
      f.padEnd(46),
      kb(size(f).raw).padStart(10),
      kb(size(f).gzip).padStart(10),
      `  ${login.includes(f) ? '  x   ' : '      '}  ${shell.includes(f) ? '  x' : ''}`,
    );
  }
  console.log('');
  console.log(
    `/login initial JS:            ${kb(result.login.gzip)} gzip (${kb(result.login.raw)} raw, ${login.length} files; budget ${BUDGET_KB.login} KB)`,
  );
  console.log(
    `shell + dashboard initial JS: ${kb(result.shell.gzip)} gzip (${kb(result.shell.raw)} raw, ${shell.length} files; budget ${BUDGET_KB.shell} KB)`,
  );
  console.log(`all JS chunks:                ${kb(result.everything.gzip)} gzip (${all.length} files)`);
}
if (process.argv.includes('--check')) {
  const over = result.login.gzip / 1024 > BUDGET_KB.login || result.shell.gzip / 1024 > BUDGET_KB.shell;
  process.exit(over ? 1 : 0);
}
