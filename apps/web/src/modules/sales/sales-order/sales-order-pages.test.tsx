import { ORDER_NOTIFY, ORDER_REVIEW, ORDER_SHIP } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginData } from '../../../core/api';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import CreatedSalesOrderPage from './created-sales-order-page';
import { orderActions } from './order-actions';
import type { SalesOrderView } from './sales-order-api';
import SalesOrderDetailPage from './sales-order-detail-page';
import { AddOrderPage, EditSalesOrderPage } from './sales-order-edit-page';
import SalesOrderListPage from './sales-order-list-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const REP: LoginData = {
  ...ADMIN_LOGIN,
  Token: 'tok-rep',
  UserInfo: {
    ...ADMIN_LOGIN.UserInfo,
    Id: 7,
    Name: '王销售',
    Account: 'sales.rep',
    Roles: [{ Id: 6, Name: '销售员' }],
    isAdmin: false,
    TenantId: 2,
    ScopeKind: 'sales',
  },
  Menus: [
    {
      MainMenu: { MenuCode: 'sales', Name: '销售管理' },
      ChildMenus: ['sales/salesOrder', 'sales/addOrder', 'sales/salesOrderDetail'].map((m) => ({
        MenuCode: m,
        Name: m,
        Buttons: m === 'sales/salesOrder' ? ['0101'] : [],
      })),
    },
  ],
  Permits: ['POST merchant/sale/salesorder'],
};

const LOOKUPS = {
  'GET /user/GetSalerList': () => ok({ Records: [{ Id: 7, Name: '王销售', Status: 1 }], TotalCount: 1 }),
  'POST /merchant/common/users': () => ok({ Records: [], TotalCount: 0 }),
  'GET /merchant/common/merchant': () =>
    ok({
      Records: [
        { Id: 2, Name: '芯桥香港' },
        { Id: 4, Name: '芯桥美国' },
      ],
      TotalCount: 2,
    }),
  'GET /merchant/common/currency': () =>
    ok({
      Records: [
        { Id: 1, Name: 'USD', Title: '美元', Rate: '7.1', RateDate: '2026-11-24' },
        { Id: 2, Name: 'CNY', Title: '人民币', Rate: '1', RateDate: null },
      ],
      TotalCount: 2,
    }),
  'GET /common/GetCountryList': () =>
    ok({ Records: [{ Id: 86, Name: 'China', NameCN: '中国', NameEN: 'China' }], TotalCount: 1 }),
  'GET /merchant/common/business': () =>
    ok({
      Records: [
        { Id: 1, Name: '顺丰', IsDeactivate: false },
        { Id: 2, Name: '停用快递', IsDeactivate: true },
      ],
      TotalCount: 2,
    }),
  'GET /merchant/common/accountsetup': () => ok({ Records: [{ Id: 3, Name: 'HSBC HK' }], TotalCount: 1 }),
  'POST /merchant/crm/customer/Query': () =>
    ok({
      Records: [{ Id: 101, Code: 'C0101', ShortName: '华强电子', Name: '华强电子有限公司' }],
      TotalCount: 1,
    }),
  'GET /merchant/crm/customer/101': () =>
    ok({ Id: 101, Code: 'C0101', ShortName: '华强电子', Name: '华强电子有限公司', Contacts: [] }),
};

const LINE = {
  Id: 11,
  LineNo: 1,
  QuoteLineId: null,
  PartId: null,
  Mpn: 'LM358DR',
  Brand: 'TI',
  Package: 'SOIC-8',
  DateCode: '2024+',
  Quantity: 1000,
  UnitPrice: '0.123456',
  Amount: '123.46',
  RequiredDate: '2026-12-31',
  CustomerPn: 'CPN-1',
  ReservedQty: 600,
  StockingQty: 400,
  NotifiedQty: 0,
  ShippedQty: 0,
  StockStatus: 2,
  NotifyStatus: ORDER_NOTIFY.notifiable,
  ShipStatus: ORDER_SHIP.toBePicked,
  IsAbolish: 1,
  Remark: '',
};

