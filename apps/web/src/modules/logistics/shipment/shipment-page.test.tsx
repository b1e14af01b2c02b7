import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import ShipmentListPage from './shipment-list-page';

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

const B = '/merchant/logistics/shipment';
const row = (OrderLineId: number, CustomerId: number, Mpn: string, Shippable: number) => ({
  OrderId: OrderLineId * 10,
  OrderNo: `SO${OrderLineId}`,
  CustomerId,
  CustomerName: `C${CustomerId}`,
  ConsigneeName: 'Li',
  OrderLineId,
  LineNo: 1,
  Mpn,
  Brand: 'TI',
  Quantity: 100,
  ShippedQty: 0,
  Shippable,
});
const SHIPMENT = {
  Id: 7,
  No: 'CK2611250001',
  CustomerName: 'C1',
  ConsigneeName: 'Li',
  OrderNos: 'SO1',
  Quantity: 40,
  status: 5,
  Paused: false,
  Printed: true,
  CourierId: 1,
  CourierName: 'DHL',
  CourierAccount: '',
  TrackingNo: '123',
  ShippedAt: null,
  Remark: '',
  VoidReason: '',
  Version: 4,
  Lines: [
    {
      Id: 71,
      LineNo: 1,
      OrderId: 10,
      OrderLineId: 1,
      Mpn: 'LM358DR',
      Brand: 'TI',
      Quantity: 40,
      PickedQty: 40,
      PackedQty: 40,
    },
  ],
  Picks: [{ LineId: 71, LotId: 3, Quantity: 40 }],
  AcceptedWeight: 4,
  ActualWeight: '5.000',
  CreditReview: 0,
  Reviews: { Credit: null, Overweight: null },
  Boxes: [
    {
      BoxNo: 1,
      Length: '50',
      Width: '40',
      Height: '30',
      GrossWeight: '5.000',
      NetWeight: '4.000',
      Gauge: '',
      VolumetricWeight: '12.00',
      Lines: [{ LineId: 71, Quantity: 40 }],
    },
  ],
};
const common = {
  'GET /merchant/common/business': () => ok({ Records: [{ Id: 1, Name: 'DHL' }], TotalCount: 1 }),
  'GET /merchant/document/history': () => ok({ Records: [], TotalCount: 0 }),
  'GET /merchant/document/attachments': () => ok({ Records: [], TotalCount: 0 }),
};

