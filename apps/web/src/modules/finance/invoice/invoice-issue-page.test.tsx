import { INVOICE_PERMITS } from '@partdesk/shared/finance/invoice/invoice.codes';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import InvoiceIssuePage from './invoice-issue-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ROW = (Id: number, Status: number) => ({
  Id,
  No: `FP26112500${Id}`,
  OrderId: 5,
  OrderNo: 'SO2611250001',
  CustomerId: 101,
  CustomerName: '深圳芯源电子',
  Currency: 'CNY',
  TaxRate: '13.00',
  Amount: '4.00',
  TaxAmount: '0.52',
  Total: '4.52',
  BuyerName: '深圳芯源电子有限公司',
  BuyerTaxNo: '91440300MA5TEST01X',
  Status,
  InvoiceNo: Status === 4 ? '12345678' : null,
  InvoiceDate: Status === 4 ? '2026-11-20' : null,
  TenantId: 2,
  Version: 2,
  CreatedAt: '2026-11-20T02:00:00Z',
});

const accountant = (permits: string[]) =>
  signIn({
    ...ADMIN_LOGIN,
    UserInfo: { ...ADMIN_LOGIN.UserInfo, Id: 9, isAdmin: false, Roles: [{ Id: 9, Name: '会计专员' }] },
    Permits: permits,
  });

describe('/finance/financial/invoicestobeIssued: issue and red-letter void', { timeout: 40_000 }, () => {
  it('starts on the requests to issue; Issue / 红冲 by status and permit; issue sends number, date and Version', async () => {
    accountant([INVOICE_PERMITS.issue, INVOICE_PERMITS.void]);
    const bodies: unknown[] = [];
    const { calls } = mockApi({
      'POST /merchant/finance/invoice/Query': () => ok({ Records: [ROW(1, 2), ROW(2, 4)], TotalCount: 2 }),
      'GET /merchant/common/merchant': () => ok({ Records: [], TotalCount: 0 }),
      'PUT /merchant/finance/invoice/1/issue': (c) => {
        bodies.push(c.body);
        return bodies.length === 1
          ? { Code: 400, Message: '发票号码应为 8 到 20 位数字或大写字母', Data: { Field: 'InvoiceNo' } }
          : ok({ Id: 1, Status: 4, Version: 3, InvoiceNo: '26440300001' });
      },
    });
    renderWithShell(<InvoiceIssuePage />, { route: '/finance/financial/invoicestobeIssued' });
    fireEvent.click(await screen.findByTestId('invoice-issue-1'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path.endsWith('/Query') && JSON.stringify(c.body).includes('"Status"')),
      ).toBe(true),
    );
    expect(screen.queryByTestId('invoice-issue-2')).toBeNull();
    expect(screen.getByTestId('invoice-void-2')).toBeTruthy();
    expect(screen.queryByTestId('invoice-void-1')).toBeNull();
    fireEvent.change(await screen.findByTestId('invoice-issue-InvoiceNo'), { target: { value: 'x1' } });
    fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ }));
    expect((await screen.findByTestId('invoice-issue-error')).textContent).toContain('8 到 20 位');
    fireEvent.change(screen.getByTestId('invoice-issue-InvoiceNo'), { target: { value: '26440300001' } });
    fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(screen.queryByTestId('invoice-issue')).toBeNull());
    expect(bodies[1]).toMatchObject({ Version: 2, InvoiceNo: '26440300001' });
    expect((bodies[1] as { InvoiceDate: string }).InvoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('no buttons without the permits', async () => {
    accountant([]);
    mockApi({
      'POST /merchant/finance/invoice/Query': () => ok({ Records: [ROW(1, 2), ROW(2, 4)], TotalCount: 2 }),
      'GET /merchant/common/merchant': () => ok({ Records: [], TotalCount: 0 }),
    });
    renderWithShell(<InvoiceIssuePage />, { route: '/finance/financial/invoicestobeIssued' });
    await screen.findByText('FP261125001');
    expect(screen.queryByTestId('invoice-issue-1')).toBeNull();
    expect(screen.queryByTestId('invoice-void-2')).toBeNull();
  });
});
