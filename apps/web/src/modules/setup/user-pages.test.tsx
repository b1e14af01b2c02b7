import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { SCREEN_LOADERS } from '../registry';
import UserDetailPage from './user-detail-page';
import UserListPage from './user-list-page';

afterEach(() => vi.unstubAllGlobals());

const USER = {
  Id: 7,
  Account: 'bob',
  Name: 'Bob',
  NameEn: '',
  Email: 'bob@x.cn',
  Phone: '',
  DeptId: null,
  Status: 1,
  TenantId: 2,
  IsAdmin: false,
  Version: 4,
  Roles: [{ Id: 3, Name: '销售员' }],
};
const lookups = {
  'GET /merchant/common/merchant': () => ok({ Records: [{ Id: 2, Name: '芯桥香港' }], TotalCount: 1 }),
  'GET /merchant/common/departquery': () => ok({ Records: [], TotalCount: 0 }),
  'GET /merchant/common/rolesall': () =>
    ok({
      Records: [
        { Id: 3, Name: '销售员' },
        { Id: 4, Name: '采购员' },
      ],
      TotalCount: 2,
    }),
};

describe('/setup user screens', { timeout: 20_000 }, () => {
  it('are registered as lazy screens', () => {
    expect(SCREEN_LOADERS['/setup/user-list']).toBeTypeOf('function');
    expect(SCREEN_LOADERS['/setup/user-detail']).toBeTypeOf('function');
  });

  it('user-list: disable only for active rows, enable only for disabled ones; view opens the detail', async () => {
    signIn();
    mockApi({
      ...lookups,
      'POST /merchant/setup/user/Query': () =>
        ok({ Records: [USER, { ...USER, Id: 8, Account: 'eve', Status: 2 }], TotalCount: 2 }),
    });
    renderWithShell(<UserListPage />, { route: '/setup/user-list' });
    const bob = (await screen.findByText('bob')).closest('tr')!;
    const eve = screen.getByText('eve').closest('tr')!;
    expect(within(bob).queryByTestId('kit-action-disable')).toBeTruthy();
    expect(within(bob).queryByTestId('kit-action-enable')).toBeNull();
    expect(within(eve).queryByTestId('kit-action-enable')).toBeTruthy();
    fireEvent.click(within(bob).getByTestId('user-view'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/setup/user-detail?id=7'));
  });

  it('user-detail: shows the user, edits with Version and RoleIds, resets the password', async () => {
    signIn();
    const { calls } = mockApi({
      ...lookups,
      'GET /merchant/setup/user/7': () => ok(USER),
      'PUT /merchant/setup/user/7': (c) => ok({ ...USER, ...(c.body as object), Version: 5 }),
      'PUT /merchant/setup/user/7/resetpwd': (c) =>
        (c.body as { Password: string }).Password.length < 8
          ? { Code: 400, Message: '密码至少 8 位', Data: { Field: 'Password' } }
          : ok(null),
    });
    renderWithShell(<UserDetailPage />, { route: '/setup/user-detail?id=7' });
    const detail = await screen.findByTestId('kit-detail');
    await waitFor(() => expect(detail.textContent).toContain('芯桥香港'));
    expect(detail.textContent).toContain('销售员');

    fireEvent.click(screen.getByTestId('user-edit'));
    await screen.findByTestId('kit-form');
    fireEvent.click(screen.getByTestId('kit-form-save'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/merchant/setup/user/7')).toBe(true),
    );
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/merchant/setup/user/7')!;
    expect(put.body).toMatchObject({ Name: 'Bob', TenantId: 2, RoleIds: [3], Version: 4 });
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await screen.findByTestId('kit-detail');

    fireEvent.click(screen.getByTestId('user-resetpwd'));
    fireEvent.change(await screen.findByTestId('resetpwd-password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('resetpwd-ok'));
    expect(await screen.findByText('密码至少 8 位')).toBeTruthy();
    fireEvent.change(screen.getByTestId('resetpwd-password'), { target: { value: 'Long-enough-1' } });
    fireEvent.click(screen.getByTestId('resetpwd-ok'));
    expect(await screen.findByText('密码已重置，该用户需用新密码重新登录')).toBeTruthy();
  });

  it('user-detail without id creates a user, then opens it', async () => {
    signIn();
    const { calls } = mockApi({
      ...lookups,
      'POST /merchant/setup/user': () => ok({ ...USER, Id: 9 }),
    });
    renderWithShell(<UserDetailPage />, { route: '/setup/user-detail' });
    const form = await screen.findByTestId('kit-form');
    const field = (label: string) =>
      within(form).getByText(label, { selector: 'label' }).closest('.ant-form-item')!.querySelector('input')!;
    fireEvent.change(field('账号'), { target: { value: 'carol' } });
    fireEvent.change(field('姓名'), { target: { value: 'Carol' } });
    fireEvent.click(screen.getByTestId('kit-form-save'));
    // the company and the password are required
    expect(await screen.findByText('请选择公司')).toBeTruthy();
    expect(screen.getByText('请填写初始密码')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/merchant/setup/user')).toBe(false);

    const company = within(form)
      .getByText('公司', { selector: 'label' })
      .closest('.ant-form-item') as HTMLElement;
    fireEvent.mouseDown(within(company).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('芯桥香港'));
    fireEvent.change(screen.getByTestId('user-password'), { target: { value: 'Long-enough-1' } });
    fireEvent.click(screen.getByTestId('kit-form-save'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/setup/user-detail?id=9'));
    const post = calls.find((c) => c.method === 'POST' && c.path === '/merchant/setup/user')!;
    expect(post.body).toEqual({
      Account: 'carol',
      Name: 'Carol',
      TenantId: 2,
      Password: 'Long-enough-1',
      RoleIds: [],
    });
  });
});
