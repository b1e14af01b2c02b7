import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../core/query-client';
import { getSession } from '../core/session';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../test/api-mock';
import { LocationProbe } from '../test/render';
import { AppProviders } from './app-root';
import LoginPage, { afterLoginPath } from './pages/login-page';
import { RequireSession } from './require-session';
import { UserMenu } from './shell/user-menu';

afterEach(() => vi.unstubAllGlobals());

function renderApp(route: string, page = <div>protected page</div>) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<RequireSession>{page}</RequireSession>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('guard and sign-in (spec §2, §5, §8)', () => {
  it('a page without a session shows 请先登录 and goes to /login', async () => {
    renderApp('/sales/salesOrder?OrderNo=PI1');
    expect(await screen.findAllByText('请先登录')).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(screen.queryByText('protected page')).toBeNull();
  });

  it('signs in with the user name trimmed and returns to the page asked for', async () => {
    const { calls } = mockApi({ 'POST /merchant/account/login': () => ok(ADMIN_LOGIN) });
    renderApp('/sales/salesOrder?OrderNo=PI1');
    await screen.findAllByText('请先登录');
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: '   admin  ' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'partdesk' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await screen.findByText('protected page');
    expect(calls[0]!.body).toEqual({ UserName: 'admin', Password: 'partdesk', RememberMe: false });
    expect(screen.getByTestId('location').textContent).toBe('/sales/salesOrder?OrderNo=PI1');
    expect(getSession()?.user.Name).toBe('管理员');
  });

  it('after a logout the next user to sign in lands on the dashboard, not on the previous user’s last page (#20)', async () => {
    signIn();
    mockApi({
      'GET /merchant/account/logout': () => ok(null),
      'POST /merchant/account/login': () => ok(ADMIN_LOGIN),
    });
    renderApp(
      '/crmsystem/customer-management?tab=2',
      <QueryClientProvider client={createQueryClient()}>
        protected page <UserMenu />
      </QueryClientProvider>,
    );
    await screen.findByText('protected page', { exact: false });
    fireEvent.click(screen.getByTestId('user-menu'));
    fireEvent.click(await screen.findByText('退出登录'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(screen.queryByText('请先登录')).toBeNull();
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'buyer' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'partdesk' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
  });

  it('a refused sign-in shows the server message and stays on /login', async () => {
    mockApi({ 'POST /merchant/account/login': () => ({ Code: 400, Message: '用户名或密码错误' }) });
    renderApp('/login');
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('密码'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    expect(getSession()).toBeNull();
  });

  it('requires both fields before calling the server', async () => {
    const { calls } = mockApi({});
    renderApp('/login');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('never returns to /login, /404 or /refresh after sign-in', () => {
    expect(afterLoginPath(undefined)).toBe('/dashboard');
    expect(afterLoginPath('/login')).toBe('/dashboard');
    expect(afterLoginPath('/404')).toBe('/dashboard');
    expect(afterLoginPath('/sales/salesOrder')).toBe('/sales/salesOrder');
  });
});
