import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import QualityListPage from './quality-items-page';
import ReceiptListPage from './receipt-list-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OPEN_PO = {
  Id: 5,
  No: 'PO2611240001',
  TenantId: 1,
  Lines: [
    { Id: 51, LineNo: 1, Mpn: 'STM32F103C8T6', Brand: 'ST', Quantity: 1000, ReceivedQty: 100, OpenQty: 900 },
    { Id: 52, LineNo: 2, Mpn: 'LM358DR', Brand: 'TI', Quantity: 3, ReceivedQty: 0, OpenQty: 3 },
  ],
};
const WAREHOUSES = [{ Id: 7, Name: '深圳仓', Zones: [{ Id: 71, Code: 'Q', Name: '待检区', Locations: [] }] }];
const RECEIPT = {
  Id: 9,
  No: 'RK2611250001',
  OrderNo: 'PO2611240001',
  SupplierName: 'Arrow Electronics',
  Lines: [
    {
      Id: 91,
      LineNo: 1,
      Mpn: 'LM358DR',
      Brand: 'TI',
      Quantity: 3,
      DateCode: '2431',
      LotNo: 'L1',
      Coo: 'CN',
      Msl: '3',
      QcState: 1,
      InspectionId: null,
      InspectionNo: null,
    },
  ],
};

/** A non-administrator holding only `permits` (the web shows buttons by permit, the server checks). */
const userWith = (Permits: string[]) => ({
  ...ADMIN_LOGIN,
  Token: 'tok-user',
  UserInfo: {
    ...ADMIN_LOGIN.UserInfo,
    Id: 7,
    Name: '王仓',
    isAdmin: false,
    Roles: [{ Id: 9, Name: '仓管' }],
  },
  Permits,
});

