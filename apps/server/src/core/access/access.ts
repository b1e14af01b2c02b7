/**
 * Every route declares its access in `config.access` (checked at start-up by the route registry):
 * - `{ public: true }`       no session needed (login, health);
 * - `{ session: true }`      any signed-in user (own account, own notices, own to-do counts);
 * - `{ grantedBy: [...] }`   a permit: the route's `METHOD path` is granted by holding any of these
 *                            menu codes (`sales/salesOrder`), button grants (`forQuotation/rfq-menu:0102`),
 *                            or `ANY_MENU` (anyone holding at least one menu: shared lookups);
 *                            with `adminOnly: true` only administrators pass: the route's permit is
 *                            in nobody else's Permits, whatever menus they hold (403 errors.adminOnly).
 */
export const ANY_MENU = '*';

export type Access =
  | { public: true }
  | { session: true }
  | { grantedBy: readonly string[]; permit?: string; adminOnly?: boolean };

export type DataScopeKind = 'all' | 'sales' | 'purchase' | 'own';

/** The data scope of spec §6: all users, or own id as salesperson / buyer / owner. */
export interface DataScope {
  kind: DataScopeKind;
  userId: number;
}

export interface AuthUser {
  id: number;
  account: string;
  name: string;
  tenantId: number;
  deptId: number | null;
  deptType: number | null;
  masterId: number | null;
  isAdmin: boolean;
  /** `nameEn`: the English label shown in en-US (#20; '' when a role has none). */
  roles: { id: number; name: string; nameEn?: string; scopeKind: DataScopeKind }[];
  scope: DataScope;
  /** Menu codes and `menu:button` grants. */
  grants: ReadonlySet<string>;
  permits: ReadonlySet<string>;
  sessionId: number;
}

const SCOPE_RANK: Record<DataScopeKind, number> = { all: 3, sales: 2, purchase: 1, own: 0 };

/** How wide a data scope is (all > sales > purchase > own); an unknown kind counts as the widest. */
export function scopeRank(kind: DataScopeKind): number {
  return SCOPE_RANK[kind] ?? SCOPE_RANK.all;
}

/** Effective scope: the widest of the user's roles; an administrator or no role decides too. */
export function scopeFor(userId: number, isAdmin: boolean, roleKinds: DataScopeKind[]): DataScope {
  if (isAdmin) return { kind: 'all', userId };
  let best: DataScopeKind = 'own';
  for (const k of roleKinds) if (SCOPE_RANK[k] > SCOPE_RANK[best]) best = k;
  return { kind: best, userId };
}

/** Permit string `METHOD path`: lower-case path without the leading slash (docs/architecture.md "Conventions → Access"). */
export function permitOf(method: string, url: string): string {
  return `${method.toUpperCase()} ${url.replace(/^\//, '').toLowerCase()}`;
}

/** The role-gate helper of spec §6: applies only in tenant 1, then requires one of the roles. */
export function roleGate(user: Pick<AuthUser, 'tenantId' | 'roles'>, roleNames: readonly string[]): boolean {
  if (user.tenantId !== 1) return true;
  return user.roles.some((r) => roleNames.includes(r.name));
}