const ORDER: SalesOrderView = {
  Id: 9,
  No: 'PI2611240001',
  TenantId: 2,
  CustomerId: 101,
  CustomerName: '华强电子',
  OwnerId: 7,
  OwnerName: '王销售',
  ContactId: null,
  Currency: 'USD',
  Rate: '7.1',
  TaxRate: '13',
  PaymentTerms: 3,
  PayAccountId: null,
  ConsigneeName: '张三',
  ConsigneePhone: '13800000000',
  ConsigneeAddress: '深圳',
  CountryId: 86,
  CourierId: 1,
  Remark: '',
  Amount: '123.46',
  TaxAmount: '16.05',
  Total: '139.51',
  Received: '0',
  status: ORDER_REVIEW.draft,
  inBoundStatus: 2,
  NotifyStatus: ORDER_NOTIFY.notNotifiable,
  ShipStatus: ORDER_SHIP.toBePicked,
  PayStatus: 1,
  isAbolish: 1,
  CreatedAt: '2026-11-24T02:00:00.000Z',
  Version: 3,
  Lines: [LINE],
};

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

  it("order from a quote (its detail button): that quote's orderable lines come ticked", async () => {
    signIn(REP);
    mockApi({
      ...LOOKUPS,
      'GET /merchant/sale/salesorder/quotelines': () =>
        ok([
          {
            QuoteLineId: 1,
            QuoteId: 5,
            QuoteNo: 'BJ1',
            Mpn: 'A',
            Brand: 'TI',
            Quantity: 10,
            OrderedQty: 0,
            Remaining: 10,
            SalePrice: '1',
            Currency: 'USD',
            ValidUntil: null,
          },
          {
            QuoteLineId: 2,
            QuoteId: 5,
            QuoteNo: 'BJ1',
            Mpn: 'B',
            Brand: 'TI',
            Quantity: 10,
            OrderedQty: 10,
            Remaining: 0,
            SalePrice: '1',
            Currency: 'USD',
            ValidUntil: null,
          },
          {
            QuoteLineId: 3,
            QuoteId: 6,
            QuoteNo: 'BJ2',
            Mpn: 'C',
            Brand: 'TI',
            Quantity: 10,
            OrderedQty: 0,
            Remaining: 10,
            SalePrice: '1',
            Currency: 'USD',
            ValidUntil: null,
          },
        ]),
    });
    renderWithShell(<CreatedSalesOrderPage />, {
      route: '/forQuotation/createdSalesOrder?customerId=101&quoteId=5',
    });
    await screen.findByTestId('quote-line-picker');
    expect(screen.getByTestId('quote-lines-next').textContent).toContain('生成订单（1 行）');
    fireEvent.click(screen.getByTestId('quote-lines-next'));
    await screen.findByTestId('sales-order-form');
    expect((screen.getByTestId('line-Mpn-0') as HTMLInputElement).value).toBe('A');
    expect(screen.queryByTestId('line-Mpn-1')).toBeNull();
  });

  it('order from quote lines: the ticked lines (one currency) prefill the form with their quote line, remaining quantity and price', async () => {
    signIn(REP);
    const q = (id: number, Currency: string, Remaining: number) => ({
      QuoteLineId: id,
      QuoteId: Currency === 'USD' ? 5 : 6,
      QuoteNo: `BJ260305000${id}`,
      Mpn: `MPN-${id}`,
      Brand: 'TI',
      Quantity: 1000,
      OrderedQty: 1000 - Remaining,
      Remaining,
      SalePrice: '0.5',
      Currency,
      ValidUntil: '2026-12-31',
    });
    const { calls } = mockApi({
      ...LOOKUPS,
      'GET /merchant/sale/salesorder/quotelines': () =>
        ok([q(1, 'USD', 400), q(2, 'CNY', 1000), q(3, 'USD', 0)]),
    });
    renderWithShell(<CreatedSalesOrderPage />, { route: '/forQuotation/createdSalesOrder?customerId=101' });
    const picker = await screen.findByTestId('quote-line-picker');
    expect(calls.find((c) => c.path.endsWith('/quotelines'))!.query.get('customerId')).toBe('101');
    const rowOf = (no: string) => within(picker).getByText(no).closest('tr') as HTMLElement;
    const box = (no: string) => within(rowOf(no)).getByRole('checkbox') as HTMLInputElement;
    expect(box('BJ2603050003').disabled).toBe(true);
    fireEvent.click(box('BJ2603050001'));
    await waitFor(() => expect(box('BJ2603050002').disabled).toBe(true));
    fireEvent.click(box('BJ2603050001'));
    await waitFor(() => expect(box('BJ2603050002').disabled).toBe(false));
    fireEvent.click(box('BJ2603050001'));
    fireEvent.click(screen.getByTestId('quote-lines-next'));
    await screen.findByTestId('sales-order-form');
    expect((screen.getByTestId('line-Mpn-0') as HTMLInputElement).value).toBe('MPN-1');
    expect((screen.getByTestId('line-Quantity-0') as HTMLInputElement).value).toBe('400');
    expect(screen.getByTestId('total-amount').textContent).toBe('200.00');
    expect(screen.getByText('来自报价')).toBeTruthy();
  });
});