describe('sales/sendoutOrder', { timeout: 40_000 }, () => {
  it('creates from shippable lines of one customer: the over-quantity refusal on the line, then saved', async () => {
    expect(SCREEN_LOADERS['/sales/sendoutOrder']).toBeTypeOf('function');
    signIn(ADMIN_LOGIN);
    let posts = 0;
    const { calls } = mockApi({
      ...common,
      [`GET ${B}/shippable`]: () =>
        ok([row(1, 1, 'LM358DR', 40), row(2, 1, 'NE555', 5), row(3, 2, 'TL431', 9)]),
      [`POST ${B}`]: () => {
        posts += 1;
        return posts === 1
          ? {
              Code: 400,
              Message: 'Shipped quantity cannot exceed the shippable quantity (LM358DR: 41 > 40)',
              Data: { Field: 'Lines[0].Quantity' },
            }
          : ok({ Id: 7, No: SHIPMENT.No, Version: 1 });
      },
      [`GET ${B}/7`]: () => ok({ ...SHIPMENT, status: 1, Printed: false, Picks: [], Boxes: [] }),
    });
    renderWithShell(<ShipmentListPage />, { route: '/sales/sendoutOrder?new=1' });
    const page = await screen.findByTestId('shipment-create');
    expect(await within(page).findByText('TL431')).toBeTruthy();
    fireEvent.click(screen.getByTestId('shipment-tick-1'));
    // Another customer's line cannot join the same shipment.
    const other = screen.getByTestId('shipment-tick-3');
    expect(
      ((other.tagName === 'INPUT' ? other : other.querySelector('input')) as HTMLInputElement).disabled,
    ).toBe(true);
    fireEvent.change(screen.getByTestId('shipment-qty-1'), { target: { value: '41' } });
    fireEvent.click(screen.getByTestId('shipment-create-save'));
    expect(await within(page).findByText(/cannot exceed the shippable quantity/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('shipment-qty-1'), { target: { value: '40' } });
    fireEvent.click(screen.getByTestId('shipment-create-save'));
    await waitFor(() => expect(posts).toBe(2));
    expect(calls.filter((c) => c.method === 'POST' && c.path === B).at(-1)?.body).toMatchObject({
      OrderIds: [10],
      Lines: [{ OrderLineId: 1, Quantity: 40 }],
    });
  });

  it('detail: void refused while printed shows the server message; cancel printing; read-only without 0103', async () => {
    signIn(ADMIN_LOGIN);
    let printed = true;
    const { calls } = mockApi({
      ...common,
      [`GET ${B}/7`]: () => ok({ ...SHIPMENT, Printed: printed }),
      [`PUT ${B}/7/void`]: () => ({
        Code: 400,
        Message:
          'The shipment label has been printed; it cannot be voided until the warehouse cancels the printing',
        Data: { Field: 'Printed' },
      }),
      [`PUT ${B}/7/unprint`]: () => {
        printed = false;
        return ok({ Version: 5 });
      },
    });
    vi.spyOn(window, 'prompt').mockReturnValue('customer asked');
    const { unmount } = renderWithShell(<ShipmentListPage />, { route: '/sales/sendoutOrder?id=7' });
    expect((await screen.findByTestId('shipment-status')).textContent).toBe('待发货');
    expect(screen.getByTestId('box-0-vol').textContent).toBe('12.00');
    expect(screen.queryByTestId('shipment-print')).toBeNull();
    fireEvent.click(screen.getByTestId('shipment-void'));
    expect(await screen.findByText(/cannot be voided until the warehouse cancels/)).toBeTruthy();
    expect(calls.find((c) => c.path === `${B}/7/void`)?.body).toMatchObject({
      Version: 4,
      Reason: 'customer asked',
    });
    fireEvent.click(screen.getByTestId('shipment-unprint'));
    expect(await screen.findByTestId('shipment-print')).toBeTruthy();
    expect(screen.getByTestId('shipment-boxes-save')).toBeTruthy();
    unmount();

    signIn({ ...ADMIN_LOGIN, UserInfo: { ...ADMIN_LOGIN.UserInfo, isAdmin: false }, Menus: [] });
    renderWithShell(<ShipmentListPage />, { route: '/sales/sendoutOrder?id=7' });
    expect(await screen.findByTestId('shipment-lines')).toBeTruthy();
    expect(screen.queryByTestId('shipment-actions')).toBeNull();
    expect(screen.queryByTestId('shipment-courier')).toBeNull();
    // Readers open the pick list and the invoice; the label is the warehouse's (0103).
    expect(screen.getByTestId('shipment-pdf-pick-list')).toBeTruthy();
    expect(screen.getByTestId('shipment-pdf-invoice')).toBeTruthy();
    expect(screen.queryByTestId('shipment-pdf-label')).toBeNull();
  });

  it('PDFs: pick list and invoice for readers; print locks then downloads the label; reprint', async () => {
    signIn(ADMIN_LOGIN);
    let printed = false;
    const pdf = (c: { path: string; query: URLSearchParams }) =>
      new Response('%PDF-1.3\n', {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${SHIPMENT.No}-${c.path.split('/').at(-1)}-${c.query.get('lang')}.pdf"`,
        },
      });
    const { calls } = mockApi({
      ...common,
      [`GET ${B}/7`]: () => ok({ ...SHIPMENT, status: 3, Printed: printed }),
      [`GET ${B}/7/pick-list`]: pdf,
      [`GET ${B}/7/invoice`]: pdf,
      [`GET ${B}/7/label`]: pdf,
      [`PUT ${B}/7/print`]: () => {
        printed = true;
        return ok({ Version: 5, Printed: true });
      },
    });
    renderWithShell(<ShipmentListPage />, { route: '/sales/sendoutOrder?id=7' });
    fireEvent.click(await screen.findByTestId('shipment-pdf-pick-list'));
    await waitFor(() => expect(saved).toEqual([`${SHIPMENT.No}-pick-list-zh-CN.pdf`]));
    expect(screen.getByTestId('shipment-pdf-pick-list').textContent).toBe('拣货单');
    expect(screen.getByTestId('shipment-pdf-invoice').textContent).toBe('商业发票');
    expect(screen.queryByTestId('shipment-pdf-label')).toBeNull();
    // Print: the lock first, then its label.
    fireEvent.click(screen.getByTestId('shipment-print'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe(`${SHIPMENT.No}-label-zh-CN.pdf`);
    const order = calls.filter((c) => c.path.startsWith(`${B}/7/`)).map((c) => `${c.method} ${c.path}`);
    expect(order.slice(-2)).toEqual([`PUT ${B}/7/print`, `GET ${B}/7/label`]);
    expect(await screen.findByTestId('shipment-pdf-label')).toBeTruthy();
    expect(screen.getByTestId('shipment-pdf-label').textContent).toBe('重新打印标签');
    fireEvent.click(screen.getByTestId('shipment-pdf-label'));
    await waitFor(() => expect(saved).toHaveLength(3));
  });

  it('overweight pending: the state shows; its decider approves from the detail; the queue screens exist', async () => {
    expect(SCREEN_LOADERS['/sales/document-audit/deliver-audit']).toBeTypeOf('function');
    signIn(ADMIN_LOGIN);
    let status = 2;
    const pending = {
      Id: 31,
      Status: 'pending',
      Step: 1,
      StepNameZh: '超重审核（销售主管）',
      StepNameEn: 'Overweight review (sales lead)',
      Comment: '',
      DecidedAt: null,
    };
    const { calls } = mockApi({
      ...common,
      [`GET ${B}/7`]: () =>
        ok({
          ...SHIPMENT,
          status,
          Printed: false,
          Reviews: { Credit: null, Overweight: status === 2 ? pending : { ...pending, Status: 'approved' } },
        }),
      'POST /merchant/review/shipmentOverweight/Query': () =>
        ok({ Records: [{ Id: 31, DocNo: SHIPMENT.No }], TotalCount: 1 }),
      'PUT /merchant/review/shipmentOverweight/approve': () => {
        status = 5;
        return ok({ Records: [], TotalCount: 0 });
      },
    });
    renderWithShell(<ShipmentListPage />, { route: '/sales/sendoutOrder?id=7' });
    expect((await screen.findByTestId('shipment-status')).textContent).toBe('超重待审核');
    expect((await screen.findByTestId('shipment-overweight-review')).textContent).toMatch(/待审核/);
    // In review: no boxes, print or ship.
    expect(screen.queryByTestId('shipment-boxes-save')).toBeNull();
    expect(screen.queryByTestId('shipment-ship')).toBeNull();
    const decide = await screen.findByTestId('shipment-decide-shipmentOverweight');
    fireEvent.click(within(decide).getByText('审核通过'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/merchant/review/shipmentOverweight/approve')?.body).toMatchObject(
        {
          Ids: [31],
        },
      ),
    );
    await waitFor(() => expect(screen.getByTestId('shipment-status').textContent).toBe('待发货'));
  });

  it('courier step: the account is a select of the courier’s accounts; a refusal shows on the field', async () => {
    signIn(ADMIN_LOGIN);
    const { calls } = mockApi({
      ...common,
      [`GET ${B}/7`]: () => ok(SHIPMENT),
      [`GET ${B}/7/courier-accounts`]: (c) =>
        ok({
          Records:
            c.query.get('CourierId') === '1'
              ? [
                  { AccountNo: 'A-DEF', AccountName: 'monthly', IsDefault: true, Customer: false },
                  { AccountNo: 'CUST-9', AccountName: 'collect', IsDefault: false, Customer: true },
                ]
              : [],
        }),
      [`PUT ${B}/7/courier`]: () => ({
        Code: 400,
        Message: '快递账号 CUST-9 不是该快递公司已配置的账号（本公司或客户的）',
        Data: { Field: 'CourierAccount' },
      }),
    });
    renderWithShell(<ShipmentListPage />, { route: '/sales/sendoutOrder?id=7' });
    const field = await screen.findByTestId('shipment-CourierAccount');
    fireEvent.mouseDown(within(field).getByRole('combobox'));
    expect(await screen.findByTitle('A-DEF · monthly · 默认')).toBeTruthy();
    fireEvent.click(await screen.findByTitle('CUST-9 · collect · 客户账号'));
    fireEvent.click(screen.getByTestId('shipment-courier-save'));
    expect(await screen.findByText(/CUST-9 不是该快递公司已配置的账号/)).toBeTruthy();
    expect(calls.find((c) => c.path === `${B}/7/courier`)?.body).toMatchObject({
      CourierId: 1,
      CourierAccount: 'CUST-9',
      TrackingNo: '123',
    });
  });
});
