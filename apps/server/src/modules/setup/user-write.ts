import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { sysDepartment, sysRole, sysUser, sysUserRole } from '../../core/access/identity.table.js';
import { hashPassword, meetsPolicy } from '../../core/auth/password.js';
import type { Db, Executor } from '../../core/db/client.js';
import { recordHistory } from '../../core/documents/history.js';
import { badRequest, conflict } from '../../core/http/app-error.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const userBody = z.object({
  Name: z.string().trim().min(1).max(64),
  NameEn: z.string().trim().max(64).default(''),
  Email: z.string().trim().max(128).default(''),
  Phone: z.string().trim().max(32).default(''),
  DeptId: z.number().int().positive().nullish(),
  TenantId: z.number().int().positive(),
  RoleIds: z.array(z.number().int().positive()).max(50).default([]),
});
export const createUserBody = userBody.extend({
  Account: z.string().trim().min(2).max(64),
  Password: z.string(),
});

/** Checks email, department and roles of a user body; 400 naming the field. Returns the role ids. */
export async function checkRefs(db: Executor, b: z.infer<typeof userBody>) {
  if (b.Email && !EMAIL.test(b.Email)) throw badRequest('errors.invalidEmail', undefined, 'Email');
  if (b.DeptId) {
    const [d] = await db
      .select({ id: sysDepartment.id })
      .from(sysDepartment)
      .where(eq(sysDepartment.id, b.DeptId));
    if (!d) throw badRequest('setup.deptNotFound', { id: b.DeptId }, 'DeptId');
  }
  const roleIds = [...new Set(b.RoleIds)];
  if (roleIds.length) {
    const found = await db.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.id, roleIds));
    const missing = roleIds.find((r) => !found.some((f) => f.id === r));
    if (missing !== undefined) throw badRequest('setup.roleNotFound', { id: missing }, 'RoleIds');
  }
  return roleIds;
}

/**
 * Creates an account (user-detail, or admin-detail with `isAdmin`): references and password policy
 * checked first (400), a taken account name → 409; the row, its roles and the history entry in one
 * transaction. Returns the new id.
 */
export async function createUser(
  db: Db,
  b: z.infer<typeof createUserBody>,
  by: number,
  opts: { isAdmin?: boolean } = {},
): Promise<number> {
  const roleIds = await checkRefs(db, b);
  if (!meetsPolicy(b.Password)) throw badRequest('errors.login.passwordPolicy', undefined, 'Password');
  const [dup] = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(sql`lower(${sysUser.account}) = lower(${b.Account})`);
  if (dup) throw conflict('errors.duplicate', { field: 'Account' });
  const passwordHash = await hashPassword(b.Password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sysUser)
      .values({
        account: b.Account,
        name: b.Name,
        nameEn: b.NameEn,
        email: b.Email,
        phone: b.Phone,
        deptId: b.DeptId ?? null,
        tenantId: b.TenantId,
        passwordHash,
        isAdmin: opts.isAdmin ?? false,
        createdBy: by,
      })
      .returning({ id: sysUser.id });
    const uid = row!.id;
    if (roleIds.length)
      await tx.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: uid, roleId })));
    await recordHistory(tx, {
      type: 'user',
      docId: uid,
      docNo: b.Account,
      action: 'create',
      userId: by,
      changes: opts.isAdmin ? { IsAdmin: [false, true] } : null,
    });
    return uid;
  });
}
