import { eq } from 'drizzle-orm';
import { sysUser } from '../../core/access/identity.table.js';
import type { Executor } from '../../core/db/client.js';
import { notFound } from '../../core/http/app-error.js';
import { rolesOf } from './user-list.routes.js';

/** Reads shared by the user use cases (docs/module-template.md: no repository layer). */

/** A user's detail with its roles, as GET /merchant/setup/user/:id answers it; 404 when missing. */
export async function userDetail(db: Executor, id: number) {
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
}

export type UserDetail = Awaited<ReturnType<typeof userDetail>>;
