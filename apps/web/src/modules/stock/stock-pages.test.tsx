import type {
  InventoryStatisticsView,
  StockSummaryView,
} from '@partdesk/shared/inventory/stock-summary/stock-summary.contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { SCREEN_LOADERS } from '../registry';
import InventoryStatisticsPage from './inventory-statistics-page';
import StockSummaryPage from './stock-summary-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
beforeEach(() => signIn());

const LOOKUPS = {
  'GET /merchant/common/merchant': () => ok({ Records: [{ Id: 1, Name: '芯桥深圳' }], TotalCount: 1 }),
  'GET /merchant/common/warehouse': () => ok([{ Id: 1, Name: '深圳仓', Zones: [] }]),
};
const g = (Key: string | number | null, Lots: number, OnHand: number, ValueCny: string) => ({
  Key,
  Lots,
  OnHand,
  ValueCny,
});
const SUMMARY: StockSummaryView = {
  Total: g(null, 2, 110, '713.58'),
  ByTenant: [g(1, 2, 110, '713.58')],
  ByWarehouse: [g(1, 2, 110, '713.58')],
  ByBrand: [g('TI', 2, 110, '713.58')],
  ByAge: [g(1, 1, 70, '613.58'), g(2, 1, 40, '100.00')],
};
const LOT = {
  Id: 11,
  TenantId: 1,
  WarehouseId: 1,
  Mpn: 'TPS7A0533PDBVR',
  Brand: 'TI',
  DateCode: '2431',
  QcState: 2,
  ReceivedOn: '2026-11-14',
  AgeBucket: 1,
  OnHand: 70,
  Currency: 'USD',
  UnitCost: '1.234567',
  RateToCny: '7.100000',
  ValueCny: '613.58',
};

describe('stock report screens', () => {
  it('are registered under their menu routes', () => {
    expect(SCREEN_LOADERS['/finance/stocksSummary']).toBeDefined();
    expect(SCREEN_LOADERS['/finance/business-processing/inventory-statistics']).toBeDefined();
  });

  it('stock summary: totals, the age chart, the groups and the lot list with the same filters', async () => {
    const { calls } = mockApi({
      ...LOOKUPS,
      'POST /merchant/finance/stocksummary/Summary': () => ok(SUMMARY),
      'POST /merchant/finance/stocksummary/Query': () => ok({ Records: [LOT], TotalCount: 1 }),
    });
    renderWithShell(<StockSummaryPage />, { route: '/finance/stocksSummary?Brand=TI' });
    const totals = await screen.findByTestId('stock-summary-totals');
    await waitFor(() => expect(within(totals).getByText('713.58', { exact: false })).toBeTruthy());
    // ECharts (SVG renderer) draws in jsdom: the chart's svg is there.
    await waitFor(() => expect(screen.getByTestId('stock-summary-chart').querySelector('svg')).toBeTruthy());
    const groups = screen.getByTestId('stock-summary-groups');
    expect(within(groups).getByText('0–3个月')).toBeTruthy();
    expect(within(groups).getByText('613.58')).toBeTruthy();
    expect(within(groups).getByText('86.0 %')).toBeTruthy();
    expect(await screen.findByText('TPS7A0533PDBVR')).toBeTruthy();
    const summaryCall = calls.find((c) => c.path.endsWith('/Summary'));
    const listCall = calls.find((c) => c.path.endsWith('/stocksummary/Query'));
    expect(summaryCall?.body).toEqual({ Brand: 'TI' });
    expect(listCall?.body).toMatchObject({ Brand: 'TI' });
  });

  it('stock summary: no stock → the empty state', async () => {
    mockApi({
      ...LOOKUPS,
      'POST /merchant/finance/stocksummary/Summary': () =>
        ok({
          ...SUMMARY,
          Total: g(null, 0, 0, '0.00'),
          ByTenant: [],
          ByWarehouse: [],
          ByBrand: [],
          ByAge: [],
        }),
      'POST /merchant/finance/stocksummary/Query': () => ok({ Records: [], TotalCount: 0 }),
    });
    renderWithShell(<StockSummaryPage />, { route: '/finance/stocksSummary' });
    expect(await screen.findByText('暂无库存')).toBeTruthy();
  });

  it('inventory statistics: the chart and the table of moves per period and kind, with totals', async () => {
    const view: InventoryStatisticsView = {
      Records: [
        { Period: '2026-10', Kind: 1, Moves: 1, QtyIn: 40, QtyOut: 0, ValueIn: '100.00', ValueOut: '0.00' },
        { Period: '2026-11', Kind: 2, Moves: 1, QtyIn: 0, QtyOut: 30, ValueIn: '0.00', ValueOut: '262.96' },
      ],
      Total: { Moves: 2, QtyIn: 40, QtyOut: 30, ValueIn: '100.00', ValueOut: '262.96' },
    };
    const { calls } = mockApi({
      ...LOOKUPS,
      'POST /merchant/finance/inventorystatistics/Query': () => ok(view),
    });
    renderWithShell(<InventoryStatisticsPage />, {
      route: '/finance/business-processing/inventory-statistics',
    });
    const table = await screen.findByTestId('inventory-statistics-table');
    await waitFor(() =>
      expect(screen.getByTestId('inventory-statistics-chart').querySelector('svg')).toBeTruthy(),
    );
    expect(within(table).getByText('采购入库')).toBeTruthy();
    expect(within(table).getByText('销售出库')).toBeTruthy();
    expect(within(table).getAllByText('262.96').length).toBe(2);
    expect(within(table).getByText('合计')).toBeTruthy();
    const body = calls.find((c) => c.path.endsWith('/inventorystatistics/Query'))?.body as Record<
      string,
      unknown
    >;
    expect(body.Period).toBe('month');
    expect(body.DateStart).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('inventory statistics: no moves → the empty state', async () => {
    mockApi({
      ...LOOKUPS,
      'POST /merchant/finance/inventorystatistics/Query': () =>
        ok({ Records: [], Total: { Moves: 0, QtyIn: 0, QtyOut: 0, ValueIn: '0.00', ValueOut: '0.00' } }),
    });
    renderWithShell(<InventoryStatisticsPage />, {
      route: '/finance/business-processing/inventory-statistics',
    });
    expect(await screen.findByText('所选范围内没有库存流水')).toBeTruthy();
  });
});
