import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import PurchaseOrderDetailPage from './purchase-order-detail-page';

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

const PO = {
  Id: 31,
  No: 'PO2611240007',
  Version: 3,
  SupplierId: 12,
  TenantId: 2,
  WarehouseId: null,
  SupplierName: 'Arrow Electronics',
  OwnerName: '罗斌',
  Currency: 'USD',
  Rate: '7.100000',
  TaxRate: '0.00',
  PaymentTerms: 1,
  DeliveryAddress: 'Futian, Shenzhen',
  Amount: '125.00',
  TaxAmount: '0.00',
  Total: '125.00',
  Status: 5,
  Remark: '',
  Lines: [
    {
      Id: 1,
      LineNo: 1,
      PartId: null,
      Remark: '',
      Mpn: 'LM358DR',
      Brand: 'TI',
      Package: 'SOIC-8',
      DateCode: '2024+',
      Quantity: 500,
      UnitCost: '0.250000',
      Amount: '125.00',
      RequiredDate: '2026-12-31',
      SourceNo: 'BH2611240003',
      SalesOrderNo: 'PI2611240001',
      ReceivedQty: 0,
    },
  ],
};

describe('purchase order detail (PurchasingOrder)', { timeout: 30_000 }, () => {
  it('is the named route PurchasingOrder; a notification number opens the PO; the PDF in both languages', async () => {
    expect(SCREEN_LOADERS['/purchase/purchasing-order']).toBeTypeOf('function');
    signIn(ADMIN_LOGIN);
    const { calls } = mockApi({
      'POST /merchant/purchase/purchaseorder/Query': () =>
        ok({ Records: [{ Id: 31, No: PO.No }], TotalCount: 1 }),
      'GET /merchant/purchase/purchaseorder/31': () => ok(PO),
      'GET /merchant/purchase/purchaseorder/31/pdf': (c) =>
        new Response('%PDF-1.3\n', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="${PO.No}-${c.query.get('lang')}.pdf"`,
          },
        }),
    });
    renderWithShell(<PurchaseOrderDetailPage />, { route: `/purchase/purchasing-order?OrderNo=${PO.No}` });
    const page = await screen.findByTestId('purchase-order-detail');
    expect(within(page).getByText('Arrow Electronics')).toBeTruthy();
    expect(within(page).getByTestId('po-status').textContent).toBe('待完善');
    expect(within(page).getByText('LM358DR')).toBeTruthy();
    expect(within(page).getByText('PI2611240001')).toBeTruthy();
    expect((calls.find((c) => c.path.endsWith('/Query'))?.body as { No?: string } | undefined)?.No).toBe(
      PO.No,
    );
    fireEvent.click(screen.getByTestId('po-pdf-zh'));
    await waitFor(() => expect(saved).toEqual([`${PO.No}-zh-CN.pdf`]));
    fireEvent.click(screen.getByTestId('po-pdf-en'));
    await waitFor(() => expect(saved).toEqual([`${PO.No}-zh-CN.pdf`, `${PO.No}-en-US.pdf`]));
  });

  it('an unknown number shows the empty state', async () => {
    signIn(ADMIN_LOGIN);
    mockApi({ 'POST /merchant/purchase/purchaseorder/Query': () => ok({ Records: [], TotalCount: 0 }) });
    renderWithShell(<PurchaseOrderDetailPage />, { route: '/purchase/purchasing-order?OrderNo=PO0' });
    expect(await screen.findByText('未找到该采购单')).toBeTruthy();
  });

  it('to complete: the buyer types a unit cost, saves the PO at its Version, then submits it', async () => {
    signIn(ADMIN_LOGIN);
    const open = { ...PO, Lines: [{ ...PO.Lines[0]!, UnitCost: null }] };
    const { calls } = mockApi({
      'GET /merchant/purchase/purchaseorder/31': () => ok(open),
      'PUT /merchant/purchase/purchaseorder/31': () => ok({ Id: 31, Version: 4 }),
      'PUT /merchant/purchase/purchaseorder/31/submit': () => ok({ Status: 2, Version: 5 }),
    });
    renderWithShell(<PurchaseOrderDetailPage />, { route: '/purchase/purchasing-order?id=31' });
    const cost = await screen.findByTestId('po-cost-1');
    fireEvent.change(cost, { target: { value: '0.1234567' } });
    expect(screen.getByTestId('po-save').hasAttribute('disabled')).toBe(true);
    fireEvent.change(cost, { target: { value: '0.25' } });
    expect(screen.getByTestId('po-submit').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('po-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!.body as {
      Version: number;
      Lines: { UnitCost: string }[];
    };
    expect(put.Version).toBe(3);
    expect(put.Lines.map((l) => l.UnitCost)).toEqual(['0.25']);
    await waitFor(() => expect(screen.getByTestId('po-submit').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('po-submit'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/submit'))).toBe(true));
  });

  it('ordered: request payment — amount up to unpaid, payee account, server refusal on its field', async () => {
    signIn(ADMIN_LOGIN);
    let refuse = true;
    const { calls } = mockApi({
      'GET /merchant/purchase/purchaseorder/31': () => ok({ ...PO, Status: 3, ReviewComment: '' }),
      'GET /merchant/purchase/paymentorder/payable/31': () =>
        ok({
          OrderId: 31,
          No: PO.No,
          Currency: 'USD',
          Total: '125.00',
          Paid: '0.00',
          Pending: '25.00',
          Unpaid: '100.00',
          Banks: [
            {
              Id: 7,
              BankName: 'HSBC',
              AccountName: 'Arrow HK',
              AccountNo: '001',
              SwiftCode: 'HSBCHKHH',
              Currency: 'USD',
              IsDefault: false,
            },
            {
              Id: 8,
              BankName: 'BOC',
              AccountName: 'Arrow SZ',
              AccountNo: '002',
              SwiftCode: '',
              Currency: 'CNY',
              IsDefault: true,
            },
          ],
        }),
      'POST /merchant/purchase/paymentorder': () =>
        refuse
          ? {
              Code: 400,
              Message: "The payee account is not one of the supplier's bank accounts",
              Data: { Field: 'BankId' },
            }
          : ok({ Id: 5, No: 'FK2611250001' }),
    });
    renderWithShell(<PurchaseOrderDetailPage />, { route: '/purchase/purchasing-order?id=31' });
    fireEvent.click(await screen.findByTestId('po-request-payment'));
    const amount = await screen.findByTestId('pay-amount');
    expect((amount as HTMLInputElement).value).toBe('100.00');
    fireEvent.change(amount, { target: { value: '100.01' } });
    fireEvent.click(screen.getByTestId('pay-save'));
    expect((await screen.findByTestId('pay-Lines0Amount-error')).textContent).toBe('不能超过未付金额 100.00');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.click(within(screen.getByTestId('pay-kind')).getByText('预付款'));
    fireEvent.click(screen.getByText(/HSBC/));
    fireEvent.change(screen.getByTestId('pay-remark'), { target: { value: 'deposit' } });
    fireEvent.click(screen.getByTestId('pay-save'));
    expect((await screen.findByTestId('pay-BankId-error')).textContent).toMatch(/payee account/);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      Kind: 1,
      BankId: 7,
      Remark: 'deposit',
      Lines: [{ OrderId: 31, Amount: '60' }],
    });
    refuse = false;
    fireEvent.click(screen.getByTestId('pay-save'));
    await waitFor(() => expect(screen.queryByTestId('payment-request-form')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);
  });

  it('a draft PO offers no payment request', async () => {
    signIn(ADMIN_LOGIN);
    mockApi({ 'GET /merchant/purchase/purchaseorder/31': () => ok({ ...PO, Status: 1 }) });
    renderWithShell(<PurchaseOrderDetailPage />, { route: '/purchase/purchasing-order?id=31' });
    await screen.findByTestId('purchase-order-detail');
    expect(screen.queryByTestId('po-request-payment')).toBeNull();
  });

  it('"Request payment" shows only for holders of the POST permit', async () => {
    const user = (Permits: string[]) => ({
      ...ADMIN_LOGIN,
      Token: 'tok-user',
      UserInfo: { ...ADMIN_LOGIN.UserInfo, Id: 7, isAdmin: false, Roles: [{ Id: 9, Name: '采购员' }] },
      Permits,
    });
    mockApi({ 'GET /merchant/purchase/purchaseorder/31': () => ok({ ...PO, Status: 3 }) });
    signIn(user(['GET merchant/purchase/purchaseorder/:id']));
    const first = renderWithShell(<PurchaseOrderDetailPage />, { route: '/purchase/purchasing-order?id=31' });
    await screen.findByTestId('purchase-order-detail');
    expect(screen.queryByTestId('po-request-payment')).toBeNull();
    first.unmount();
    signIn(user(['GET merchant/purchase/purchaseorder/:id', 'POST merchant/purchase/paymentorder']));
    renderWithShell(<PurchaseOrderDetailPage />, { route: '/purchase/purchasing-order?id=31' });
    expect(await screen.findByTestId('po-request-payment')).toBeTruthy();
  });
});
