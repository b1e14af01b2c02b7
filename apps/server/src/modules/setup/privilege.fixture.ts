import { eq, sql } from 'drizzle-orm';
import { sysRole } from '../../core/access/identity.table.js';
import type { Db } from '../../core/db/client.js';
import { rows } from '../../core/db/index.js';

/** Test helpers of the privilege rules (tests only). */

/** A user as GET /merchant/setup/user/:id answers it (the fields the privilege tests send back). */
export type User = {
  Id: number;
  Name: string;
  DeptId: number | null;
  TenantId: number;
  Version: number;
  Roles: { Id: number }[];
};

/** A role as GET /merchant/setup/role/:id answers it. */
export type Role = {
  Id: number;
  Name: string;
  NameEn: string;
  ScopeKind: string;
  Version: number;
  Grants: string[];
};

export async function roleId(db: Db, name: string): Promise<number> {
  const [r] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.name, name));
  return r!.id;
}

/** A checksum of the identity tables: users, their roles, roles and their grants. */
export async function identityChecksum(db: Db): Promise<string> {
  const tables = ['sys_user', 'sys_user_role', 'sys_role', 'sys_role_menu'];
  const parts: string[] = [];
  for (const name of tables) {
    const res = rows<{ h: string }>(
      await db.execute(
        sql.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${name} x`),
      ),
    );
    parts.push(`${name}:${res[0]!.h}`);
  }
  return parts.join(' ');
}
