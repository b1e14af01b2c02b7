import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import NewPurchaseOrderPage from './new-purchase-order-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pick = async (testId: string, title: string) => {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  fireEvent.click((await screen.findAllByTitle(title)).at(-1)!);
};
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('new-purchaseorder form', { timeout: 40_000 }, () => {
  it('defaults terms and currency from the supplier, shows the rate, totals in decimals, checks before sending, shows the server refusal on its field', async () => {
    expect(SCREEN_LOADERS['/purchase/new-purchaseorder']).toBeTypeOf('function');
    signIn(ADMIN_LOGIN);
    let posts = 0;
    const { calls } = mockApi({
      'GET /merchant/common/currency': () =>
        ok({
          Records: [
            { Id: 2, Name: 'USD', Rate: '7.1234' },
            { Id: 3, Name: 'EUR', Rate: '7.75' },
          ],
        }),
      'GET /merchant/common/merchant': () =>
        ok({
          Records: [
            { Id: 2, Name: '深圳公司' },
            { Id: 4, Name: '香港公司' },
          ],
        }),
      'GET /merchant/purchase/supplier/lookup': () =>
        ok({ Records: [{ Id: 12, Code: 'S000012', Name: 'Arrow Electronics', Currency: 'EUR' }] }),
      'GET /merchant/purchase/supplier/12': () => ok({ Id: 12, PaymentTerms: 4, Currency: 'EUR' }),
      'POST /merchant/purchase/purchaseorder': () => {
        posts += 1;
        return posts === 1
          ? { Code: 400, Message: 'Line 1: no such part', Data: { Field: 'Lines[0].Mpn' } }
          : ok({ Id: 77, No: 'PO2611250001', Version: 1 });
      },
    });
    renderWithShell(<NewPurchaseOrderPage />, { route: '/purchase/new-purchaseorder' });
    await screen.findByTestId('po-form');
    await pick('po-supplier', 'S000012 · Arrow Electronics (EUR)');
    await waitFor(() => expect(screen.getByTestId('po-rate').textContent).toBe('7.75'));
    await waitFor(() => expect(within(screen.getByTestId('po-terms')).getByText('月结 30 天')).toBeTruthy());
    await pick('po-tenant', '香港公司');
    // Nothing typed in the line: refused on the client, nothing sent.
    fireEvent.click(screen.getByTestId('po-form-save'));
    expect(await screen.findByTestId('po-line-0-Quantity-error')).toBeTruthy();
    type('po-line-0-Mpn', 'STM32F103C8T6');
    type('po-line-0-Quantity', '1.5');
    type('po-line-0-UnitCost', '0.1234567');
    fireEvent.click(screen.getByTestId('po-form-save'));
    expect((await screen.findByTestId('po-line-0-UnitCost-error')).textContent).toBe(
      '单价必须大于 0，最多 6 位小数',
    );
    expect(screen.getByTestId('po-line-0-Quantity-error').textContent).toBe('数量必须是正整数');
    expect(posts).toBe(0);
    // 3 × 0.100001 + 1000 × 1.234567 = 0.30 + 1234.57 (each line to 2 decimals); tax 13 %.
    type('po-line-0-Quantity', '3');
    type('po-line-0-UnitCost', '0.100001');
    fireEvent.click(screen.getByTestId('po-line-add'));
    type('po-line-1-Mpn', 'LM358DR');
    type('po-line-1-Quantity', '1000');
    type('po-line-1-UnitCost', '1.234567');
    expect(screen.getByTestId('po-amount').textContent).toBe('1234.87');
    expect(screen.getByTestId('po-tax-amount').textContent).toBe('160.53');
    expect(screen.getByTestId('po-total').textContent).toBe('1395.40');
    fireEvent.click(screen.getByTestId('po-form-save'));
    expect((await screen.findByTestId('po-line-0-Mpn-error')).textContent).toBe('Line 1: no such part');
    fireEvent.click(screen.getByTestId('po-form-save'));
    await waitFor(() => expect(posts).toBe(2));
    const sent = calls
      .filter((c) => c.method === 'POST' && c.path === '/merchant/purchase/purchaseorder')
      .at(-1);
    expect(sent?.body).toMatchObject({
      SupplierId: 12,
      TenantId: 4,
      Currency: 'EUR',
      TaxRate: 13,
      PaymentTerms: 4,
      Lines: [
        { Mpn: 'STM32F103C8T6', Quantity: 3, UnitCost: '0.100001' },
        { Mpn: 'LM358DR', Quantity: 1000, UnitCost: '1.234567' },
      ],
    });
  });

  it('a new PO starts with the default terms of purchase-setup; the supplier picked replaces them', async () => {
    signIn(ADMIN_LOGIN);
    mockApi({
      'GET /merchant/common/currency': () => ok({ Records: [{ Id: 3, Name: 'EUR', Rate: '7.75' }] }),
      'GET /merchant/common/merchant': () => ok({ Records: [{ Id: 2, Name: '深圳公司' }] }),
      'GET /merchant/purchase/setup': () =>
        ok({ Version: 1, ReviewThreshold: '500000', DefaultPaymentTerms: 5, InboundWarehouseIds: [] }),
      'GET /merchant/purchase/supplier/lookup': () =>
        ok({ Records: [{ Id: 12, Code: 'S000012', Name: 'Arrow Electronics', Currency: 'EUR' }] }),
      'GET /merchant/purchase/supplier/12': () => ok({ Id: 12, PaymentTerms: 4, Currency: 'EUR' }),
    });
    renderWithShell(<NewPurchaseOrderPage />, { route: '/purchase/new-purchaseorder' });
    await screen.findByTestId('po-form');
    await waitFor(() => expect(within(screen.getByTestId('po-terms')).getByText('月结 60 天')).toBeTruthy());
    await pick('po-supplier', 'S000012 · Arrow Electronics (EUR)');
    await waitFor(() => expect(within(screen.getByTestId('po-terms')).getByText('月结 30 天')).toBeTruthy());
  });
});
