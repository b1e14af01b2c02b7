import { BUTTON_CODES } from '@partdesk/shared/access/menu-tree';
import { eq, inArray } from 'drizzle-orm';
import { sysMenu, sysRole, sysRoleMenu } from '../../core/access/identity.table.js';
import type { Executor } from '../../core/db/client.js';
import { badRequest, conflict, notFound } from '../../core/http/app-error.js';

/** Reads shared by the role use cases (docs/module-template.md: no repository layer). */

/** A role's grants as `menu` / `menu:button` strings, sorted. */
export const grantsOf = async (db: Executor, roleId: number) =>
  (await db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId)))
    .map((g) => (g.buttonCode ? `${g.menuCode}:${g.buttonCode}` : g.menuCode))
    .sort();

/** A role's detail with its grants, as GET /merchant/setup/role/:id answers it; 404 when missing. */
export async function roleDetail(db: Executor, id: number) {
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
    Grants: await grantsOf(db, id),
  };
}

/** 409 errors.duplicate on Name when another role has the name. */
export async function assertRoleNameFree(db: Executor, name: string, exceptId?: number) {
  const [row] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.name, name));
  if (row && row.id !== exceptId) throw conflict('errors.duplicate', { field: 'Name' });
}

/** Validates grants against sys_menu and the button codes; 400 naming the first bad one. */
export async function parseGrants(db: Executor, grants: string[]) {
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
