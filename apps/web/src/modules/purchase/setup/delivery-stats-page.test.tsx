import type { DeliveryStats } from '@partdesk/shared/purchase/setup/purchase-setup.contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import DeliveryStatsPage from './delivery-stats-page';
import PurchaseSetupPage from './purchase-setup-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
beforeEach(() => signIn());

const row = (
  Id: number,
  Name: string,
  OnTime: number,
  Partial: number,
  Late: number,
  OnTimeRate: string,
) => ({
  Id,
  Name,
  Lines: OnTime + Partial + Late,
  OnTime,
  Partial,
  Late,
  OnTimeRate,
});
const STATS: DeliveryStats = {
  BySupplier: [row(7, 'Arrow Electronics', 3, 1, 0, '75.0'), row(9, '深圳华强芯城', 0, 0, 2, '0.0')],
  ByBuyer: [row(21, '周采购', 3, 1, 2, '50.0')],
  Total: { Lines: 6, OnTime: 3, Partial: 1, Late: 2, OnTimeRate: '50.0' },
};

describe('purchase settings and delivery statistics screens', () => {
  it('are registered under their menu routes', () => {
    expect(SCREEN_LOADERS['/purchase/purchase-setup']).toBeDefined();
    expect(SCREEN_LOADERS['/purchase/purchase-deliverystats']).toBeDefined();
  });

  it('delivery statistics: chart and table per supplier, the buyer tab, totals and the dates sent', async () => {
    const { calls } = mockApi({ 'POST /merchant/purchase/deliverystats': () => ok(STATS) });
    renderWithShell(<DeliveryStatsPage />, { route: '/purchase/purchase-deliverystats' });
    const table = await screen.findByTestId('delivery-stats-table');
    await waitFor(() => expect(screen.getByTestId('delivery-stats-chart').querySelector('svg')).toBeTruthy());
    expect(within(table).getByText('Arrow Electronics')).toBeTruthy();
    expect(within(table).getByText('75.0 %')).toBeTruthy();
    expect(within(table).getByText('合计')).toBeTruthy();
    expect(within(table).getAllByText('50.0 %').length).toBe(1);
    fireEvent.click(screen.getByText('按采购员'));
    await waitFor(() =>
      expect(within(screen.getByTestId('delivery-stats-table')).getByText('周采购')).toBeTruthy(),
    );
    const body = calls.find((c) => c.path.endsWith('/deliverystats'))?.body as Record<string, string>;
    expect(body.DateStart).toMatch(/^\d{4}-\d{2}-01$/);
    expect(body.DateEnd).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('delivery statistics: nothing due → the empty state', async () => {
    mockApi({
      'POST /merchant/purchase/deliverystats': () =>
        ok({
          BySupplier: [],
          ByBuyer: [],
          Total: { Lines: 0, OnTime: 0, Partial: 0, Late: 0, OnTimeRate: '0.0' },
        }),
    });
    renderWithShell(<DeliveryStatsPage />, { route: '/purchase/purchase-deliverystats' });
    expect(await screen.findByText('该期间没有到期的采购明细')).toBeTruthy();
  });

  it('purchase settings: shows the values and saves them at the Version', async () => {
    const setup = {
      ReviewThreshold: '500000.00',
      ReviewExtraRoles: ['管理员'],
      DefaultPaymentTerms: 1,
      InboundWarehouseIds: [2],
      SalesCargoReview: 1,
      Version: 3,
      UpdatedAt: null,
      UpdatedByName: '',
    };
    const { calls } = mockApi({
      'GET /merchant/purchase/setup': () => ok(setup),
      'PUT /merchant/purchase/setup': () => ok({ ...setup, Version: 4 }),
      'GET /merchant/common/warehouse': () => ok([{ Id: 2, Name: '香港仓', Zones: [] }]),
    });
    renderWithShell(<PurchaseSetupPage />, { route: '/purchase/purchase-setup' });
    const input = (await screen.findByTestId('setup-threshold')) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('500000.00'));
    expect(screen.getByTestId('setup-extra-roles').textContent).toBe('管理员');
    // The shipment review setting (decision 0053) shows its option.
    expect(screen.getByTestId('setup-cargo-review').textContent).toContain('含为本订单采购的货物时');
    fireEvent.change(input, { target: { value: '200000' } });
    fireEvent.click(screen.getByTestId('setup-save'));
    expect(await screen.findByTestId('setup-saved')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')?.body;
    expect(put).toEqual({
      ReviewThreshold: '200000',
      DefaultPaymentTerms: 1,
      InboundWarehouseIds: [2],
      SalesCargoReview: 1,
      Version: 3,
    });
  });
});
