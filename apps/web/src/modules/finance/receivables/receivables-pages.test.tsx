import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import AbnormalPage from './abnormal-page';
import CustomerBillPage from './customer-bill-page';
import ReceivablesListPage from './receivables-list-page';

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

const ROW = {
  Id: 91,
  CustomerId: 5,
  CustomerCode: 'C0005',
  CustomerName: '华强电子',
  OwnerId: 3,
  OwnerName: '张伟',
  TenantId: 2,
  Currency: 'USD',
  Open: '365.00',
  Current: '80.00',
  Days1to30: '30.00',
  Days31to60: '15.00',
  Days61to90: '40.00',
  Over90: '200.00',
  Overdue: '285.00',
  IsOverdue: true,
  MaxDaysOverdue: 93,
  CreditLimit: '1000.00',
  RemainingCredit: '635.00',
};
const BILL = {
  CustomerId: 5,
  CustomerCode: 'C0005',
  CustomerName: '华强电子',
  Currency: 'USD',
  TenantId: null,
  DateStart: '2026-11-01',
  DateEnd: '2026-11-25',
  Opening: '240.00',
  Billed: '255.00',
  Received: '120.00',
  Allowance: '10.00',
  Closing: '365.00',
  Unapplied: '0.00',
  Lines: [
    {
      Date: '2026-11-20',
      TenantId: 2,
      Kind: 'received',
      DocType: 'salesOrder',
      DocNo: 'PI2611250001',
      Remark: 'SK2611200001',
      Billed: '',
      Received: '120.00',
      Allowance: '',
      Balance: '365.00',
    },
  ],
};
const lookups = {
  'GET /merchant/common/currency': () =>
    ok({ Records: [{ Id: 2, Name: 'USD', Rate: '7.2' }], TotalCount: 1 }),
  'GET /merchant/common/merchant': () => ok({ Records: [{ Id: 2, Name: '深圳公司' }], TotalCount: 1 }),
};

