import { BANK_RECEIPT_PERMITS } from '@partdesk/shared/finance/bank-receipt/bank-receipt.codes';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { salesLogin } from '../../crm/crm-test-data';
import BankReceiptListPage from './bank-receipt-list-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ROW = (Id: number, Status: number) => ({
  Id,
  No: `YS26112500${Id}`,
  AccountId: 1,
  AccountName: '招商银行 8888',
  PayerName: '深圳芯源电子有限公司',
  Currency: 'CNY',
  Amount: '12000.00',
  ValueDate: '2026-11-24',
  BankRef: 'CMB001',
  Status,
  CustomerName: Status === 2 ? '华强电子' : null,
  TenantId: 2,
  Version: 3,
  CreatedAt: '2026-11-24T02:00:00Z',
});

function server(claim: (body: unknown) => { Code: number; Message?: string; Data?: unknown }) {
  return mockApi({
    'POST /merchant/finance/bankreceipt/Query': () => ok({ Records: [ROW(1, 1), ROW(2, 2)], TotalCount: 2 }),
    'POST /merchant/crm/customer/Query': () =>
      ok({
        Records: [{ Id: 101, Code: 'C000101', ShortName: '深圳芯源', Name: '深圳芯源电子有限公司' }],
        TotalCount: 1,
      }),
    'PUT /merchant/finance/bankreceipt/1/claim': (c) => claim(c.body),
    'GET /merchant/common/merchant': () => ok({ Records: [], TotalCount: 0 }),
    'GET /merchant/common/account': () => ok({ Records: [], TotalCount: 0 }),
  });
}

describe('/finance/receipt/precollected: a salesperson claims a bank receipt', { timeout: 40_000 }, () => {
  it('no Claim button without the permit', async () => {
    signIn(salesLogin([]));
    server(() => ok({}));
    renderWithShell(<BankReceiptListPage />, { route: '/finance/receipt/precollected' });
    await screen.findByText('YS261125001');
    expect(screen.queryByTestId('claim-1')).toBeNull();
  });

  it('Claim on a pending row only; picks one of their customers and sends it with the Version; a refusal shows', async () => {
    signIn(salesLogin([BANK_RECEIPT_PERMITS.claim]));
    const bodies: unknown[] = [];
    let answer: { Code: number; Message?: string; Data?: unknown } = {
      Code: 409,
      Message: '收款 YS261125001 已被认领或已变更，请刷新后重试',
    };
    server((b) => {
      bodies.push(b);
      return answer;
    });
    renderWithShell(<BankReceiptListPage />, { route: '/finance/receipt/precollected' });
    fireEvent.click(await screen.findByTestId('claim-1'));
    expect(screen.queryByTestId('claim-2')).toBeNull();
    const dialog = within(await screen.findByTestId('claim-dialog'));
    expect(dialog.getByText(/12000.00 CNY/)).toBeTruthy();
    // Nothing picked: told so, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: /确认认领/ }));
    expect((await screen.findByTestId('claim-error')).textContent).toContain('请选择客户');
    expect(bodies).toHaveLength(0);
    fireEvent.mouseDown(within(screen.getByTestId('claim-customer')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('C000101 深圳芯源'));
    fireEvent.click(screen.getByRole('button', { name: /确认认领/ }));
    await waitFor(() => expect(screen.getByTestId('claim-error').textContent).toContain('已被认领'));
    expect(bodies[0]).toEqual({ CustomerId: 101, Version: 3 });
    // Accepted: the dialog closes.
    answer = ok({ Id: 1, No: 'YS261125001', Version: 4 });
    fireEvent.click(screen.getByRole('button', { name: /确认认领/ }));
    await waitFor(() => expect(screen.queryByTestId('claim-dialog')).toBeNull());
    expect(bodies).toHaveLength(2);
  });
});
