import { INVOICE_PERMITS } from '@partdesk/shared/finance/invoice/invoice.codes';
import { uiFinance } from '@partdesk/shared/i18n/ui-finance';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { salesLogin } from '../../crm/crm-test-data';
import { SCREEN_LOADERS } from '../../registry';
import InvoiceListPage from './invoice-list-page';
import { InvoiceRequestForm } from './invoice-request-form';

configure({ asyncUtilTimeout: 10_000 });
/** The input of an InputNumber (its test id lands on the input or its wrapper). */
const num = (id: string) => {
  const el = screen.getByTestId(id);
  return (el.tagName === 'INPUT' ? el : el.querySelector('input')!) as HTMLInputElement;
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORDER = {
  OrderId: 5,
  OrderNo: 'SO2611250001',
  OrderDate: '2026-11-20',
  CustomerId: 101,
  CustomerName: '深圳芯源电子',
  Currency: 'CNY',
  TaxRate: '13.00',
  OpenLines: 2,
  OpenAmount: '16.00',
  OpenTotal: '18.08',
};
const SOURCE = {
  OrderId: 5,
  OrderNo: 'SO2611250001',
  CustomerId: 101,
  CustomerName: '深圳芯源电子',
  Currency: 'CNY',
  TaxRate: '13.00',
  Invoiceable: true,
  BuyerName: '深圳芯源电子有限公司',
  BuyerTaxNo: '91440300MA5TEST01X',
  BuyerAddress: '深圳市福田区',
  BuyerPhone: '0755-1234',
  Lines: [
    {
      OrderLineId: 11,
      LineNo: 1,
      Mpn: 'STM32F103C8T6',
      Brand: 'ST',
      Quantity: 10,
      ShippedQty: 6,
      InvoicedQty: 2,
      RequestedQty: 1,
      OpenQty: 3,
      UnitPrice: '2.000000',
    },
    {
      OrderLineId: 12,
      LineNo: 2,
      Mpn: 'LM358DR',
      Brand: 'TI',
      Quantity: 5,
      ShippedQty: 0,
      InvoicedQty: 0,
      RequestedQty: 0,
      OpenQty: 0,
      UnitPrice: '1.000000',
    },
  ],
};

type Out = { Code: number; Message?: string; Data?: unknown };
function server(post: (body: unknown) => Out = () => ok({ Id: 1, No: 'FP2611250001' })) {
  return mockApi({
    'GET /merchant/finance/invoice/orders': () => ok({ Records: [ORDER], TotalCount: 1 }),
    'GET /merchant/finance/invoice/source/5': () => ok(SOURCE),
    'POST /merchant/crm/customer/Query': () => ok({ Records: [], TotalCount: 0 }),
    'POST /merchant/finance/invoice': (c) => post(c.body),
    'POST /merchant/finance/invoice/Query': () => ok({ Records: [], TotalCount: 0 }),
  });
}

describe('/sales/invoicepage: the invoice request form', { timeout: 40_000 }, () => {
  it('texts exist in zh and en; the three screens are registered', () => {
    for (const group of Object.values(uiFinance))
      for (const m of Object.values(group as Record<string, { zh: string; en: string }>)) {
        expect(m.zh).toBeTruthy();
        expect(m.en).toBeTruthy();
      }
    for (const r of [
      '/sales/invoicepage',
      '/finance/financial/invoicestobeIssued',
      '/finance/financial/requirement',
    ])
      expect(SCREEN_LOADERS[r]).toBeTypeOf('function');
  });

  it('picks an order, fills the invoiceable quantities, the order rate and the billing details; submits the lines', async () => {
    signIn(salesLogin([INVOICE_PERMITS.create]));
    let sent: Record<string, unknown> | undefined;
    const { calls } = server((b) => {
      sent = b as Record<string, unknown>;
      return ok({ Id: 1, No: 'FP2611250001' });
    });
    const done = vi.fn();
    renderWithShell(<InvoiceRequestForm onDone={done} />);
    fireEvent.mouseDown(within(await screen.findByTestId('invoice-order')).getByRole('combobox'));
    fireEvent.click(await screen.findByText(/SO2611250001 · 深圳芯源电子/));
    await screen.findByTestId('invoice-lines');
    expect(calls.some((c) => c.path === '/merchant/finance/invoice/source/5')).toBe(true);
    expect((screen.getByTestId('invoice-tax-rate') as HTMLInputElement).value).toBe('13 %');
    expect((screen.getByTestId('invoice-BuyerTaxNo') as HTMLInputElement).value).toBe('91440300MA5TEST01X');
    // Line 1: 3 invoiceable (6 shipped − 2 invoiced − 1 requested), prefilled; line 2 nothing shipped.
    expect(num('invoice-qty-1').value).toBe('3');
    expect(num('invoice-qty-2').disabled).toBe(true);
    // 3 × 2 = 6.00, 13 % → 0.78, 6.78.
    expect(screen.getByTestId('invoice-totals').textContent).toContain('6.78');
    fireEvent.change(num('invoice-qty-1'), { target: { value: '2' } });
    fireEvent.blur(num('invoice-qty-1'));
    await waitFor(() => expect(screen.getByTestId('invoice-totals').textContent).toContain('4.52'));
    fireEvent.click(screen.getByTestId('invoice-submit'));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent).toMatchObject({
      OrderId: 5,
      TaxRate: '13.00',
      Lines: [{ OrderLineId: 11, Quantity: 2 }],
      BuyerName: '深圳芯源电子有限公司',
      BuyerTaxNo: '91440300MA5TEST01X',
    });
  });

  it("shows the server's refusal and stays open", async () => {
    signIn(salesLogin([INVOICE_PERMITS.create]));
    server(() => ({
      Code: 400,
      Message: '第 1 行开票数量 3 超过可开票数量 1',
      Data: { Field: 'Lines[0].Quantity' },
    }));
    const done = vi.fn();
    renderWithShell(<InvoiceRequestForm onDone={done} orderId={5} />);
    await screen.findByTestId('invoice-lines');
    fireEvent.click(screen.getByTestId('invoice-submit'));
    expect((await screen.findByTestId('invoice-form-error')).textContent).toContain('超过可开票数量 1');
    expect(done).not.toHaveBeenCalled();
  });

  it('the list offers "Request invoice" only with the permit', async () => {
    signIn(salesLogin([]));
    server();
    const { unmount } = renderWithShell(<InvoiceListPage />, { route: '/sales/invoicepage' });
    await screen.findByTestId('invoice-list');
    expect(screen.queryByTestId('invoice-new')).toBeNull();
    unmount();
    signIn(salesLogin([INVOICE_PERMITS.create]));
    renderWithShell(<InvoiceListPage />, { route: '/sales/invoicepage' });
    fireEvent.click(await screen.findByTestId('invoice-new'));
    expect(await screen.findByTestId('invoice-request-form')).toBeTruthy();
  });
});
