import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import ForwarderPage from './forwarder-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const URL = '/merchant/logistics/forwarding';
const ROW = {
  Id: 3,
  TenantId: 1,
  Type: 5,
  Name: '顺达货代',
  NameEn: 'Shunda',
  Contact: '王五',
  Phone: '0755-1234',
  Address: '深圳市福田区 1 号',
  HandoverWarehouse: '福田仓',
  HandoverTime: '17:30',
  Remark: '周六不收货',
  IsDeactivate: false,
  Sort: 0,
};

describe('/finance/finance-setup/workdocking: forwarders', { timeout: 30_000 }, () => {
  it('lists the hand-over details; edits (refusing a bad time before asking); deactivates', async () => {
    expect(SCREEN_LOADERS['/finance/finance-setup/workdocking']).toBeTypeOf('function');
    signIn();
    const { calls } = mockApi({
      'GET /merchant/common/merchant': () => ok([{ Id: 1, Name: '芯桥深圳' }]),
      [`GET ${URL}`]: () => ok({ Records: [ROW] }),
      [`PUT ${URL}/3`]: () => ok(ROW),
      [`PUT ${URL}/3/deactivate`]: () => ok({ Id: 3, IsDeactivate: true }),
    });
    renderWithShell(<ForwarderPage />, { route: '/finance/finance-setup/workdocking' });
    expect(await screen.findByText('深圳市福田区 1 号')).toBeTruthy();
    expect(screen.getByText('福田仓')).toBeTruthy();
    expect(screen.getByText('货运代理')).toBeTruthy();

    fireEvent.click(screen.getByTestId('forwarder-edit-3'));
    const dialog = await screen.findByRole('dialog');
    const time = within(dialog).getByTestId('forwarder-HandoverTime') as HTMLInputElement;
    expect(time.value).toBe('17:30');
    fireEvent.change(time, { target: { value: '25:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    expect(await within(dialog).findByText('交接时间须为 HH:mm（00:00–23:59）')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(time, { target: { value: '16:00' } });
    fireEvent.change(within(dialog).getByTestId('forwarder-Remark'), { target: { value: '周日休息' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.path === `${URL}/3`)).toBe(true));
    expect(calls.find((c) => c.path === `${URL}/3`)?.body).toMatchObject({
      TenantId: 1,
      Type: 5,
      HandoverTime: '16:00',
      Remark: '周日休息',
      Address: '深圳市福田区 1 号',
    });

    fireEvent.click(screen.getByTestId('forwarder-toggle-3'));
    await waitFor(() => expect(calls.some((c) => c.path === `${URL}/3/deactivate`)).toBe(true));
  });
});
