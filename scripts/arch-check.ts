/**
 * `npm run arch`: the architecture rules CI enforces (ENGINEERING.md "Layout"). Prints every violation
 * and exits 1 on any.
 *  1. modules: a file under apps/server/src/modules/X imports another module only via ../Y/index.js
 *  2. core: apps/server/src/core never imports apps/server/src/modules
 *  3. routes: every route registration declares `config: { access … }` inline (start-up enforces it too)
 *  4. names: files and folders are kebab-case (generated migrations, conventional names like README.md
 *     and locale tags like zh-CN excepted)
 *  5. shared: packages/shared imports nothing node-only (node:*, fs…, drizzle, fastify, pg, apps/)
 *  6. size: no source file over 500 lines (generated migrations excepted)
 *  7. schema: every *.table.ts is re-exported by apps/server/src/db/schema.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = 'apps/server/src';
const MAX_LINES = 500;

type Rule = 'modules' | 'core' | 'routes' | 'names' | 'shared' | 'size' | 'schema';
const violations: { rule: Rule; file: string; message: string }[] = [];
const fail = (rule: Rule, file: string, message: string) => violations.push({ rule, file, message });

/** Tracked and untracked-but-not-ignored files (what a commit would hold), without deleted ones. */
function repoFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split('\0').filter(Boolean))].filter((f) => existsSync(join(ROOT, f))).sort();
}

const isGenerated = (f: string) => f.startsWith(`${SERVER}/db/migrations/`);
const isCode = (f: string) => /\.(c|m)?(t|j)sx?$/.test(f) && !f.endsWith('.d.ts');
const isTest = (f: string) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(f) || f.startsWith('e2e/');

function importsOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
  return info.importedFiles.map((i) => i.fileName);
}

/** A relative specifier resolved to a repo path, `.js` mapped back to the `.ts` source. */
function resolveRelative(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const abs = relative(ROOT, resolve(ROOT, dirname(from), spec));
  return abs.replace(/\.(m|c)?js$/, '.$1ts').replace(/\.jsx$/, '.tsx');
}

const moduleOf = (f: string) => (f.startsWith(`${SERVER}/modules/`) ? (f.split('/')[4] ?? null) : null);

function checkImports(files: string[]) {
  for (const f of files) {
    if (!isCode(f) || !f.startsWith(`${SERVER}/`)) continue;
    const mine = moduleOf(f);
    const inCore = f.startsWith(`${SERVER}/core/`);
    for (const spec of importsOf(f)) {
      const target = resolveRelative(f, spec);
      if (!target?.startsWith(`${SERVER}/modules/`)) continue;
      if (inCore) fail('core', f, `imports ${spec}: core/ must not depend on modules/`);
      const other = moduleOf(target);
      if (mine === null || other === mine) continue;
      const isFile = target.split('/').length === 5; // apps/server/src/modules/<file>: the modules registry
      if (isFile || target !== `${SERVER}/modules/${other}/index.ts`) {
        fail(
          'modules',
          f,
          `imports ${spec}: another module is imported only via ../${other ?? '?'}/index.js`,
        );
      }
    }
  }
}

