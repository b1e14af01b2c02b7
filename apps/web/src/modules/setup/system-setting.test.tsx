import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { SCREEN_LOADERS } from '../registry';
import SystemSettingPage from './system-setting-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const HK = {
  Id: 2,
  Name: '芯桥香港有限公司',
  NameEn: 'ChipBridge HK',
  ShortName: '芯桥香港',
  Country: 'HK',
  DocEnabled: true,
  BaseCurrency: 'HKD',
  Currencies: ['HKD', 'USD'],
  Address: '香港观塘',
  AddressEn: '',
  Phone: '+852 3188 0102',
  Email: '',
  Version: 4,
};
const setting = (over: Record<string, unknown>) => ({
  Group: 'crm',
  Help: '',
  Default: null,
  Min: null,
  Max: null,
  MaxItems: null,
  Version: 2,
  UpdatedBy: null,
  UpdatedAt: null,
  ...over,
});
const QUOTA = setting({
  Key: 'poolClaimMonthlyQuota',
  Kind: 'int',
  Title: '公海每月领取上限（每位销售）',
  Help: '销售员每个自然月最多可从公海领取的客户数',
  Value: 20,
  Min: 0,
  Max: 1000,
});
const RETURN = setting({
  Key: 'poolReturnEnabled',
  Kind: 'boolean',
  Title: '每月 1 日自动转入公海',
  Value: true,
});
const TAX = setting({
  Key: 'taxRates',
  Group: 'sales',
  Kind: 'percentList',
  Title: '税率选项（%）',
  Value: ['1', '13'],
});
const TIERS = setting({
  Key: 'poolReturnTiers',
  Kind: 'tiers',
  Title: '不活跃分档与转入比例',
  Value: [{ Months: 3, Share: '20' }],
});
const OUT_OF_RANGE = '公海每月领取上限（每位销售）：必须在 0 到 1000 之间';

function handlers(calls: { companies: (typeof HK)[] }) {
  return {
    'GET /merchant/setup/company': () => ok({ Records: calls.companies, TotalCount: calls.companies.length }),
    'GET /merchant/setup/setting': () => ok({ Records: [QUOTA, RETURN, TAX, TIERS], TotalCount: 4 }),
  };
}

