import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOC_TYPES } from '../../packages/shared/src/core/doc-types.js';

/** Every name a scaffolded feature uses, derived once from `<module>/<feature>` and its DOC_TYPES row. */
export interface Names {
  module: string;
  /** kebab-case folder and file stem: `purchase-delivery`. */
  feature: string;
  camel: string;
  Pascal: string;
  /** UPPER_SNAKE prefix of the shared constants. */
  CONST: string;
  /** The DOC_TYPES key (`purchaseDelivery`). */
  type: string;
  prefix: string;
  title: string;
  zh: string;
  /** Menu code of the list screen (the DOC_TYPES route without its leading slash). */
  menu: string;
  /** Route stem: `/merchant/<module>/<feature without dashes>`. */
  api: string;
  /** drizzle table constant and SQL name (`purPurchaseDelivery`, `pur_purchase_delivery`). */
  table: string;
  sqlTable: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const camel = (s: string) => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (s: string) => camel(s).replace(/^./, (c) => c.toUpperCase());

/** The table prefix a module already uses (`dmd_` in demand), else `<module>_`. */
function tablePrefix(root: string, module: string): string {
  const dir = join(root, 'apps/server/src/modules', module);
  const stack = [dir];
  while (stack.length) {
    const d = stack.pop()!;
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) stack.push(p);
      else if (e.name.endsWith('.table.ts')) {
        const m = /pgTable\(\s*'([a-z]+)_/.exec(readFileSync(p, 'utf8'));
        if (m) return `${m[1]}_`;
      }
    }
  }
  return `${module.replace(/-/g, '_')}_`;
}

export function namesOf(root: string, spec: string, typeArg?: string): Names {
  const [module, feature, ...rest] = spec.split('/');
  if (!module || !feature || rest.length || !KEBAB.test(module) || !KEBAB.test(feature))
    throw new Error(`expected <module>/<feature> in kebab-case, got "${spec}"`);
  if (!existsSync(join(root, 'apps/server/src/modules', module, 'index.ts')))
    throw new Error(
      `no server module "${module}" (apps/server/src/modules/${module}/index.ts): create the module first (docs/module-template.md "A new module")`,
    );
  const type = typeArg ?? camel(feature);
  const doc = DOC_TYPES.find((d) => d.type === type);
  if (!doc)
    throw new Error(
      `"${type}" is not a DOC_TYPES key (packages/shared/src/core/doc-types.ts): add its row (type, prefix, names, route) first, or pass --type <key>`,
    );
  const prefix = tablePrefix(root, module);
  const snake = feature.replace(/-/g, '_');
  return {
    module,
    feature,
    camel: camel(feature),
    Pascal: pascal(feature),
    CONST: snake.toUpperCase(),
    type,
    prefix: doc.prefix,
    title: doc.en,
    zh: doc.zh,
    menu: doc.route.replace(/^\//, ''),
    api: `/merchant/${module}/${feature.replace(/-/g, '')}`,
    table: camel(`${prefix.replace(/_$/, '')}-${feature}`),
    sqlTable: `${prefix}${snake}`,
  };
}
