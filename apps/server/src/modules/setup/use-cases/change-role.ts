import { eq } from 'drizzle-orm';
import { sysRole, sysRoleMenu } from '../../../core/access/identity.table.js';
import { recordHistory } from '../../../core/documents/history.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import { conflict, type Env } from '../../../core/http/index.js';
import { assertMayWriteRole, grantOf, roleFacts } from '../privilege-rules.js';
import { assertRoleNameFree, parseGrants, roleDetail } from '../role.queries.js';
import type { RoleInput } from './add-role.js';

/** Changes a role and its grants (stale Version → 409; a system role keeps its name); all sessions reload. */
export async function changeRole(env: Env, id: number, b: RoleInput & { Version: number }) {
  const { db, sessions } = env.app;
  const before = await roleDetail(db, id);
  if (before.IsSystem && b.Name !== before.Name) throw conflict('setup.systemRoleName');
  const grants = await parseGrants(db, b.Grants);
  const [facts] = await roleFacts(db, [before.Id]);
  assertMayWriteRole(env.user, facts!, { grants: grants.map(grantOf), scopeKind: b.ScopeKind });
  await assertRoleNameFree(db, b.Name, before.Id);
  await db.transaction(async (tx) => {
    await updateVersioned(tx, sysRole, before.Id, b.Version, {
      name: b.Name,
      nameEn: b.NameEn,
      scopeKind: b.ScopeKind,
      remark: b.Remark,
    });
    await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, before.Id));
    if (grants.length) await tx.insert(sysRoleMenu).values(grants.map((g) => ({ roleId: before.Id, ...g })));
    await recordHistory(tx, {
      type: 'role',
      docId: before.Id,
      docNo: b.Name,
      action: 'update',
      userId: env.user.id,
      changes: { ScopeKind: [before.ScopeKind, b.ScopeKind] },
    });
  });
  sessions.invalidateUser();
  return roleDetail(db, before.Id);
}
