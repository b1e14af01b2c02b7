import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import type { EffectiveAccess } from './user-test-api';
import UserTestPage from './user-test-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const route = (MenuCode: string, Name: string, Childs: EffectiveAccess['Routes'] = [], Hidden = false) => ({
  Id: MenuCode.length,
  MenuCode,
  Name,
  Url: `/${MenuCode}`,
  IconCode: '',
  Hidden,
  HasChilds: Childs.length > 0,
  Childs,
});

const REP: EffectiveAccess = {
  Id: 12,
  Account: 'sales.rep',
  Status: 1,
  IsAdmin: false,
  Roles: [{ Id: 5, Name: '销售员', ScopeKind: 'sales' }],
  ScopeKind: 'sales',
  Routes: [
    route('dashboard', '首页'),
    route('sales', '销售管理', [
      route('sales/salesOrder', '销售订单'),
      route('sales/salesOrderInfo', '销售合同', [], true),
    ]),
  ],
  Menus: [
    {
      MainMenu: { MenuCode: 'dashboard', Name: '首页' },
      ChildMenus: [{ MenuCode: 'dashboard', Name: '首页', Buttons: [] }],
    },
    {
      MainMenu: { MenuCode: 'sales', Name: '销售管理' },
      ChildMenus: [
        { MenuCode: 'sales/salesOrder', Name: '销售订单', Buttons: ['0101', '0103'] },
        { MenuCode: 'sales/salesOrderInfo', Name: '销售合同', Buttons: [] },
      ],
    },
  ],
  Permits: [
    'GET merchant/common/region',
    'POST merchant/sale/salesorder/query',
    'PUT merchant/sale/salesorder/:id',
  ],
};

describe('/setup/user-test', { timeout: 30_000 }, () => {
  it('picks a user by search and shows menus as a tree, buttons, permits, scope and roles', async () => {
    signIn();
    const { calls } = mockApi({
      'POST /merchant/common/users': (c) => {
        const name = (c.body as { Name?: string }).Name ?? '';
        const all = [
          { Id: 1, Account: 'admin', Name: '管理员', DeptName: '总经办' },
          { Id: 12, Account: 'sales.rep', Name: '销售员小王', DeptName: '销售一部' },
        ];
        return ok({ Records: all.filter((u) => u.Account.includes(name)), TotalCount: 2 });
      },
      'GET /merchant/setup/user/12/effective': () => ok(REP),
    });
    renderWithShell(<UserTestPage />, { route: '/setup/user-test' });
    expect(await screen.findByText('选择一个用户，查看其生效的菜单、按钮、权限和数据范围。')).toBeTruthy();

    const input = within(screen.getByTestId('user-test')).getByRole('combobox');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'rep' } });
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.path === '/merchant/common/users' && (c.body as { Name?: string }).Name === 'rep',
        ),
      ).toBe(true),
    );
    fireEvent.click(await screen.findByText('销售员小王 (sales.rep) · 销售一部'));

    const effective = await screen.findByTestId('effective');
    expect(screen.getByTestId('location').textContent).toBe('/setup/user-test?id=12');
    expect(within(effective).getByTestId('effective-scope').textContent).toContain('销售：本人为销售员');
    expect(within(effective).getByTestId('effective-roles').textContent).toContain('销售员');
    // Menus: the group and its screens, with the hidden flag and the button codes on the screen.
    const order = within(effective).getByTestId('menu-sales/salesOrder');
    expect(order.textContent).toContain('0101 通知与报价');
    expect(order.textContent).toContain('0103 新增');
    expect(order.textContent).not.toContain('0102');
    expect(within(effective).getByTestId('menu-sales/salesOrderInfo').textContent).toContain('隐藏');
    expect(within(effective).getByTestId('menu-sales').textContent).toBe('销售管理');
    expect(screen.getByRole('tab', { name: '菜单（3 个页面）' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '权限（3）' }));
    const permits = await screen.findByTestId('effective-permits');
    expect(within(permits).getAllByTestId('permit')).toHaveLength(3);
    fireEvent.change(within(permits).getByRole('searchbox'), { target: { value: 'put salesorder' } });
    await waitFor(() => expect(within(permits).getAllByTestId('permit')).toHaveLength(1));
    expect(within(permits).getByTestId('permit').textContent).toBe('PUTmerchant/sale/salesorder/:id');
  });

  it('opens the user in the URL and shows an error state when the call fails', async () => {
    signIn();
    mockApi({
      'POST /merchant/common/users': () => ok({ Records: [], TotalCount: 0 }),
      'GET /merchant/setup/user/99/effective': () => ({ Code: 404, Message: '用户不存在：99' }),
    });
    renderWithShell(<UserTestPage />, { route: '/setup/user-test?id=99' });
    expect(await screen.findByTestId('kit-error')).toBeTruthy();
    expect(screen.getByTestId('kit-error').textContent).toContain('用户不存在：99');
  });
});
