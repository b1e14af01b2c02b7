import { screenNodes } from '@partdesk/shared/access/menu-tree';
import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN } from '../../test/api-mock';
import { breadcrumbFor, SCREENS } from '../screens';
import { allGroupKeys, ancestorGroupKeys, buildMenuEntries, entryPaths, filterMenu } from './menu-model';

describe('screens (spec §2)', () => {
  it('registers every screen of the menu tree exactly once', () => {
    const paths = SCREENS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual(
      screenNodes()
        .map((n) => n.url)
        .sort(),
    );
    expect(paths).toContain('/dashboard');
    expect(SCREENS.find((s) => s.path === '/dashboard')!.load).toBeTypeOf('function');
  });
});

describe('sidebar menu', () => {
  const entries = buildMenuEntries(ADMIN_LOGIN.Routes, ADMIN_LOGIN.Menus, 'zh-CN');
  it('is built from the routes matched by held menu codes, hidden ones left out', () => {
    expect(entryPaths(entries)).toEqual([
      '/dashboard',
      '/sales/salesOrder',
      '/sales/document-audit/salesOrderAudit',
    ]);
    expect(entries[1]!.children!.map((c) => c.label)).toEqual(['销售订单', '单据审核']);
    const withoutAudit = buildMenuEntries(
      ADMIN_LOGIN.Routes,
      [ADMIN_LOGIN.Menus[1]!].map((m) => ({ ...m, ChildMenus: m.ChildMenus.slice(0, 1) })),
      'zh-CN',
    );
    expect(entryPaths(withoutAudit)).toEqual(['/sales/salesOrder']);
  });
  it('labels follow the language', () => {
    expect(buildMenuEntries(ADMIN_LOGIN.Routes, ADMIN_LOGIN.Menus, 'en-US')[1]!.label).toBe('Sales');
  });
  it('quick search keeps entries whose name contains the text, with their groups', () => {
    expect(entryPaths(filterMenu(entries, '审核'))).toEqual(['/sales/document-audit/salesOrderAudit']);
    expect(entryPaths(filterMenu(entries, '销售订单'))).toEqual([
      '/sales/salesOrder',
      '/sales/document-audit/salesOrderAudit',
    ]);
    expect(entryPaths(filterMenu(entries, '销售管理'))).toHaveLength(2);
    expect(filterMenu(entries, 'zzz')).toEqual([]);
    expect(filterMenu(entries, '  ')).toHaveLength(2);
    expect(allGroupKeys(filterMenu(entries, '审核'))).toEqual(['g:sales', 'g:sales/document-audit']);
    expect(ancestorGroupKeys('/sales/document-audit/salesOrderAudit')).toEqual([
      'g:sales',
      'g:sales/document-audit',
    ]);
  });
});

describe('breadcrumb (spec §2)', () => {
  it('links unless last or noRedirect (groups without a page)', () => {
    expect(breadcrumbFor('/sales/document-audit/salesOrderAudit', 'zh-CN')).toEqual([
      { path: '/dashboard', label: '首页', noRedirect: false },
      { path: '/sales', label: '销售管理', noRedirect: true },
      { path: '/sales/document-audit', label: '单据审核', noRedirect: true },
      { path: '/sales/document-audit/salesOrderAudit', label: '销售订单审核', noRedirect: true },
    ]);
    expect(breadcrumbFor('/dashboard', 'en-US')).toEqual([
      { path: '/dashboard', label: 'Dashboard', noRedirect: true },
    ]);
  });
});
