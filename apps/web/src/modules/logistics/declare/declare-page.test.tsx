import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import DeclarePage from './declare-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const URL = '/merchant/logistics/declare';
const VIEW = {
  Options: [
    {
      Id: 1,
      Code: 'EXPRESS',
      Name: '快件报关',
      NameEn: 'Express clearance',
      Description: '',
      DescriptionEn: '',
      IsEnabled: true,
      Sort: 1,
    },
    {
      Id: 2,
      Code: 'GENERAL',
      Name: '一般贸易报关',
      NameEn: 'General trade',
      Description: '',
      DescriptionEn: '',
      IsEnabled: false,
      Sort: 2,
    },
  ],
  Rule: {
    TenantId: 0,
    Content: '按发票金额申报',
    ContentEn: 'Declare the invoice value',
    ValuePercent: '100.00',
    Decimals: 2,
    Currency: '',
    TolerancePercent: '0.00',
    UpdateTime: null,
  },
};
const ROUTE = '/finance/finance-setup/declare';

describe('/finance/finance-setup/declare: options and rule', { timeout: 30_000 }, () => {
  it('switches an option on and saves the rule', async () => {
    signIn();
    const { calls } = mockApi({
      [`GET ${URL}`]: () => ok(VIEW),
      [`PUT ${URL}/2/enable`]: () => ok({ Id: 2, IsEnabled: true }),
      [`PUT ${URL}/rule`]: (c) => ok({ ...VIEW.Rule, ...(c.body as object) }),
    });
    renderWithShell(<DeclarePage />, { route: ROUTE });
    fireEvent.click(await screen.findByTestId('declare-toggle-GENERAL'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === `${URL}/2/enable`)).toBe(true),
    );
    fireEvent.change(screen.getByTestId('declare-percent'), { target: { value: '80' } });
    // The example beside the percentage: 1000 × 80 % at 2 places.
    expect(await screen.findByText('1000 → 800.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保存规则/ }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT' && c.path === `${URL}/rule`)?.body).toMatchObject({
        Content: '按发票金额申报',
        ValuePercent: '80',
        Decimals: 2,
      }),
    );
  });

  it("shows the server's refusal under the field it names", async () => {
    signIn();
    mockApi({
      [`GET ${URL}`]: () => ok(VIEW),
      [`PUT ${URL}/rule`]: () => ({
        Code: 400,
        Message: '申报比例须大于 0 且不超过 100（最多两位小数）',
        Data: { Field: 'ValuePercent' },
      }),
    });
    renderWithShell(<DeclarePage />, { route: ROUTE });
    fireEvent.change(await screen.findByTestId('declare-percent'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: /保存规则/ }));
    expect(await screen.findByText('申报比例须大于 0 且不超过 100（最多两位小数）')).toBeTruthy();
  });
});
