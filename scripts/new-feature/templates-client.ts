import type { Names } from './names.js';

/** Shared files (packages/shared/src/<module>/<feature>/): contract, resource, codes, rules, i18n. */
export function sharedFiles(n: Names): Record<string, string> {
  const dir = `packages/shared/src/${n.module}/${n.feature}`;
  const L = (k: string) => `resources.${n.camel}.${k}`;
  return {
    [`${dir}/${n.feature}.codes.ts`]: `/** ${n.title} (prefix ${n.prefix}): the codes server and web share. */
export const ${n.CONST}_DOC = '${n.type}';
/** The list screen (a leaf of access/menu-tree.ts; the DOC_TYPES row's route). */
export const ${n.CONST}_MENU = '${n.menu}';

export const ${n.CONST}_STATUS = {
  draft: 1,
} as const;

export const ${n.CONST}_PERMITS = {
  create: 'POST ${n.api.slice(1)}',
} as const;
`,
    [`${dir}/${n.feature}.rules.ts`]: `/** Pure rules of ${n.title.toLowerCase()} rows: the server enforces them, the web mirrors them. */
export const ${n.CONST}_NAME_MAX = 100;

/** A name as stored: trimmed, inner whitespace collapsed. */
export function normalise${n.Pascal}Name(name: string): string {
  return name.trim().replace(/\\s+/g, ' ');
}
`,
    [`${dir}/${n.feature}.contract.ts`]: `import { z } from 'zod';
import { ${n.CONST}_NAME_MAX } from './${n.feature}.rules.js';

/** POST ${n.api}: the create body (the route validates with it, the web form types its values). */
export const ${n.camel}CreateBody = z.object({
  Name: z.string().trim().min(1).max(${n.CONST}_NAME_MAX),
  Remark: z.string().trim().max(500).default(''),
});
export type ${n.Pascal}Create = z.infer<typeof ${n.camel}CreateBody>;

/** A row as list and detail answer it. */
export const ${n.camel}View = z.object({
  Id: z.number(),
  No: z.string(),
  Name: z.string(),
  Remark: z.string(),
  Status: z.number(),
  OwnerId: z.number(),
  TenantId: z.number(),
  CreatedAt: z.string(),
  Version: z.number(),
});
export type ${n.Pascal}View = z.infer<typeof ${n.camel}View>;
`,
    [`${dir}/${n.feature}.resource.ts`]: `import { defineResource } from '../../resource/define.js';
import { ${n.CONST}_MENU, ${n.CONST}_PERMITS } from './${n.feature}.codes.js';
import { ${n.CONST}_NAME_MAX } from './${n.feature}.rules.js';

const L = (k: string) => \`resources.${n.camel}.\${k}\`;

/** ${n.menu}: ${n.title.toLowerCase()} rows (data scope "own" on the owner). */
export const ${n.camel}Resource = defineResource({
  name: '${n.module}.${n.camel}',
  title: L('title'),
  menu: ${n.CONST}_MENU,
  rowKey: 'Id',
  api: {
    list: '${n.api}/Query',
    export: '${n.api}/Export',
    detail: '${n.api}/:id',
    create: '${n.api}',
  },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: { hidden: true } },
    { name: 'No', kind: 'text', label: L('No'), list: { width: 150 }, filter: 'like', sort: true },
    {
      name: 'Name',
      kind: 'text',
      max: ${n.CONST}_NAME_MAX,
      label: L('Name'),
      list: true,
      filter: 'like',
      form: 'create',
      required: true,
    },
    { name: 'Remark', kind: 'text', multiline: true, label: L('Remark'), list: { hidden: true }, form: 'create' },
    { name: 'CreatedAt', kind: 'datetime', label: 'resources.common.CreatedAt', list: true, sort: true },
  ],
  defaultSort: { field: 'CreatedAt', order: 'desc' },
  create: {
    permit: ${n.CONST}_PERMITS.create,
    label: L('add'),
    testId: '${n.feature}-add',
    drawer: { title: L('title') },
  },
});
`,
    [`${dir}/${n.feature}.i18n.ts`]: `import { defineMessages } from '../../i18n/define.js';

/** Labels of the ${n.title.toLowerCase()} resource (keys \`${L('…')}\`), zh-CN and en-US side by side. */
export const ${n.camel}Resources = defineMessages({
  ${n.camel}: {
    title: { zh: '${n.zh}', en: '${n.title}' },
    add: { zh: '新增', en: 'Add' },
    No: { zh: '单号', en: 'No.' },
    Name: { zh: '名称', en: 'Name' },
    Remark: { zh: '备注', en: 'Remark' },
  },
});
`,
  };
}

/** Web files (apps/web/src/modules/<module>/<feature>/): list page, form, index.ts. */
export function webFiles(n: Names): Record<string, string> {
  const dir = `apps/web/src/modules/${n.module}/${n.feature}`;
  const shared = `@partdesk/shared/${n.module}/${n.feature}/${n.feature}`;
  return {
    [`${dir}/${n.feature}-form.tsx`]: `import { ${n.camel}Resource } from '${shared}.resource';
import { http } from '../../../core/http';
import { ResourceForm } from '../../../kit';

/** The new-${n.feature} form: the resource's create fields, checked by the same contract as the server. */
export function ${n.Pascal}Form({ onDone }: { onDone: () => void }) {
  return (
    <ResourceForm
      def={${n.camel}Resource}
      mode="create"
      onSubmit={(values) => http.post('${n.api}', values)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
`,
    [`${dir}/${n.feature}-list-page.tsx`]: `import { ${n.camel}Resource } from '${shared}.resource';
import { ResourceListPage } from '../../../kit';
import { ${n.Pascal}Form } from './${n.feature}-form';

/** ${n.menu}: the kit list of ${n.title.toLowerCase()} rows; Add (permit, drawer) from the definition's create. */
export default function ${n.Pascal}ListPage() {
  return (
    <ResourceListPage
      def={${n.camel}Resource}
      testId="${n.feature}-list"
      editor={(_ref, done) => <${n.Pascal}Form onDone={done} />}
    />
  );
}
`,
    [`${dir}/index.ts`]: `/** ${n.title}: the screens other web modules may use (import only through this file). */
export { ${n.Pascal}Form } from './${n.feature}-form';
`,
  };
}
