import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rows } from '../db/rows.js';
import type { AuthUser } from './access.js';

/** Scope "all" (administrators, accountants, technical support) acts on every user-owned row. */
export const seesAll = (user: Pick<AuthUser, 'isAdmin' | 'scope'>) =>
  user.isAdmin || user.scope.kind === 'all';

/**
 * The user is active (status 1) and holds a sales-scope role — one who may own customers, inquiries
 * and quotes. Answers the user's name, or null when the user is not an active salesperson.
 */
export async function isActiveSalesperson(db: Executor, userId: number): Promise<string | null> {
  const found = rows<{ name: string }>(
    await db.execute(sql`
      select u.name from sys_user u
      where u.id = ${userId} and u.status = 1
        and exists (select 1 from sys_user_role ur join sys_role r on r.id = ur.role_id
                    where ur.user_id = u.id and r.scope_kind = 'sales')`),
  );
  return found[0]?.name ?? null;
}
