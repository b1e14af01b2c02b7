/**
 * `npm run new:feature <module>/<feature> [--type <DOC_TYPES key>] [--no-wire]` (docs/module-template.md):
 * scaffolds one document feature of an existing module, server / shared / web mirrored —
 *   apps/server/src/modules/<module>/<feature>/  table, document, list, queries, routes (named handlers),
 *                                               use-cases/create-<feature>.ts, seed, a passing API test
 *   packages/shared/src/<module>/<feature>/      codes, rules, contract (zod + z.infer), resource, i18n
 *   apps/web/src/modules/<module>/<feature>/     list page, form, index.ts
 * and wires it where a registry must name it (db/schema.ts, the module's index.ts, the resource labels,
 * the web screen registry) unless --no-wire. It refuses to overwrite a file. The type must be a row of
 * the shared DOC_TYPES (prefix, names, route): the names and the menu come from there.
 * Then it prints the steps left to do by hand (migration, README, grants).
 * `scripts/check-scaffold.sh` runs it in a throwaway copy of the tree and checks the result (CI).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Names, namesOf } from './new-feature/names.js';
import { sharedFiles, webFiles } from './new-feature/templates-client.js';
import { serverFiles } from './new-feature/templates-server.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function insertAfter(file: string, anchor: RegExp, text: string): void {
  const s = readFileSync(file, 'utf8');
  const m = anchor.exec(s);
  if (!m) throw new Error(`${file}: cannot find ${anchor} to wire the feature in; do it by hand`);
  const at = m.index + m[0].length;
  writeFileSync(file, s.slice(0, at) + text + s.slice(at));
}

/** After the last top-level import statement. */
function addImports(file: string, lines: string[]): void {
  const s = readFileSync(file, 'utf8');
  const all = [...s.matchAll(/^import [\s\S]*?from '[^']+';\n/gm)];
  const at = all.length ? all.at(-1)!.index! + all.at(-1)![0].length : 0;
  const missing = lines.filter((l) => !s.includes(l));
  writeFileSync(file, s.slice(0, at) + missing.map((l) => `${l}\n`).join('') + s.slice(at));
}

function wire(n: Names): string[] {
  const f = `./${n.feature}/${n.feature}`;
  const touched: string[] = [];
  const schema = 'apps/server/src/db/schema.ts';
  writeFileSync(
    join(ROOT, schema),
    `${readFileSync(join(ROOT, schema), 'utf8')}export * from '../modules/${n.module}/${n.feature}/${n.feature}.table.js';\n`,
  );
  touched.push(schema);

  const index = `apps/server/src/modules/${n.module}/index.ts`;
  const indexPath = join(ROOT, index);
  addImports(indexPath, [
    `import { ${n.camel}Document } from '${f}.document.js';`,
    `import { ${n.camel}Routes } from '${f}.routes.js';`,
    `import { seed${n.Pascal}Demo } from '${f}.seed.js';`,
  ]);
  insertAfter(
    indexPath,
    /^import [\s\S]*?from '[^']+';\n(?![\s\S]*^import )/m,
    `\nexport * from '${f}.table.js';\n`,
  );
  // The module's definition (core/modules, decision 0023): its documents, demo seeders and register.
  const list = (key: string, item: string) => {
    const s = readFileSync(indexPath, 'utf8');
    if (new RegExp(`^  ${key}: \\[`, 'm').test(s))
      insertAfter(indexPath, new RegExp(`^  ${key}: \\[`, 'm'), `${item}, `);
    else insertAfter(indexPath, /= defineModule\(\{\n {2}name: '[^']+',\n/, `  ${key}: [${item}],\n`);
  };
  list('documents', `${n.camel}Document`);
  list('demoSeeders', `{ name: '${n.module}.${n.feature}', order: 90, run: seed${n.Pascal}Demo }`);
  insertAfter(
    indexPath,
    /^ {2}register: async \(app\) => \{\n|^async function \w+\(app: FastifyInstance\): Promise<void> \{\n/m,
    `  await app.register(${n.camel}Routes);\n`,
  );
  touched.push(index);

  const labels = 'packages/shared/src/i18n/resources.ts';
  addImports(join(ROOT, labels), [
    `import { ${n.camel}Resources } from '../${n.module}/${n.feature}/${n.feature}.i18n.js';`,
  ]);
  insertAfter(
    join(ROOT, labels),
    /export const resources = defineMessages\(\{\n/,
    `  ...${n.camel}Resources,\n`,
  );
  touched.push(labels);

  const registry = 'apps/web/src/modules/registry.ts';
  const reg = readFileSync(join(ROOT, registry), 'utf8');
  if (reg.includes(`'/${n.menu}':`)) {
    console.warn(`  ! ${registry} already has a screen for /${n.menu}: left as it is`);
  } else {
    insertAfter(
      join(ROOT, registry),
      /export const SCREEN_LOADERS: Record<string, ScreenLoader> = \{\n/,
      `  '/${n.menu}': () => import('./${n.module}/${n.feature}/${n.feature}-list-page'),\n`,
    );
    touched.push(registry);
  }
  return touched;
}

function main() {
  const args = process.argv.slice(2);
  const spec = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--type');
  const typeAt = args.indexOf('--type');
  if (!spec) {
    console.error('usage: npm run new:feature <module>/<feature> [--type <DOC_TYPES key>] [--no-wire]');
    process.exit(2);
  }
  const n = namesOf(ROOT, spec, typeAt >= 0 ? args[typeAt + 1] : undefined);
  const files = { ...serverFiles(n), ...sharedFiles(n), ...webFiles(n) };
  const clash = Object.keys(files).filter((p) => existsSync(join(ROOT, p)));
  if (clash.length) throw new Error(`refusing to overwrite:\n  ${clash.join('\n  ')}`);
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(ROOT, p)), { recursive: true });
    writeFileSync(join(ROOT, p), text);
  }
  const wired = args.includes('--no-wire') ? [] : wire(n);
  const written = [...Object.keys(files), ...wired];
  execFileSync('npx', ['biome', 'check', '--write', ...written], { cwd: ROOT, stdio: 'ignore' });
  console.log(`scaffolded ${n.type} (${n.prefix}, ${n.title}) in ${n.module}/${n.feature}:`);
  for (const p of Object.keys(files)) console.log(`  + ${p}`);
  for (const p of wired) console.log(`  ~ ${p}`);
  console.log(`
left to do (docs/module-template.md "After the scaffold"):
  1. the migration: flock /tmp/partdesk-migr.lock npm run db:generate -- --name ${n.feature}
     (check the new SQL holds only ${n.sqlTable}; commit it with the table)
  2. ${args.includes('--no-wire') ? `wire it: db/schema.ts, modules/${n.module}/index.ts, i18n/resources.ts, web registry.ts\n  3. ` : ''}apps/server/src/modules/${n.module}/README.md: the table, the routes with their grants, the rules
  ${args.includes('--no-wire') ? '4' : '3'}. the grants: which demo roles hold ${n.menu} (and its buttons) in the menu tree / role seed
  ${args.includes('--no-wire') ? '5' : '4'}. the real fields, status transitions (one use case each), review / links / deletable in
     ${n.feature}.document.ts, then: npx biome check, npm run typecheck, npm run arch,
     npx vitest run --project server apps/server/src/modules/${n.module}/${n.feature}`);
}

try {
  main();
} catch (e) {
  console.error(`new:feature: ${(e as Error).message}`);
  process.exit(1);
}
