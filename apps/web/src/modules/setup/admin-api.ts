import { adminResource } from '@partdesk/shared/setup/admin-resource';
import { http } from '../../core/http';
import { useSession } from '../../core/use-session';
import { pathOf, resourceApi } from '../../kit';

/** The calls of /setup admin-list and admin-detail (apps/server/src/modules/setup/admins.routes.ts). */

export const ADMIN_DETAIL_PATH = '/setup/admin-detail';

export const ADMIN_PERMITS = {
  create: 'POST merchant/setup/admin',
  grant: 'PUT merchant/setup/admin/:id/grant',
  revoke: 'PUT merchant/setup/admin/:id/revoke',
} as const;

/** The answer of create, grant and revoke. */
export interface AdminSummary {
  Id: number;
  Account: string;
  Name: string;
  Status: number;
  IsAdmin: boolean;
  IsBuiltIn: boolean;
  Version: number;
}

export const adminApi = {
  /** Silent: the form shows the refusal on the field the server names. */
  create: (body: Record<string, unknown>) => resourceApi.create<AdminSummary>(adminResource, body),
  /** Not silent: a refusal (built-in administrator, the last one, stale) shows the server's message. */
  grant: (id: number, version?: number) =>
    http.put<AdminSummary>(pathOf('/merchant/setup/admin/:id/grant', id), { Version: version }),
  revoke: (id: number, version?: number) =>
    http.put<AdminSummary>(pathOf('/merchant/setup/admin/:id/revoke', id), { Version: version }),
};

/**
 * Whether this session may create, grant or revoke administrators: the server refuses anyone who is
 * not an administrator (403 setup.adminOnly, decision 0006) even with the menu, so the buttons follow.
 */
export function useCanManageAdmins(): boolean {
  return useSession()?.user.isAdmin === true;
}
