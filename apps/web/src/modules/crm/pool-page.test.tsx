import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { SCREEN_LOADERS } from '../registry';
import { CRM_LOOKUPS, CUSTOMER_ROW, salesLogin } from './crm-test-data';
import PoolPage from './pool-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

/** A pool row as the server sends it: contact details masked in SQL. */
const POOL_ROW = {
  ...CUSTOMER_ROW,
  Id: 201,
  Code: 'C000201',
  ShortName: '公海客户',
  OwnerId: null,
  ContactName: '张**',
  ContactEmail: 'z***@***',
  ContactPhone: '****78',
  PoolReason: 2,
  PendingClaim: false,
  PoolEnteredAt: '2026-02-01T00:00:00.000Z',
};
const QUOTA = {
  Month: '2026-03',
  Used: 2,
  Quota: 2,
  Owned: 10,
  Max: 300,
  CoolDownDays: 30,
  ReviewEnabled: false,
};

const confirmOk = () =>
  waitFor(() => {
    const open = screen.getAllByTestId('confirm-ok').filter((b) => !b.closest('.ant-zoom-leave'));
    expect(open).toHaveLength(1);
    return open[0]!;
  });

describe('/crmsystem/customerLibrary', { timeout: 30_000 }, () => {
  it('is registered as a lazy screen', () => {
    expect(SCREEN_LOADERS['/crmsystem/customerLibrary']).toBeTypeOf('function');
  });

  it('lists masked contacts and the quota; a claim beyond quota shows the server message, nothing moves', async () => {
    signIn(salesLogin());
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'POST /merchant/crm/pool/Query': () =>
        ok({
          Records: [POOL_ROW, { ...POOL_ROW, Id: 202, ShortName: '审核中', PendingClaim: true }],
          TotalCount: 2,
        }),
      'GET /merchant/crm/pool/quota': () => ok(QUOTA),
      'PUT /merchant/crm/pool/201/claim': () => ({
        Code: 400,
        Message: '本月公海领取额度已用完（2/2），请下月再领取',
      }),
    });
    renderWithShell(<PoolPage />, { route: '/crmsystem/customerLibrary' });
    const row = (await screen.findByText('公海客户')).closest('tr') as HTMLElement;
    // Masked as the server sent them; no real address reaches the screen.
    expect(row.textContent).toContain('张**');
    expect(row.textContent).toContain('z***@***');
    expect(row.textContent).toContain('****78');
    expect(row.textContent).not.toContain('huaqiang');
    expect(await screen.findByTestId('pool-quota-text')).toHaveProperty(
      'textContent',
      '本月已领取 2 / 2，剩余 0',
    );
    // A customer whose claim is under review offers no claim.
    const pending = screen.getByText('审核中').closest('tr') as HTMLElement;
    expect(within(pending).queryByTestId('kit-action-claim')).toBeNull();
    // The transfer roles' "assign" needs 0102: a salesperson does not see it.
    expect(within(row).queryByTestId('kit-action-assign')).toBeNull();

    fireEvent.click(within(row).getByTestId('kit-action-claim'));
    fireEvent.click(await confirmOk());
    expect(await screen.findByText('本月公海领取额度已用完（2/2），请下月再领取')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/merchant/crm/pool/201/claim')).toHaveLength(1);
    expect(screen.getByTestId('location').textContent).toBe('/crmsystem/customerLibrary');
  });

  it('a successful claim opens the customer in the customer list', async () => {
    signIn(salesLogin());
    let used = 0;
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'POST /merchant/crm/pool/Query': () => ok({ Records: [POOL_ROW], TotalCount: 1 }),
      'GET /merchant/crm/pool/quota': () => ok({ ...QUOTA, Used: used, Quota: 20 }),
      'PUT /merchant/crm/pool/201/claim': () => {
        used = 1;
        return { Code: 0, Message: '领取成功', Data: { Pending: false } };
      },
    });
    renderWithShell(<PoolPage />, { route: '/crmsystem/customerLibrary' });
    expect((await screen.findByTestId('pool-quota-text')).textContent).toBe('本月已领取 0 / 20，剩余 20');
    const row = (await screen.findByText('公海客户')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('kit-action-claim'));
    fireEvent.click(await confirmOk());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/crmsystem/customer-management?Code=C000201'),
    );
    expect(calls.find((c) => c.path === '/merchant/crm/pool/201/claim')!.method).toBe('PUT');
  });
});
