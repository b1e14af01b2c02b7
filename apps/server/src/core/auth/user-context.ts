import { eq, inArray } from 'drizzle-orm';
import type { AuthUser, DataScopeKind } from '../access/access.js';
import { scopeFor } from '../access/access.js';
import { sysDepartment, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../access/identity.table.js';
import type { RouteRegistry } from '../access/route-registry.js';
import type { Executor } from '../db/client.js';

export interface UserRow {
  id: number;
  account: string;
  name: string;
  tenantId: number;
  deptId: number | null;
  status: number;
  isAdmin: boolean;
}

/** Loads what a request needs to know about its user: roles, grants, permits, data scope. */
export async function loadAuthUser(
  db: Executor,
  registry: RouteRegistry,
  userId: number,
  sessionId: number,
): Promise<(AuthUser & { status: number }) | null> {
  const [u] = await db
    .select({
      id: sysUser.id,
      account: sysUser.account,
      name: sysUser.name,
      tenantId: sysUser.tenantId,
      deptId: sysUser.deptId,
      status: sysUser.status,
      isAdmin: sysUser.isAdmin,
      deptType: sysDepartment.type,
      masterId: sysDepartment.masterId,
    })
    .from(sysUser)
    .leftJoin(sysDepartment, eq(sysDepartment.id, sysUser.deptId))
    .where(eq(sysUser.id, userId));
  if (!u) return null;
  const roles = await db
    .select({ id: sysRole.id, name: sysRole.name, nameEn: sysRole.nameEn, scopeKind: sysRole.scopeKind })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId));
  const grants = new Set<string>();
  if (roles.length) {
    const rows = await db
      .select({ menuCode: sysRoleMenu.menuCode, buttonCode: sysRoleMenu.buttonCode })
      .from(sysRoleMenu)
      .where(
        inArray(
          sysRoleMenu.roleId,
          roles.map((r) => r.id),
        ),
      );
    for (const r of rows) grants.add(r.buttonCode ? `${r.menuCode}:${r.buttonCode}` : r.menuCode);
  }
  const typedRoles = roles.map((r) => ({ ...r, scopeKind: r.scopeKind as DataScopeKind }));
  return {
    id: u.id,
    account: u.account,
    name: u.name,
    tenantId: u.tenantId,
    deptId: u.deptId,
    deptType: u.deptType ?? null,
    masterId: u.masterId ?? null,
    isAdmin: u.isAdmin,
    status: u.status,
    roles: typedRoles,
    scope: scopeFor(
      u.id,
      u.isAdmin,
      typedRoles.map((r) => r.scopeKind),
    ),
    grants,
    permits: u.isAdmin ? registry.allPermits() : registry.permitsFor(grants),
    sessionId,
  };
}

export type { UserRow as _UserRow };