describe('finance receivables screens', { timeout: 40_000 }, () => {
  it('are registered', () => {
    for (const p of ['receivables', 'customer-bill', 'abnormal'])
      expect(SCREEN_LOADERS[`/finance/financial/${p}`]).toBeTypeOf('function');
  });

  it('receivables: the ageing columns, overdue and remaining credit of each customer', async () => {
    signIn(ADMIN_LOGIN);
    mockApi({
      ...lookups,
      'POST /merchant/finance/receivables/Query': () => ok({ Records: [ROW], TotalCount: 1 }),
    });
    renderWithShell(<ReceivablesListPage />, { route: '/finance/financial/receivables' });
    const list = await screen.findByTestId('receivables-list');
    const row = (await within(list).findByText('华强电子')).closest('tr') as HTMLElement;
    for (const v of ['365.00', '80.00', '30.00', '15.00', '40.00', '200.00', '285.00', '635.00'])
      expect(within(row).getAllByText(v).length).toBeGreaterThan(0);
    for (const h of [
      '未到期',
      '逾期 1–30 天',
      '逾期 31–60 天',
      '逾期 61–90 天',
      '逾期 90 天以上',
      '剩余额度',
    ])
      expect(within(list).getAllByText(h).length).toBeGreaterThan(0);
  });

  it('customer bill: customer + currency + period → the statement; PDF and Excel download; a refusal under its field', async () => {
    signIn(ADMIN_LOGIN);
    let fail = false;
    const { calls } = mockApi({
      ...lookups,
      'GET /merchant/finance/customerbill/customers': () =>
        ok({ Records: [{ Id: 5, Code: 'C0005', ShortName: '华强电子', Currency: 'USD' }], TotalCount: 1 }),
      'GET /merchant/finance/customerbill': () =>
        fail
          ? {
              Code: 400,
              Message: '结束日期 2026-10-01 不能早于开始日期 2026-11-01',
              Data: { Field: 'DateEnd' },
            }
          : ok(BILL),
      'GET /merchant/finance/customerbill/pdf': (c) =>
        new Response('%PDF-1.3\n', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="C0005-${c.query.get('Currency')}-${c.query.get('lang')}.pdf"`,
          },
        }),
      'GET /merchant/finance/customerbill/xlsx': () =>
        new Response('PK', {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="C0005.xlsx"',
          },
        }),
    });
    renderWithShell(<CustomerBillPage />, { route: '/finance/financial/customer-bill' });
    const page = await screen.findByTestId('customer-bill');
    const customer = within(page).getByTestId('bill-customer');
    fireEvent.mouseDown(customer.querySelector('.ant-select-selector') ?? customer);
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="C0005 华强电子"]')).toBeTruthy(),
    );
    fireEvent.click(document.querySelector('.ant-select-item-option[title="C0005 华强电子"]')!);
    await waitFor(() => expect(within(page).getByTestId('bill-currency').textContent).toContain('USD'));

    fireEvent.click(within(page).getByTestId('bill-show'));
    expect(await screen.findByTestId('bill-closing')).toBeTruthy();
    expect(screen.getByTestId('bill-closing').textContent).toBe('365.00');
    expect(screen.getByTestId('bill-opening').textContent).toBe('240.00');
    expect(screen.getByText('SK2611200001')).toBeTruthy();
    const q = calls.find((c) => c.path === '/merchant/finance/customerbill')!.query;
    expect(q.get('CustomerId')).toBe('5');
    expect(q.get('Currency')).toBe('USD');
    expect(q.get('DateStart')).toMatch(/^\d{4}-\d{2}-01$/);

    fireEvent.click(within(page).getByTestId('bill-pdf'));
    await waitFor(() => expect(saved).toEqual(['C0005-USD-zh-CN.pdf']));
    fireEvent.click(within(page).getByTestId('bill-xlsx'));
    await waitFor(() => expect(saved).toEqual(['C0005-USD-zh-CN.pdf', 'C0005.xlsx']));

    fail = true;
    fireEvent.click(within(page).getByTestId('bill-show'));
    expect(await within(page).findByText('结束日期 2026-10-01 不能早于开始日期 2026-11-01')).toBeTruthy();
  });

  it('abnormal: one list with a kind column; the kind filter is sent', async () => {
    signIn(ADMIN_LOGIN);
    const { calls } = mockApi({
      'POST /merchant/finance/abnormal/Query': () =>
        ok({
          Records: [
            {
              Id: '1-bankReceipt-4-2-USD',
              Kind: 1,
              DocType: 'bankReceipt',
              DocId: 4,
              DocNo: 'YS2611150001',
              PartyName: 'ACME Ltd',
              TenantId: 2,
              Currency: 'USD',
              Amount: '88.00',
              Date: '2026-11-15',
              Days: 10,
            },
            {
              Id: '3-salesOrder-7-2-USD',
              Kind: 3,
              DocType: 'salesOrder',
              DocId: 7,
              DocNo: 'PI2611010001',
              PartyName: '华强电子',
              TenantId: 2,
              Currency: 'USD',
              Amount: '200.00',
              Date: '2026-08-24',
              Days: 93,
            },
          ],
          TotalCount: 2,
          AlertDays: 3,
        }),
    });
    renderWithShell(<AbnormalPage />, { route: '/finance/financial/abnormal' });
    const list = await screen.findByTestId('abnormal-list');
    expect(await within(list).findByText('YS2611150001')).toBeTruthy();
    expect(within(list).getByText('收款超期未认领')).toBeTruthy();
    expect(within(list).getByText('逾期未收款')).toBeTruthy();
    expect(within(list).getByText(/超过 3 天未认领/)).toBeTruthy();
    const kind = within(list).getByTestId('abnormal-kind');
    fireEvent.mouseDown(kind.querySelector('.ant-select-selector') ?? kind);
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="余额为负"]')).toBeTruthy(),
    );
    fireEvent.click(document.querySelector('.ant-select-item-option[title="余额为负"]')!);
    await waitFor(() =>
      expect(calls.some((c) => (c.body as { Kind?: number } | undefined)?.Kind === 2)).toBe(true),
    );
  });
});
