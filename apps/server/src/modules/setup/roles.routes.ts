import { roleResource, SCOPE_KINDS } from '@partdesk/shared/setup/role-resource';
import { BUTTON_CODES } from '@partdesk/shared/access/menu-tree';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sysMenu, sysRole, sysRoleMenu } from '../../core/access/identity.table.js';
import { buildMenus, buildRouteTree } from '../../core/access/route-tree.js';
import { loadAuthUser } from '../../core/auth/user-context.js';
import type { Executor } from '../../core/db/client.js';
import { recordHistory } from '../../core/documents/history.js';
import { updateVersioned } from '../../core/documents/versioned.js';
import { badRequest, conflict, notFound } from '../../core/http/app-error.js';
import { ok } from '../../core/http/envelope.js';
import { registerResource } from '../../core/resource/index.js';
import { assertMayWriteRole, grantOf, roleFacts } from './privilege-rules.js';
import { docIdParam } from '../../core/documents/index.js';

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

/** Validates grants against sys_menu and the button codes; 400 naming the first bad one. */
async function parseGrants(db: Executor, grants: string[]) {
  const parsed = [...new Set(grants)].map((g) => {
    const [menuCode = '', buttonCode = '', ...rest] = g.split(':');
    return { g, menuCode, buttonCode, bad: rest.length > 0 };
  });
  const codes = [...new Set(parsed.map((p) => p.menuCode))];
  const known = new Set(
    codes.length
      ? (await db.select({ code: sysMenu.code }).from(sysMenu).where(inArray(sysMenu.code, codes))).map(
          (r) => r.code,
        )
      : [],
  );
  for (const p of parsed) {
    if (!known.has(p.menuCode)) throw badRequest('setup.unknownMenu', { code: p.menuCode }, 'Grants');
    if (p.bad || (p.buttonCode && !(BUTTON_CODES as readonly string[]).includes(p.buttonCode)))
      throw badRequest('setup.unknownButton', { code: p.g }, 'Grants');
  }
  return parsed.map(({ menuCode, buttonCode }) => ({ menuCode, buttonCode }));
}

/** /setup role-list (roles with menus and button codes, and the resulting permits) and user-test. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sessions, registry } = app.ctx;

  const grantsOf = async (roleId: number) =>
    (await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId)))
      .map((g) => (g.buttonCode ? `${g.menuCode}:${g.buttonCode}` : g.menuCode))
      .sort();
  const detail = async (id: number) => {
    const [r] = await db.select().from(sysRole).where(eq(sysRole.id, id));
    if (!r) throw notFound();
    return {
      Id: r.id,
      Name: r.name,
      NameEn: r.nameEn,
      ScopeKind: r.scopeKind,
      IsSystem: r.isSystem,
      Remark: r.remark,
      Version: r.version,
      Grants: await grantsOf(id),
    };
  };
  const nameFree = async (name: string, exceptId?: number) => {
    const [row] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.name, name));
    if (row && row.id !== exceptId) throw conflict('errors.duplicate', { field: 'Name' });
  };

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
    async (req) => ok(await detail(req.params.id)),
  );

  app.get(
    '/merchant/setup/role/:id/permits',
    { config: { access }, schema: { params: docIdParam, tags } },
    async (req) => {
      const role = await detail(req.params.id);
      const permits = [...registry.permitsFor(new Set(role.Grants))].sort();
      return ok({ Records: permits, TotalCount: permits.length });
    },
  );

  app.post('/merchant/setup/role', { config: { access }, schema: { body: roleBody, tags } }, async (req) => {
    const b = req.body;
    const grants = await parseGrants(db, b.Grants);
    assertMayWriteRole(req.auth(), null, { grants: grants.map(grantOf), scopeKind: b.ScopeKind });
    await nameFree(b.Name);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sysRole)
        .values({ name: b.Name, nameEn: b.NameEn, scopeKind: b.ScopeKind, remark: b.Remark })
        .returning({ id: sysRole.id });
      const roleId = row!.id;
      if (grants.length) await tx.insert(sysRoleMenu).values(grants.map((g) => ({ roleId, ...g })));
      await recordHistory(tx, {
        type: 'role',
        docId: roleId,
        docNo: b.Name,
        action: 'create',
        userId: req.auth().id,
      });
      return roleId;
    });
    return ok(await detail(id));
  });

  app.put(
    '/merchant/setup/role/:id',
    { config: { access }, schema: { params: docIdParam, body: updateBody, tags } },
    async (req) => {
      const b = req.body;
      const before = await detail(req.params.id);
      if (before.IsSystem && b.Name !== before.Name) throw conflict('setup.systemRoleName');
      const grants = await parseGrants(db, b.Grants);
      const [facts] = await roleFacts(db, [before.Id]);
      assertMayWriteRole(req.auth(), facts!, { grants: grants.map(grantOf), scopeKind: b.ScopeKind });
      await nameFree(b.Name, before.Id);
      await db.transaction(async (tx) => {
        await updateVersioned(tx, sysRole, before.Id, b.Version, {
          name: b.Name,
          nameEn: b.NameEn,
          scopeKind: b.ScopeKind,
          remark: b.Remark,
        });
        await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, before.Id));
        if (grants.length)
          await tx.insert(sysRoleMenu).values(grants.map((g) => ({ roleId: before.Id, ...g })));
        await recordHistory(tx, {
          type: 'role',
          docId: before.Id,
          docNo: b.Name,
          action: 'update',
          userId: req.auth().id,
          changes: { ScopeKind: [before.ScopeKind, b.ScopeKind] },
        });
      });
      sessions.invalidateUser();
      return ok(await detail(before.Id));
    },
  );

  app.get(
    '/merchant/setup/user/:id/effective',
    { config: { access: testAccess }, schema: { params: docIdParam, tags } },
    async (req) => {
      const user = await loadAuthUser(db, registry, req.params.id, 0);
      if (!user) throw notFound();
      const menus = buildMenus(user, req.lang);
      const kind = user.scope.kind;
      return ok({
        Id: user.id,
        Account: user.account,
        Name: user.name,
        Status: user.status,
        IsAdmin: user.isAdmin,
        Roles: user.roles.map((r) => ({ Id: r.id, Name: r.name, ScopeKind: r.scopeKind })),
        ScopeKind: kind,
        // Spec §6: "all" leaves the user filter empty; sales roles filter on the salesperson, purchasing
        // roles on the buyer, everyone else on the owner — always the user's own id.
        DataScope: {
          Kind: kind,
          UserFilter: kind === 'all' ? null : user.id,
          SalesFilter: kind === 'sales' ? user.id : null,
          BuyerFilter: kind === 'purchase' ? user.id : null,
          OwnerFilter: kind === 'own' ? user.id : null,
        },
        Routes: buildRouteTree(user, req.lang),
        Menus: menus,
        Buttons: menus
          .flatMap((m) => m.ChildMenus.flatMap((c) => c.Buttons.map((b) => `${c.MenuCode}:${b}`)))
          .sort(),
        Grants: [...user.grants].sort(),
        Permits: [...user.permits].sort(),
      });
    },
  );
};
