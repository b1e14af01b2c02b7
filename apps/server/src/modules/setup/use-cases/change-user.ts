import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { sysUser, sysUserRole } from '../../../core/access/identity.table.js';
import { recordHistory } from '../../../core/documents/history.js';
import { updateVersioned } from '../../../core/documents/versioned.js';
import type { Env } from '../../../core/http/index.js';
import { assertMayWriteUser } from '../privilege-rules.js';
import { userDetail } from '../user.queries.js';
import { checkRefs, type userBody } from '../user-write.js';

export type ChangeUserInput = z.infer<typeof userBody> & { Version: number };

/** Changes an account's profile and roles (stale Version → 409); the user's sessions reload. */
export async function changeUser(env: Env, id: number, b: ChangeUserInput) {
  const { db, sessions } = env.app;
  const before = await userDetail(db, id);
  const roleIds = await checkRefs(db, b);
  await assertMayWriteUser(db, env.user, {
    before: { ...before, RoleIds: before.Roles.map((r) => r.Id) },
    after: { RoleIds: roleIds, DeptId: b.DeptId ?? null, TenantId: b.TenantId },
  });
  await db.transaction(async (tx) => {
    await updateVersioned(tx, sysUser, id, b.Version, {
      name: b.Name,
      nameEn: b.NameEn,
      email: b.Email,
      phone: b.Phone,
      deptId: b.DeptId ?? null,
      tenantId: b.TenantId,
    });
    await tx.delete(sysUserRole).where(eq(sysUserRole.userId, id));
    if (roleIds.length)
      await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: id, roleId })));
    await recordHistory(tx, {
      type: 'user',
      docId: id,
      docNo: before.Account,
      action: 'update',
      userId: env.user.id,
      changes: { Roles: [before.Roles.map((r) => r.Id), roleIds] },
    });
  });
  sessions.invalidateUser(id);
  return userDetail(db, id);
}
