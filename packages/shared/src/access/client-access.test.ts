import { describe, expect, it } from 'vitest';
import {
  buttonCodes,
  canOpenRoute,
  dataScopeFilter,
  displayRole,
  hasButton,
  hasPermit,
  normalizePermit,
  roleGate,
  scopeKindOf,
  type SessionMenu,
  type SessionUser,
  TODO_RULES,
  todoVisible,
} from './client-access.js';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  Id: 7,
  Name: 'x',
  Roles: [],
  isAdmin: false,
  departmentTypes: null,
  MasterId: null,
  TenantId: 1,
  ...over,
});
const role = (...names: string[]) => names.map((Name, i) => ({ Id: i + 1, Name }));

const menus: SessionMenu[] = [
  {
    MainMenu: { MenuCode: 'forQuotation', Name: '询报价管理' },
    ChildMenus: [
      { MenuCode: 'forQuotation/rfq-menu', Name: '询价管理', Buttons: ['0101', '0103'] },
      { MenuCode: 'forQuotation/rfq-detail_edit', Name: '编辑询价', Buttons: [] },
    ],
  },
  {
    MainMenu: { MenuCode: 'sales', Name: '销售管理' },
    ChildMenus: [{ MenuCode: 'sales/salesOrder', Name: '销售订单', Buttons: ['0102', 'junk'] }],
  },
];

describe('permits (spec §6 permission checks)', () => {
  const permits = ['GET merchant/common/region', 'POST merchant/sale/customervisit/queryauditing'];
  it('tests a permit against the stored list, in any spelling of method and path', () => {
    expect(hasPermit(permits, 'GET merchant/common/region')).toBe(true);
    expect(hasPermit(permits, 'get /Merchant/Common/Region')).toBe(true);
    expect(hasPermit(permits, 'PUT merchant/common/region')).toBe(false);
    expect(hasPermit(permits, 'GET merchant/common/regions')).toBe(false);
    expect(hasPermit([], 'GET merchant/common/region')).toBe(false);
    expect(hasPermit(null, 'GET merchant/common/region')).toBe(false);
    expect(normalizePermit('post  /a/B')).toBe('POST a/b');
  });
});

describe('button codes per child menu (spec §2)', () => {
  it('returns the known codes held on a child menu', () => {
    expect(buttonCodes(menus, 'forQuotation/rfq-menu')).toEqual(['0101', '0103']);
    expect(buttonCodes(menus, '/sales/salesOrder')).toEqual(['0102']);
    expect(buttonCodes(menus, 'sales/unknown')).toEqual([]);
  });
  it('maps actions to codes: 0101 notify/quote, 0102 transfer/delete, 0103 add', () => {
    expect(hasButton(menus, 'forQuotation/rfq-menu', 'notify')).toBe(true);
    expect(hasButton(menus, 'forQuotation/rfq-menu', 'quote')).toBe(true);
    expect(hasButton(menus, 'forQuotation/rfq-menu', 'delete')).toBe(false);
    expect(hasButton(menus, 'forQuotation/rfq-menu', 'add')).toBe(true);
    expect(hasButton(menus, 'sales/salesOrder', 'transfer')).toBe(true);
    expect(hasButton(menus, 'sales/salesOrder', '0103')).toBe(false);
  });
});

describe('role gate (spec §6)', () => {
  it('applies only in tenant 1', () => {
    expect(roleGate(user({ TenantId: 2 }), ['管理员'])).toBe(true);
    expect(roleGate(user({ TenantId: 1 }), ['管理员'])).toBe(false);
    expect(roleGate(user({ TenantId: 1, Roles: role('销售员', '管理员') }), ['管理员'])).toBe(true);
    expect(roleGate(null, ['管理员'])).toBe(false);
  });
});

describe('data scope (spec §6)', () => {
  it('administrator, accountants and technical support see everyone (empty user filter)', () => {
    expect(dataScopeFilter(user({ isAdmin: true }))).toEqual({ kind: 'all', UserId: '' });
    for (const r of ['管理员', '会计专员', '会计专员-1', '应收会计', '技术支持']) {
      expect(dataScopeFilter(user({ Roles: role(r) })).UserId).toBe('');
    }
  });
  it('a sales role filters by salesperson, a purchasing role by buyer', () => {
    expect(dataScopeFilter(user({ Roles: role('销售员') }))).toEqual({
      kind: 'sales',
      UserId: 7,
      SalesId: 7,
    });
    expect(dataScopeFilter(user({ Roles: role('采购员') }))).toEqual({
      kind: 'purchase',
      UserId: 7,
      BuyerId: 7,
    });
  });
  it('other roles or no role are limited to their own id; the widest role wins', () => {
    expect(dataScopeFilter(user({ Roles: role('仓库') }))).toEqual({ kind: 'own', UserId: 7 });
    expect(dataScopeFilter(user())).toEqual({ kind: 'own', UserId: 7 });
    expect(scopeKindOf(user({ Roles: role('采购员', '销售员') }))).toBe('sales');
    expect(scopeKindOf(user({ Roles: role('销售员', '会计专员') }))).toBe('all');
  });
});

