import type { Page } from '@partdesk/shared/core/codes';
import { http } from '../../core/http';

/** The calls of /setup dept-list (apps/server/src/modules/setup/depts.routes.ts). */

/** Department types (the DeptType dictionary): 2 sales and 3 purchasing drive the head roles of spec §6. */
export const DEPT_TYPES = [1, 2, 3, 4, 5, 6] as const;

export interface DeptNode {
  Id: number;
  Name: string;
  NameEn: string;
  Type: number;
  TenantId: number;
  ParentId: number | null;
  MasterId: number | null;
  Sort: number;
  Children: DeptNode[];
}

export interface DeptBody {
  Name: string;
  NameEn: string;
  Type: number;
  TenantId: number;
  ParentId: number | null;
  MasterId: number | null;
  Sort: number;
}

export interface DeptMember {
  Id: number;
  Name: string;
  Account?: string;
  Status?: number;
}

export const DEPT_PERMITS = {
  create: 'POST merchant/setup/dept',
  update: 'PUT merchant/setup/dept/:id',
} as const;

export const deptKeys = {
  tree: ['setup', 'dept', 'tree'] as const,
  members: (id: number) => ['setup', 'dept', 'members', id] as const,
};

export const deptApi = {
  tree: () => http.get<Page<DeptNode>>('/merchant/setup/dept/tree'),
  create: (body: DeptBody) => http.post<{ Id: number }>('/merchant/setup/dept', body),
  update: (id: number, body: DeptBody) => http.put<{ Id: number }>(`/merchant/setup/dept/${id}`, body),
  /** The users of one department (candidates for its head). */
  members: async (deptId: number) =>
    (
      await http.post<Page<DeptMember>>('/merchant/common/users', {
        pageIndex: 1,
        pageSize: 500,
        DeptId: deptId,
        sortField: 'Name',
        sortOrder: 'asc',
      })
    ).Records ?? [],
};

/** Every department id in a subtree (the node itself included): a department cannot move below itself. */
export function subtreeIds(node: DeptNode): Set<number> {
  const out = new Set<number>();
  const walk = (n: DeptNode) => {
    out.add(n.Id);
    for (const c of n.Children ?? []) walk(c);
  };
  walk(node);
  return out;
}

export function findDept(nodes: readonly DeptNode[], id: number): DeptNode | undefined {
  for (const n of nodes) {
    if (n.Id === id) return n;
    const hit = findDept(n.Children ?? [], id);
    if (hit) return hit;
  }
  return undefined;
}
