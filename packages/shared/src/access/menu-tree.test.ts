import { describe, expect, it } from 'vitest';
import { flattenMenu, MENU_TREE, NAMED_ROUTES, ROUTE_PERMISSIONS, screenNodes } from './menu-tree.js';

describe('menu tree (spec §2)', () => {
  const all = flattenMenu();
  const codes = new Set(all.map((n) => n.code));

  it('has unique codes and every spec module group', () => {
    expect(codes.size).toBe(all.length);
    for (const g of [
      'forQuotation',
      'product',
      'sales',
      'purchase',
      'finance',
      'statistics',
      'setup',
      'crmsystem',
      'datamanagement',
      'workbench',
      'achievements',
      'demand',
      'oa',
      'datamanage',
      'email',
    ]) {
      expect(MENU_TREE.some((m) => m.seg === g)).toBe(true);
    }
  });

  it('registers the screens the spec names, hidden ones flagged', () => {
    for (const c of [
      'forQuotation/rfq-menu',
      'sales/document-audit/salesOrderAudit',
      'purchase/document-audit/purchase-order',
      'purchase/purchase-order',
      'finance/financial/payment',
      'finance/statements/profit-summary',
      'crmsystem/reviewcustomer/visit',
      'oa/performance/resultlist',
      'datamanage/exportdata',
      'email/email',
    ]) {
      expect(codes.has(c)).toBe(true);
    }
    const hidden = all.filter((n) => n.hidden).map((n) => n.code);
    expect(hidden).toEqual(
      expect.arrayContaining([
        'forQuotation/rfq-detail_edit',
        'sales/customer-detail',
        'setup/role-list',
        'setup/system-setting',
      ]),
    );
  });

  it('named routes and route permissions point at screens', () => {
    const screens = new Set(screenNodes().map((n) => n.url));
    for (const url of Object.values(NAMED_ROUTES)) expect(screens.has(url)).toBe(true);
    for (const url of Object.keys(ROUTE_PERMISSIONS)) expect(screens.has(url)).toBe(true);
  });
});
