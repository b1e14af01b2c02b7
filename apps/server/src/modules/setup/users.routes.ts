import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sysDepartment, sysRole, sysUser, sysUserRole } from '../../core/access/identity.table.js';
import { hashPassword, meetsPolicy } from '../../core/auth/password.js';
import type { Executor } from '../../core/db/client.js';
import { recordHistory } from '../../core/documents/history.js';
import { updateVersioned } from '../../core/documents/versioned.js';
import { badRequest, conflict, notFound } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { rolesOf, userListRoutes } from './user-list.routes.js';

const detailAccess = { grantedBy: ['setup/user-list', 'setup/user-detail'] } as const;
const tags = ['setup'];
const idParam = z.object({ id: z.coerce.number().int().positive() });
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const userBody = z.object({
  Name: z.string().trim().min(1).max(64),
  NameEn: z.string().trim().max(64).default(''),
  Email: z.string().trim().max(128).default(''),
  Phone: z.string().trim().max(32).default(''),
  DeptId: z.number().int().positive().nullish(),
  TenantId: z.number().int().positive(),
  RoleIds: z.array(z.number().int().positive()).max(50).default([]),
});
const createBody = userBody.extend({ Account: z.string().trim().min(2).max(64), Password: z.string() });
const updateBody = userBody.extend({ Version: z.number().int().positive() });

async function checkRefs(db: Executor, b: z.infer<typeof userBody>) {
  if (b.Email && !EMAIL.test(b.Email)) throw badRequest('errors.invalidEmail', undefined, 'Email');
  if (b.DeptId) {
    const [d] = await db
      .select({ id: sysDepartment.id })
      .from(sysDepartment)
      .where(eq(sysDepartment.id, b.DeptId));
    if (!d) throw badRequest('setup.deptNotFound', { id: b.DeptId }, 'DeptId');
  }
  const roleIds = [...new Set(b.RoleIds)];
  if (roleIds.length) {
    const found = await db.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.id, roleIds));
    const missing = roleIds.find((r) => !found.some((f) => f.id === r));
    if (missing !== undefined) throw badRequest('setup.roleNotFound', { id: missing }, 'RoleIds');
  }
  return roleIds;
}

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
    { config: { access: detailAccess }, schema: { params: idParam, tags } },
    async (req) => ok(await detail(req.params.id)),
  );

  app.post(
    '/merchant/setup/user',
    { config: { access: detailAccess }, schema: { body: createBody, tags } },
    async (req) => {
      const b = req.body;
      const roleIds = await checkRefs(db, b);
      if (!meetsPolicy(b.Password)) throw badRequest('errors.login.passwordPolicy', undefined, 'Password');
      const [dup] = await db
        .select({ id: sysUser.id })
        .from(sysUser)
        .where(sql`lower(${sysUser.account}) = lower(${b.Account})`);
      if (dup) throw conflict('errors.duplicate', { field: 'Account' });
      const passwordHash = await hashPassword(b.Password);
      const by = req.auth().id;
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sysUser)
          .values({
            account: b.Account,
            name: b.Name,
            nameEn: b.NameEn,
            email: b.Email,
            phone: b.Phone,
            deptId: b.DeptId ?? null,
            tenantId: b.TenantId,
            passwordHash,
          })
          .returning({ id: sysUser.id });
        const uid = row!.id;
        if (roleIds.length)
          await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: uid, roleId })));
        await recordHistory(tx, { type: 'user', docId: uid, docNo: b.Account, action: 'create', userId: by });
        return uid;
      });
      return ok(await detail(id));
    },
  );

  app.put(
    '/merchant/setup/user/:id',
    { config: { access: detailAccess }, schema: { params: idParam, body: updateBody, tags } },
    async (req) => {
      const b = req.body;
      const id = req.params.id;
      const before = await detail(id);
      const roleIds = await checkRefs(db, b);
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

  const setStatus = async (userId: number, by: number, status: 1 | 2) => {
    const before = await detail(userId);
    if (status === 2 && userId === by) throw conflict('setup.cannotDisableSelf');
    await db.transaction(async (tx) => {
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
    });
    if (status === 2) await sessions.revokeUser(userId, 'disabled');
    sessions.invalidateUser(userId);
  };

  app.put(
    '/merchant/setup/user/:id/disable',
    { config: { access: detailAccess }, schema: { params: idParam, tags } },
    async (req) => {
      await setStatus(req.params.id, req.auth().id, 2);
      return ok(await detail(req.params.id));
    },
  );
  app.put(
    '/merchant/setup/user/:id/enable',
    { config: { access: detailAccess }, schema: { params: idParam, tags } },
    async (req) => {
      await setStatus(req.params.id, req.auth().id, 1);
      return ok(await detail(req.params.id));
    },
  );

  app.put(
    '/merchant/setup/user/:id/resetpwd',
    {
      config: { access: detailAccess },
      schema: { params: idParam, body: z.object({ Password: z.string() }), tags },
    },
    async (req) => {
      const before = await detail(req.params.id);
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
