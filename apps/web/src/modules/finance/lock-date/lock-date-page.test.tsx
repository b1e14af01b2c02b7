import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import LockDatePage from './lock-date-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const URL = '/merchant/finance/lockdate';
const VIEW = {
  TenantId: 2,
  LockDate: '2026-09-30',
  History: [
    { LockDate: '2026-09-30', CreatedAt: '2026-10-08T02:00:00Z', CreatedBy: 7, CreatedByName: '冯刚' },
  ],
};
const pad = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** Opens the picker and clicks today's cell, then Save. */
async function pickTodayAndSave() {
  const input = await screen.findByRole('textbox');
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  const cell = await waitFor(() => {
    const c = document.querySelector('.ant-picker-cell-today .ant-picker-cell-inner');
    expect(c).toBeTruthy();
    return c as HTMLElement;
  });
  fireEvent.click(cell);
  fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
}

describe('/finance/finance-setup/account: the period lock date', { timeout: 30_000 }, () => {
  it('is registered', () => {
    expect(SCREEN_LOADERS['/finance/finance-setup/account']).toBeTypeOf('function');
  });

  it('shows the lock date in force and who moved it when; saving posts the picked date and reloads', async () => {
    signIn();
    let view = VIEW;
    const { calls } = mockApi({
      [`GET ${URL}`]: () => ok(view),
      [`PUT ${URL}`]: (c) => {
        const LockDate = (c.body as { LockDate: string }).LockDate;
        view = { ...VIEW, LockDate, History: [{ ...VIEW.History[0]!, LockDate }, ...VIEW.History] };
        return ok({ TenantId: 2, LockDate });
      },
    });
    renderWithShell(<LockDatePage />, { route: '/finance/finance-setup/account' });
    expect((await screen.findByTestId('lock-date')).textContent).toBe('2026-09-30');
    expect(screen.getByText('冯刚')).toBeTruthy();
    await pickTodayAndSave();
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ LockDate: today() }));
    await waitFor(() => expect(screen.getByTestId('lock-date').textContent).toBe(today()));
    expect(calls.filter((c) => c.method === 'GET' && c.path === URL).length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's refusal under the field and keeps the lock date", async () => {
    signIn();
    mockApi({
      [`GET ${URL}`]: () => ok(VIEW),
      [`PUT ${URL}`]: () => ({
        Code: 400,
        Message: '结账日期 2099-01-01 不能晚于今天',
        Data: { Field: 'LockDate' },
      }),
    });
    renderWithShell(<LockDatePage />, { route: '/finance/finance-setup/account' });
    await screen.findByTestId('lock-date');
    await pickTodayAndSave();
    expect(await screen.findByText('结账日期 2099-01-01 不能晚于今天')).toBeTruthy();
    expect(screen.getByTestId('lock-date').textContent).toBe('2026-09-30');
  });
});