describe('purchase/receipt', { timeout: 40_000 }, () => {
  it('Add and inspect show only for holders of the POST permits', async () => {
    const api = {
      'POST /merchant/purchase/receipt/Query': () =>
        ok({ Records: [{ Id: 9, No: RECEIPT.No, OrderNo: RECEIPT.OrderNo, Status: 1 }], TotalCount: 1 }),
      'GET /merchant/purchase/receipt/9': () => ok(RECEIPT),
      'GET /merchant/document/history': () => ok({ Records: [], TotalCount: 0 }),
      'GET /merchant/document/attachments': () => ok({ Records: [], TotalCount: 0 }),
    };
    // A buyer reads receipts: no Add, no inspect.
    signIn(userWith(['POST merchant/purchase/receipt/Query', 'GET merchant/purchase/receipt/:id']));
    mockApi(api);
    const list = renderWithShell(<ReceiptListPage />, { route: '/purchase/receipt' });
    expect(await screen.findByText(RECEIPT.No)).toBeTruthy();
    expect(screen.queryByTestId('receipt-add')).toBeNull();
    list.unmount();
    const view = renderWithShell(<ReceiptListPage />, { route: '/purchase/receipt?id=9' });
    expect((await screen.findByTestId('receipt-qc-1')).textContent).toBe('待检');
    expect(screen.queryByTestId('receipt-inspect-1')).toBeNull();
    view.unmount();
    // The warehouse receives and inspects.
    signIn(userWith(['POST merchant/purchase/receipt', 'POST merchant/purchase/inspection']));
    const list2 = renderWithShell(<ReceiptListPage />, { route: '/purchase/receipt' });
    expect(await screen.findByTestId('receipt-add')).toBeTruthy();
    list2.unmount();
    renderWithShell(<ReceiptListPage />, { route: '/purchase/receipt?id=9' });
    expect(await screen.findByTestId('receipt-inspect-1')).toBeTruthy();
  });

  it('receives against the PO: the server refusal on the line field, then saved and opened with its QC state; inspects a line', async () => {
    expect(SCREEN_LOADERS['/purchase/receipt']).toBeTypeOf('function');
    signIn(ADMIN_LOGIN);
    let posts = 0;
    let inspections = 0;
    const { calls } = mockApi({
      'POST /merchant/purchase/purchaseorder/Query': () =>
        ok({ Records: [{ Id: 5, No: OPEN_PO.No, SupplierName: 'Arrow Electronics' }], TotalCount: 1 }),
      'GET /merchant/purchase/receipt/order/5': () => ok(OPEN_PO),
      'GET /merchant/common/warehouse': () => ok({ Records: WAREHOUSES }),
      'POST /merchant/purchase/receipt': () => {
        posts += 1;
        return posts === 1
          ? {
              Code: 400,
              Message: 'Line 1: date code "abc" is not a date code (e.g. 2431, 202431, 2022, 22+)',
              Data: { Field: 'Lines[0].DateCode' },
            }
          : ok({ Id: 9, No: 'RK2611250001', Version: 1 });
      },
      'GET /merchant/purchase/receipt/9': () => ok(RECEIPT),
      'GET /merchant/purchase/qualityitem': () =>
        ok({
          Records: [
            { Id: 1, Kind: 1, NameZh: '外观', NameEn: 'Appearance', Description: '', Status: 1 },
            { Id: 2, Kind: 1, NameZh: '停用项', NameEn: 'Disabled', Description: '', Status: 2 },
          ],
        }),
      'POST /merchant/purchase/inspection': () => {
        inspections += 1;
        return ok({ Id: 3, No: 'JY2611250001', Status: 2 });
      },
      'GET /merchant/document/history': () => ok({ Records: [], TotalCount: 0 }),
      'GET /merchant/document/attachments': () => ok({ Records: [], TotalCount: 0 }),
    });
    renderWithShell(<ReceiptListPage />, { route: '/purchase/receipt?new=1&orderId=5' });
    const page = await screen.findByTestId('receipt');
    expect(await within(page).findByText('LM358DR')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/merchant/common/warehouse')).toBe(true));
    fireEvent.change(screen.getByTestId('receipt-Quantity-2'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('receipt-DateCode-2'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByTestId('receipt-LotNo-2'), { target: { value: 'L1' } });
    fireEvent.change(screen.getByTestId('receipt-Coo-2'), { target: { value: 'cn' } });
    fireEvent.change(screen.getByTestId('receipt-Msl-2'), { target: { value: '3' } });
    const wh = within(screen.getByTestId('receipt-WarehouseId-2')).getByRole('combobox');
    fireEvent.mouseDown(wh);
    fireEvent.click(await screen.findByTitle('深圳仓'));
    fireEvent.click(screen.getByTestId('receipt-save'));
    expect(await within(page).findByText(/is not a date code/)).toBeTruthy();
    fireEvent.change(screen.getByTestId('receipt-DateCode-2'), { target: { value: '2431' } });
    fireEvent.click(screen.getByTestId('receipt-save'));
    await waitFor(() => expect(posts).toBe(2));
    expect(
      calls.filter((c) => c.method === 'POST' && c.path === '/merchant/purchase/receipt').at(-1)?.body,
    ).toEqual({
      OrderId: 5,
      Remark: '',
      Lines: [
        {
          OrderLineId: 52,
          Quantity: 3,
          DateCode: '2431',
          LotNo: 'L1',
          Coo: 'CN',
          Msl: '3',
          WarehouseId: 7,
          ZoneId: null,
          LocationId: null,
        },
      ],
    });
    expect((await screen.findByTestId('receipt-qc-1')).textContent).toBe('待检');
    fireEvent.click(screen.getByTestId('receipt-inspect-1'));
    const form = await screen.findByTestId('inspection-form');
    expect(await within(form).findByText('外观')).toBeTruthy();
    expect(within(form).queryByText('停用项')).toBeNull();
    fireEvent.click(within(screen.getByTestId('inspection-result-1')).getByLabelText('不合格'));
    fireEvent.change(screen.getByTestId('inspection-Weight'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByTestId('inspection-submit'));
    expect(await within(form).findByText('不合格须填写说明')).toBeTruthy();
    expect(within(form).getByText('验收重量须为大于 0 的整数')).toBeTruthy();
    expect(inspections).toBe(0);
    fireEvent.change(screen.getByTestId('inspection-note-1'), { target: { value: 'bent pins' } });
    fireEvent.change(screen.getByTestId('inspection-Weight'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('inspection-submit'));
    await waitFor(() => expect(inspections).toBe(1));
    expect(calls.find((c) => c.path === '/merchant/purchase/inspection')?.body).toEqual({
      ReceiptLineId: 91,
      Weight: 12,
      Remark: '',
      Items: [{ ItemId: 1, Result: 2, Note: 'bent pins' }],
    });
    await waitFor(() => expect(screen.queryByTestId('inspection-form')).toBeNull());
  });

  it('quality checklist settings: add (server refusal on its field), edit at Version', async () => {
    expect(SCREEN_LOADERS['/purchase/parameterSetting/qualityList']).toBeTypeOf('function');
    expect(SCREEN_LOADERS['/purchase/parameterSetting/process']).toBeTypeOf('function');
    signIn(ADMIN_LOGIN);
    let posts = 0;
    const { calls } = mockApi({
      'GET /merchant/purchase/qualityitem': () =>
        ok({
          Records: [
            {
              Id: 1,
              Kind: 1,
              NameZh: '外观',
              NameEn: 'Appearance',
              Description: '',
              Sort: 1,
              Status: 1,
              Version: 4,
            },
          ],
        }),
      'POST /merchant/purchase/qualityitem': () => {
        posts += 1;
        return posts === 1
          ? { Code: 400, Message: 'Please enter the name', Data: { Field: 'NameEn' } }
          : ok({ Id: 2, Version: 1 });
      },
      'PUT /merchant/purchase/qualityitem/1': () => ok({ Version: 5 }),
    });
    renderWithShell(<QualityListPage />, { route: '/purchase/parameterSetting/qualityList' });
    expect(await screen.findByText('Appearance')).toBeTruthy();
    fireEvent.click(screen.getByTestId('quality-add'));
    fireEvent.change(screen.getByTestId('quality-NameZh'), { target: { value: '丝印' } });
    fireEvent.click(screen.getByTestId('quality-save'));
    expect(await screen.findByText('Please enter the name')).toBeTruthy();
    fireEvent.change(screen.getByTestId('quality-NameEn'), { target: { value: 'Marking' } });
    fireEvent.click(screen.getByTestId('quality-save'));
    await waitFor(() => expect(posts).toBe(2));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toMatchObject({
      Kind: 1,
      NameZh: '丝印',
      NameEn: 'Marking',
      Sort: 0,
      Status: 1,
    });
    await waitFor(() => expect(screen.queryByTestId('quality-form')).toBeNull());
    fireEvent.click(screen.getByTestId('quality-edit-1'));
    fireEvent.change(screen.getByTestId('quality-Description'), { target: { value: 'no damage' } });
    fireEvent.click(screen.getByTestId('quality-save'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        Version: 4,
        Description: 'no damage',
      }),
    );
  });
});
