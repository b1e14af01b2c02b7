import { describe, expect, it } from 'vitest';
import { permitOf, roleGate, scopeFor } from './access.js';
import { buildMenus, buildRouteTree } from './route-tree.js';

describe('data scope (spec §6)', () => {
  it('picks the widest scope of the roles; admin sees all; no role is own', () => {
    expect(scopeFor(5, true, [])).toEqual({ kind: 'all', userId: 5 });
    expect(scopeFor(5, false, [])).toEqual({ kind: 'own', userId: 5 });
    expect(scopeFor(5, false, ['sales'])).toEqual({ kind: 'sales', userId: 5 });
    expect(scopeFor(5, false, ['purchase', 'sales'])).toEqual({ kind: 'sales', userId: 5 });
    expect(scopeFor(5, false, ['own', 'all'])).toEqual({ kind: 'all', userId: 5 });
  });
});

describe('role gate (tenant 1 only)', () => {
  const roles = [{ id: 1, name: '销售员', scopeKind: 'sales' as const }];
  it('passes outside tenant 1 and requires a listed role inside it', () => {
    expect(roleGate({ tenantId: 2, roles }, ['销售总监'])).toBe(true);
    expect(roleGate({ tenantId: 1, roles }, ['销售总监'])).toBe(false);
    expect(roleGate({ tenantId: 1, roles }, ['销售总监', '销售员'])).toBe(true);
  });
});

describe('permits and route tree', () => {
  it('permit strings are METHOD + lower-case path without the leading slash', () => {
    expect(permitOf('post', '/merchant/sale/customervisit/queryauditing')).toBe(
      'POST merchant/sale/customervisit/queryauditing',
    );
    expect(permitOf('GET', '/merchant/common/deptroles/:id')).toBe('GET merchant/common/deptroles/:id');
  });

  it('builds only the held menus, parents included, with button codes', () => {
    const user = {
      isAdmin: false,
      grants: new Set(['sales/salesOrder', 'sales/salesOrder:0101', 'sales/document-audit/salesOrderAudit']),
    };
    const tree = buildRouteTree(user, 'en-US');
    expect(tree.map((n) => n.Url)).toEqual(['/sales']);
    const sales = tree[0]!;
    expect(sales.HasChilds).toBe(true);
    expect(sales.Childs.map((c) => c.Url)).toEqual(['/sales/salesOrder', '/sales/document-audit']);
    expect(sales.Childs[1]!.Childs.map((c) => c.Name)).toEqual(['Sales order review']);
    const menus = buildMenus(user, 'zh-CN');
    expect(menus[0]!.MainMenu.MenuCode).toBe('sales');
    expect(menus[0]!.ChildMenus.find((c) => c.MenuCode === 'sales/salesOrder')!.Buttons).toEqual(['0101']);
    expect(buildRouteTree({ isAdmin: false, grants: new Set() }, 'zh-CN')).toEqual([]);
  });
});
