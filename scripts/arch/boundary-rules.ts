import ts from 'typescript';
import {
  type Ctx,
  importsOf,
  isCode,
  isTest,
  isTestSupport,
  lineOf,
  moduleOf,
  resolveRelative,
  SERVER,
  stripComments,
  WEB,
} from './context.js';

/** Who owns a table: the module whose folder holds its *.table.ts, else `core` (or the folder). */
function ownerOfFile(f: string): string {
  return moduleOf(f) ?? (f.startsWith(`${SERVER}/core/`) ? 'core' : (f.split('/')[3] ?? '?'));
}

/**
 * Core tables a module administers (docs/decisions/0017-module-owners.md): the identity tables live in
 * core/access because sign-in and the guard read them, and the setup module maintains them; the
 * notice list (notices) clears a user's own notifications, which core/push writes.
 */
export const WRITE_GRANTS: Readonly<Record<string, readonly string[]>> = {
  sys_tenant: ['setup'],
  sys_department: ['setup'],
  sys_user: ['setup'],
  sys_user_role: ['setup'],
  sys_role: ['setup'],
  sys_role_menu: ['setup'],
  sys_notification: ['notices'],
};

/** Every pgTable: its drizzle const name and SQL name → SQL name and owning module. */
export function tableOwners(ctx: Ctx): Map<string, { table: string; owner: string }> {
  const tables = new Map<string, { table: string; owner: string }>();
  for (const f of ctx.files) {
    if (!f.startsWith(`${SERVER}/`) || !f.endsWith('.table.ts')) continue;
    const owner = ownerOfFile(f);
    for (const m of ctx.read(f).matchAll(/export const (\w+)\s*=\s*pgTable\(\s*['"]([a-z0-9_]+)['"]/g)) {
      tables.set(m[1]!, { table: m[2]!, owner });
      tables.set(m[2]!, { table: m[2]!, owner });
    }
  }
  return tables;
}

const DRIZZLE_WRITE = /\.(insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*[,)]/g;
const RAW_WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z][a-z0-9_]*)"?/gi;

/**
 * writes: a module writes only its own tables — drizzle `.insert/.update/.delete(table)` and raw SQL
 * `insert into | update | delete from <table>` — checked against the module whose folder holds the
 * table's *.table.ts. Core tables (review requests, history, notifications …) are written through
 * core's functions. Tests and test fixtures may set any data up.
 */
export function checkWrites(ctx: Ctx) {
  const tables = tableOwners(ctx);
  const foreign = (name: string, mine: string) => {
    const t = tables.get(name);
    return t && t.owner !== mine && !WRITE_GRANTS[t.table]?.includes(mine) ? t.owner : null;
  };
  for (const f of ctx.files) {
    if (!f.startsWith(`${SERVER}/`) || !isCode(f) || isTestSupport(f)) continue;
    const mine = moduleOf(f) ?? (f.startsWith(`${SERVER}/core/`) ? 'core' : null);
    if (mine === null) continue;
    const raw = ctx.read(f);
    if (!/\.(insert|update|delete)\(|insert\s+into|update\s|delete\s+from/i.test(raw)) continue;
    const text = stripComments(raw);
    const report = (i: number, table: string, owner: string, how: string) =>
      ctx.fail(
        'writes',
        `${f}:${lineOf(text, i)}`,
        `${how} ${table}, a table of ${owner}: a module writes only its own tables (ask ${owner} through its index.ts, or publish an event it subscribes to)`,
      );
    for (const m of text.matchAll(DRIZZLE_WRITE)) {
      const owner = /^[a-z]+[A-Z]/.test(m[2]!) ? foreign(m[2]!, mine) : null;
      if (owner) report(m.index, m[2]!, owner, `.${m[1]}(…)`);
    }
    for (const m of text.matchAll(RAW_WRITE)) {
      const owner = /_/.test(m[2]!) ? foreign(m[2]!.toLowerCase(), mine) : null;
      if (owner) report(m.index, m[2]!, owner, m[1]!.toLowerCase().replace(/\s+/g, ' '));
    }
  }
}

export const ORDER_FILE = `${SERVER}/modules/module-order.ts`;

/** The declared module order (modules/module-order.ts), lowest first. */
export function declaredOrder(ctx: Ctx): string[] | null {
  if (!ctx.files.includes(ORDER_FILE)) return null;
  const body = /MODULE_ORDER\s*=\s*\[([^\]]*)\]/.exec(stripComments(ctx.read(ORDER_FILE)))?.[1];
  return body ? [...body.matchAll(/['"]([a-z0-9-]+)['"]/g)].map((m) => m[1]!) : null;
}

/**
 * order: modules/module-order.ts lists every module, lowest first; a module imports only modules
 * before it (so the modules form no cycle). Tests may cross the order (they set up whole flows).
 */
export function checkOrder(ctx: Ctx) {
  const order = declaredOrder(ctx);
  if (!order) return ctx.fail('order', ORDER_FILE, 'missing: export const MODULE_ORDER = [ … ] as const');
  const modules = new Set(ctx.files.map(moduleOf).filter((m): m is string => !!m));
  for (const m of modules)
    if (!order.includes(m)) ctx.fail('order', ORDER_FILE, `module ${m} is not in MODULE_ORDER`);
  const edges = new Map<string, Set<string>>();
  for (const f of ctx.files) {
    const mine = moduleOf(f);
    if (!mine || !isCode(f) || isTest(f)) continue;
    for (const spec of importsOf(ctx, f)) {
      const other = moduleOf(resolveRelative(ctx.root, f, spec) ?? '');
      if (!other || other === mine) continue;
      if (!edges.has(mine)) edges.set(mine, new Set());
      edges.get(mine)!.add(other);
      if (order.indexOf(other) > order.indexOf(mine) && order.includes(mine)) {
        ctx.fail(
          'order',
          f,
          `imports ${spec}: ${mine} may import only modules before it in MODULE_ORDER (${other} comes after)`,
        );
      }
    }
  }
  for (const [a, outs] of edges)
    for (const b of outs)
      if (a < b && edges.get(b)?.has(a)) ctx.fail('order', `${SERVER}/modules/${a}`, `cycle: ${a} ⇄ ${b}`);
}

/** The object literal a call argument is, or the literal a same-file const it names holds. */
function literalOf(sf: ts.SourceFile, arg: ts.Expression | undefined): ts.ObjectLiteralExpression | null {
  if (!arg) return null;
  if (ts.isObjectLiteralExpression(arg)) return arg;
  if (ts.isAsExpression(arg) || ts.isSatisfiesExpression(arg)) return literalOf(sf, arg.expression);
  if (!ts.isIdentifier(arg)) return null;
  let found: ts.ObjectLiteralExpression | null = null;
  const visit = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === arg.text && n.initializer)
      found = literalOf(sf, n.initializer);
    if (!found) ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

const propNames = (o: ts.ObjectLiteralExpression) =>
  o.properties.map((p) => (p.name && ts.isIdentifier(p.name) ? p.name.text : (p.name?.getText() ?? '')));

/**
 * scope: every `registerResource(app, def, binding)` binding declares its data scope — `scope`
 * (owner columns, or `'none'` said out loud) or `scopeWhere`.
 */
export function checkScope(ctx: Ctx) {
  for (const f of ctx.files) {
    if (!f.startsWith(`${SERVER}/`) || !isCode(f) || isTest(f)) continue;
    const text = ctx.read(f);
    if (!text.includes('registerResource(')) continue;
    const sf = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
    const visit = (n: ts.Node) => {
      if (
        ts.isCallExpression(n) &&
        ts.isIdentifier(n.expression) &&
        n.expression.text === 'registerResource'
      ) {
        const where = `${f}:${lineOf(text, n.getStart(sf))}`;
        const binding = literalOf(sf, n.arguments[2]);
        if (!binding) ctx.fail('scope', where, 'the ResourceBinding is not an object literal of this file');
        else if (!propNames(binding).some((p) => p === 'scope' || p === 'scopeWhere'))
          ctx.fail(
            'scope',
            where,
            "the ResourceBinding declares no data scope (scope: { own … } | 'none', or scopeWhere)",
          );
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
}

/**
 * web: a web module imports another web module only through its index.ts (tests and their test data
 * may reach into another module: they are not shipped).
 */
export function checkWeb(ctx: Ctx) {
  const webModuleOf = (f: string) =>
    f.startsWith(`${WEB}/modules/`) && f.split('/').length > 5 ? f.split('/')[4]! : null;
  for (const f of ctx.files) {
    const mine = webModuleOf(f);
    if (!mine || !isCode(f) || isTestSupport(f)) continue;
    for (const spec of importsOf(ctx, f)) {
      const target = resolveRelative(ctx.root, f, spec);
      if (!target) continue;
      const other = webModuleOf(`${target}/x`);
      if (!other || other === mine) continue;
      const bare = target.replace(/\.(m|c)?tsx?$/, '');
      if (bare !== `${WEB}/modules/${other}` && bare !== `${WEB}/modules/${other}/index`)
        ctx.fail('web', f, `imports ${spec}: another web module is imported only via ../${other}/index`);
    }
  }
}

export const CLIENT = `${SERVER}/core/db/client.ts`;

/** client: core/db/client.ts does not import the schema and nothing uses the relational `db.query` API. */
export function checkClient(ctx: Ctx) {
  if (ctx.files.includes(CLIENT))
    for (const spec of importsOf(ctx, CLIENT))
      if (resolveRelative(ctx.root, CLIENT, spec) === `${SERVER}/db/schema.ts`)
        ctx.fail('client', CLIENT, `imports ${spec}: the client knows no schema (no relational API)`);
  for (const f of ctx.files) {
    if (!f.startsWith(`${SERVER}/`) || !isCode(f)) continue;
    if (!ctx.read(f).includes('.query.')) continue;
    const text = stripComments(ctx.read(f));
    for (const m of text.matchAll(/\b(db|tx)\.query\.\w+/g))
      ctx.fail('client', `${f}:${lineOf(text, m.index)}`, `${m[0]}: the relational query API is not used`);
  }
}

/** Helpers that live in core (issue #12 item 5): declared nowhere else on the server. */
export const CORE_HELPERS = [
  'docIdParam',
  'idParam',
  'seesAll',
  'fieldError',
  'isUniqueViolation',
  'rows',
  'isActiveSalesperson',
  'nextDocNo',
  'seedPendingReview',
];

const HELPER_DECL = new RegExp(
  `^(export\\s+)?(async\\s+)?(function\\*?|const|let|var)\\s+(${CORE_HELPERS.join('|')})\\b`,
  'm',
);

/** helpers: a top-level declaration named like a core helper outside apps/server/src/core. */
export function checkHelpers(ctx: Ctx) {
  const names = new Set(CORE_HELPERS);
  for (const f of ctx.files) {
    if (!f.startsWith(`${SERVER}/`) || f.startsWith(`${SERVER}/core/`) || !isCode(f)) continue;
    const text = ctx.read(f);
    if (!HELPER_DECL.test(text)) continue;
    const sf = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true);
    const declared: { name: string; node: ts.Node }[] = [];
    for (const s of sf.statements) {
      if (ts.isFunctionDeclaration(s) && s.name) declared.push({ name: s.name.text, node: s });
      if (ts.isVariableStatement(s))
        for (const d of s.declarationList.declarations)
          if (ts.isIdentifier(d.name)) declared.push({ name: d.name.text, node: d });
    }
    for (const d of declared)
      if (names.has(d.name))
        ctx.fail(
          'helpers',
          `${f}:${lineOf(text, d.node.getStart(sf))}`,
          `declares ${d.name}: import core's instead of re-declaring it`,
        );
  }
}
