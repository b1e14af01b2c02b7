/**
 * `npm run arch`: the architecture rules CI enforces (docs/architecture.md, ENGINEERING.md "Layout").
 * Prints every violation and exits 1 on any. The rules live in scripts/arch/:
 *  1. modules: a file under apps/server/src/modules/X imports another module only via ../Y/index.js
 *  2. core: apps/server/src/core never imports apps/server/src/modules
 *  3. routes: every route registration declares `config: { access … }` inline (start-up enforces it too)
 *  4. names: files and folders are kebab-case (generated migrations, conventional names like README.md
 *     and locale tags like zh-CN excepted)
 *  5. shared: packages/shared imports nothing node-only (node:*, fs…, drizzle, fastify, pg, apps/)
 *  6. size: no source file over 500 lines (generated migrations excepted)
 *  7. schema: every *.table.ts is re-exported by apps/server/src/db/schema.ts
 *  8. writes: a module writes only its own tables (drizzle insert/update/delete and raw SQL), the
 *     owner being the module whose folder holds the *.table.ts
 *  9. order: modules/module-order.ts lists every module; a module imports only earlier ones (no cycle)
 * 10. scope: every registerResource binding declares its data scope (scope, 'none' or scopeWhere)
 * 11. web: a web module imports another only through its index.ts
 * 12. client: core/db/client.ts does not import the schema; no `db.query.` relational API
 * 13. helpers: core's helpers (docIdParam, seesAll, fieldError, rows, …) are not re-declared elsewhere
 * 14. registration: no server file calls a register…, provide…, subscribe… or on<Event> function at import;
 *     modules list seeders, jobs, documents in their definition (decision 0023)
 * The checker's own test: scripts/arch/arch-check.test.ts (a planted violation of each rule fails).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rule, Violation } from './arch/context.js';
import { runArchCheck } from './arch/run.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const t0 = performance.now();
const { files, violations } = runArchCheck(ROOT);
const ms = Math.round(performance.now() - t0);
if (violations.length === 0) {
  console.log(`arch: ${files} files, all rules hold (${ms} ms)`);
} else {
  const byRule = new Map<Rule, Violation[]>();
  for (const v of violations) byRule.set(v.rule, [...(byRule.get(v.rule) ?? []), v]);
  for (const [rule, list] of byRule) {
    console.log(`\n[${rule}] ${list.length} violation${list.length > 1 ? 's' : ''}`);
    for (const v of list) console.log(`  ${v.file}: ${v.message}`);
  }
  console.log(
    `\narch: ${violations.length} violation${violations.length > 1 ? 's' : ''} in ${files} files (${ms} ms)`,
  );
  process.exit(1);
}
