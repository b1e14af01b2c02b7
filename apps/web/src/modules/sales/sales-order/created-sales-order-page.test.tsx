import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import CreatedSalesOrderPage from './created-sales-order-page';
import { LOOKUPS, REP } from './sales-order-test-data';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/forQuotation/createdSalesOrder', { timeout: 30_000 }, () => {
  it("order from a quote (its detail button): that quote's orderable lines come ticked", async () => {
    signIn(REP);
    mockApi({
      ...LOOKUPS,
      'GET /merchant/sale/salesorder/quotelines': () =>
        ok([
          {
            QuoteLineId: 1,
            QuoteId: 5,
            QuoteNo: 'BJ1',
            Mpn: 'A',
            Brand: 'TI',
            Quantity: 10,
            OrderedQty: 0,
            Remaining: 10,
            SalePrice: '1',
            Currency: 'USD',
            ValidUntil: null,
          },
          {
            QuoteLineId: 2,
            QuoteId: 5,
            QuoteNo: 'BJ1',
            Mpn: 'B',
            Brand: 'TI',
            Quantity: 10,
            OrderedQty: 10,
            Remaining: 0,
            SalePrice: '1',
            Currency: 'USD',
            ValidUntil: null,
          },
          {
            QuoteLineId: 3,
            QuoteId: 6,
            QuoteNo: 'BJ2',
            Mpn: 'C',
            Brand: 'TI',
            Quantity: 10,
            OrderedQty: 0,
            Remaining: 10,
            SalePrice: '1',
            Currency: 'USD',
            ValidUntil: null,
          },
        ]),
    });
    renderWithShell(<CreatedSalesOrderPage />, {
      route: '/forQuotation/createdSalesOrder?customerId=101&quoteId=5',
    });
    await screen.findByTestId('quote-line-picker');
    expect(screen.getByTestId('quote-lines-next').textContent).toContain('生成订单（1 行）');
    fireEvent.click(screen.getByTestId('quote-lines-next'));
    await screen.findByTestId('sales-order-form');
    expect((screen.getByTestId('line-Mpn-0') as HTMLInputElement).value).toBe('A');
    expect(screen.queryByTestId('line-Mpn-1')).toBeNull();
  });

  it('order from quote lines: the ticked lines (one currency) prefill the form with their quote line, remaining quantity and price', async () => {
    signIn(REP);
    const q = (id: number, Currency: string, Remaining: number) => ({
      QuoteLineId: id,
      QuoteId: Currency === 'USD' ? 5 : 6,
      QuoteNo: `BJ260305000${id}`,
      Mpn: `MPN-${id}`,
      Brand: 'TI',
      Quantity: 1000,
      OrderedQty: 1000 - Remaining,
      Remaining,
      SalePrice: '0.5',
      Currency,
      ValidUntil: '2026-12-31',
    });
    const { calls } = mockApi({
      ...LOOKUPS,
      'GET /merchant/sale/salesorder/quotelines': () =>
        ok([q(1, 'USD', 400), q(2, 'CNY', 1000), q(3, 'USD', 0)]),
    });
    renderWithShell(<CreatedSalesOrderPage />, { route: '/forQuotation/createdSalesOrder?customerId=101' });
    const picker = await screen.findByTestId('quote-line-picker');
    expect(calls.find((c) => c.path.endsWith('/quotelines'))!.query.get('customerId')).toBe('101');
    const rowOf = (no: string) => within(picker).getByText(no).closest('tr') as HTMLElement;
    const box = (no: string) => within(rowOf(no)).getByRole('checkbox') as HTMLInputElement;
    expect(box('BJ2603050003').disabled).toBe(true);
    fireEvent.click(box('BJ2603050001'));
    await waitFor(() => expect(box('BJ2603050002').disabled).toBe(true));
    fireEvent.click(box('BJ2603050001'));
    await waitFor(() => expect(box('BJ2603050002').disabled).toBe(false));
    fireEvent.click(box('BJ2603050001'));
    fireEvent.click(screen.getByTestId('quote-lines-next'));
    await screen.findByTestId('sales-order-form');
    expect((screen.getByTestId('line-Mpn-0') as HTMLInputElement).value).toBe('MPN-1');
    expect((screen.getByTestId('line-Quantity-0') as HTMLInputElement).value).toBe('400');
    expect(screen.getByTestId('total-amount').textContent).toBe('200.00');
    expect(screen.getByText('来自报价')).toBeTruthy();
  });
});
