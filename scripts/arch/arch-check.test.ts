import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { walkFiles } from './context.js';
import { runArchCheck } from './run.js';

/**
 * The checker's own test (issue #12 "must show"): a small tree that follows every rule passes; each
 * planted violation — a cross-module write, a module cycle, a list without scope, a re-declared core
 * helper, a web import past an index, the schema in the db client — fails its rule; the repository passes.
 */
const S = 'apps/server/src';
const CLEAN: Record<string, string> = {
  [`${S}/db/schema.ts`]: [
    "export * from '../modules/alpha/alpha.table.js';",
    "export * from '../modules/beta/beta.table.js';",
    "export * from '../core/reviews/review.table.js';",
  ].join('\n'),
  [`${S}/core/db/client.ts`]:
    "import { PGlite } from '@electric-sql/pglite';\nexport const open = () => new PGlite();\n",
  [`${S}/core/access/salespeople.ts`]:
    'export const seesAll = (u: { scope: string }) => u.scope === "all";\n',
  [`${S}/core/reviews/review.table.ts`]: "export const reviewRequest = pgTable('review_request', {});\n",
  [`${S}/core/reviews/review-engine.ts`]:
    'export const submit = (tx: Tx) => tx.insert(reviewRequest).values({});\n',
  [`${S}/modules/module-order.ts`]: "export const MODULE_ORDER = ['alpha', 'beta'] as const;\n",
  [`${S}/modules/alpha/alpha.table.ts`]: "export const alThing = pgTable('al_thing', {});\n",
  [`${S}/modules/alpha/index.ts`]: "export * from './alpha.table.js';\n",
  [`${S}/modules/beta/beta.table.ts`]: "export const beThing = pgTable('be_thing', {});\n",
  [`${S}/modules/beta/index.ts`]: "export * from './beta.table.js';\n",
  [`${S}/modules/beta/beta.service.ts`]: [
    "import { alThing } from '../alpha/index.js';",
    "import { beThing } from './beta.table.js';",
    '// A comment may say: update al_thing set x = 1 (prose is not SQL).',
    'export async function save(tx: Tx) {',
    '  await tx.select().from(alThing);',
    '  await tx.insert(beThing).values({});',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's own source text
    '  await tx.execute(sql`update be_thing set n = n + 1 where id = ${1}`);',
    '}',
  ].join('\n'),
  [`${S}/modules/beta/beta.routes.ts`]: [
    'export const routes = async (app: App) => {',
    "  await registerResource(app, def, { from: beThing, columns: {}, scope: 'none', access });",
    '  const binding = { from: beThing, columns: {}, scopeWhere: () => undefined, access };',
    '  await registerResource(app, def2, binding);',
    '};',
  ].join('\n'),
  [`${S}/modules/beta/beta.test.ts`]:
    "import { alThing } from '../alpha/index.js';\nawait db.update(alThing).set({});\n",
  'apps/web/src/modules/one/index.ts': "export { A } from './a';\n",
  'apps/web/src/modules/one/a.ts': 'export const A = 1;\n',
  'apps/web/src/modules/two/b.ts': "import { A } from '../one';\nexport const B = A;\n",
};

const dirs: string[] = [];
function tree(extra: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'arch-'));
  dirs.push(root);
  for (const [f, text] of Object.entries({ ...CLEAN, ...extra })) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    writeFileSync(join(root, f), text);
  }
  return runArchCheck(root, walkFiles(root)).violations;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const rulesOf = (v: { rule: string }[]) => [...new Set(v.map((x) => x.rule))];

