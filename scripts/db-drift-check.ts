/**
 * `npm run db:check`: fails when the drizzle schema (every *.table.ts) has changes that the committed
 * migrations do not contain. It copies apps/server/src/db/migrations to a temp folder, runs
 * `drizzle-kit generate` into that copy (the committed folder is never touched) and fails if a new
 * migration file appears; then `drizzle-kit check` verifies the committed migrations are consistent.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MIGRATIONS = join(ROOT, 'apps/server/src/db/migrations');
// drizzle-kit takes these relative to the working directory (it prefixes './').
const SCHEMA_GLOB = './apps/server/src/**/*.table.ts';

function drizzleKit(args: string[]): { status: number; output: string } {
  const r = spawnSync(join(ROOT, 'node_modules/.bin/drizzle-kit'), args, {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'], // no terminal: a rename prompt fails instead of waiting
    timeout: 180_000,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  return {
    status: r.status ?? 1,
    output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`,
  };
}

const sqlFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
    : [];

mkdirSync(join(ROOT, '.tmp'), { recursive: true });
const tmp = mkdtempSync(join(ROOT, '.tmp', 'drift-'));
let failed = false;
try {
  const out = join(tmp, 'migrations');
  if (existsSync(MIGRATIONS)) cpSync(MIGRATIONS, out, { recursive: true });
  else mkdirSync(out);
  const before = new Set(sqlFiles(out));
  const config = join(tmp, 'drizzle.config.mjs');
  writeFileSync(
    config,
    `export default ${JSON.stringify({ dialect: 'postgresql', schema: SCHEMA_GLOB, out: `./${relative(ROOT, out)}`, casing: 'snake_case' }, null, 2)};\n`,
  );

  const gen = drizzleKit(['generate', '--config', config, '--name', 'drift']);
  const added = sqlFiles(out).filter((f) => !before.has(f));
  if (added.length > 0) {
    failed = true;
    console.log('db:check: the schema has changes that no committed migration contains.');
    for (const f of added)
      console.log(`\n--- would be generated: ${f}\n${readFileSync(join(out, f), 'utf8')}`);
    console.log(
      'Fix: `npm run db:regen-init` (before the first landing) or `npm run db:generate -- --name <what>`.',
    );
  } else if (gen.status !== 0 || !/nothing to migrate|no schema changes/i.test(gen.output)) {
    failed = true;
    console.log(
      `db:check: drizzle-kit generate did not confirm "no schema changes" (exit ${gen.status}):\n${gen.output}`,
    );
  } else {
    console.log(`db:check: schema and ${before.size} committed migration(s) agree`);
  }

  const check = drizzleKit(['check', '--config', config]);
  if (check.status !== 0) {
    failed = true;
    console.log(`db:check: drizzle-kit check failed (exit ${check.status}):\n${check.output}`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
