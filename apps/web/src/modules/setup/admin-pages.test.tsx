import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { SCREEN_LOADERS } from '../registry';
import AdminDetailPage from './admin-detail-page';
import AdminListPage from './admin-list-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const ROW = {
  Id: 1,
  Account: 'admin',
  Name: '管理员',
  NameEn: 'Admin',
  Email: '',
  Phone: '',
  TenantId: 2,
  DeptId: null,
  Status: 1,
  IsBuiltIn: true,
  Version: 3,
};
const SECOND = { ...ROW, Id: 9, Account: 'second.admin', Name: '第二管理员', IsBuiltIn: false };
const USER9 = { ...SECOND, IsAdmin: true, Roles: [] };
const BUILT_IN_MSG = '内置管理员（编号 1）不能取消管理员或停用';
const lookups = {
  'GET /merchant/common/merchant': () => ok({ Records: [{ Id: 2, Name: '芯桥香港' }], TotalCount: 1 }),
  'GET /merchant/common/departquery': () => ok({ Records: [], TotalCount: 0 }),
  'POST /merchant/common/users': () =>
    ok({
      Records: [
        { Id: 5, Name: '张三' },
        { Id: 9, Name: '第二管理员' },
      ],
      TotalCount: 2,
    }),
};
const support = () =>
  signIn({
    ...ADMIN_LOGIN,
    UserInfo: { ...ADMIN_LOGIN.UserInfo, Id: 30, isAdmin: false },
    Permits: [
      'POST merchant/setup/admin/query',
      'POST merchant/setup/admin',
      'PUT merchant/setup/admin/:id/revoke',
      'PUT merchant/setup/admin/:id/grant',
      'GET merchant/setup/user/:id',
    ],
  });

/**
 * Clicks `opener`, then OK in the confirmation it opens. Modal.confirm renders outside the React tree,
 * so an earlier test's closed dialog may linger: only a button that was not there before counts.
 */
async function confirmAfter(opener: HTMLElement) {
  const stale = new Set(screen.queryAllByTestId('confirm-ok'));
  fireEvent.click(opener);
  const fresh = await waitFor(() => {
    const b = screen.queryAllByTestId('confirm-ok').find((x) => !stale.has(x));
    if (!b) throw new Error('no confirmation');
    return b;
  });
  fireEvent.click(fresh);
}

describe('/setup administrator screens', { timeout: 20_000 }, () => {
  it('are registered as lazy screens', () => {
    expect(SCREEN_LOADERS['/setup/admin-list']).toBeTypeOf('function');
    expect(SCREEN_LOADERS['/setup/admin-detail']).toBeTypeOf('function');
  });

  it('admin-list: lists administrators; revoking the built-in one shows the server refusal', async () => {
    signIn();
    const { calls } = mockApi({
      ...lookups,
      'POST /merchant/setup/admin/Query': () => ok({ Records: [ROW, SECOND], TotalCount: 2 }),
      'PUT /merchant/setup/admin/1/revoke': () => ({ Code: 409, Message: BUILT_IN_MSG }),
    });
    renderWithShell(<AdminListPage />, { route: '/setup/admin-list' });
    const row = (await screen.findByText('admin')).closest('tr')!;
    expect(screen.getByText('second.admin')).toBeTruthy();
    expect(screen.getByTestId('admin-create')).toBeTruthy();
    await confirmAfter(within(row).getByTestId('kit-action-revoke'));
    expect(await screen.findByText(BUILT_IN_MSG)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/merchant/setup/admin/1/revoke')).toHaveLength(1);
    fireEvent.click(within(row).getByTestId('admin-view-1'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/setup/admin-detail?id=1'));
  });

  it('admin-list: a non-administrator with the menu sees the list but no add or revoke', async () => {
    support();
    mockApi({
      ...lookups,
      'POST /merchant/setup/admin/Query': () => ok({ Records: [ROW, SECOND], TotalCount: 2 }),
    });
    renderWithShell(<AdminListPage />, { route: '/setup/admin-list' });
    await screen.findByText('second.admin');
    expect(screen.queryByTestId('admin-create')).toBeNull();
    expect(screen.queryByTestId('kit-action-revoke')).toBeNull();
  });

  it('admin-detail: revokes at the version read; the last-administrator refusal is shown', async () => {
    signIn();
    let user = USER9;
    const { calls } = mockApi({
      ...lookups,
      'GET /merchant/setup/user/9': () => ok(user),
      'PUT /merchant/setup/admin/9/revoke': () => ({
        Code: 409,
        Message: '至少需要保留一名启用的管理员',
      }),
      'PUT /merchant/setup/admin/9/grant': () => {
        user = { ...user, IsAdmin: true, Version: 5 };
        return ok(user);
      },
    });
    renderWithShell(<AdminDetailPage />, { route: '/setup/admin-detail?id=9' });
    const detail = await screen.findByTestId('kit-detail');
    await waitFor(() => expect(detail.textContent).toContain('芯桥香港'));
    expect(screen.getByTestId('admin-flag').textContent).toBe('是');
    await confirmAfter(screen.getByTestId('admin-revoke'));
    expect(await screen.findByText('至少需要保留一名启用的管理员')).toBeTruthy();
    const put = calls.find((c) => c.path === '/merchant/setup/admin/9/revoke')!;
    expect(put.body).toEqual({ Version: 3 });
    // Nothing changed on screen.
    expect(screen.getByTestId('admin-flag').textContent).toBe('是');
  });

  it('admin-detail without id: creates an administrator account, then opens it', async () => {
    signIn();
    const { calls } = mockApi({
      ...lookups,
      'POST /merchant/setup/admin': (c) =>
        (c.body as { Password: string }).Password.length < 8
          ? { Code: 400, Message: '密码至少 8 位', Data: { Field: 'Password' } }
          : ok({ ...SECOND, IsAdmin: true }),
      'GET /merchant/setup/user/9': () => ok(USER9),
    });
    renderWithShell(<AdminDetailPage />, { route: '/setup/admin-detail' });
    const form = await screen.findByTestId('kit-form');
    const input = (label: string) =>
      within(form).getByText(label, { selector: 'label' }).closest('.ant-form-item')!.querySelector('input')!;
    fireEvent.change(input('账号'), { target: { value: 'second.admin' } });
    fireEvent.change(input('姓名'), { target: { value: '第二管理员' } });
    const company = within(form)
      .getByText('公司', { selector: 'label' })
      .closest('.ant-form-item') as HTMLElement;
    fireEvent.mouseDown(within(company).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('芯桥香港'));
    fireEvent.change(screen.getByTestId('admin-password'), { target: { value: 'short' } });
    fireEvent.click(within(form).getByTestId('kit-form-save'));
    expect(await within(form).findByText('密码至少 8 位')).toBeTruthy();
    fireEvent.change(screen.getByTestId('admin-password'), { target: { value: 'Long-enough-1' } });
    fireEvent.click(within(form).getByTestId('kit-form-save'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/setup/admin-detail?id=9'));
    expect(calls.filter((c) => c.path === '/merchant/setup/admin').at(-1)!.body).toEqual({
      Account: 'second.admin',
      Name: '第二管理员',
      TenantId: 2,
      Password: 'Long-enough-1',
    });
  });

  it('admin-detail without id: a non-administrator gets the hint, no forms', async () => {
    support();
    mockApi(lookups);
    renderWithShell(<AdminDetailPage />, { route: '/setup/admin-detail' });
    expect(await screen.findByText('只有管理员可以新增、设为或取消管理员。')).toBeTruthy();
    expect(screen.queryByTestId('kit-form')).toBeNull();
  });
});
