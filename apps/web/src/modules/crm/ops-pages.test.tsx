import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { SCREEN_LOADERS } from '../registry';
import BalanceRefundPage from './balance-refund-page';
import { CRM_LOOKUPS, CUSTOMER_DETAIL, salesLogin } from './crm-test-data';
import CustomerDetailPage from './customer-detail-page';
import VisitsPage from './visits-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const item = (root: HTMLElement, label: string) =>
  within(root).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

const VISIT = {
  Id: 31,
  No: 'BF2603010001',
  Kind: 2,
  CustomerId: 101,
  CustomerCode: 'C000101',
  CustomerName: '华强电子',
  SalespersonId: 7,
  allotStatus: 1,
  Method: 1,
  Status: 1,
  CreatedAt: '2026-03-01T02:00:00.000Z',
  Version: 4,
};

const CUSTOMER_PICK = {
  'POST /merchant/crm/customer/Query': () =>
    ok({
      Records: [{ Id: 101, Code: 'C000101', ShortName: '华强电子', Name: '华强电子有限公司' }],
      TotalCount: 1,
    }),
};

describe('/crmsystem operation screens', { timeout: 30_000 }, () => {
  it('are registered (visits, trade, balance refunds, level/credit/visit review queues)', () => {
    for (const path of [
      '/crmsystem/customervisits',
      '/crmsystem/customertrade',
      '/crmsystem/crmbalancerefund',
      '/crmsystem/reviewcustomer/level-audit',
      '/crmsystem/reviewcustomer/credit-audit',
      '/crmsystem/reviewcustomer/visit',
    ])
      expect(SCREEN_LOADERS[path], path).toBeTypeOf('function');
  });

  it('visits: a draft report is submitted for review at its version', async () => {
    signIn(salesLogin(['PUT merchant/sale/customervisit/:id/submit', 'POST merchant/sale/customervisit']));
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'POST /merchant/sale/customervisit/Query': () =>
        ok({ Records: [VISIT, { ...VISIT, Id: 32, No: 'BF2603010002', Status: 3 }], TotalCount: 2 }),
      'PUT /merchant/sale/customervisit/31/submit': () => ok({ Status: 2 }),
    });
    renderWithShell(<VisitsPage />, { route: '/crmsystem/customervisits' });
    const draft = (await screen.findByText('BF2603010001')).closest('tr') as HTMLElement;
    const approved = screen.getByText('BF2603010002').closest('tr') as HTMLElement;
    expect(within(approved).queryByTestId('kit-action-submit')).toBeNull();
    // No allotment without its permit (0102).
    expect(screen.queryByTestId('kit-action-allot')).toBeNull();
    expect(screen.getByTestId('visit-add')).toBeTruthy();
    fireEvent.click(within(draft).getByTestId('kit-action-submit'));
    const oks = await screen.findAllByTestId('confirm-ok');
    fireEvent.click(oks.at(-1)!);
    expect(await screen.findByText('已提交审核')).toBeTruthy();
    expect(calls.find((c) => c.path === '/merchant/sale/customervisit/31/submit')!.body).toEqual({
      Version: 4,
    });
  });

  it("visits: the new visit picks its customer among the caller's customers", async () => {
    signIn(salesLogin(['POST merchant/sale/customervisit']));
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'POST /merchant/sale/customervisit/Query': () => ok({ Records: [], TotalCount: 0 }),
      ...CUSTOMER_PICK,
    });
    renderWithShell(<VisitsPage />, { route: '/crmsystem/customervisits' });
    fireEvent.click(await screen.findByTestId('visit-add'));
    const picker = await screen.findByTestId('visit-customer');
    fireEvent.mouseDown(within(picker).getByRole('combobox'));
    fireEvent.click(await screen.findByText('C000101 华强电子'));
    expect(within(picker).getByText('C000101 华强电子')).toBeTruthy();
    expect(calls.find((c) => c.path === '/merchant/crm/customer/Query')!.body).toEqual({
      pageIndex: 1,
      pageSize: 20,
    });
  });

  it('balance refund: the request sends the currency code and shows the server number', async () => {
    signIn(salesLogin(['POST merchant/crm/balancerefund']));
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'POST /merchant/crm/balancerefund/Query': () => ok({ Records: [], TotalCount: 0 }),
      'POST /merchant/crm/balancerefund': () => ok({ Id: 5, No: 'YT2603010001', Status: 2 }),
      ...CUSTOMER_PICK,
    });
    renderWithShell(<BalanceRefundPage />, { route: '/crmsystem/crmbalancerefund?customerId=101' });
    fireEvent.click(await screen.findByTestId('refund-add'));
    const form = await screen.findByTestId('kit-form');
    // The customer is picked among the caller's customers (preset from ?customerId=), not typed as a number.
    expect(await within(screen.getByTestId('refund-customer')).findByText('C000101 华强电子')).toBeTruthy();
    fireEvent.mouseDown(within(item(form, '币种')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('美元')).at(-1)!);
    fireEvent.change(item(form, '退款金额').querySelector('input')!, { target: { value: '100.00' } });
    for (const [label, value] of [
      ['收款人', 'Huaqiang Ltd'],
      ['开户银行', 'HSBC'],
      ['银行账号', '123456789'],
    ])
      fireEvent.change(item(form, label).querySelector('input')!, { target: { value } });
    fireEvent.click(screen.getByTestId('kit-form-save'));
    expect(await screen.findByText('退款申请 YT2603010001 已提交审核')).toBeTruthy();
    const sent = calls.find((c) => c.method === 'POST' && c.path === '/merchant/crm/balancerefund')!.body;
    expect(sent).toMatchObject({
      CustomerId: 101,
      Currency: 'USD',
      Amount: '100',
    });
  });

  it('customer detail: a level change request at the customer version; the refusal shows its message', async () => {
    signIn(salesLogin(['POST merchant/crm/customer/:id/levelchange']));
    let n = 0;
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'GET /merchant/crm/customer/101': () => ok(CUSTOMER_DETAIL),
      'POST /merchant/crm/customer/101/levelchange': () => {
        n += 1;
        return n === 1
          ? { Code: 409, Message: '客户 C000101 已有等级调整在审核中' }
          : ok({ Id: 3, Status: 1 });
      },
    });
    renderWithShell(<CustomerDetailPage />, { route: '/sales/customer-detail?id=101' });
    expect(screen.queryByTestId('customer-credit-change')).toBeNull();
    fireEvent.click(await screen.findByTestId('customer-level-change'));
    const dialog = (await screen.findByText('等级调整：华强电子')).closest('.ant-modal') as HTMLElement;
    fireEvent.mouseDown(within(item(dialog, '调整为等级')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('A级（重点客户）')).at(-1)!);
    fireEvent.click(within(dialog).getByTestId('change-ok'));
    expect(await screen.findByText('客户 C000101 已有等级调整在审核中')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('change-ok'));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/levelchange'))).toHaveLength(2));
    expect(calls.find((c) => c.path.endsWith('/levelchange'))!.body).toEqual({
      ToLevel: '1',
      Reason: '',
      Version: 3,
    });
    expect(await screen.findByText('已提交审核')).toBeTruthy();
  });
});
