import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import PaymentOrderListPage from './payment-order-list-page';

configure({ asyncUtilTimeout: 10_000 });
let saved: string[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FK = {
  Id: 4,
  No: 'FK2611250001',
  Kind: 1,
  Status: 2,
  SupplierId: 12,
  SupplierName: 'Arrow Electronics',
  OrderNos: 'PO2611240007',
  Currency: 'USD',
  Amount: '100.50',
  BankId: 3,
  BankName: 'HSBC Hong Kong',
  AccountName: 'Arrow Asia Ltd',
  AccountNo: '004-123456-838',
  SwiftCode: 'HSBCHKHHHKH',
  Remark: '第一期预付款',
  ReviewComment: '已付',
  PaidOn: '2026-11-25',
  PaidByName: '财务主管',
  OwnerName: '罗斌',
  CreatedAt: '2026-11-25T02:00:00.000Z',
  Version: 2,
  Lines: [
    { Id: 1, LineNo: 1, OrderId: 31, OrderNo: 'PO2611240007', OrderTotal: '1395.40', Amount: '100.50' },
  ],
  History: [
    { Id: 1, Action: 'submit', UserName: '罗斌', At: '2026-11-25T02:00:00.000Z', Comment: null },
    { Id: 2, Action: 'approve', UserName: '财务主管', At: '2026-11-25T03:00:00.000Z', Comment: '已付' },
  ],
};

describe('purchase/payment-order detail', { timeout: 40_000 }, () => {
  it('the named route Payment opens a request by number: supplier, POs, payee, status, review history, PDF zh/en', async () => {
    expect(SCREEN_LOADERS['/purchase/payment-order']).toBeTypeOf('function');
    signIn(ADMIN_LOGIN);
    const { calls } = mockApi({
      'POST /merchant/purchase/paymentorder/Query': () =>
        ok({ Records: [{ Id: 4, No: FK.No }], TotalCount: 1 }),
      'GET /merchant/purchase/paymentorder/4': () => ok(FK),
      'GET /merchant/purchase/paymentorder/4/pdf': (c) =>
        new Response('%PDF-1.3\n', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${FK.No}-${c.query.get('lang')}.pdf"`,
          },
        }),
    });
    renderWithShell(<PaymentOrderListPage />, { route: `/purchase/payment-order?OrderNo=${FK.No}` });
    const page = await screen.findByTestId('payment-order-detail');
    expect((calls.find((c) => c.path.endsWith('/Query'))?.body as { No?: string } | undefined)?.No).toBe(
      FK.No,
    );
    expect(within(page).getByText('Arrow Electronics')).toBeTruthy();
    expect(within(page).getByTestId('payment-status').textContent).toBe('已付款');
    expect(within(page).getByTestId('payment-amount').textContent).toBe('100.50');
    expect(within(page).getByText('004-123456-838')).toBeTruthy();
    expect(within(screen.getByTestId('payment-lines')).getByText('PO2611240007')).toBeTruthy();
    expect(within(screen.getByTestId('payment-lines')).getByText('1395.40')).toBeTruthy();
    const history = screen.getByTestId('payment-history');
    expect(within(history).getByText(/财务主管/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('payment-pdf-zh'));
    await waitFor(() => expect(saved).toEqual([`${FK.No}-zh-CN.pdf`]));
    fireEvent.click(screen.getByTestId('payment-pdf-en'));
    await waitFor(() => expect(saved).toEqual([`${FK.No}-zh-CN.pdf`, `${FK.No}-en-US.pdf`]));
  });

  it('the list links each row to its detail', async () => {
    signIn(ADMIN_LOGIN);
    mockApi({
      'POST /merchant/purchase/paymentorder/Query': () => ok({ Records: [FK], TotalCount: 1 }),
      'GET /merchant/purchase/paymentorder/4': () => ok(FK),
    });
    renderWithShell(<PaymentOrderListPage />, { route: '/purchase/payment-order' });
    fireEvent.click(await screen.findByTestId('payment-view-4'));
    expect(await screen.findByTestId('payment-order-detail')).toBeTruthy();
  });
});
