import { roleResource, SCOPE_KINDS } from '@partdesk/shared/setup/role-resource';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sysRole } from '../../core/access/identity.table.js';
import { docIdParam } from '../../core/documents/index.js';
import { ok, requestEnv } from '../../core/http/index.js';
import { registerResource } from '../../core/resource/index.js';
import { roleDetail } from './role.queries.js';
import { addRole } from './use-cases/add-role.js';
import { changeRole } from './use-cases/change-role.js';
import { testUserAccess } from './use-cases/test-user-access.js';

const access = { grantedBy: ['setup/role-list'] } as const;
const testAccess = { grantedBy: ['setup/user-test'] } as const;
const tags = ['setup'];

const roleBody = z.object({
  Name: z.string().trim().min(1).max(64),
  NameEn: z.string().trim().max(64).default(''),
  ScopeKind: z.enum(SCOPE_KINDS),
  Remark: z.string().trim().max(256).default(''),
  /** Menu codes and `menu:button` (button 0101 / 0102 / 0103). */
  Grants: z.array(z.string().trim().min(1).max(200)).max(2000).default([]),
});
const updateBody = roleBody.extend({ Version: z.number().int().positive() });

/**
 * /setup role-list (roles with menus and button codes, and the resulting permits) and user-test. The
 * rules live in use-cases/*-role.ts, role.queries.ts and privilege-rules.ts.
 */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, registry } = app.ctx;
  const env = requestEnv(app);

  await registerResource(app, roleResource, {
    from: sysRole,
    scope: 'none', // administration
    access,
    tieBreaker: sysRole.id,
    columns: {
      Id: sysRole.id,
      Name: sysRole.name,
      NameEn: sysRole.nameEn,
      ScopeKind: sysRole.scopeKind,
      IsSystem: sysRole.isSystem,
      Remark: sysRole.remark,
      UpdatedAt: sysRole.updatedAt,
      Version: sysRole.version,
      Users: sql<number>`(select count(*)::int from sys_user_role ur where ur.role_id = sys_role.id)`,
    },
    filterBy: {
      Name: (pattern) => sql`concat_ws(' ', ${sysRole.name}, ${sysRole.nameEn}) ilike ${pattern}`,
    },
  });

  app.get(
    '/merchant/setup/role/:id',
    { config: { access }, schema: { params: docIdParam, tags } },
    async function getRole(req) {
      return ok(await roleDetail(db, req.params.id));
    },
  );

  app.get(
    '/merchant/setup/role/:id/permits',
    { config: { access }, schema: { params: docIdParam, tags } },
    async function getRolePermits(req) {
      const role = await roleDetail(db, req.params.id);
      const permits = [...registry.permitsFor(new Set(role.Grants))].sort();
      return ok({ Records: permits, TotalCount: permits.length });
    },
  );

  app.post(
    '/merchant/setup/role',
    { config: { access }, schema: { body: roleBody, tags } },
    async function postRole(req) {
      return ok(await addRole(env(req), req.body));
    },
  );

  app.put(
    '/merchant/setup/role/:id',
    { config: { access }, schema: { params: docIdParam, body: updateBody, tags } },
    async function putRole(req) {
      return ok(await changeRole(env(req), req.params.id, req.body));
    },
  );

  app.get(
    '/merchant/setup/user/:id/effective',
    { config: { access: testAccess }, schema: { params: docIdParam, tags } },
    async function getEffectiveAccess(req) {
      return ok(await testUserAccess(env(req), req.params.id));
    },
  );
};
