import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { SCREEN_LOADERS } from '../registry';
import CrmSettingPage from './crm-setting-page';
import { salesLogin } from './crm-test-data';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const QUOTA = {
  Key: 'poolClaimMonthlyQuota',
  Group: 'crm',
  Kind: 'int',
  Title: '公海每月领取上限（每位销售）',
  Help: '每位销售每月可从公海领取的客户数',
  Value: 20,
  Default: 20,
  Min: 0,
  Max: 1000,
  MaxItems: null,
  Version: 1,
  UpdatedBy: null,
  UpdatedAt: null,
};
const REVIEW = {
  ...QUOTA,
  Key: 'poolClaimReviewEnabled',
  Kind: 'boolean',
  Title: '公海领取需审核',
  Value: false,
};

describe('/crmsystem/crmsettring', { timeout: 30_000 }, () => {
  it('is registered as a lazy screen', () => {
    expect(SCREEN_LOADERS['/crmsystem/crmsettring']).toBeTypeOf('function');
  });

  it('saves one setting at its version; the server refusal shows under it', async () => {
    signIn(salesLogin(['PUT merchant/crm/setting']));
    const { calls } = mockApi({
      'GET /merchant/crm/setting': () => ok({ Records: [QUOTA, REVIEW], TotalCount: 2 }),
      'PUT /merchant/crm/setting': (c) => {
        const item = (c.body as { Items: { Value: number }[] }).Items[0]!;
        if (item.Value > 1000)
          return {
            Code: 400,
            Message: '公海每月领取上限（每位销售）：必须在 0 到 1000 之间',
            Data: { Field: 'poolClaimMonthlyQuota' },
          };
        return ok({
          Records: [
            {
              ...QUOTA,
              Value: item.Value,
              Version: 2,
              UpdatedBy: '管理员',
              UpdatedAt: '2026-03-01T02:00:00.000Z',
            },
          ],
          TotalCount: 1,
        });
      },
    });
    renderWithShell(<CrmSettingPage />, { route: '/crmsystem/crmsettring' });
    const quota = await screen.findByTestId('crm-setting-poolClaimMonthlyQuota');
    expect(screen.getByTestId('crm-setting-poolClaimReviewEnabled')).toBeTruthy();
    const box = within(quota).getByRole('spinbutton');
    fireEvent.change(box, { target: { value: '5000' } });
    fireEvent.click(within(quota).getByTestId('crm-setting-poolClaimMonthlyQuota-save'));
    expect(
      await within(quota).findByText('公海每月领取上限（每位销售）：必须在 0 到 1000 之间'),
    ).toBeTruthy();
    fireEvent.change(box, { target: { value: '1' } });
    fireEvent.click(within(quota).getByTestId('crm-setting-poolClaimMonthlyQuota-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
      Items: [{ Key: 'poolClaimMonthlyQuota', Value: 1, Version: 1 }],
    });
    expect(await screen.findByText(/管理员 于/)).toBeTruthy();
  });

  it('is read-only without the save permit', async () => {
    signIn(salesLogin([]));
    mockApi({ 'GET /merchant/crm/setting': () => ok({ Records: [QUOTA], TotalCount: 1 }) });
    renderWithShell(<CrmSettingPage />, { route: '/crmsystem/crmsettring' });
    const quota = await screen.findByTestId('crm-setting-poolClaimMonthlyQuota');
    expect(within(quota).queryByTestId('crm-setting-poolClaimMonthlyQuota-save')).toBeNull();
    expect(screen.getByText('您没有修改权限')).toBeTruthy();
  });
});
