import type { SCOPE_KINDS } from '@partdesk/shared/setup/role-resource';
import { sysRole, sysRoleMenu } from '../../../core/access/identity.table.js';
import { recordHistory } from '../../../core/documents/history.js';
import type { Env } from '../../../core/http/index.js';
import { assertMayWriteRole, grantOf } from '../privilege-rules.js';
import { assertRoleNameFree, parseGrants, roleDetail } from '../role.queries.js';

/** What the client sends for a role (roles.routes.ts validates it). */
export interface RoleInput {
  Name: string;
  NameEn: string;
  ScopeKind: (typeof SCOPE_KINDS)[number];
  Remark: string;
  Grants: string[];
}

/** Creates a role with its grants: known menus and buttons, a free name, within the caller's privileges. */
export async function addRole(env: Env, b: RoleInput) {
  const { db } = env.app;
  const grants = await parseGrants(db, b.Grants);
  assertMayWriteRole(env.user, null, { grants: grants.map(grantOf), scopeKind: b.ScopeKind });
  await assertRoleNameFree(db, b.Name);
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
      userId: env.user.id,
    });
    return roleId;
  });
  return roleDetail(db, id);
}