describe('display role (spec §6)', () => {
  it('user 1 is admin; department 2/3 master is the sales/purchase head', () => {
    expect(displayRole(user({ Id: 1 }))).toBe('admin');
    expect(displayRole(user({ Id: 5, departmentTypes: 2, MasterId: 5 }))).toBe('salesHead');
    expect(displayRole(user({ Id: 5, departmentTypes: 3, MasterId: 5 }))).toBe('purchaseHead');
    expect(displayRole(user({ Id: 5, departmentTypes: 2, MasterId: 6 }))).toBe('member');
    expect(displayRole(user({ Id: 5, departmentTypes: 4, MasterId: 5 }))).toBe('member');
  });
});

describe('route access (spec §2 route permissions)', () => {
  const ctx = { user: user({ Roles: role('销售员') }), menus, permits: [] };
  it('needs a held menu; dashboard is always open', () => {
    expect(canOpenRoute(ctx, '/dashboard')).toBe(true);
    expect(canOpenRoute(ctx, '/sales/salesOrder?OrderNo=PI1')).toBe(true);
    expect(canOpenRoute(ctx, '/purchase/purchase-order')).toBe(false);
    expect(canOpenRoute({ ...ctx, user: null }, '/sales/salesOrder')).toBe(false);
  });
  it('sales order info needs salecontract; RFQ edit needs notice (0101 on the inquiry list)', () => {
    expect(canOpenRoute(ctx, '/sales/salesOrderInfo')).toBe(false);
    const withContract = [
      ...menus,
      {
        MainMenu: { MenuCode: 'x', Name: 'x' },
        ChildMenus: [{ MenuCode: 'sales/salesOrderInfo', Name: '', Buttons: [] }],
      },
    ];
    expect(canOpenRoute({ ...ctx, menus: withContract }, '/sales/salesOrderInfo')).toBe(true);
    expect(canOpenRoute(ctx, '/forQuotation/rfq-detail_edit')).toBe(true);
    const noNotice: SessionMenu[] = [
      {
        MainMenu: menus[0]!.MainMenu,
        ChildMenus: [{ MenuCode: 'forQuotation/rfq-detail_edit', Name: '', Buttons: [] }],
      },
    ];
    // Holding the edit screen itself is enough; without it and without 0101 it is refused.
    expect(canOpenRoute({ ...ctx, menus: noNotice }, '/forQuotation/rfq-detail_edit')).toBe(true);
    expect(canOpenRoute({ ...ctx, menus: [] }, '/forQuotation/rfq-detail_edit')).toBe(false);
  });
  it('administrators open everything', () => {
    expect(
      canOpenRoute({ user: user({ isAdmin: true }), menus: [], permits: [] }, '/sales/salesOrderInfo'),
    ).toBe(true);
  });
});

describe('to-do visibility (spec §6)', () => {
  it('the three permit-gated items need their permit', () => {
    const rep = user({ Roles: role('销售员') });
    expect(todoVisible(TODO_RULES.visitAudit, rep, [])).toBe(false);
    expect(todoVisible(TODO_RULES.visitAudit, rep, ['POST merchant/sale/customervisit/queryauditing'])).toBe(
      true,
    );
    expect(todoVisible(TODO_RULES.visitAllot, rep, ['PUT merchant/sale/customervisit/allotment'])).toBe(true);
    expect(
      todoVisible(TODO_RULES.invoiceAudit, rep, ['POST merchant/sale/customervisit/queryauditing']),
    ).toBe(false);
    expect(todoVisible(TODO_RULES.invoiceAudit, user({ isAdmin: true }), [])).toBe(true);
  });
  it('performance processing is always shown; role items need one of their roles', () => {
    expect(todoVisible(TODO_RULES.performance, null, [])).toBe(true);
    expect(todoVisible(TODO_RULES.customerTransfer, user({ Roles: role('外贸销售兼总监助理') }), [])).toBe(
      true,
    );
    expect(todoVisible(TODO_RULES.customerTransfer, user({ Roles: role('销售经理') }), [])).toBe(false);
    expect(todoVisible(TODO_RULES.purchaseHeadAudit, user({ Roles: role('采购主管') }), [])).toBe(true);
    expect(todoVisible(TODO_RULES.purchaseHeadAudit, user({ Roles: role('采购员') }), [])).toBe(false);
    expect(todoVisible(TODO_RULES.financeAllowance, user({ Roles: role('财务总监') }), [])).toBe(true);
    expect(todoVisible(TODO_RULES.demandConfirm, user({ Roles: role('销售总监') }), [])).toBe(false);
    expect(todoVisible(TODO_RULES.demandConfirm, user({ Roles: role('管理员') }), [])).toBe(true);
  });
});
