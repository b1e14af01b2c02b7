import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import SupplierDeliveryListPage from './supplier-delivery-list-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PO = {
  Id: 5,
  No: 'PO2611240001',
  Lines: [
    { Id: 51, LineNo: 1, Mpn: 'STM32F103C8T6', Brand: 'ST', Quantity: 1000, ReceivedQty: 100 },
    { Id: 52, LineNo: 2, Mpn: 'LM358DR', Brand: 'TI', Quantity: 3, ReceivedQty: 0 },
  ],
};
const DELIVERY = {
  Id: 9,
  No: 'DH2611240001',
  OrderId: 5,
  OrderNo: 'PO2611240001',
  SupplierName: 'Arrow Electronics',
  Carrier: 'DHL',
  TrackingNo: '123',
  ShippedDate: '2026-11-20',
  ExpectedDate: '2026-11-24',
  ArrivedDate: null,
  Status: 1,
  Remark: '',
  Version: 1,
  Lines: [
    {
      OrderLineId: 51,
      LineNo: 1,
      Mpn: 'STM32F103C8T6',
      Brand: 'ST',
      Ordered: 1000,
      Received: 100,
      Quantity: 400,
    },
  ],
};

describe('purchase-deliver', { timeout: 40_000 }, () => {
  it('records a delivery against the PO: the server refusal on the line, then saved; in transit → arrived', async () => {
    expect(SCREEN_LOADERS['/purchase/purchase-deliver']).toBeTypeOf('function');
    signIn(ADMIN_LOGIN);
    let posts = 0;
    let status = 1;
    const { calls } = mockApi({
      'POST /merchant/purchase/purchaseorder/Query': () =>
        ok({ Records: [{ Id: 5, No: PO.No, SupplierName: 'Arrow Electronics' }], TotalCount: 1 }),
      'GET /merchant/purchase/purchaseorder/5': () => ok(PO),
      'POST /merchant/purchase/supplierdelivery': () => {
        posts += 1;
        return posts === 1
          ? {
              Code: 400,
              Message:
                'Line 1: the quantity is more than the 900 still open (ordered − received − in transit)',
              Data: { Field: 'Lines[0].Quantity' },
            }
          : ok({ Id: 9, No: 'DH2611240001', Version: 1 });
      },
      'GET /merchant/purchase/supplierdelivery/9': () => ok({ ...DELIVERY, Status: status, Version: status }),
      'PUT /merchant/purchase/supplierdelivery/9/arrive': () => {
        status = 2;
        return ok({ Status: 2, Version: 2 });
      },
      'GET /merchant/document/history': () => ok({ Records: [], TotalCount: 0 }),
      'GET /merchant/document/attachments': () => ok({ Records: [], TotalCount: 0 }),
    });
    renderWithShell(<SupplierDeliveryListPage />, { route: '/purchase/purchase-deliver?new=1&orderId=5' });
    const page = await screen.findByTestId('supplier-delivery');
    expect(await within(page).findByText('LM358DR')).toBeTruthy();
    fireEvent.change(screen.getByTestId('delivery-Carrier'), { target: { value: 'DHL' } });
    fireEvent.change(screen.getByTestId('delivery-ShippedDate'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByTestId('delivery-qty-1'), { target: { value: '901' } });
    fireEvent.click(screen.getByTestId('delivery-save'));
    expect(await within(page).findByText(/more than the 900 still open/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('delivery-qty-1'), { target: { value: '400' } });
    fireEvent.click(screen.getByTestId('delivery-save'));
    await waitFor(() => expect(posts).toBe(2));
    expect(
      calls.filter((c) => c.method === 'POST' && c.path.endsWith('/supplierdelivery')).at(-1)?.body,
    ).toMatchObject({
      OrderId: 5,
      Carrier: 'DHL',
      ShippedDate: '2026-11-20',
      Lines: [{ OrderLineId: 51, Quantity: 400 }],
    });
    expect((await screen.findByTestId('delivery-status')).textContent).toBe('运输中');
    fireEvent.click(screen.getByTestId('delivery-arrive'));
    await waitFor(() => expect(screen.getByTestId('delivery-status').textContent).toBe('已到货'));
    expect(screen.queryByTestId('delivery-save')).toBeNull();
  });
});
