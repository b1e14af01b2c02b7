import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import SalesReceiptListPage from './sales-receipt-list-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const B = '/merchant/sale/receipt';
const order = (OrderId: number, CustomerId: number, Open: string) => ({
  OrderId,
  No: `PI${OrderId}`,
  CustomerId,
  CustomerName: `Customer ${CustomerId}`,
  Currency: 'USD',
  TenantId: 2,
  Total: '113.00',
  Received: '0.00',
  Pending: '0.00',
  Open,
  PayStatus: 1,
  CreatedAt: '2026-11-25T01:00:00Z',
});

describe('sales/gatheringOrder', { timeout: 40_000 }, () => {
  it('the screens exist; the form ticks orders of one customer, shows a refusal on its line, then sends from the balance', async () => {
    for (const r of [
      '/sales/gatheringOrder',
      '/finance/receipt/salesReceipt',
      '/finance/receipt/receivable',
      '/finance/financial/receiptOrder',
      '/sales/document-audit/receiptAudit',
      '/finance/review/receiptAudit',
    ])
      expect(SCREEN_LOADERS[r], r).toBeTypeOf('function');
    signIn(ADMIN_LOGIN);
    let posts = 0;
    const { calls } = mockApi({
      [`POST ${B}/receivable/Query`]: () =>
        ok({ Records: [order(1, 1, '113.00'), order(2, 1, '50.00'), order(3, 2, '9.00')], TotalCount: 3 }),
      [`GET ${B}/sources`]: () =>
        ok({
          BankReceipts: [{ Id: 5, No: 'YS1', Amount: '500.00', Unused: '400.00' }],
          Balance: '80.00',
          Available: '80.00',
        }),
      [`POST ${B}`]: () => {
        posts += 1;
        return posts === 1
          ? {
              Code: 400,
              Message: 'Order PI1: 120.00 exceeds its open amount 113.00',
              Data: { Field: 'Lines[0].Amount' },
            }
          : ok({ Id: 9, No: 'SK2611250001', Version: 1, Status: 1 });
      },
      [`POST ${B}/Query`]: () => ok({ Records: [], TotalCount: 0 }),
    });
    renderWithShell(<SalesReceiptListPage />, { route: '/sales/gatheringOrder?new=1' });
    const page = await screen.findByTestId('sales-receipt-create');
    expect(await within(page).findByText('PI3')).toBeTruthy();
    fireEvent.click(screen.getByTestId('sales-receipt-tick-1'));
    // Another customer's order cannot join the same receipt.
    const other = screen.getByTestId('sales-receipt-tick-3');
    expect(
      ((other.tagName === 'INPUT' ? other : other.querySelector('input')) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByTestId('sales-receipt-tick-2'));
    fireEvent.change(screen.getByTestId('sales-receipt-amount-1'), { target: { value: '120' } });
    // The balance as the money (available shown once the sources load).
    expect(await within(page).findByText(/80\.00 USD/)).toBeTruthy();
    fireEvent.click(within(page).getByText(/80\.00 USD/));
    fireEvent.click(screen.getByTestId('sales-receipt-save'));
    expect(await within(page).findByText(/exceeds its open amount 113.00/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('sales-receipt-amount-1'), { target: { value: '30' } });
    fireEvent.change(screen.getByTestId('sales-receipt-amount-2'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('sales-receipt-save'));
    await waitFor(() => expect(posts).toBe(2));
    expect(calls.filter((c) => c.method === 'POST' && c.path === B).at(-1)?.body).toMatchObject({
      Source: 2,
      BankReceiptId: null,
      Amount: '80.00',
      Lines: [
        { OrderId: 1, Amount: '30' },
        { OrderId: 2, Amount: '50' },
      ],
    });
    expect(calls.find((c) => c.path === `${B}/sources`)?.query.get('CustomerId')).toBe('1');
  });
});
