import { existsSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative } from 'node:path';
import {
  type Ctx,
  importsOf,
  isCode,
  isGenerated,
  isTest,
  moduleOf,
  resolveRelative,
  SERVER,
} from './context.js';

const MAX_LINES = 500;

/** modules: another module only via ../Y/index.js; core: core/ never imports modules/. */
export function checkImports(ctx: Ctx) {
  for (const f of ctx.files) {
    if (!isCode(f) || !f.startsWith(`${SERVER}/`)) continue;
    const mine = moduleOf(f);
    const inCore = f.startsWith(`${SERVER}/core/`);
    for (const spec of importsOf(ctx, f)) {
      const target = resolveRelative(ctx.root, f, spec);
      if (!target?.startsWith(`${SERVER}/modules/`)) continue;
      if (inCore) ctx.fail('core', f, `imports ${spec}: core/ must not depend on modules/`);
      const other = moduleOf(target);
      if (mine === null || other === mine) continue;
      if (other === null || target !== `${SERVER}/modules/${other}/index.ts`) {
        ctx.fail(
          'modules',
          f,
          `imports ${spec}: another module is imported only via ../${other ?? '?'}/index.js`,
        );
      }
    }
  }
}

const ROUTE_CALL = /\b(app|fastify|instance|server)\.(get|post|put|delete|patch|route)\s*(<[^>()]*>)?\s*\(/g;

/** routes: every route registration declares `config: { access … }` inline. */
export function checkRoutes(ctx: Ctx) {
  for (const f of ctx.files) {
    if (!f.startsWith(`${SERVER}/`) || !isCode(f) || isTest(f)) continue;
    const text = ctx.read(f);
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
        ctx.fail('routes', `${f}:${line}`, `${m[1]}.${m[2]}(…) has no inline \`config: { access … }\``);
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

/** names: files and folders are kebab-case (migrations, conventional names, locale tags excepted). */
export function checkNames(ctx: Ctx) {
  const dirs = new Set<string>();
  for (const f of ctx.files) {
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
      ctx.fail('names', f, `"${name}" is not kebab-case (lower-case words joined by "-")`);
    }
  }
  for (const d of dirs) {
    const name = d.split('/').pop()!;
    if (name.startsWith('.') || d.startsWith(`${SERVER}/db/migrations`)) continue;
    if (!KEBAB.test(name)) ctx.fail('names', `${d}/`, `folder "${name}" is not kebab-case`);
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

/** shared: packages/shared imports nothing node-only and nothing outside itself. */
export function checkShared(ctx: Ctx) {
  for (const f of ctx.files) {
    if (!f.startsWith('packages/shared/') || !isCode(f) || isTest(f)) continue;
    for (const spec of importsOf(ctx, f)) {
      const root = spec.split('/')[0]!;
      if (NODE_ONLY.some((r) => r.test(spec)) || BUILTINS.has(spec) || BUILTINS.has(root)) {
        ctx.fail(
          'shared',
          f,
          `imports ${spec}: packages/shared is client-safe (no node:*, drizzle, fastify, pg)`,
        );
      }
      const target = resolveRelative(ctx.root, f, spec);
      if (target && !target.startsWith('packages/shared/'))
        ctx.fail('shared', f, `imports ${spec} from outside packages/shared`);
      if (spec.startsWith('@partdesk/') && !spec.startsWith('@partdesk/shared'))
        ctx.fail('shared', f, `imports ${spec}`);
    }
  }
}

/** size: no source file over 500 lines (generated migrations excepted). */
export function checkSize(ctx: Ctx) {
  for (const f of ctx.files) {
    if (isGenerated(f) || !/\.(c|m)?(t|j)sx?$|\.css$|\.sh$/.test(f) || f.startsWith('.ci/')) continue;
    const lines = ctx.read(f).split('\n').length;
    if (lines > MAX_LINES) ctx.fail('size', f, `${lines} lines (max ${MAX_LINES}): split it`);
  }
}

/** schema: every *.table.ts is re-exported by apps/server/src/db/schema.ts. */
export function checkSchema(ctx: Ctx) {
  const schemaFile = `${SERVER}/db/schema.ts`;
  if (!ctx.files.includes(schemaFile)) return;
  const exported = new Set(
    importsOf(ctx, schemaFile)
      .map((s) => resolveRelative(ctx.root, schemaFile, s))
      .filter((s): s is string => !!s),
  );
  for (const f of ctx.files) {
    if (f.endsWith('.table.ts') && !exported.has(f)) {
      ctx.fail(
        'schema',
        f,
        `not re-exported by ${schemaFile} (add: export * from '${relative(dirname(schemaFile), f).replace(/\.ts$/, '.js')}')`,
      );
    }
  }
  for (const e of exported)
    if (!existsSync(join(ctx.root, e))) ctx.fail('schema', schemaFile, `re-exports a missing file ${e}`);
}
