import { ROLE_NAMES } from '@partdesk/shared/access/client-access';
import { inArray } from 'drizzle-orm';
import { type AuthUser, type DataScopeKind, scopeRank } from '../../core/access/access.js';
import { sysRole, sysRoleMenu } from '../../core/access/identity.table.js';
import type { Executor } from '../../core/db/client.js';
import { forbidden } from '../../core/http/app-error.js';
import { assertAdministrator } from './admin-rules.js';

/**
 * The privilege rules (issue #10, README "Privilege rules"): every setup write that changes who may do
 * what goes through here before anything is written; a refusal is 403 `setup.privilege.*` naming the
 * rule. Administrators (the `is_admin` flag, decision 0006) hold every permit, so the "what you hold"
 * rules pass for them; nobody, administrators included, changes their own account's roles, department,
 * company or status.
 *
 * 1. Nobody changes their own roles, department, company or status; a non-administrator does not edit
 *    a role they hold (its grants and data scope are theirs).
 * 2. Nobody grants what they do not hold: a role's added grants ⊆ the caller's grants; a role given to
 *    a user has grants ⊆ the caller's grants; neither has a wider data scope than the caller's.
 * 3. The administrator role (the system role 管理员), who holds it, and administrator accounts are
 *    changed by administrators only (the admin-list writes are `adminOnly` routes).
 */
export const ADMIN_ROLE_NAME = ROLE_NAMES.admin;

type Caller = Pick<AuthUser, 'id' | 'isAdmin' | 'grants' | 'scope' | 'roles'>;

export interface RoleFacts {
  id: number;
  name: string;
  isSystem: boolean;
  scopeKind: string;
  grants: string[];
}

/** The administrator role: the system role named 管理员 (db/seed/system.ts finds it the same way). */
export const isAdministratorRole = (r: Pick<RoleFacts, 'name' | 'isSystem'>) =>
  r.isSystem && r.name === ADMIN_ROLE_NAME;

/** A grant as roles carry it: `menu` or `menu:button`. */
export const grantOf = (g: { menuCode: string; buttonCode: string }) =>
  g.buttonCode ? `${g.menuCode}:${g.buttonCode}` : g.menuCode;

/** Roles with their grants (`menu` and `menu:button`). */
export async function roleFacts(db: Executor, ids: readonly number[]): Promise<RoleFacts[]> {
  if (!ids.length) return [];
  const roles = await db
    .select()
    .from(sysRole)
    .where(inArray(sysRole.id, [...ids]));
  const grants = await db
    .select()
    .from(sysRoleMenu)
    .where(inArray(sysRoleMenu.roleId, [...ids]));
  return roles.map((r) => ({
    id: r.id,
    name: r.name,
    isSystem: r.isSystem,
    scopeKind: r.scopeKind,
    grants: grants.filter((g) => g.roleId === r.id).map(grantOf),
  }));
}

function assertScopeWithin(caller: Caller, kind: string): void {
  if (caller.isAdmin) return;
  if (scopeRank(kind as DataScopeKind) > scopeRank(caller.scope.kind))
    throw forbidden('setup.privilege.scopeExceeds', { scope: kind });
}

/** The current state of a user account and what a write would make of it. */
export interface UserChange {
  /** The account before the write; null when it is being created. */
  before: { Id: number; IsAdmin: boolean; DeptId: number | null; TenantId: number; RoleIds: number[] } | null;
  after: { DeptId: number | null; TenantId: number; RoleIds: number[] };
}

/**
 * Creating or updating a user (its roles, department, company): rules 1–3. Only the roles added or
 * removed are checked, so editing an account that already holds roles beyond the caller's stays
 * possible as long as those roles stay as they are.
 */
export async function assertMayWriteUser(db: Executor, caller: Caller, change: UserChange): Promise<void> {
  const { before, after } = change;
  if (before?.IsAdmin) assertAdministrator(caller);
  const had = new Set(before?.RoleIds ?? []);
  const will = new Set(after.RoleIds);
  const added = [...will].filter((r) => !had.has(r));
  const removed = [...had].filter((r) => !will.has(r));
  if (
    before &&
    before.Id === caller.id &&
    (added.length || removed.length || before.DeptId !== after.DeptId || before.TenantId !== after.TenantId)
  )
    throw forbidden('setup.privilege.self');
  if (caller.isAdmin) return;
  const facts = await roleFacts(db, [...added, ...removed]);
  if (facts.some(isAdministratorRole)) throw forbidden('setup.privilege.adminRole');
  for (const role of facts.filter((f) => will.has(f.id))) {
    const missing = role.grants.find((g) => !caller.grants.has(g));
    if (missing) throw forbidden('setup.privilege.roleExceeds', { role: role.name, grant: missing });
    assertScopeWithin(caller, role.scopeKind);
  }
}

/** Disabling or enabling an account: not your own; an administrator account needs an administrator. */
export function assertMayChangeStatus(caller: Caller, target: { Id: number; IsAdmin: boolean }): void {
  if (target.IsAdmin) assertAdministrator(caller);
  if (target.Id === caller.id) throw forbidden('setup.privilege.self');
}

/** Resetting a password hands over the account: an administrator's needs an administrator. */
export function assertMayResetPassword(caller: Caller, target: { IsAdmin: boolean }): void {
  if (target.IsAdmin) assertAdministrator(caller);
}

/**
 * Creating (`before` null) or updating a role: the administrator role only by administrators; not a
 * role the caller holds (non-administrators); added grants the caller holds; a data scope no wider
 * than the caller's.
 */
export function assertMayWriteRole(
  caller: Caller,
  before: RoleFacts | null,
  after: { grants: readonly string[]; scopeKind: string },
): void {
  if (before && isAdministratorRole(before) && !caller.isAdmin) throw forbidden('setup.privilege.adminRole');
  if (caller.isAdmin) return;
  if (before && caller.roles.some((r) => r.id === before.id))
    throw forbidden('setup.privilege.ownRole', { role: before.name });
  const had = new Set(before?.grants ?? []);
  const missing = after.grants.find((g) => !had.has(g) && !caller.grants.has(g));
  if (missing) throw forbidden('setup.privilege.grantExceeds', { grant: missing });
  if (!before || before.scopeKind !== after.scopeKind) assertScopeWithin(caller, after.scopeKind);
}
