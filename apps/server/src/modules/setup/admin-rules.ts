import { BUILT_IN_ADMIN_ID } from '@partdesk/shared/setup/admin-resource';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../core/access/access.js';
import { sysUser } from '../../core/access/identity.table.js';
import type { Executor } from '../../core/db/client.js';
import { conflict, forbidden } from '../../core/http/app-error.js';

/**
 * The administrator rules (docs/decisions/0006): only administrators change who is one; the built-in
 * administrator (user id 1) is never revoked or disabled; at least one active administrator remains.
 */
export function assertAdministrator(user: Pick<AuthUser, 'isAdmin'>): void {
  // Not errors.forbidden: the menu grant let the request through; the rule refuses it.
  if (!user.isAdmin) throw forbidden('setup.adminOnly');
}

/**
 * Inside the transaction that revokes or disables `userId`: refuses the built-in administrator, and
 * refuses when no other active administrator would remain. Locks every active administrator's row in
 * id order first, so two concurrent revocations queue (no deadlock) and the second one re-reads after
 * the first commits.
 */
export async function assertAdminsRemain(tx: Executor, userId: number): Promise<void> {
  if (userId === BUILT_IN_ADMIN_ID) throw conflict('setup.builtInAdmin');
  const active = await tx
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(eq(sysUser.isAdmin, true), eq(sysUser.status, 1)))
    .orderBy(asc(sysUser.id))
    .for('update');
  if (active.some((a) => a.id === userId) && !active.some((a) => a.id !== userId))
    throw conflict('setup.lastAdmin');
}

/** Active administrators (for tests and the dev page). */
export async function activeAdminCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sysUser)
    .where(and(eq(sysUser.isAdmin, true), eq(sysUser.status, 1)));
  return row?.n ?? 0;
}
