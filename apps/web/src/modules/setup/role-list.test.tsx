import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, type Call, mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { buttonsOn, heldScreens, withButton, withScreens } from './role-grants';
import RoleListPage from './role-list-page';

afterEach(() => vi.unstubAllGlobals());
// antd drawers and a 200-node tree render slowly in jsdom.
configure({ asyncUtilTimeout: 5_000 });

function inputOf(el: HTMLElement): HTMLInputElement {
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')) as HTMLInputElement;
}

const ROLE_PERMITS = [
  'POST merchant/setup/role/query',
  'POST merchant/setup/role',
  'GET merchant/setup/role/:id',
  'PUT merchant/setup/role/:id',
  'GET merchant/setup/role/:id/permits',
];
const signInWith = (permits: string[]) => signIn({ ...ADMIN_LOGIN, Permits: permits });

/** The list row showing a role's name. */
const rowOf = async (name: string) =>
  (await screen.findAllByText(name)).map((e) => e.closest('tr')).find(Boolean) as HTMLElement;

const ROLES = [
  {
    Id: 1,
    Name: '管理员',
    NameEn: 'Administrator',
    ScopeKind: 'all',
    IsSystem: true,
    Remark: '',
    Version: 1,
    Users: 1,
  },
  {
    Id: 7,
    Name: '查价员',
    NameEn: 'Price checker',
    ScopeKind: 'purchase',
    IsSystem: false,
    Remark: '',
    Version: 3,
    Users: 2,
  },
];

function treeCheckbox(code: string): HTMLElement {
  const node = screen.getByTestId(`grant-${code}`).closest('.ant-tree-treenode') as HTMLElement;
  return node.querySelector('.ant-tree-checkbox') as HTMLElement;
}

describe('grant helpers', () => {
  it('keeps button codes only on held screens and never grants a group', () => {
    let g = withScreens([], ['setup', 'setup/user-list', 'setup/dict-list']);
    expect(g).toEqual(['setup/dict-list', 'setup/user-list']);
    g = withButton(g, 'setup/user-list', '0101', true);
    expect(buttonsOn(g, 'setup/user-list')).toEqual(['0101']);
    g = withScreens(g, ['setup/dict-list']);
    expect(g).toEqual(['setup/dict-list']);
    expect(heldScreens(withButton([], 'sales/salesOrder', '0103', true))).toEqual(['sales/salesOrder']);
  });
});

