import { type Lang, type MessageGroup, interpolate } from './define.js';
import { errors } from './errors.js';
import { fields } from './fields.js';
import { notices } from './notices.js';
import { product } from './product.js';
import { lookups } from './lookups.js';
import { deletes } from './deletes.js';
import { resources } from './resources.js';
import { setup } from './setup.js';
import { crm } from './crm.js';
import { crmOps } from './crm-ops.js';
import { inquiry } from './inquiry.js';
import { demand, sourcing } from './sourcing.js';
import { quote } from './quote.js';
import { inventory } from './inventory.js';
import { finance } from './finance.js';
import { logistics } from './logistics.js';
import { sales } from './sales.js';
import { purchase } from './purchase.js';

export * from './define.js';

/** Every namespace; the web adds its UI namespaces to the same map. */
export const serverNamespaces = {
  errors,
  fields,
  lookups,
  deletes,
  notices,
  setup,
  resources,
  product,
  crm,
  crmOps,
  inquiry,
  sourcing,
  demand,
  quote,
  inventory,
  finance,
  sales,
  logistics,
  purchase,
} satisfies Record<string, MessageGroup>;

function lookup(group: MessageGroup, path: string[]): { zh: string; en: string } | undefined {
  let cur: unknown = group;
  for (const p of path) {
    if (cur && typeof cur === 'object' && p in (cur as object)) cur = (cur as Record<string, unknown>)[p];
    else return undefined;
  }
  const b = cur as { zh?: unknown; en?: unknown };
  return typeof b?.zh === 'string' && typeof b?.en === 'string'
    ? (b as { zh: string; en: string })
    : undefined;
}

/** Server-side translate: key `ns.a.b`, e.g. `errors.login.badCredentials`. Unknown keys echo the key. */
export function translate(
  lang: Lang,
  key: string,
  params?: Record<string, unknown>,
  namespaces: Record<string, MessageGroup> = serverNamespaces,
): string {
  const [ns, ...path] = key.split('.');
  const group = ns ? namespaces[ns] : undefined;
  const entry = group ? lookup(group, path) : undefined;
  if (!entry) return key;
  return interpolate(lang === 'zh-CN' ? entry.zh : entry.en, params);
}

/** Label of a wire field for validation messages; falls back to the field name itself. */
export function fieldLabel(lang: Lang, field: string): string {
  const entry = (fields as Record<string, { zh: string; en: string } | undefined>)[field];
  if (!entry) return field;
  return lang === 'zh-CN' ? entry.zh : entry.en;
}
