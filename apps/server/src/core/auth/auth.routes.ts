import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sysUser } from '../access/identity.table.js';
import { buildMenus, buildRouteTree } from '../access/route-tree.js';
import { AppError, badRequest } from '../http/app-error.js';
import { ok } from '../http/envelope.js';
import { burnVerify, hashPassword, meetsPolicy, verifyPassword } from './password.js';
import { LoginThrottle } from './throttle.js';
import { loadAuthUser } from './user-context.js';

const loginBody = z.object({
  UserName: z.string().trim().min(1).max(64),
  Password: z.string().min(1).max(128),
  RememberMe: z.boolean().optional().default(false),
});

const resetQuery = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
});

/** Sign-in, sign-out and password change (spec §7: /merchant/account/login, logout, common/resetpwd). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sessions, registry, config, clock } = app.ctx;
  const throttle = new LoginThrottle(db, config.throttle, clock);

  app.post(
    '/merchant/account/login',
    { config: { access: { public: true } }, schema: { body: loginBody, tags: ['auth'] } },
    async (req) => {
      const { UserName, Password, RememberMe } = req.body;
      const keys = throttle.keys(UserName, req.ip);
      const delayMs = await throttle.check(keys);
      if (delayMs) await sleep(delayMs);
      const [u] = await db
        .select({ id: sysUser.id, hash: sysUser.passwordHash, status: sysUser.status })
        .from(sysUser)
        .where(eq(sysUser.account, UserName));
      let valid = false;
      if (u) valid = await verifyPassword(u.hash, Password);
      else await burnVerify(Password); // same cost as a wrong password: no account enumeration by timing
      if (!u || !valid) {
        await throttle.recordFailure(keys);
        throw new AppError(400, 'errors.login.badCredentials', undefined, 'Password');
      }
      if (u.status !== 1) throw new AppError(403, 'errors.login.userDisabled');
      await throttle.recordSuccess(keys);
      const token = await sessions.create(u.id, RememberMe, req.ip, req.headers['user-agent'] ?? '');
      const user = (await loadAuthUser(db, registry, u.id, 0))!;
      return ok({
        Token: token,
        UserInfo: {
          Id: user.id,
          Name: user.name,
          Account: user.account,
          Roles: user.roles.map((r) => ({ Id: r.id, Name: r.name, NameEn: r.nameEn || r.name })),
          isAdmin: user.isAdmin,
          departmentTypes: user.deptType,
          MasterId: user.masterId,
          DeptId: user.deptId,
          TenantId: user.tenantId,
          ScopeKind: user.scope.kind,
        },
        Routes: buildRouteTree(user, req.lang),
        Menus: buildMenus(user, req.lang),
        Permits: [...user.permits].sort(),
      });
    },
  );

  app.get(
    '/merchant/account/logout',
    { config: { access: { session: true } }, schema: { tags: ['auth'] } },
    async (req) => {
      await sessions.revokeSession(req.auth().sessionId, 'logout');
      return ok(null, req.t('errors.login.loggedOut'));
    },
  );

  app.put(
    '/merchant/common/resetpwd',
    { config: { access: { session: true } }, schema: { querystring: resetQuery, tags: ['auth'] } },
    async (req) => {
      const me = req.auth();
      const { oldPassword, newPassword } = req.query;
      const [u] = await db.select({ hash: sysUser.passwordHash }).from(sysUser).where(eq(sysUser.id, me.id));
      if (!u || !(await verifyPassword(u.hash, oldPassword))) {
        throw badRequest('errors.login.oldPasswordWrong', undefined, 'oldPassword');
      }
      if (oldPassword === newPassword)
        throw badRequest('errors.login.passwordSame', undefined, 'newPassword');
      if (!meetsPolicy(newPassword))
        throw badRequest('errors.login.passwordPolicy', undefined, 'newPassword');
      await db
        .update(sysUser)
        .set({
          passwordHash: await hashPassword(newPassword),
          passwordChangedAt: clock.now(),
          updatedBy: me.id,
        })
        .where(eq(sysUser.id, me.id));
      await sessions.revokeUser(me.id, 'password-changed', me.sessionId);
      return ok(null, req.t('errors.login.passwordChanged'));
    },
  );
};
