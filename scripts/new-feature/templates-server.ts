import type { Names } from './names.js';

/** Server files of a scaffolded feature (docs/module-template.md "Server"), keyed by path. */
export function serverFiles(n: Names): Record<string, string> {
  const dir = `apps/server/src/modules/${n.module}/${n.feature}`;
  const core = '../../../core';
  const shared = `@partdesk/shared/${n.module}/${n.feature}/${n.feature}`;
  return {
    [`${dir}/${n.feature}.table.ts`]: `import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, id } from '${core}/db/columns.js';

/**
 * ${n.title} (${n.prefix}, document type \`${n.type}\`). \`ownerId\` owns the row (data scope "own");
 * \`status\` ${n.CONST}_STATUS (shared ${n.feature}.codes.ts); \`version\` for optimistic concurrency.
 */
export const ${n.table} = pgTable(
  '${n.sqlTable}',
  {
    id: id(),
    no: text().notNull(),
    tenantId: integer().notNull(),
    ownerId: integer().notNull(),
    name: text().notNull(),
    remark: text().notNull().default(''),
    status: smallint().notNull().default(1),
    version: integer().notNull().default(1),
    ...audit(),
  },
  (t) => [
    uniqueIndex('${n.sqlTable}_no_uq').on(t.no),
    index('${n.sqlTable}_owner_idx').on(t.ownerId, t.createdAt),
  ],
);
`,
    [`${dir}/${n.feature}.document.ts`]: `import { ${n.CONST}_DOC } from '${shared}.codes';
import { defineDocument } from '${core}/documents/index.js';
import { ${n.table} } from './${n.feature}.table.js';

/**
 * ${n.title} (decision 0019 descriptor): number prefix and notification route from the shared
 * DOC_TYPES row \`${n.type}\`; seen by its owner within the caller's data scope (one rule for list,
 * detail, history and download). Add \`reviews\`, \`deletable\` and \`links\` here when it gets them.
 */
export const ${n.camel}Document = defineDocument({
  type: ${n.CONST}_DOC,
  table: ${n.table},
  id: ${n.table}.id,
  no: ${n.table}.no,
  tenantId: ${n.table}.tenantId,
  scope: { own: ${n.table}.ownerId },
});
`,
    [`${dir}/${n.feature}.queries.ts`]: `import type { AuthUser } from '${core}/access/access.js';
import type { Db } from '${core}/db/client.js';
import { loadScoped } from '${core}/documents/index.js';
import { ${n.camel}Document } from './${n.feature}.document.js';
import { ${n.table} } from './${n.feature}.table.js';

/** Reads shared by several use cases and routes (no repository layer: decision 0020). */
export function load${n.Pascal}(db: Db, user: AuthUser, id: number, lock = false) {
  return loadScoped(db, ${n.table}, id, ${n.camel}Document.visibleWhere(user), 'errors.notFound', lock);
}
`,
    [`${dir}/${n.feature}.list.ts`]: `import { ${n.camel}Resource } from '${shared}.resource';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '${core}/resource/index.js';
import { ${n.camel}Document } from './${n.feature}.document.js';
import { ${n.table} } from './${n.feature}.table.js';

/** The wire columns of a row (list, export and detail), PascalCase in the select. */
export const ${n.camel}Columns = {
  Id: ${n.table}.id,
  No: ${n.table}.no,
  Name: ${n.table}.name,
  Remark: ${n.table}.remark,
  Status: ${n.table}.status,
  OwnerId: ${n.table}.ownerId,
  TenantId: ${n.table}.tenantId,
  CreatedAt: ${n.table}.createdAt,
  Version: ${n.table}.version,
};

/** POST ${n.api}/Query and /Export: the kit list, scoped by the document's one row rule. */
export function register${n.Pascal}List(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, ${n.camel}Resource, {
    from: ${n.table},
    access,
    tieBreaker: ${n.table}.id,
    scopeWhere: ${n.camel}Document.visibleWhere,
    columns: ${n.camel}Columns,
  });
}
`,
    [`${dir}/use-cases/create-${n.feature}.ts`]: `import { docType } from '@partdesk/shared/core/doc-types';
import { ${n.CONST}_DOC, ${n.CONST}_STATUS } from '${shared}.codes';
import type { ${n.Pascal}Create } from '${shared}.contract';
import { normalise${n.Pascal}Name } from '${shared}.rules';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../../../core/access/access.js';
import type { AppContext } from '../../../../core/context.js';
import { nextDocNo, recordHistory } from '../../../../core/documents/index.js';
import { ${n.table} } from '../${n.feature}.table.js';

const PREFIX = docType(${n.CONST}_DOC)!.prefix;

/**
 * Records a new ${n.title.toLowerCase()} owned by the caller: number, row and history in one
 * transaction. One transition per use case file (docs/module-template.md).
 */
export async function create${n.Pascal}(
  env: { app: AppContext; user: AuthUser },
  input: ${n.Pascal}Create,
) {
  const { app, user } = env;
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const no = await nextDocNo(tx, { tenantId: user.tenantId, prefix: PREFIX, date: now });
    const [row] = await tx
      .insert(${n.table})
      .values({
        no,
        tenantId: user.tenantId,
        ownerId: user.id,
        name: normalise${n.Pascal}Name(input.Name),
        remark: input.Remark,
        status: ${n.CONST}_STATUS.draft,
        createdBy: user.id,
        updatedBy: user.id,
      })
      .returning();
    await recordHistory(tx, {
      type: ${n.CONST}_DOC,
      docId: row!.id,
      docNo: no,
      tenantId: row!.tenantId,
      action: 'create',
      toStatus: ${n.CONST}_STATUS.draft,
      changes: {},
      userId: user.id,
    });
    const [fresh] = await tx.select().from(${n.table}).where(eq(${n.table}.id, row!.id));
    return fresh!;
  });
}
`,
    [`${dir}/${n.feature}.routes.ts`]: `import { ${n.CONST}_MENU } from '${shared}.codes';
import { ${n.camel}CreateBody } from '${shared}.contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthUser } from '${core}/access/access.js';
import { docIdParam } from '${core}/documents/document-schemas.js';
import { ok } from '${core}/http/envelope.js';
import { ${n.camel}Columns, register${n.Pascal}List } from './${n.feature}.list.js';
import { load${n.Pascal} } from './${n.feature}.queries.js';
import { ${n.table} } from './${n.feature}.table.js';
import { create${n.Pascal} } from './use-cases/create-${n.feature}.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const ${n.CONST}_ACCESS = {
  list: { grantedBy: [${n.CONST}_MENU] },
  create: { grantedBy: [${n.CONST}_MENU] },
} as const;

const tags = ['${n.module}'];

/** ${n.api}: list (kit), detail, create — thin: parse, call the use case, answer. */
export const ${n.camel}Routes: FastifyPluginAsyncZod = async (app) => {
  await register${n.Pascal}List(app, ${n.CONST}_ACCESS.list);

  async function detail(user: AuthUser, id: number) {
    const row = await load${n.Pascal}(app.ctx.db, user, id);
    const [view] = await app.ctx.db.select(${n.camel}Columns).from(${n.table}).where(eq(${n.table}.id, row.id));
    return ok(view);
  }

  async function create(user: AuthUser, body: z.infer<typeof ${n.camel}CreateBody>) {
    const row = await create${n.Pascal}({ app: app.ctx, user }, body);
    return ok({ Id: row.id, No: row.no, Version: row.version });
  }

  app.get(
    '${n.api}/:id',
    {
      config: { access: ${n.CONST}_ACCESS.list },
      schema: { tags, summary: 'One ${n.title.toLowerCase()}', params: docIdParam },
    },
    (req) => detail(req.auth(), req.params.id),
  );

  app.post(
    '${n.api}',
    {
      config: { access: ${n.CONST}_ACCESS.create },
      schema: { tags, summary: 'Record a ${n.title.toLowerCase()}', body: ${n.camel}CreateBody },
    },
    (req) => create(req.auth(), req.body),
  );
};
`,
    [`${dir}/${n.feature}.seed.ts`]: `import { docType } from '@partdesk/shared/core/doc-types';
import { ${n.CONST}_DOC } from '${shared}.codes';
import { eq } from 'drizzle-orm';
import { sysUser } from '${core}/access/identity.table.js';
import { nextDocNo } from '${core}/documents/index.js';
import type { DemoSeedContext } from '../../../db/seed/registry.js';
import { ${n.table} } from './${n.feature}.table.js';

/** Demo data: two ${n.title.toLowerCase()} rows of the administrator (set-based for larger sizes). */
export async function seed${n.Pascal}Demo(ctx: DemoSeedContext): Promise<void> {
  const [admin] = await ctx.db
    .select({ id: sysUser.id, tenantId: sysUser.tenantId })
    .from(sysUser)
    .where(eq(sysUser.account, 'admin'));
  if (!admin) throw new Error('${n.feature} seed: the system seed has no admin');
  const prefix = docType(${n.CONST}_DOC)!.prefix;
  await ctx.db.transaction(async (tx) => {
    for (const name of ['Demo A', 'Demo B']) {
      const no = await nextDocNo(tx, { tenantId: admin.tenantId, prefix, date: new Date() });
      await tx.insert(${n.table}).values({ no, tenantId: admin.tenantId, ownerId: admin.id, name });
    }
  });
}
`,
    [`${dir}/${n.feature}.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithout } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/** ${n.title}: the route trio, create → list → detail, a refused input changing nothing (scaffolded). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const list = (token: string | null, body: Record<string, unknown> = {}) =>
  t.call<{ Records: { Id: number; No: string; Name: string }[]; TotalCount: number }>('POST', '${n.api}/Query', {
    token,
    body,
  });

describe('${n.type}', () => {
  it('no session −100; without the screen 403; the demo rows listed', async () => {
    expect((await list(null)).body.Code).toBe(-100);
    const denied = await accountWithout(t, 'POST ${n.api.slice(1)}/Query');
    expect((await list(denied)).status).toBe(403);
    expect((await list(admin)).body.Data.TotalCount).toBeGreaterThanOrEqual(2);
  });

  it('creates a numbered row the list and detail show', async () => {
    const res = await t.call<{ Id: number; No: string }>('POST', '${n.api}', {
      token: admin,
      body: { Name: '  New one  ', Remark: '' },
    });
    expect(res.body.Code, res.body.Message).toBe(0);
    expect(res.body.Data.No).toMatch(/^${n.prefix}\\d+$/);
    const found = await list(admin, { No: res.body.Data.No });
    expect(found.body.Data.Records.map((r) => r.Name)).toEqual(['New one']);
    const one = await t.call<{ Name: string }>('GET', \`${n.api}/\${res.body.Data.Id}\`, { token: admin });
    expect(one.body.Data.Name).toBe('New one');
  });

  it('refuses a blank name with a translated 400 naming the field, writing nothing', async () => {
    const before = (await list(admin)).body.Data.TotalCount;
    const res = await t.call('POST', '${n.api}', { token: admin, body: { Name: ' ' }, lang: 'en-US' });
    expect(res.status).toBe(400);
    expect(res.body.Data).toMatchObject({ Field: 'Name' });
    expect((await list(admin)).body.Data.TotalCount).toBe(before);
  });
});
`,
  };
}