describe('/setup/system-setting', { timeout: 20_000 }, () => {
  it('is registered as a lazy screen', () => {
    expect(SCREEN_LOADERS['/setup/system-setting']).toBeTypeOf('function');
  });

  it('renders each setting by its kind; a save refused by the server shows on that setting', async () => {
    signIn();
    const state = { companies: [HK] };
    const { calls } = mockApi({
      ...handlers(state),
      'PUT /merchant/setup/setting/poolClaimMonthlyQuota': (c) => {
        const v = (c.body as { Value: number }).Value;
        if (v > 1000) return { Code: 400, Message: OUT_OF_RANGE, Data: { Field: 'poolClaimMonthlyQuota' } };
        return ok({ ...QUOTA, Value: v, Version: 3, UpdatedBy: '管理员', UpdatedAt: '2025-05-01T02:00:00Z' });
      },
    });
    renderWithShell(<SystemSettingPage />, { route: '/setup/system-setting' });
    const quota = await screen.findByTestId('setting-poolClaimMonthlyQuota');
    // Kinds: a number input, a switch, rate tags, tier rows.
    const input = within(quota).getByRole('spinbutton') as HTMLInputElement;
    expect(input.value).toBe('20');
    expect(within(screen.getByTestId('setting-poolReturnEnabled')).getByRole('switch')).toBeTruthy();
    expect(screen.getByTestId('setting-taxRates').textContent).toContain('13%');
    expect(within(screen.getByTestId('setting-tier-0')).getByDisplayValue('20')).toBeTruthy();
    expect(screen.getByTestId('setting-group-sales').textContent).toContain('税率选项');

    const save = within(quota).getByTestId('setting-poolClaimMonthlyQuota-save');
    expect(save).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: '5000' } });
    fireEvent.click(save);
    expect(await within(quota).findByText(OUT_OF_RANGE)).toBeTruthy();
    expect(within(quota).getByText(OUT_OF_RANGE).closest('.ant-form-item-explain-error')).toBeTruthy();

    fireEvent.change(input, { target: { value: '30' } });
    await waitFor(() => expect(within(quota).queryByText(OUT_OF_RANGE)).toBeNull());
    fireEvent.click(save);
    expect(await screen.findByText('保存成功')).toBeTruthy();
    const puts = calls.filter((c) => c.path === '/merchant/setup/setting/poolClaimMonthlyQuota');
    expect(puts.map((c) => c.body)).toEqual([
      { Value: 5000, Version: 2 },
      { Value: 30, Version: 2 },
    ]);
    await waitFor(() => expect(quota.textContent).toContain('管理员'));
  });

  it('saving one setting of a group keeps the unsaved change of another', async () => {
    signIn();
    const { calls } = mockApi({
      ...handlers({ companies: [HK] }),
      'PUT /merchant/setup/setting/poolClaimMonthlyQuota': (c) =>
        ok({ ...QUOTA, Value: (c.body as { Value: number }).Value, Version: 3 }),
    });
    renderWithShell(<SystemSettingPage />, { route: '/setup/system-setting' });
    const quota = await screen.findByTestId('setting-poolClaimMonthlyQuota');
    const back = screen.getByTestId('setting-poolReturnEnabled');
    fireEvent.click(within(back).getByRole('switch'));
    fireEvent.change(within(quota).getByRole('spinbutton'), { target: { value: '30' } });
    fireEvent.click(within(quota).getByTestId('setting-poolClaimMonthlyQuota-save'));
    await waitFor(() =>
      expect(within(quota).getByTestId('setting-poolClaimMonthlyQuota-save')).toHaveProperty(
        'disabled',
        true,
      ),
    );
    expect(within(quota).getByRole('spinbutton')).toHaveProperty('value', '30');
    expect(within(back).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(within(back).getByTestId('setting-poolReturnEnabled-save')).toHaveProperty('disabled', false);
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      '/merchant/setup/setting/poolClaimMonthlyQuota',
    ]);
  });

  it('edits a company: ticks a currency, saves at the version read, the list shows it', async () => {
    signIn();
    const state = { companies: [HK] };
    const { calls } = mockApi({
      ...handlers(state),
      'PUT /merchant/setup/company/2': (c) => {
        const b = c.body as typeof HK;
        if (!b.Currencies.includes(b.BaseCurrency))
          return { Code: 400, Message: '本位币必须在使用币种中', Data: { Field: 'BaseCurrency' } };
        // As the server answers: the base currency first, then the others in the spec's order.
        const others = ['GBP', 'EUR', 'HKD', 'USD', 'CNY'].filter(
          (x) => x !== b.BaseCurrency && b.Currencies.includes(x),
        );
        state.companies = [{ ...HK, ...b, Currencies: [b.BaseCurrency, ...others], Version: 5 }];
        return ok(state.companies[0]);
      },
    });
    renderWithShell(<SystemSettingPage />, { route: '/setup/system-setting' });
    fireEvent.click(await screen.findByTestId('company-edit-2'));
    const form = await screen.findByTestId('company-form');
    // Untick the base currency: the server refuses on its field.
    fireEvent.click(within(form).getByLabelText('HKD'));
    fireEvent.click(within(form).getByLabelText('EUR'));
    fireEvent.click(screen.getByTestId('company-save'));
    expect(await within(form).findByText('本位币必须在使用币种中')).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('HKD'));
    // The letterhead the contracts print.
    fireEvent.change(screen.getByTestId('company-address-en'), { target: { value: 'Central, Hong Kong' } });
    fireEvent.change(screen.getByTestId('company-email'), { target: { value: 'hk@x.example' } });
    fireEvent.click(screen.getByTestId('company-save'));
    await waitFor(() => expect(screen.getByTestId('company-currencies-2').textContent).toBe('HKDEURUSD'));
    const put = calls.filter((c) => c.path === '/merchant/setup/company/2').at(-1)!;
    expect(put.body).toMatchObject({
      BaseCurrency: 'HKD',
      Version: 4,
      ShortName: '芯桥香港',
      Address: '香港观塘',
      AddressEn: 'Central, Hong Kong',
      Phone: '+852 3188 0102',
      Email: 'hk@x.example',
    });
    expect([...(put.body as typeof HK).Currencies].sort()).toEqual(['EUR', 'HKD', 'USD']);
  });

  it('read-only without the write permits', async () => {
    signIn({
      ...ADMIN_LOGIN,
      UserInfo: { ...ADMIN_LOGIN.UserInfo, isAdmin: false },
      Permits: ['GET merchant/setup/company', 'GET merchant/setup/setting'],
    });
    mockApi(handlers({ companies: [HK] }));
    renderWithShell(<SystemSettingPage />, { route: '/setup/system-setting' });
    const quota = await screen.findByTestId('setting-poolClaimMonthlyQuota');
    await screen.findByTestId('company-currencies-2');
    expect(screen.queryByTestId('company-edit-2')).toBeNull();
    expect(within(quota).queryByTestId('setting-poolClaimMonthlyQuota-save')).toBeNull();
    expect(within(quota).getByRole('spinbutton')).toHaveProperty('disabled', true);
  });
});