const ROUTE_CALL = /\b(app|fastify|instance|server)\.(get|post|put|delete|patch|route)\s*(<[^>()]*>)?\s*\(/g;

function checkRoutes(files: string[]) {
  for (const f of files) {
    if (!f.startsWith(`${SERVER}/`) || !isCode(f) || isTest(f)) continue;
    const text = readFileSync(join(ROOT, f), 'utf8');
    const calls = [...text.matchAll(ROUTE_CALL)];
    calls.forEach((m, i) => {
      const end = i + 1 < calls.length ? calls[i + 1]!.index : text.length;
      let seg = text.slice(m.index, end);
      // The options come before the handler (except in app.route({...}), where order is free).
      if (m[2] !== 'route') {
        const h = seg.search(/\basync\b|=>|\bfunction\b/);
        if (h > 0) seg = seg.slice(0, h);
      }
      if (!/config\s*:\s*\{\s*access\b/.test(seg)) {
        const line = text.slice(0, m.index).split('\n').length;
        fail('routes', `${f}:${line}`, `${m[1]}.${m[2]}(…) has no inline \`config: { access … }\``);
      }
    });
  }
}

/** Conventional names that are not kebab-case but expected where they are. */
const CONVENTIONAL = new Set([
  'README.md',
  'CHANGELOG.md',
  'LICENSE',
  'Dockerfile',
  'AGENTS.md',
  'CLAUDE.md',
  'CONTRIBUTING.md',
]);
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function checkNames(files: string[]) {
  const dirs = new Set<string>();
  for (const f of files) {
    if (isGenerated(f)) continue;
    const parts = f.split('/');
    const name = parts.pop()!;
    for (let i = 1; i <= parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
    if (CONVENTIONAL.has(name) || name.startsWith('.')) continue;
    const [raw, ...exts] = name.split('.');
    // A locale tag keeps its standard case (`login-zh-CN.png`).
    const base = (raw ?? '').replace(
      /(^|-)([a-z]{2})-([A-Z]{2})(?=-|$)/g,
      (_m, p, l, r) => `${p}${l}-${r.toLowerCase()}`,
    );
    if (!KEBAB.test(base) || !exts.every((e) => /^[a-z0-9]+$/.test(e))) {
      fail('names', f, `"${name}" is not kebab-case (lower-case words joined by "-")`);
    }
  }
  for (const d of dirs) {
    const name = d.split('/').pop()!;
    if (name.startsWith('.') || d.startsWith(`${SERVER}/db/migrations`)) continue;
    if (!KEBAB.test(name)) fail('names', `${d}/`, `folder "${name}" is not kebab-case`);
  }
}

const NODE_ONLY = [
  /^node:/,
  /^drizzle-orm/,
  /^drizzle-kit/,
  /^fastify/,
  /^@fastify\//,
  /^pg$/,
  /^@electric-sql\//,
  /^socket\.io$/,
];
const BUILTINS = new Set(builtinModules);

function checkShared(files: string[]) {
  for (const f of files) {
    if (!f.startsWith('packages/shared/') || !isCode(f) || isTest(f)) continue;
    for (const spec of importsOf(f)) {
      const root = spec.split('/')[0]!;
      if (NODE_ONLY.some((r) => r.test(spec)) || BUILTINS.has(spec) || BUILTINS.has(root)) {
        fail(
          'shared',
          f,
          `imports ${spec}: packages/shared is client-safe (no node:*, drizzle, fastify, pg)`,
        );
      }
      const target = resolveRelative(f, spec);
      if (target && !target.startsWith('packages/shared/'))
        fail('shared', f, `imports ${spec} from outside packages/shared`);
      if (spec.startsWith('@partdesk/') && !spec.startsWith('@partdesk/shared'))
        fail('shared', f, `imports ${spec}`);
    }
  }
}

function checkSize(files: string[]) {
  for (const f of files) {
    if (isGenerated(f) || !/\.(c|m)?(t|j)sx?$|\.css$|\.sh$/.test(f) || f.startsWith('.ci/')) continue;
    const lines = readFileSync(join(ROOT, f), 'utf8').split('\n').length;
    if (lines > MAX_LINES) fail('size', f, `${lines} lines (max ${MAX_LINES}): split it`);
  }
}

function checkSchema(files: string[]) {
  const schemaFile = `${SERVER}/db/schema.ts`;
  const exported = new Set(
    importsOf(schemaFile)
      .map((s) => resolveRelative(schemaFile, s))
      .filter((s): s is string => !!s),
  );
  for (const f of files) {
    if (f.endsWith('.table.ts') && !exported.has(f)) {
      fail(
        'schema',
        f,
        `not re-exported by ${schemaFile} (add: export * from '${relative(dirname(schemaFile), f).replace(/\.ts$/, '.js')}')`,
      );
    }
  }
  for (const e of exported)
    if (!existsSync(join(ROOT, e))) fail('schema', schemaFile, `re-exports a missing file ${e}`);
}

const t0 = performance.now();
const files = repoFiles();
checkImports(files);
checkRoutes(files);
checkNames(files);
checkShared(files);
checkSize(files);
checkSchema(files);

const ms = Math.round(performance.now() - t0);
if (violations.length === 0) {
  console.log(`arch: ${files.length} files, all rules hold (${ms} ms)`);
} else {
  const byRule = new Map<Rule, typeof violations>();
  for (const v of violations) byRule.set(v.rule, [...(byRule.get(v.rule) ?? []), v]);
  for (const [rule, list] of byRule) {
    console.log(`\n[${rule}] ${list.length} violation${list.length > 1 ? 's' : ''}`);
    for (const v of list) console.log(`  ${v.file}: ${v.message}`);
  }
  console.log(
    `\narch: ${violations.length} violation${violations.length > 1 ? 's' : ''} in ${files.length} files (${ms} ms)`,
  );
  process.exit(1);
}