describe('npm run arch', () => {
  it('passes a tree that follows every rule', () => {
    expect(tree()).toEqual([]);
  });

  it('fails a planted cross-module write (drizzle and raw SQL)', () => {
    const v = tree({
      [`${S}/modules/beta/steal.ts`]: [
        "import { alThing } from '../alpha/index.js';",
        'export async function steal(tx: Tx) {',
        '  await tx.update(alThing).set({ n: 1 });',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the fixture's own source text
        '  await tx.execute(sql`delete from al_thing where id = ${1}`);',
        '  await tx.insert(reviewRequest).values({});',
        '}',
      ].join('\n'),
    });
    expect(rulesOf(v)).toEqual(['writes']);
    expect(v.map((x) => x.file)).toEqual([
      `${S}/modules/beta/steal.ts:3`,
      `${S}/modules/beta/steal.ts:5`,
      `${S}/modules/beta/steal.ts:4`,
    ]);
    expect(v[0]!.message).toMatch(/alThing, a table of alpha/);
    expect(v[1]!.message).toMatch(/reviewRequest, a table of core/);
  });

  it('fails a planted module cycle and a module missing from the declared order', () => {
    const v = tree({
      [`${S}/modules/alpha/uses-beta.ts`]:
        "import { beThing } from '../beta/index.js';\nexport const x = beThing;\n",
      [`${S}/modules/gamma/index.ts`]: 'export const g = 1;\n',
    });
    expect(rulesOf(v)).toEqual(['order']);
    expect(v.map((x) => x.message)).toEqual([
      'module gamma is not in MODULE_ORDER',
      'imports ../beta/index.js: alpha may import only modules before it in MODULE_ORDER (beta comes after)',
      'cycle: alpha ⇄ beta',
    ]);
  });

  it('fails a planted list without a data scope', () => {
    const v = tree({
      [`${S}/modules/beta/list.routes.ts`]:
        'export const r = async (app: App) => {\n  await registerResource(app, def, { from: beThing, columns: {}, access });\n};\n',
    });
    expect(v).toEqual([
      {
        rule: 'scope',
        file: `${S}/modules/beta/list.routes.ts:2`,
        message: "the ResourceBinding declares no data scope (scope: { own … } | 'none', or scopeWhere)",
      },
    ]);
  });

  it('fails a planted re-declared core helper', () => {
    const v = tree({
      [`${S}/modules/beta/util.ts`]: 'export const seesAll = () => true;\nexport function rows() {}\n',
    });
    expect(v.map((x) => `${x.rule} ${x.file} ${x.message}`)).toEqual([
      `helpers ${S}/modules/beta/util.ts:1 declares seesAll: import core's instead of re-declaring it`,
      `helpers ${S}/modules/beta/util.ts:2 declares rows: import core's instead of re-declaring it`,
    ]);
  });

  it('fails a planted registration at import', () => {
    const v = tree({
      [`${S}/modules/beta/beta.seed.ts`]: [
        'export const seedBeta = async () => {};',
        "registerDemoSeeder({ name: 'beta', order: 1, run: seedBeta });",
        'await registry.registerJob(job);',
        "onUserDisabled('beta.left', async () => {});",
        'export const plugin = async (app: App) => {',
        '  registerDeletable(def);',
        '};',
      ].join('\n'),
    });
    expect(v.map((x) => `${x.rule} ${x.file}`)).toEqual([
      `registration ${S}/modules/beta/beta.seed.ts:2`,
      `registration ${S}/modules/beta/beta.seed.ts:3`,
      `registration ${S}/modules/beta/beta.seed.ts:4`,
    ]);
  });

  it('fails a web import past another module index, and the schema in the db client', () => {
    const v = tree({
      'apps/web/src/modules/two/c.ts': "import { A } from '../one/a';\nexport const C = A;\n",
      [`${S}/core/db/client.ts`]: "import * as schema from '../../db/schema.js';\nexport const s = schema;\n",
      [`${S}/modules/beta/rel.ts`]: 'export const q = (db: Db) => db.query.beThing.findMany();\n',
    });
    expect(v.map((x) => x.rule).sort()).toEqual(['client', 'client', 'web']);
  });

  it('passes on the repository', () => {
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
    const v = runArchCheck(root).violations;
    expect(v.map((x) => `${x.rule} ${x.file}: ${x.message}`)).toEqual([]);
  }, 60_000);
});
