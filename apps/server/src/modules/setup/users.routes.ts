import { userResource } from '@partdesk/shared/setup/user-resource';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../core/access/access.js';
import { sysUser, sysUserRole } from '../../core/access/identity.table.js';
import { runUserDisabledHooks } from '../../core/access/user-lifecycle.js';
import { hashPassword, meetsPolicy } from '../../core/auth/password.js';
import { AfterCommit } from '../../core/documents/after-commit.js';
import { recordHistory } from '../../core/documents/history.js';
import { updateVersioned } from '../../core/documents/versioned.js';
import { badRequest, conflict, notFound } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { requireActionState } from '../../core/resource/index.js';
import { assertAdminsRemain } from './admin-rules.js';
import { assertMayChangeStatus, assertMayResetPassword, assertMayWriteUser } from './privilege-rules.js';
import { rolesOf, userListRoutes } from './user-list.routes.js';
import { checkRefs, createUserBody, createUser, userBody } from './user-write.js';
import { docIdParam } from '../../core/documents/index.js';

const detailAccess = { grantedBy: ['setup/user-list', 'setup/user-detail'] } as const;
const tags = ['setup'];
const updateBody = userBody.extend({ Version: z.number().int().positive() });

/** /setup user-list and user-detail: accounts, roles, status and password resets. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sessions } = app.ctx;

  const detail = async (id: number) => {
    const [u] = await db.select().from(sysUser).where(eq(sysUser.id, id));
    if (!u) throw notFound();
    const roles = await rolesOf(db, [id]);
    return {
      Id: u.id,
      Account: u.account,
      Name: u.name,
      NameEn: u.nameEn,
      Email: u.email,
      Phone: u.phone,
      DeptId: u.deptId,
      Status: u.status,
      TenantId: u.tenantId,
      IsAdmin: u.isAdmin,
      Version: u.version,
      Roles: roles.get(id) ?? [],
    };
  };

  await userListRoutes(app);

  app.get(
    '/merchant/setup/user/:id',
    { config: { access: detailAccess }, schema: { params: docIdParam, tags } },
    async (req) => ok(await detail(req.params.id)),
  );

  app.post(
    '/merchant/setup/user',
    { config: { access: detailAccess }, schema: { body: createUserBody, tags } },
    async (req) => {
      const RoleIds = await checkRefs(db, req.body);
      await assertMayWriteUser(db, req.auth(), {
        before: null,
        after: { RoleIds, DeptId: req.body.DeptId ?? null, TenantId: req.body.TenantId },
      });
      const id = await createUser(db, req.body, req.auth().id);
      return ok(await detail(id));
    },
  );

  app.put(
    '/merchant/setup/user/:id',
    { config: { access: detailAccess }, schema: { params: docIdParam, body: updateBody, tags } },
    async (req) => {
      const b = req.body;
      const id = req.params.id;
      const before = await detail(id);
      const roleIds = await checkRefs(db, b);
      await assertMayWriteUser(db, req.auth(), {
        before: { ...before, RoleIds: before.Roles.map((r) => r.Id) },
        after: { RoleIds: roleIds, DeptId: b.DeptId ?? null, TenantId: b.TenantId },
      });
      await db.transaction(async (tx) => {
        await updateVersioned(tx, sysUser, id, b.Version, {
          name: b.Name,
          nameEn: b.NameEn,
          email: b.Email,
          phone: b.Phone,
          deptId: b.DeptId ?? null,
          tenantId: b.TenantId,
        });
        await tx.delete(sysUserRole).where(eq(sysUserRole.userId, id));
        if (roleIds.length)
          await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: id, roleId })));
        await recordHistory(tx, {
          type: 'user',
          docId: id,
          docNo: before.Account,
          action: 'update',
          userId: req.auth().id,
          changes: { Roles: [before.Roles.map((r) => r.Id), roleIds] },
        });
      });
      sessions.invalidateUser(id);
      return ok(await detail(id));
    },
  );

  const setStatus = async (userId: number, caller: AuthUser, status: 1 | 2) => {
    const by = caller.id;
    const before = await detail(userId);
    if (status === 2 && userId === by) throw conflict('setup.cannotDisableSelf');
    assertMayChangeStatus(caller, before);
    requireActionState(userResource, status === 2 ? 'disable' : 'enable', before);
    const after = new AfterCommit();
    await db.transaction(async (tx) => {
      if (status === 2) await assertAdminsRemain(tx, userId);
      await tx.update(sysUser).set({ status }).where(eq(sysUser.id, userId));
      await recordHistory(tx, {
        type: 'user',
        docId: userId,
        docNo: before.Account,
        action: status === 2 ? 'disable' : 'enable',
        fromStatus: before.Status,
        toStatus: status,
        userId: by,
      });
      // Other modules' consequences (the CRM returns the user's customers to the pool), same transaction.
      if (status === 2 && before.Status !== 2)
        await runUserDisabledHooks(tx, {
          app: app.ctx,
          after,
          userId,
          byUserId: by,
          at: app.ctx.clock.now(),
        });
    });
    await after.flush(app.log);
    if (status === 2) await sessions.revokeUser(userId, 'disabled');
    sessions.invalidateUser(userId);
  };

  app.put(
    '/merchant/setup/user/:id/disable',
    { config: { access: detailAccess }, schema: { params: docIdParam, tags } },
    async (req) => {
      await setStatus(req.params.id, req.auth(), 2);
      return ok(await detail(req.params.id));
    },
  );
  app.put(
    '/merchant/setup/user/:id/enable',
    { config: { access: detailAccess }, schema: { params: docIdParam, tags } },
    async (req) => {
      await setStatus(req.params.id, req.auth(), 1);
      return ok(await detail(req.params.id));
    },
  );

  app.put(
    '/merchant/setup/user/:id/resetpwd',
    {
      config: { access: detailAccess },
      schema: { params: docIdParam, body: z.object({ Password: z.string() }), tags },
    },
    async (req) => {
      const before = await detail(req.params.id);
      // Resetting an administrator's password would hand over its rights: administrators only.
      assertMayResetPassword(req.auth(), before);
      if (!meetsPolicy(req.body.Password))
        throw badRequest('errors.login.passwordPolicy', undefined, 'Password');
      const passwordHash = await hashPassword(req.body.Password);
      await db.transaction(async (tx) => {
        await tx
          .update(sysUser)
          .set({ passwordHash, passwordChangedAt: new Date() })
          .where(eq(sysUser.id, before.Id));
        await recordHistory(tx, {
          type: 'user',
          docId: before.Id,
          docNo: before.Account,
          action: 'resetpwd',
          userId: req.auth().id,
        });
      });
      await sessions.revokeUser(before.Id, 'password-reset');
      sessions.invalidateUser(before.Id);
      return ok(null);
    },
  );
};
