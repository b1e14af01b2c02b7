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

const MAX = {
  ...QUOTA,
  Key: 'maxCustomersPerSalesperson',
  Title: '每位销售最多客户数',
  Value: 300,
  Min: 1,
  Max: 100000,
  Version: 3,
  UpdatedBy: '管理员',
  UpdatedAt: '2026-02-01T02:00:00.000Z',
};
const DOMAINS = {
  ...QUOTA,
  Key: 'publicMailDomains',
  Kind: 'domainList',
  Title: '公共邮箱域名',
  Value: ['qq.com'],
  MaxItems: 500,
  /** Written by the seeder: a time, no user. */
  UpdatedAt: '2026-02-02T02:00:00.000Z',
};
/** A CRM setting no topic names yet. */
const OTHER = { ...QUOTA, Key: 'someNewCrmSetting', Title: '新设置', Value: 1 };

describe('/crmsystem/crmsettring', { timeout: 30_000 }, () => {
  it('is registered as a lazy screen', () => {
    expect(SCREEN_LOADERS['/crmsystem/crmsettring']).toBeTypeOf('function');
  });

  it('shows the settings by topic, one save per topic sends its changed settings together', async () => {
    signIn(salesLogin(['PUT merchant/crm/setting']));
    const { calls } = mockApi({
      'GET /merchant/crm/setting': () => ok({ Records: [QUOTA, REVIEW, MAX, DOMAINS], TotalCount: 4 }),
      'PUT /merchant/crm/setting': (c) => {
        const items = (c.body as { Items: { Key: string; Value: number }[] }).Items;
        const bad = items.find((i) => i.Key === 'poolClaimMonthlyQuota' && i.Value > 1000);
        if (bad)
          return {
            Code: 400,
            Message: '公海每月领取上限（每位销售）：必须在 0 到 1000 之间',
            Data: { Field: 'poolClaimMonthlyQuota' },
          };
        const rows = [QUOTA, MAX].filter((r) => items.some((i) => i.Key === r.Key));
        return ok({
          Records: rows.map((r) => ({
            ...r,
            Value: items.find((i) => i.Key === r.Key)!.Value,
            Version: 2,
            UpdatedBy: '管理员',
            UpdatedAt: '2026-03-01T02:00:00.000Z',
          })),
          TotalCount: rows.length,
        });
      },
    });
    renderWithShell(<CrmSettingPage />, { route: '/crmsystem/crmsettring' });
    const claim = await screen.findByTestId('crm-setting-group-claimQuota');
    // Topics in order, each with its settings; no save or timestamp per line.
    const groups = screen.getAllByTestId(/^crm-setting-group-[a-zA-Z]+$/);
    expect(groups.map((g) => g.dataset.testid)).toEqual([
      'crm-setting-group-claimQuota',
      'crm-setting-group-poolRules',
      'crm-setting-group-conflicts',
    ]);
    expect(within(claim).getByText('领取额度与客户上限')).toBeTruthy();
    expect(within(groups[1]!).getByTestId('crm-setting-poolClaimReviewEnabled')).toBeTruthy();
    expect(screen.getByText('客户冲突：公共邮箱域名')).toBeTruthy();
    expect(screen.queryByTestId('crm-setting-poolClaimMonthlyQuota-save')).toBeNull();
    expect(within(claim).getByTestId('crm-setting-group-claimQuota-changed').textContent).toMatch(
      /^管理员 于 2026-02-01 .+ 修改$/,
    );
    expect(screen.getByTestId('crm-setting-group-conflicts-changed').textContent).toMatch(
      /^2026-02-02 .+ 修改$/,
    );
    const save = within(claim).getByTestId('crm-setting-group-claimQuota-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const [quota, max] = within(claim).getAllByRole('spinbutton');
    fireEvent.change(quota!, { target: { value: '5000' } });
    fireEvent.change(max!, { target: { value: '400' } });
    expect(within(claim).getByText('2 项未保存')).toBeTruthy();
    fireEvent.click(save);
    // The refusal shows under the setting the server names; nothing else of the topic is lost.
    const quotaItem = within(claim).getByTestId('crm-setting-poolClaimMonthlyQuota');
    expect(
      await within(quotaItem).findByText('公海每月领取上限（每位销售）：必须在 0 到 1000 之间'),
    ).toBeTruthy();
    expect((max as HTMLInputElement).value).toBe('400');

    fireEvent.change(quota!, { target: { value: '1' } });
    fireEvent.click(save);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT').at(-1)!.body).toEqual({
      Items: [
        { Key: 'poolClaimMonthlyQuota', Value: 1, Version: 1 },
        { Key: 'maxCustomersPerSalesperson', Value: 400, Version: 3 },
      ],
    });
    // One result for the topic, its latest change, nothing left unsaved.
    expect(await screen.findByText('领取额度与客户上限：已保存 2 项')).toBeTruthy();
    const after = screen.getByTestId('crm-setting-group-claimQuota');
    await waitFor(() =>
      expect(within(after).getByTestId('crm-setting-group-claimQuota-changed').textContent).toMatch(
        /^管理员 于 2026-03-01/,
      ),
    );
    expect(within(after).queryByText(/项未保存/)).toBeNull();
    expect(
      (within(after).getByTestId('crm-setting-group-claimQuota-save') as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("discards a topic's changes; other topics keep theirs", async () => {
    signIn(salesLogin(['PUT merchant/crm/setting']));
    mockApi({ 'GET /merchant/crm/setting': () => ok({ Records: [QUOTA, MAX, OTHER], TotalCount: 3 }) });
    renderWithShell(<CrmSettingPage />, { route: '/crmsystem/crmsettring' });
    const claim = await screen.findByTestId('crm-setting-group-claimQuota');
    const other = screen.getByTestId('crm-setting-group-other');
    const [quota] = within(claim).getAllByRole('spinbutton');
    fireEvent.change(quota!, { target: { value: '7' } });
    fireEvent.change(within(other).getByRole('spinbutton'), { target: { value: '9' } });
    fireEvent.click(within(claim).getByTestId('crm-setting-group-claimQuota-discard'));
    await waitFor(() => expect((quota as HTMLInputElement).value).toBe('20'));
    expect(within(other).getByText('1 项未保存')).toBeTruthy();
    expect(within(claim).getByTestId('crm-setting-group-claimQuota-changed').textContent).toMatch(
      /^管理员 于 2026-02-01 .+ 修改$/,
    );
    expect(within(other).getByTestId('crm-setting-group-other-changed').textContent).toBe('默认值');
  });

  it('is read-only without the save permit', async () => {
    signIn(salesLogin([]));
    mockApi({ 'GET /merchant/crm/setting': () => ok({ Records: [QUOTA], TotalCount: 1 }) });
    renderWithShell(<CrmSettingPage />, { route: '/crmsystem/crmsettring' });
    const group = await screen.findByTestId('crm-setting-group-claimQuota');
    expect(within(group).queryByTestId('crm-setting-group-claimQuota-save')).toBeNull();
    expect((within(group).getByRole('spinbutton') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('您没有修改权限')).toBeTruthy();
  });
});
