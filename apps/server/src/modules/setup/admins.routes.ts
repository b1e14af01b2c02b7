import { adminResource, BUILT_IN_ADMIN_ID } from '@partdesk/shared/setup/admin-resource';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sysUser } from '../../core/access/identity.table.js';
import { recordHistory } from '../../core/documents/history.js';
import { updateVersioned } from '../../core/documents/versioned.js';
import { notFound } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { registerResource } from '../../core/resource/index.js';
import { assertAdminsRemain } from './admin-rules.js';
import { createUser, createUserBody } from './user-write.js';
import { docIdParam } from '../../core/documents/index.js';

const listAccess = { grantedBy: ['setup/admin-list', 'setup/admin-detail'] } as const;
/** Creating, granting and revoking: administrators only, refused by the guard (decision 0006). */
const adminWrite = { grantedBy: ['setup/admin-detail', 'setup/admin-list'], adminOnly: true } as const;
const tags = ['setup'];
/** Optional: the user version the screen read; when given, a stale one → 409 and nothing changes. */
const flagBody = z.object({ Version: z.number().int().positive().optional() }).nullish();

const deptName = sql<string | null>`(select d.name from sys_department d where d.id = sys_user.dept_id)`;
const tenantName = sql<string | null>`(select t.name from sys_tenant t where t.id = sys_user.tenant_id)`;

/**
 * /setup admin-list and admin-detail: administrator accounts (users with `is_admin`, decision 0006).
 * The list is the resource kit's; creating, granting and revoking are `adminOnly` routes (403
 * `errors.adminOnly` from the guard otherwise, even with the menu; not in anyone else's Permits); the built-in administrator (id 1) and the last
 * active administrator cannot be revoked (409).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sessions } = app.ctx;

  await registerResource(app, adminResource, {
    from: sysUser,
    scope: 'none', // administration
    access: listAccess,
    tieBreaker: sysUser.id,
    where: () => [eq(sysUser.isAdmin, true)],
    columns: {
      Id: sysUser.id,
      Account: sysUser.account,
      Name: sysUser.name,
      NameEn: sysUser.nameEn,
      Email: sysUser.email,
      Phone: sysUser.phone,
      TenantId: sysUser.tenantId,
      DeptId: sysUser.deptId,
      DeptName: deptName,
      Status: sysUser.status,
      IsBuiltIn: sql<boolean>`(${sysUser.id} = ${BUILT_IN_ADMIN_ID})`,
      CreatedAt: sysUser.createdAt,
      Version: sysUser.version,
    },
    filterBy: {
      Name: (pattern) => sql`concat_ws(' ', ${sysUser.name}, ${sysUser.nameEn}) ilike ${pattern}`,
    },
    exportAs: { TenantId: tenantName, DeptId: deptName },
  });

  const summary = async (id: number) => {
    const [u] = await db
      .select({
        Id: sysUser.id,
        Account: sysUser.account,
        Name: sysUser.name,
        Status: sysUser.status,
        IsAdmin: sysUser.isAdmin,
        Version: sysUser.version,
      })
      .from(sysUser)
      .where(eq(sysUser.id, id));
    if (!u) throw notFound('setup.userNotFound', { id });
    return { ...u, IsBuiltIn: u.Id === BUILT_IN_ADMIN_ID };
  };

  app.post(
    '/merchant/setup/admin',
    { config: { access: adminWrite }, schema: { body: createUserBody, tags } },
    async (req) => {
      const id = await createUser(db, req.body, req.auth().id, { isAdmin: true });
      return ok(await summary(id));
    },
  );

  const setFlag = async (id: number, isAdmin: boolean, by: number, version?: number) => {
    const before = await summary(id);
    if (before.IsAdmin === isAdmin) return before;
    await db.transaction(async (tx) => {
      if (!isAdmin) await assertAdminsRemain(tx, id);
      if (version !== undefined) await updateVersioned(tx, sysUser, id, version, { isAdmin, updatedBy: by });
      else
        await tx
          .update(sysUser)
          .set({ isAdmin, updatedBy: by, updatedAt: new Date(), version: sql`${sysUser.version} + 1` })
          .where(eq(sysUser.id, id));
      await recordHistory(tx, {
        type: 'user',
        docId: id,
        docNo: before.Account,
        action: isAdmin ? 'grantAdmin' : 'revokeAdmin',
        changes: { IsAdmin: [before.IsAdmin, isAdmin] },
        userId: by,
      });
    });
    // Permits, menus and data scope follow the flag at once.
    sessions.invalidateUser(id);
    return summary(id);
  };

  app.put(
    '/merchant/setup/admin/:id/grant',
    { config: { access: adminWrite }, schema: { params: docIdParam, body: flagBody, tags } },
    async (req) => {
      return ok(await setFlag(req.params.id, true, req.auth().id, req.body?.Version));
    },
  );

  app.put(
    '/merchant/setup/admin/:id/revoke',
    { config: { access: adminWrite }, schema: { params: docIdParam, body: flagBody, tags } },
    async (req) => {
      return ok(await setFlag(req.params.id, false, req.auth().id, req.body?.Version));
    },
  );
};
