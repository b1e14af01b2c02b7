import type { ScopeKind, SessionMenu, SessionRoute } from '@partdesk/shared/access/client-access';
import type { Page } from '@partdesk/shared/core/codes';
import { http } from '../../core/http';

/** The calls of /setup user-test: a user search and the user's effective access (roles.routes.ts). */
export interface UserHit {
  Id: number;
  Account: string;
  Name: string;
  DeptName?: string | null;
  Status?: number;
  IsAdmin?: boolean;
}

export interface EffectiveAccess {
  Id: number;
  Account: string;
  Status: number;
  IsAdmin: boolean;
  Roles: { Id: number; Name: string; ScopeKind: ScopeKind }[];
  ScopeKind: ScopeKind;
  Routes: SessionRoute[];
  Menus: SessionMenu[];
  Permits: string[];
}

export const USER_SEARCH_SIZE = 30;

export const userTestKeys = {
  search: (q: string) => ['setup', 'user-test', 'search', q] as const,
  effective: (id: number) => ['setup', 'user-test', 'effective', id] as const,
};

export const userTestApi = {
  search: async (q: string) =>
    (
      await http.post<Page<UserHit>>('/merchant/common/users', {
        pageIndex: 1,
        pageSize: USER_SEARCH_SIZE,
        Name: q.trim() || undefined,
        sortField: 'Name',
        sortOrder: 'asc',
      })
    ).Records ?? [],
  effective: (id: number) => http.get<EffectiveAccess>(`/merchant/setup/user/${id}/effective`),
};

/** Button codes per held screen (child menu code → codes), from the Menus of the answer. */
export function buttonsByScreen(menus: readonly SessionMenu[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of menus) for (const c of m.ChildMenus) out.set(c.MenuCode, c.Buttons);
  return out;
}

/** Screens (leaves) in a route tree. */
export function countScreens(routes: readonly SessionRoute[]): number {
  return routes.reduce((n, r) => n + (r.Childs?.length ? countScreens(r.Childs) : 1), 0);
}
