import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Lang } from '@partdesk/shared/i18n/index';
import { sysRole, sysTenant, sysUser, sysUserRole } from '../../core/access/identity.table.js';
import type { Executor } from '../../core/db/client.js';
import { cached, pick } from './cache.js';

/** Which users a people lookup lists (spec §7 salespeople, buyers, finance users). */
export type PeopleKind = 'sales' | 'purchase' | 'purchasing' | 'finance';

const holdsScope = (kind: string) =>
  sql`exists (select 1 from sys_user_role ur join sys_role r on r.id = ur.role_id
      where ur.user_id = sys_user.id and r.scope_kind = ${kind})`;
const inDeptType = (type: number) =>
  sql`exists (select 1 from sys_department d where d.id = sys_user.dept_id and d.type = ${type})`;

const PEOPLE: Record<PeopleKind, () => SQL> = {
  /** Holders of a sales-scope role. */
  sales: () => holdsScope('sales'),
  /** Holders of a purchasing-scope role. */
  purchase: () => holdsScope('purchase'),
  /** Everyone who can take purchasing work: purchasing roles and members of purchasing departments. */
  purchasing: () => sql`(${holdsScope('purchase')} or ${inDeptType(3)})`,
  /** Members of finance departments. */
  finance: () => inDeptType(4),
};

export async function listPeople(
  db: Executor,
  kind: PeopleKind,
  lang: Lang,
  filter: { tenantId?: number; status?: number },
) {
  const rows = await db
    .select({
      id: sysUser.id,
      name: sysUser.name,
      nameEn: sysUser.nameEn,
      status: sysUser.status,
      tenantId: sysUser.tenantId,
      deptId: sysUser.deptId,
    })
    .from(sysUser)
    .where(
      and(
        PEOPLE[kind](),
        filter.tenantId ? eq(sysUser.tenantId, filter.tenantId) : undefined,
        filter.status ? eq(sysUser.status, filter.status) : undefined,
      ),
    )
    .orderBy(asc(sysUser.id));
  return rows.map((u) => ({
    Id: u.id,
    Name: pick(lang, u.name, u.nameEn),
    Status: u.status,
    TenantId: u.tenantId,
    DeptId: u.deptId,
  }));
}

export function tenants(db: Executor) {
  return cached(db, 'org:tenants', () => db.select().from(sysTenant).orderBy(asc(sysTenant.id)));
}

export function tenantDto(t: typeof sysTenant.$inferSelect, lang: Lang) {
  return {
    Id: t.id,
    Name: pick(lang, t.name, t.nameEn),
    ShortName: t.shortName,
    Country: t.country,
    Currency: t.currency,
    ParentId: t.parentId,
    Disabled: !t.docEnabled,
  };
}

/** Roles held by the users of a department, with how many of its users hold each. */
export async function rolesInDepartment(db: Executor, deptId: number) {
  const users = db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.deptId, deptId));
  return db
    .select({
      Id: sysRole.id,
      Name: sysRole.name,
      NameEn: sysRole.nameEn,
      UserCount: sql<number>`count(*)::int`,
    })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(inArray(sysUserRole.userId, users))
    .groupBy(sysRole.id, sysRole.name, sysRole.nameEn)
    .orderBy(asc(sysRole.id));
}

/** Role names of the given users (for the users query). */
export async function rolesOfUsers(db: Executor, userIds: number[]) {
  const out = new Map<number, { Id: number; Name: string }[]>();
  if (!userIds.length) return out;
  const rows = await db
    .select({ userId: sysUserRole.userId, id: sysRole.id, name: sysRole.name })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(inArray(sysUserRole.userId, userIds))
    .orderBy(asc(sysRole.id));
  for (const r of rows) {
    const list = out.get(r.userId) ?? [];
    list.push({ Id: r.id, Name: r.name });
    out.set(r.userId, list);
  }
  return out;
}
