import type { ScopeKind } from '@partdesk/shared/access/client-access';
import type { Page } from '@partdesk/shared/core/codes';
import { http } from '../../core/http';

/** The calls of /setup role-list (apps/server/src/modules/setup/roles.routes.ts). */
export const SCOPE_KINDS: readonly ScopeKind[] = ['all', 'sales', 'purchase', 'own'];

export interface RoleRow {
  Id: number;
  Name: string;
  NameEn: string;
  ScopeKind: ScopeKind;
  IsSystem: boolean;
  Remark: string;
  Version: number;
  Users: number;
}

export interface RoleDetail extends Omit<RoleRow, 'Users'> {
  Grants: string[];
}

export interface RoleBody {
  Name: string;
  NameEn: string;
  ScopeKind: ScopeKind;
  Remark: string;
  Grants: string[];
}

/** The permits the screen's buttons need (the server's `METHOD path` form). */
export const ROLE_PERMITS = {
  create: 'POST merchant/setup/role',
  update: 'PUT merchant/setup/role/:id',
  detail: 'GET merchant/setup/role/:id',
  permits: 'GET merchant/setup/role/:id/permits',
} as const;

export const roleKeys = {
  all: ['setup', 'role'] as const,
  detail: (id: number) => ['setup', 'role', 'detail', id] as const,
  permits: (id: number) => ['setup', 'role', 'permits', id] as const,
};

export const roleApi = {
  detail: (id: number) => http.get<RoleDetail>(`/merchant/setup/role/${id}`),
  permits: (id: number) => http.get<Page<string>>(`/merchant/setup/role/${id}/permits`),
  create: (body: RoleBody) => http.post<RoleDetail>('/merchant/setup/role', body),
  update: (id: number, body: RoleBody & { Version: number }) =>
    http.put<RoleDetail>(`/merchant/setup/role/${id}`, body),
};
