import { CASH_STOCK_PERMITS } from '@partdesk/shared/inventory/cash-stock/cash-stock.codes';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import CashStockListPage from './cash-stock-list-page';

const LOT = {
  Id: 7,
  Mpn: 'STM32F103C8T6',
  Brand: 'ST',
  Package: 'LQFP48',
  DateCode: '2431',
  WarehouseId: 1,
  TenantId: 1,
  OnHand: 100,
  Reserved: 30,
  Available: 70,
  CashPrice: '1.150000',
  Currency: 'USD',
  ReceivedOn: '2026-03-01',
  AgeDays: 268,
  AgeMonths: 8,
};

function server(row: Record<string, unknown>) {
  return mockApi({
    'POST /merchant/product/cashstock/Query': () => ok({ Records: [row], TotalCount: 1 }),
    'GET /merchant/common/merchant': () => ok({ Records: [{ Id: 1, Name: '芯桥深圳' }], TotalCount: 1 }),
    'GET /merchant/common/warehouse': () => ok({ Records: [{ Id: 1, Name: '深圳仓' }], TotalCount: 1 }),
  });
}

/** A salesperson-like session: the list permit, and the cost / re-price permits only when given. */
const as = (permits: string[]) =>
  signIn({
    ...ADMIN_LOGIN,
    UserInfo: { ...ADMIN_LOGIN.UserInfo, Id: 9, isAdmin: false, Roles: [{ Id: 9, Name: '销售员' }] },
    Permits: [CASH_STOCK_PERMITS.list, ...permits],
  });
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('own stock page (/product/cashStock)', { timeout: 20_000 }, () => {
  it('shows no cost columns and no re-pricing to a session without the cost permit', async () => {
    as([]);
    server(LOT);
    renderWithShell(<CashStockListPage />, { route: '/product/cashStock' });
    await screen.findByText('STM32F103C8T6');
    expect(headers()).toContain('可用');
    expect(headers()).toContain('现货价');
    expect(headers()).not.toContain('单位成本');
    expect(headers()).not.toContain('成本(CNY)');
    expect(screen.queryByTestId('cash-stock-reprice')).toBeNull();
    expect(screen.getByTestId('cash-stock-marketplace')).toBeTruthy();
  });

  it('shows the cost columns to a holder of the cost permit, and re-pricing to a price setter', async () => {
    as([CASH_STOCK_PERMITS.cost, CASH_STOCK_PERMITS.reprice]);
    server({ ...LOT, UnitCost: '1.000000', CostCny: '7.000000' });
    renderWithShell(<CashStockListPage />, { route: '/product/cashStock' });
    await screen.findByText('STM32F103C8T6');
    await waitFor(() => expect(headers()).toContain('单位成本'));
    expect(headers()).toContain('成本(CNY)');
    expect(screen.getByText('7.000000')).toBeTruthy();
    expect(screen.getByTestId('cash-stock-reprice')).toBeTruthy();
  });
});
