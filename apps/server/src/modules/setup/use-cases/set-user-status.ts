import { userResource } from '@partdesk/shared/setup/user-resource';
import { eq } from 'drizzle-orm';
import { sysUser } from '../../../core/access/identity.table.js';
import { runUserDisabledHooks } from '../../../core/access/user-lifecycle.js';
import { AfterCommit } from '../../../core/documents/after-commit.js';
import { recordHistory } from '../../../core/documents/history.js';
import { conflict, type Env } from '../../../core/http/index.js';
import { requireActionState } from '../../../core/resource/index.js';
import { assertAdminsRemain } from '../admin-rules.js';
import { assertMayChangeStatus } from '../privilege-rules.js';
import { userDetail } from '../user.queries.js';

/**
 * Disables (2) or enables (1) an account. Nobody disables themselves; the last administrator stays;
 * disabling runs the other modules' user-disabled hooks in the same transaction and revokes the sessions.
 */
export async function setUserStatus(env: Env, userId: number, status: 1 | 2) {
  const { app, user: caller } = env;
  const { db, sessions } = app;
  const by = caller.id;
  const before = await userDetail(db, userId);
  if (status === 2 && userId === by) throw conflict('setup.cannotDisableSelf');
  assertMayChangeStatus(caller, before);
  requireActionState(userResource, status === 2 ? 'disable' : 'enable', before);
  const after = new AfterCommit();
  await db.transaction(async (tx) => {
    if (status === 2) await assertAdminsRemain(tx, userId);
    await tx.update(sysUser).set({ status }).where(eq(sysUser.id, userId));
    await recordHistory(tx, {
      type: 'user',
      docId: userId,
      docNo: before.Account,
      action: status === 2 ? 'disable' : 'enable',
      fromStatus: before.Status,
      toStatus: status,
      userId: by,
    });
    // Other modules' consequences (the CRM returns the user's customers to the pool), same transaction.
    if (status === 2 && before.Status !== 2)
      await runUserDisabledHooks(tx, { app, after, userId, byUserId: by, at: app.clock.now() });
  });
  await after.flush(app.log);
  if (status === 2) await sessions.revokeUser(userId, 'disabled');
  sessions.invalidateUser(userId);
  return userDetail(db, userId);
}
