import { userResource } from '@partdesk/shared/setup/user-resource';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sysRole, sysUser, sysUserRole } from '../../core/access/identity.table.js';
import type { Executor } from '../../core/db/client.js';
import { registerResource } from '../../core/resource/index.js';

const access = { grantedBy: ['setup/user-list'] } as const;

/** Roles of a set of users, for a list page or a detail (one query). */
export async function rolesOf(db: Executor, ids: number[]) {
  const out = new Map<number, { Id: number; Name: string }[]>();
  if (!ids.length) return out;
  const rows = await db
    .select({ userId: sysUserRole.userId, id: sysRole.id, name: sysRole.name })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(inArray(sysUserRole.userId, ids))
    .orderBy(asc(sysRole.id));
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), { Id: r.id, Name: r.name }]);
  return out;
}

// Correlated subqueries name the outer table explicitly (drizzle renders a bare column name).
const roleNames = sql<string>`coalesce((select string_agg(r.name, ', ' order by r.id) from sys_user_role ur join sys_role r on r.id = ur.role_id where ur.user_id = sys_user.id), '')`;
const deptName = sql<string | null>`(select d.name from sys_department d where d.id = sys_user.dept_id)`;
const tenantName = sql<string | null>`(select t.name from sys_tenant t where t.id = sys_user.tenant_id)`;

/** POST /merchant/setup/user/Query and /Export, built by the resource kit from userResource. */
export async function userListRoutes(app: FastifyInstance) {
  await registerResource<{ Id: number }>(app, userResource, {
    from: sysUser,
    access,
    tieBreaker: sysUser.id,
    columns: {
      Id: sysUser.id,
      Account: sysUser.account,
      Name: sysUser.name,
      NameEn: sysUser.nameEn,
      Email: sysUser.email,
      Phone: sysUser.phone,
      TenantId: sysUser.tenantId,
      DeptId: sysUser.deptId,
      RoleNames: roleNames,
      IsAdmin: sysUser.isAdmin,
      Status: sysUser.status,
      CreatedAt: sysUser.createdAt,
      DeptName: deptName,
      Version: sysUser.version,
    },
    filterBy: {
      Name: (pattern) => sql`concat_ws(' ', ${sysUser.name}, ${sysUser.nameEn}) ilike ${pattern}`,
      RoleId: (ids) =>
        sql`exists (select 1 from sys_user_role ur where ur.user_id = sys_user.id and ur.role_id in ${ids as number[]})`,
    },
    exportAs: { TenantId: tenantName, DeptId: deptName },
    decorate: async (db, rows) => {
      const roles = await rolesOf(
        db,
        rows.map((r) => r.Id),
      );
      return rows.map((r) => ({ ...r, Roles: roles.get(r.Id) ?? [] }));
    },
  });
}
