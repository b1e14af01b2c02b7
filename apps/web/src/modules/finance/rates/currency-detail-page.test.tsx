import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import CurrencyDetailPage from './currency-detail-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const RATE = {
  Id: 2,
  Currency: 'USD',
  Name: '美元',
  NameEn: 'US dollar',
  Symbol: '$',
  Rate: '7.250000',
  RateDate: '2026-11-24',
  SetByName: '冯刚',
  SetAt: '2026-11-24T08:00:00Z',
};

describe('/finance/currency-detail', { timeout: 30_000 }, () => {
  it('is registered', () => {
    expect(SCREEN_LOADERS['/finance/currency-detail']).toBeTypeOf('function');
  });

  it("lists today's rates with who set them; History shows every save of the currency; Set rate opens the form", async () => {
    signIn();
    const { calls } = mockApi({
      'GET /common/GetDictLineByCode': () =>
        ok({ Records: [{ DictValue: 'USD', DictText: '美元' }], TotalCount: 1 }),
      'POST /merchant/finance/currencyrate': (c) => ok({ Id: 12, ...(c.body as object) }),
      'POST /merchant/finance/currencyrate/Query': () =>
        ok({
          Records: [
            RATE,
            {
              ...RATE,
              Id: 3,
              Currency: 'EUR',
              Name: '欧元',
              Rate: null,
              RateDate: null,
              SetByName: null,
              SetAt: null,
            },
          ],
          TotalCount: 2,
        }),
      'POST /merchant/finance/currencyrate/history/Query': () =>
        ok({
          Records: [
            {
              Id: 11,
              Currency: 'USD',
              RateDate: '2026-11-24',
              Rate: '7.250000',
              CreatedByName: '冯刚',
              CreatedAt: '2026-11-24T08:00:00Z',
            },
            {
              Id: 10,
              Currency: 'USD',
              RateDate: '2026-11-24',
              Rate: '7.200000',
              CreatedByName: '唐芳',
              CreatedAt: '2026-11-24T07:00:00Z',
            },
          ],
          TotalCount: 2,
        }),
    });
    renderWithShell(<CurrencyDetailPage />, { route: '/finance/currency-detail' });
    const usd = (await screen.findByText('7.250000')).closest('tr') as HTMLElement;
    expect(within(usd).getByText('冯刚')).toBeTruthy();

    fireEvent.click(within(usd).getByTestId('kit-action-history'));
    const table = await screen.findByTestId('rate-history');
    expect(await within(table).findByText('7.200000')).toBeTruthy();
    expect(within(table).getByText('唐芳')).toBeTruthy();
    const call = calls.find((c) => c.path === '/merchant/finance/currencyrate/history/Query')!;
    expect(call.body).toMatchObject({ Currency: 'USD' });
    expect(screen.getByText('USD 汇率历史')).toBeTruthy();

    fireEvent.click(screen.getByTestId('rate-set'));
    expect(await screen.findByTestId('kit-form')).toBeTruthy();
    expect(
      screen.getByText('1 单位外币折合人民币；同一日期可多次保存，以最后一次为准，历史全部保留'),
    ).toBeTruthy();
    const currency = document
      .querySelector('.ant-drawer input[id$="Currency"]')!
      .closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(currency.querySelector('.ant-select-selector') ?? currency);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="美元"]')).toBeTruthy());
    fireEvent.click(document.querySelector('.ant-select-item-option[title="美元"]')!);
    fireEvent.change(document.querySelector('.ant-drawer input[id$="Rate"]')!, { target: { value: '7.3' } });
    fireEvent.click(screen.getByTestId('kit-form-save'));
    await waitFor(() => expect(calls.some((c) => c.path === '/merchant/finance/currencyrate')).toBe(true));
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(calls.find((c) => c.path === '/merchant/finance/currencyrate')!.body).toEqual({
      Currency: 'USD',
      Rate: expect.stringMatching(/^7\.30*$/),
      RateDate: `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`,
    });
  });
});
