import { eq } from 'drizzle-orm';
import { sysUser } from '../../../core/access/identity.table.js';
import { hashPassword, meetsPolicy } from '../../../core/auth/password.js';
import { recordHistory } from '../../../core/documents/history.js';
import { badRequest } from '../../../core/http/app-error.js';
import type { Env } from '../../../core/http/index.js';
import { assertMayResetPassword } from '../privilege-rules.js';
import { userDetail } from '../user.queries.js';

/** Sets a new password (policy checked, 400 on Password) and revokes the account's sessions. */
export async function resetUserPassword(env: Env, id: number, password: string) {
  const { db, sessions } = env.app;
  const before = await userDetail(db, id);
  // Resetting an administrator's password would hand over its rights: administrators only.
  assertMayResetPassword(env.user, before);
  if (!meetsPolicy(password)) throw badRequest('errors.login.passwordPolicy', undefined, 'Password');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(sysUser)
      .set({ passwordHash, passwordChangedAt: new Date() })
      .where(eq(sysUser.id, before.Id));
    await recordHistory(tx, {
      type: 'user',
      docId: before.Id,
      docNo: before.Account,
      action: 'resetpwd',
      userId: env.user.id,
    });
  });
  await sessions.revokeUser(before.Id, 'password-reset');
  sessions.invalidateUser(before.Id);
}