describe('/setup/role-list', { timeout: 30_000 }, () => {
  it('ticking a menu and a button code sends them as Grants, then shows the resulting permits', async () => {
    signInWith(ROLE_PERMITS);
    let created: unknown = null;
    const { calls } = mockApi({
      'POST /merchant/setup/role/Query': () => ok({ Records: ROLES, TotalCount: 2 }),
      'POST /merchant/setup/role': (c: Call) => {
        created = c.body;
        return ok({ Id: 9, Version: 1, IsSystem: false, ...(c.body as object) });
      },
      'GET /merchant/setup/role/9': () => ok({ Id: 9, Version: 1, IsSystem: false, ...(created as object) }),
      'GET /merchant/setup/role/9/permits': () =>
        ok({ Records: ['GET merchant/setup/role/:id', 'POST merchant/setup/role/query'], TotalCount: 2 }),
    });
    renderWithShell(<RoleListPage />);
    expect(await screen.findByText('查价员')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新增角色/ }));
    const editor = await screen.findByTestId('role-editor');
    fireEvent.change(within(editor).getByLabelText('角色名称'), { target: { value: '测试角色' } });
    fireEvent.click(inputOf(within(editor).getByTestId('scope-sales')));

    // A screen is ticked; only then its button codes appear.
    fireEvent.change(screen.getByPlaceholderText('筛选菜单'), { target: { value: '角色设置' } });
    expect(screen.queryByTestId('button-setup/role-list:0102')).toBeNull();
    fireEvent.click(treeCheckbox('setup/role-list'));
    const transfer = await screen.findByTestId('button-setup/role-list:0102');
    fireEvent.click(inputOf(transfer));
    expect(screen.getByTestId('grant-count').textContent).toBe('已选 1 个菜单，1 个按钮');

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(created).not.toBeNull());
    expect(created).toEqual({
      Name: '测试角色',
      NameEn: '',
      ScopeKind: 'sales',
      Remark: '',
      Grants: ['setup/role-list', 'setup/role-list:0102'],
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const permits = await screen.findByTestId('role-permits');
    await waitFor(() => expect(within(permits).getAllByTestId('permit')).toHaveLength(2));
    expect(permits.textContent).toContain('merchant/setup/role/query');
    expect(calls.some((c) => c.path === '/merchant/setup/role/9/permits')).toBe(true);
  });

  it('ticking a group ticks all its screens; unticking a screen drops its buttons', async () => {
    signInWith(ROLE_PERMITS);
    let body: { Grants: string[] } | null = null;
    mockApi({
      'POST /merchant/setup/role/Query': () => ok({ Records: ROLES, TotalCount: 2 }),
      'GET /merchant/setup/role/7': () =>
        ok({ ...ROLES[1], Grants: ['forQuotation/rfq-menu', 'forQuotation/rfq-menu:0101'] }),
      'PUT /merchant/setup/role/7': (c: Call) => {
        body = c.body as { Grants: string[] };
        return ok({ ...ROLES[1], ...(c.body as object), Version: 4 });
      },
      'GET /merchant/setup/role/7/permits': () => ok({ Records: [], TotalCount: 0 }),
    });
    renderWithShell(<RoleListPage />);
    fireEvent.click(within(await rowOf('查价员')).getByTestId('kit-action-edit'));
    await screen.findByTestId('button-forQuotation/rfq-menu:0101');
    fireEvent.click(treeCheckbox('forQuotation/rfq-menu'));
    await waitFor(() => expect(screen.queryByTestId('button-forQuotation/rfq-menu:0101')).toBeNull());
    fireEvent.click(treeCheckbox('dashboard'));
    fireEvent.click(treeCheckbox('demand'));
    expect(screen.queryByTestId('grant-demand/demandaudit')).toBeNull(); // the group stays closed
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({
      Version: 3,
      Grants: ['dashboard', 'demand/demandaudit', 'demand/demandmanagement'],
    });
  });

  it('a 409 shows the server message and reloads the role on request', async () => {
    signInWith(ROLE_PERMITS);
    let reads = 0;
    mockApi({
      'POST /merchant/setup/role/Query': () => ok({ Records: ROLES, TotalCount: 2 }),
      'GET /merchant/setup/role/1': () => {
        reads++;
        return ok({ ...ROLES[0], Version: reads, Grants: [] });
      },
      'PUT /merchant/setup/role/1': () => ({ Code: 409, Message: '系统角色不能改名' }),
    });
    renderWithShell(<RoleListPage />);
    fireEvent.click(within(await rowOf('管理员')).getByTestId('kit-action-edit'));
    const editor = await screen.findByTestId('role-editor');
    await waitFor(() =>
      expect((within(editor).getByLabelText('角色名称') as HTMLInputElement).value).toBe('管理员'),
    );
    fireEvent.change(within(editor).getByLabelText('角色名称'), { target: { value: '超级管理员' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    const alert = await screen.findByTestId('role-conflict');
    expect(alert.textContent).toContain('系统角色不能改名');
    fireEvent.click(within(alert).getByRole('button', { name: /重新加载/ }));
    await waitFor(() => expect(reads).toBe(2));
    await waitFor(() =>
      expect((within(editor).getByLabelText('角色名称') as HTMLInputElement).value).toBe('管理员'),
    );
    await waitFor(() => expect(screen.queryByTestId('role-conflict')).toBeNull());
  });

  it('without the create and update permits there is no add button and the form is read-only', async () => {
    // A non-administrator: administrators hold every permit (useMay, decision 0021).
    signIn({
      ...ADMIN_LOGIN,
      UserInfo: { ...ADMIN_LOGIN.UserInfo, isAdmin: false },
      Permits: ['POST merchant/setup/role/query', 'GET merchant/setup/role/:id'],
    });
    mockApi({
      'POST /merchant/setup/role/Query': () => ok({ Records: ROLES, TotalCount: 2 }),
      'GET /merchant/setup/role/7': () => ok({ ...ROLES[1], Grants: ['dashboard'] }),
    });
    renderWithShell(<RoleListPage />);
    expect(await screen.findByText('查价员')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增角色/ })).toBeNull();
    const row = await rowOf('查价员');
    expect(within(row).queryByTestId('kit-action-edit')).toBeNull();
    fireEvent.click(within(row).getByTestId('kit-action-view'));
    expect(within(row).getByTestId('kit-action-view').textContent).toMatch(/查\s*看/);
    const editor = await screen.findByTestId('role-editor');
    await waitFor(() =>
      expect((within(editor).getByLabelText('角色名称') as HTMLInputElement).disabled).toBe(true),
    );
    expect((screen.getByRole('button', { name: /保\s*存/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the empty state when there are no roles', async () => {
    signInWith(ROLE_PERMITS);
    mockApi({ 'POST /merchant/setup/role/Query': () => ok({ Records: [], TotalCount: 0 }) });
    renderWithShell(<RoleListPage />);
    await waitFor(() => expect(screen.getByTestId('role-list').querySelector('.ant-empty')).not.toBeNull());
    expect(screen.getByTestId('role-list').textContent).toContain('暂无数据');
  });
});
