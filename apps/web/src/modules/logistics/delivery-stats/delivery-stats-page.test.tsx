import type { DeliveryStatsView } from '@partdesk/shared/logistics/delivery-stats/delivery-stats.contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import DeliveryStatsPage from './delivery-stats-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
beforeEach(() => signIn());

const c = (OnTime: number, Late: number, NoDate: number, Quantity: number) => ({
  Shipments: OnTime + Late + NoDate,
  Quantity,
  OnTime,
  Late,
  NoDate,
});
const VIEW: DeliveryStatsView = {
  Total: c(3, 1, 1, 120),
  ByMonth: [
    { Key: '2026-10', Name: '2026-10', ...c(1, 1, 0, 40) },
    { Key: '2026-11', Name: '2026-11', ...c(2, 0, 1, 80) },
  ],
  ByCourier: [
    { Key: 1, Name: 'DHL', ...c(2, 1, 0, 90) },
    { Key: null, Name: '', ...c(1, 0, 1, 30) },
  ],
  ByCountry: [{ Key: 7, Name: '德国', ...c(3, 1, 1, 120) }],
};
const LOOKUPS = {
  'GET /merchant/common/business': () => ok({ Records: [{ Id: 1, Name: 'DHL' }], TotalCount: 1 }),
  'GET /common/GetCountryList': () =>
    ok({ Records: [{ Id: 7, Name: 'Germany', NameCN: '德国', NameEN: 'Germany' }], TotalCount: 1 }),
};

describe('delivery statistics screen', () => {
  it('is registered under its menu route', () => {
    expect(SCREEN_LOADERS['/sales/sales-deliverystats']).toBeDefined();
  });

  it('totals, on-time rate, and a chart and table per month, courier and country (zh-CN)', async () => {
    const { calls } = mockApi({
      ...LOOKUPS,
      'POST /merchant/logistics/deliverystats/Query': () => ok(VIEW),
    });
    renderWithShell(<DeliveryStatsPage />, { route: '/sales/sales-deliverystats' });
    const total = await screen.findByTestId('delivery-stats-total');
    // 3 on time of 4 with a required date.
    expect(within(total).getByText('75.0%')).toBeTruthy();
    expect(within(total).getByText('准时率')).toBeTruthy();
    const month = screen.getByTestId('delivery-stats-month');
    expect(within(month).getByText('2026-11')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('delivery-stats-month-chart').querySelector('svg')).toBeTruthy(),
    );
    const courier = screen.getByTestId('delivery-stats-courier');
    expect(within(courier).getAllByText('DHL').length).toBeGreaterThan(0);
    expect(within(courier).getAllByText('(未填写)').length).toBeGreaterThan(0);
    expect(within(screen.getByTestId('delivery-stats-country')).getAllByText('德国').length).toBeGreaterThan(
      0,
    );
    const body = calls.find((x) => x.path.endsWith('/deliverystats/Query'))?.body as Record<string, unknown>;
    expect(body.DateStart).toMatch(/^\d{4}-\d{2}-01$/);
    expect(body).not.toHaveProperty('CourierId');
  });

  it('nothing shipped → the empty state, in en-US too', async () => {
    await i18n.changeLanguage('en-US');
    try {
      mockApi({
        ...LOOKUPS,
        'POST /merchant/logistics/deliverystats/Query': () =>
          ok({ Total: c(0, 0, 0, 0), ByMonth: [], ByCourier: [], ByCountry: [] }),
      });
      renderWithShell(<DeliveryStatsPage />, { route: '/sales/sales-deliverystats' });
      expect(await screen.findByText('No shipments shipped in this range')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});
