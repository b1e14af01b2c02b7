import { ORDER_NOTIFY, ORDER_REVIEW, ORDER_SHIP } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import { orderActions } from './order-actions';
import SalesOrderDetailPage from './sales-order-detail-page';
import { AddOrderPage, EditSalesOrderPage } from './sales-order-edit-page';
import SalesOrderListPage from './sales-order-list-page';
import { LINE, LOOKUPS, ORDER, REP } from './sales-order-test-data';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function pick(testId: string, option: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('/sales sales order screens', { timeout: 30_000 }, () => {
  it('are registered (list, add, edit, detail, order from quote lines)', () => {
    for (const path of [
      '/sales/salesOrder',
      '/sales/addOrder',
      '/sales/editSalesOrder',
      '/sales/salesOrderDetail',
      '/forQuotation/createdSalesOrder',
      '/sales/scheduleSaleOrder',
    ])
      expect(SCREEN_LOADERS[path], path).toBeTypeOf('function');
  });

  it("list: a to-do link's filters (status=7, inBoundStatus=2) are asked of the server and shown as the active filters; the statuses are readable; a row opens its detail", async () => {
    signIn(REP);
    const { calls } = mockApi({
      ...LOOKUPS,
      'POST /merchant/sale/salesorder/Query': () =>
        ok({
          Records: [
            { ...ORDER, status: ORDER_REVIEW.rejected, PayStatus: 2, ShipStatus: ORDER_SHIP.partlyShipped },
          ],
          TotalCount: 1,
        }),
    });
    renderWithShell(<SalesOrderListPage />, { route: '/sales/salesOrder?status=7&inBoundStatus=2' });
    const row = (await screen.findByText('PI2611240001')).closest('tr') as HTMLElement;
    const body = calls.find((c) => c.path === '/merchant/sale/salesorder/Query')!.body as Record<
      string,
      unknown
    >;
    expect(body.status).toEqual([7]);
    expect(body.inBoundStatus).toEqual([2]);
    const filters = screen.getByTestId('kit-filters');
    // The filters of the link are set in the form (jsdom cannot measure antd's tags: a set multi-select
    // shows its clear button, an unset one none).
    const filterOf = (name: string) =>
      within(filters).getByText(name, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
    expect(filterOf('审核状态').querySelector('.ant-select-clear')).not.toBeNull();
    expect(filterOf('备货状态').querySelector('.ant-select-clear')).not.toBeNull();
    expect(filterOf('通知状态').querySelector('.ant-select-clear')).toBeNull();
    for (const text of ['审核驳回', '部分备货', '不可通知', '部分发货', '部分收款'])
      expect(within(row).getByText(text), text).toBeTruthy();
    fireEvent.click(within(row).getByTestId('sales-order-open-9'));
    expect(screen.getByTestId('location').textContent).toBe('/sales/salesOrderDetail?id=9');
  });

  it('form: line amounts and the totals with tax are summed in decimals (no float drift) and follow the tax rate', async () => {
    signIn(REP);
    mockApi(LOOKUPS);
    renderWithShell(<AddOrderPage />, { route: '/sales/addOrder' });
    await screen.findByTestId('sales-order-form');
    expect(await screen.findByText('今日汇率 7.1（2026-11-24）')).toBeTruthy();
    type('line-Mpn-0', 'LM358DR');
    type('line-Quantity-0', '3');
    type('line-UnitPrice-0', '0.1');
    fireEvent.click(screen.getByTestId('sales-order-add-line'));
    type('line-Mpn-1', 'NE555');
    type('line-Quantity-1', '3');
    type('line-UnitPrice-1', '0.2');
    // 0.1 × 3 = 0.30, 0.2 × 3 = 0.60 (floats: 0.30000000000000004 / 0.6000000000000001), Σ 0.90
    await waitFor(() => expect(screen.getByTestId('line-Amount-0').textContent).toBe('0.30'));
    expect(screen.getByTestId('line-Amount-1').textContent).toBe('0.60');
    expect(screen.getByTestId('total-amount').textContent).toBe('0.90');
    // 13 % of 0.90 = 0.117 → 0.12 (half up), total 1.02
    expect(screen.getByTestId('total-tax').textContent).toBe('0.12');
    expect(screen.getByTestId('total-total').textContent).toBe('USD 1.02');
    await pick('sales-order-tax', '3%');
    // 3 % of 0.90 = 0.027 → 0.03
    await waitFor(() => expect(screen.getByTestId('total-tax').textContent).toBe('0.03'));
    expect(screen.getByTestId('total-total').textContent).toBe('USD 0.93');
    type('line-UnitPrice-1', '0.1234567');
    expect(screen.getByTestId('line-Amount-1').textContent).toBe('—');
  });

  it('form: creates by hand with the header and lines; a deactivated courier and the disabled companies are not offered; a server refusal shows under the field it names', async () => {
    signIn(REP);
    let refuse: { field: string; message: string } | null = {
      field: 'ConsigneePhone',
      message: '请输入收货人电话',
    };
    const { calls } = mockApi({
      ...LOOKUPS,
      'POST /merchant/sale/salesorder': () =>
        refuse
          ? { Code: 1, Message: refuse.message, Data: { Field: refuse.field } }
          : ok({ Id: 9, No: 'PI2611240001', Version: 1 }),
    });
    renderWithShell(<AddOrderPage />, { route: '/sales/addOrder' });
    await screen.findByTestId('sales-order-form');
    await pick('sales-order-customer', 'C0101 华强电子');
    await pick('sales-order-terms', '电汇（香港账户）');
    await pick('sales-order-country', '中国');
    fireEvent.mouseDown(within(screen.getByTestId('sales-order-courier')).getByRole('combobox'));
    expect(await screen.findByTitle('顺丰')).toBeTruthy();
    expect(screen.queryByTitle('停用快递')).toBeNull();
    fireEvent.mouseDown(within(screen.getByTestId('sales-order-tenant')).getByRole('combobox'));
    const option = async (title: string) =>
      (await screen.findAllByTitle(title)).at(-1)!.closest('.ant-select-item') as HTMLElement;
    expect((await option('芯桥深圳')).className).toContain('ant-select-item-option-disabled');
    expect((await option('芯桥加拿大')).className).toContain('ant-select-item-option-disabled');
    expect((await option('芯桥美国')).className).not.toContain('ant-select-item-option-disabled');
    type('sales-order-consignee', '张三');
    type('sales-order-phone', ' ');
    type('line-Mpn-0', 'LM358DR');
    type('line-Quantity-0', '1000');
    type('line-UnitPrice-0', '0.123456');
    type('line-RequiredDate-0', '2026-12-31');
    // The phone is required: the form asks before sending.
    fireEvent.click(screen.getByTestId('sales-order-save'));
    expect(await screen.findByText('请填写收货人电话')).toBeTruthy();
    expect(calls.some((c) => c.path === '/merchant/sale/salesorder')).toBe(false);

    type('sales-order-phone', '13800000000');
    fireEvent.click(screen.getByTestId('sales-order-save'));
    await waitFor(() => expect(calls.some((c) => c.path === '/merchant/sale/salesorder')).toBe(true));
    const sent = calls.find((c) => c.path === '/merchant/sale/salesorder')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      CustomerId: 101,
      TenantId: 2,
      Currency: 'USD',
      TaxRate: 13,
      PaymentTerms: 3,
      ConsigneeName: '张三',
      ConsigneePhone: '13800000000',
      CountryId: 86,
      Lines: [
        {
          Mpn: 'LM358DR',
          Quantity: 1000,
          UnitPrice: '0.123456',
          RequiredDate: '2026-12-31',
        },
      ],
    });
    // The server named ConsigneePhone: its message under that field.
    const phoneItem = screen.getByTestId('sales-order-phone').closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(within(phoneItem).getByText('请输入收货人电话')).toBeTruthy());

    // A line's refusal (Lines[0].UnitPrice) shows in that line's cell and on top.
    refuse = { field: 'Lines[0].UnitPrice', message: '第 1 行：单价必须大于 0，最多 6 位小数' };
    fireEvent.click(screen.getByTestId('sales-order-save'));
    expect(await screen.findByTestId(/line-error-l\d+-UnitPrice/)).toBeTruthy();
    expect(within(screen.getByTestId('sales-order-error')).getByText(refuse.message)).toBeTruthy();

    refuse = null;
    fireEvent.click(screen.getByTestId('sales-order-save'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/sales/salesOrderDetail?id=9'),
    );
  });

  it('edit: the whole order is sent at the Version read (PUT …/:id)', async () => {
    signIn(REP);
    const { calls } = mockApi({
      ...LOOKUPS,
      'GET /merchant/sale/salesorder/9': () => ok(ORDER),
      'PUT /merchant/sale/salesorder/9': () => ok({ Id: 9, Version: 4 }),
    });
    renderWithShell(<EditSalesOrderPage />, { route: '/sales/editSalesOrder?id=9' });
    await screen.findByTestId('sales-order-form');
    expect(screen.getByTestId('total-total').textContent).toBe('USD 139.51');
    type('line-Quantity-0', '2000');
    await waitFor(() => expect(screen.getByTestId('total-amount').textContent).toBe('246.91'));
    fireEvent.click(screen.getByTestId('sales-order-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      Version: 3,
      CustomerId: 101,
      PaymentTerms: 3,
      Lines: [{ Id: 11, Mpn: 'LM358DR', Quantity: 2000, UnitPrice: '0.123456' }],
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/sales/salesOrderDetail?id=9'),
    );
  });

  it('detail: the buttons follow the state (draft: edit / submit / cancel; approved + notifiable: notify; approved, not notifiable: stocking request; cancelled: none)', () => {
    const at = (status: number, NotifyStatus: number = ORDER_NOTIFY.notNotifiable, ShipStatus = 1) =>
      orderActions({ status, NotifyStatus, ShipStatus });
    expect(at(ORDER_REVIEW.draft)).toEqual(['edit', 'submit', 'schedule', 'cancel', 'pdf']);
    expect(at(ORDER_REVIEW.rejected)).toEqual(['edit', 'submit', 'schedule', 'cancel', 'pdf']);
    expect(at(ORDER_REVIEW.pendingLeader)).toEqual(['pdf']);
    expect(at(ORDER_REVIEW.approved, ORDER_NOTIFY.notifiable)).toEqual([
      'edit',
      'notify',
      'schedule',
      'cancel',
      'pdf',
    ]);
    expect(at(ORDER_REVIEW.approved)).toEqual(['edit', 'stockUp', 'schedule', 'cancel', 'pdf']);
    expect(at(ORDER_REVIEW.approved, ORDER_NOTIFY.notified, ORDER_SHIP.shipped)).toEqual([
      'schedule',
      'cancel',
      'pdf',
    ]);
    expect(at(ORDER_REVIEW.cancelPending)).toEqual(['pdf']);
    expect(at(ORDER_REVIEW.cancelled)).toEqual([]);
  });

  it('detail: an approved order partly in stock (Notifiable as a whole) offers notify and a stocking request for its short line; none once that line is requested', () => {
    const line = (Id: number, NotifyStatus: number, ReservedQty: number, StockingQty = 0) => ({
      Id,
      LineNo: Id,
      Mpn: `P${Id}`,
      Brand: 'TI',
      Quantity: 100,
      ReservedQty,
      ShippedQty: 0,
      StockingQty,
      NotifyStatus,
      IsAbolish: 1,
    });
    const order = (short: ReturnType<typeof line>) => ({
      status: ORDER_REVIEW.approved,
      NotifyStatus: ORDER_NOTIFY.notifiable,
      ShipStatus: 1,
      Lines: [line(1, ORDER_NOTIFY.notifiable, 100), short],
    });
    expect(orderActions(order(line(2, ORDER_NOTIFY.notNotifiable, 0)))).toEqual([
      'edit',
      'notify',
      'stockUp',
      'schedule',
      'cancel',
      'pdf',
    ]);
    expect(orderActions(order(line(2, ORDER_NOTIFY.notNotifiable, 0, 100)))).not.toContain('stockUp');
    expect(
      orderActions({ ...order(line(2, ORDER_NOTIFY.notNotifiable, 0)), status: ORDER_REVIEW.pendingLeader }),
    ).not.toContain('stockUp');
  });

  it('detail: header, the five statuses, lines with their quantities; submit sends the Version; no margin without cost fields', async () => {
    signIn(REP);
    const { calls } = mockApi({
      ...LOOKUPS,
      'GET /merchant/sale/salesorder/9': () => ok(ORDER),
      'PUT /merchant/sale/salesorder/9/submit': () => ok({ Version: 4 }),
    });
    renderWithShell(<SalesOrderDetailPage />, { route: '/sales/salesOrderDetail?id=9' });
    await screen.findByTestId('sales-order-detail');
    expect(screen.getByTestId('so-status').textContent).toBe('草稿');
    expect(screen.getByTestId('so-stock').textContent).toBe('部分备货');
    expect(screen.getByTestId('so-notify-status').textContent).toBe('不可通知');
    expect(screen.getByTestId('so-ship').textContent).toBe('待拣货');
    expect(screen.getByTestId('so-pay').textContent).toBe('待收款');
    expect(screen.getByTestId('so-total').textContent).toBe('USD 139.51');
    const lines = screen.getByTestId('sales-order-detail-lines');
    for (const v of ['LM358DR', '600', '400', '0.123456', '123.46', '可通知'])
      expect(within(lines).getAllByText(v).length, v).toBeGreaterThan(0);
    expect(screen.queryByTestId('so-margin')).toBeNull();
    expect(screen.queryByText('毛利')).toBeNull();
    expect(screen.getByTestId('so-edit')).toBeTruthy();
    expect(screen.queryByTestId('so-notify')).toBeNull();
    fireEvent.click(screen.getByTestId('so-submit'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/9/submit'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/9/submit'))!.body).toEqual({ Version: 3, Reason: '' });
  });

  it('detail: an approved notifiable order shows notify (its refusal shown as the server says), and the margin when the server sends cost', async () => {
    signIn(REP);
    const approved = {
      ...ORDER,
      status: ORDER_REVIEW.approved,
      NotifyStatus: ORDER_NOTIFY.notifiable,
      GrossProfit: '20.00',
      GpPercent: '14.33',
      BelowGpFloor: true,
      Lines: [
        {
          ...LINE,
          CostPrice: '0.09',
          CostCurrency: 'USD',
          LandedCost: '100.00',
          GrossProfit: '23.46',
          GpPercent: '19.00',
        },
      ],
    };
    const { calls } = mockApi({
      ...LOOKUPS,
      'GET /merchant/sale/salesorder/9': () => ok(approved),
      'PUT /merchant/sale/salesorder/9/notify': () => ({ Code: 1, Message: '没有可通知的产品行' }),
      'PUT /merchant/sale/salesorder/9/cancel': () => ({ Code: 1, Message: '已发货，不能取消订单' }),
    });
    renderWithShell(<SalesOrderDetailPage />, { route: '/sales/salesOrderDetail?id=9' });
    await screen.findByTestId('sales-order-detail');
    expect(screen.getByTestId('so-margin').textContent).toContain('14.33%');
    expect(screen.getByText('低于毛利下限')).toBeTruthy();
    expect(
      within(screen.getByTestId('sales-order-detail-lines')).getAllByText('到岸成本').length,
    ).toBeGreaterThan(0);
    expect(screen.queryByTestId('so-submit')).toBeNull();
    fireEvent.click(screen.getByTestId('so-notify'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/9/notify'))).toBe(true));
    expect(await screen.findByText('没有可通知的产品行')).toBeTruthy();
    // Cancel asks for a reason, sends it with the Version, and shows the server's refusal.
    fireEvent.click(screen.getByTestId('so-cancel'));
    fireEvent.change(await screen.findByTestId('so-cancel-reason'), { target: { value: '客户取消' } });
    fireEvent.click(screen.getByTestId('so-cancel-ok'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/9/cancel'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/9/cancel'))!.body).toEqual({ Version: 3, Reason: '客户取消' });
    expect(await screen.findByText('已发货，不能取消订单')).toBeTruthy();
  });
});
