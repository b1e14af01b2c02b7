import { QUOTE_PERMITS, QUOTE_STATUS_DOC } from '@partdesk/shared/quote/quote-codes';
import type { QuoteView } from '@partdesk/shared/quote/quote-contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginData } from '../../core/api';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { SCREEN_LOADERS } from '../registry';
import ProfitMarginPage from './profit-margin-page';
import QuoteDetailPage from './quote-detail-page';
import QuoteListPage from './quote-list-page';
import QuoteRecordPage from './quote-record-page';

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

/** A salesperson (or a purchasing head for margins) holding `permits`, as the login returns them. */
function quoteLogin(permits: string[], menus: string[]): LoginData {
  return {
    ...ADMIN_LOGIN,
    Token: 'tok-user',
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
        MainMenu: { MenuCode: 'forQuotation', Name: '询报价管理' },
        ChildMenus: menus.map((m) => ({ MenuCode: m, Name: m, Buttons: [] })),
      },
    ],
    Permits: permits,
  };
}
const SALES = quoteLogin(
  [
    'POST merchant/forqutation/quotation/query',
    'POST merchant/forqutation/quoterecord/query',
    QUOTE_PERMITS.send,
    QUOTE_PERMITS.void,
    QUOTE_PERMITS.pdf,
  ],
  ['forQuotation/quotation', 'forQuotation/detail-quotation', 'forQuotation/quote-record'],
);

const LOOKUPS = {
  'GET /user/GetSalerList': () => ok({ Records: [{ Id: 7, Name: '王销售', Status: 1 }], TotalCount: 1 }),
  'POST /merchant/common/users': () => ok({ Records: [], TotalCount: 0 }),
  'GET /merchant/common/merchant': () => ok({ Records: [{ Id: 2, Name: '芯桥香港' }], TotalCount: 1 }),
};

const ROW = {
  Id: 5,
  No: 'BJ2603050001',
  InquiryNo: 'B2603010001',
  CustomerId: 101,
  CustomerName: '华强电子',
  SalespersonId: 7,
  Currency: 'USD',
  Lines: 2,
  Total: '1062.50',
  QuoteDate: '2026-03-05',
  ValidUntil: '2026-03-19',
  Status: QUOTE_STATUS_DOC.valid,
  NeedsApproval: false,
  TenantId: 2,
  CreatedAt: '2026-03-05T02:00:00.000Z',
  Version: 2,
};

const DETAIL: QuoteView = {
  Id: 5,
  No: 'BJ2603050001',
  TenantId: 2,
  InquiryId: 41,
  InquiryNo: 'B2603010001',
  CustomerId: 101,
  CustomerName: '深圳市华强电子有限公司',
  CustomerCode: 'C000101',
  ContactId: 501,
  ContactName: '张三',
  SalespersonId: 7,
  SalespersonName: '王销售',
  Currency: 'USD',
  Rate: '7.1',
  QuoteDate: '2026-03-05',
  ValidUntil: '2026-03-19',
  Remark: '',
  Status: QUOTE_STATUS_DOC.pendingApproval,
  NeedsApproval: true,
  ReviewComment: '',
  SentAt: null,
  Total: '980.00',
  CreatedAt: '2026-03-05T02:00:00.000Z',
  Version: 1,
  Lines: [
    {
      Id: 1,
      LineNo: 1,
      InquiryLineId: 901,
      PurchaseQuoteId: 61,
      PurchaseQuoteNo: 'CB2603020001',
      SupplierId: 12,
      SupplierName: 'Arrow Electronics',
      PartId: 11,
      Mpn: 'TPS7A0533PDBVR',
      Brand: 'Texas Instruments',
      Package: 'SOT-23-5',
      DateCode: '2501',
      Quantity: 1000,
      SalePrice: '0.980000',
      CostPrice: '0.850000',
      CostCurrency: 'USD',
      SuggestedPrice: '1.062500',
      MarginPercent: '25',
      BelowSuggested: true,
      Tiers: [{ Quantity: 5000, Price: '0.950000' }],
      LeadTimeDays: 3,
      Remark: '',
      Version: 1,
    },
    {
      Id: 2,
      LineNo: 2,
      InquiryLineId: 902,
      PurchaseQuoteId: null,
      PurchaseQuoteNo: null,
      SupplierId: null,
      SupplierName: null,
      PartId: null,
      Mpn: 'LM358DR',
      Brand: 'Texas Instruments',
      Package: '',
      DateCode: '',
      Quantity: 500,
      SalePrice: null,
      CostPrice: null,
      CostCurrency: null,
      SuggestedPrice: null,
      MarginPercent: null,
      BelowSuggested: false,
      Tiers: [],
      LeadTimeDays: null,
      Remark: '',
      Version: 1,
    },
  ],
};

const pdfResponse = (name: string) =>
  new Response('%PDF-1.3\n', {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` },
  });

describe('/forQuotation quote screens', { timeout: 30_000 }, () => {
  it('are registered (quotation, detail, quote record, both review queues, profit margins)', () => {
    for (const path of [
      '/forQuotation/quotation',
      '/forQuotation/detail-quotation',
      '/forQuotation/quote-record',
      '/forQuotation/Quotation-review',
      '/forQuotation/quote-approval-list',
      '/purchase/parameterSetting/profitMargin',
    ])
      expect(SCREEN_LOADERS[path], path).toBeTypeOf('function');
  });

  it('quotation list: send on valid quotes only, void on valid / sent / rejected, each asked once and sent at the row version; open → detail', async () => {
    signIn(SALES);
    const { calls } = mockApi({
      ...LOOKUPS,
      'POST /merchant/forqutation/quotation/Query': () =>
        ok({
          Records: [
            ROW,
            { ...ROW, Id: 6, No: 'BJ2603050002', Status: QUOTE_STATUS_DOC.pendingApproval, Version: 1 },
            { ...ROW, Id: 7, No: 'BJ2603050003', Status: QUOTE_STATUS_DOC.sent, Version: 4 },
            { ...ROW, Id: 8, No: 'BJ2603050004', Status: QUOTE_STATUS_DOC.voided, Version: 3 },
          ],
          TotalCount: 4,
        }),
      'PUT /merchant/forqutation/quotation/5/send': () => ok({ Status: QUOTE_STATUS_DOC.sent }),
      'PUT /merchant/forqutation/quotation/7/void': () => ok({ Status: QUOTE_STATUS_DOC.voided }),
    });
    renderWithShell(<QuoteListPage />, { route: '/forQuotation/quotation' });
    const row = (no: string) => screen.getByText(no).closest('tr') as HTMLElement;
    await screen.findByText('BJ2603050001');
    expect(within(row('BJ2603050001')).getByTestId('kit-action-send')).toBeTruthy();
    expect(within(row('BJ2603050001')).getByTestId('kit-action-void')).toBeTruthy();
    for (const no of ['BJ2603050002', 'BJ2603050003', 'BJ2603050004'])
      expect(within(row(no)).queryByTestId('kit-action-send'), no).toBeNull();
    expect(within(row('BJ2603050002')).queryByTestId('kit-action-void')).toBeNull();
    expect(within(row('BJ2603050003')).getByTestId('kit-action-void')).toBeTruthy();
    expect(within(row('BJ2603050004')).queryByTestId('kit-action-void')).toBeNull();

    // One confirmation (the definition's): a second prompt would hold the call back.
    fireEvent.click(within(row('BJ2603050001')).getByTestId('kit-action-send'));
    expect(await screen.findByText('确认将报价单标记为已发送？')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/5/send'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/5/send'))!.body).toEqual({ Version: 2 });

    fireEvent.click(within(row('BJ2603050003')).getByTestId('kit-action-void'));
    expect(await screen.findByText('确认作废该报价单？')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/7/void'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/7/void'))!.body).toEqual({ Version: 4 });

    fireEvent.click(within(row('BJ2603050002')).getByText('查看'));
    expect(screen.getByTestId('location').textContent).toBe('/forQuotation/detail-quotation?id=6');
  });

  it('detail pending approval: the line below the suggested price marked, PDF buttons disabled, no send or void', async () => {
    signIn(SALES);
    const { calls } = mockApi({ 'GET /merchant/forqutation/quotation/5': () => ok(DETAIL) });
    renderWithShell(<QuoteDetailPage />, { route: '/forQuotation/detail-quotation?id=5' });
    const page = await screen.findByTestId('quote-detail');
    expect(within(page).getByText('报价低于建议售价，审批通过前不能发送或下载给客户')).toBeTruthy();
    expect(within(page).getByText('待审批')).toBeTruthy();
    const below = within(page).getByText('TPS7A0533PDBVR').closest('tr') as HTMLElement;
    expect(within(below).getByText('低于建议价')).toBeTruthy();
    expect(within(below).getByText('1.062500')).toBeTruthy();
    expect(within(below).getByText('≥5000: 0.950000')).toBeTruthy();
    const noQuote = within(page).getByText('LM358DR').closest('tr') as HTMLElement;
    expect(within(noQuote).getByText('无法报价')).toBeTruthy();
    expect(within(noQuote).queryByText('低于建议价')).toBeNull();
    expect((screen.getByTestId('quote-pdf-zh') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('quote-pdf-en') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('quote-send')).toBeNull();
    expect(screen.queryByTestId('quote-void')).toBeNull();
    fireEvent.click(screen.getByTestId('quote-pdf-zh'));
    expect(calls.some((c) => c.path.endsWith('/pdf'))).toBe(false);
  });

  it('detail valid: PDF per language (?lang=zh-CN / en-US, saved under the server name); send asks once and goes at the version read', async () => {
    signIn(SALES);
    let status: number = QUOTE_STATUS_DOC.valid;
    const { calls } = mockApi({
      'GET /merchant/forqutation/quotation/5': () =>
        ok({ ...DETAIL, Status: status, Version: status === QUOTE_STATUS_DOC.valid ? 2 : 3 }),
      'GET /merchant/forqutation/quotation/5/pdf': (c) =>
        pdfResponse(`BJ2603050001-${c.query.get('lang')}.pdf`),
      'PUT /merchant/forqutation/quotation/5/send': () => {
        status = QUOTE_STATUS_DOC.sent;
        return ok({ Status: status });
      },
    });
    renderWithShell(<QuoteDetailPage />, { route: '/forQuotation/detail-quotation?id=5' });
    await screen.findByTestId('quote-detail');
    expect(screen.queryByText('报价低于建议售价，审批通过前不能发送或下载给客户')).toBeNull();
    fireEvent.click(screen.getByTestId('quote-pdf-zh'));
    await waitFor(() => expect(saved).toEqual(['BJ2603050001-zh-CN.pdf']));
    fireEvent.click(screen.getByTestId('quote-pdf-en'));
    await waitFor(() => expect(saved).toEqual(['BJ2603050001-zh-CN.pdf', 'BJ2603050001-en-US.pdf']));
    expect(calls.filter((c) => c.path.endsWith('/pdf')).map((c) => c.query.get('lang'))).toEqual([
      'zh-CN',
      'en-US',
    ]);
    expect(calls.find((c) => c.path.endsWith('/pdf'))!.headers.Token).toBe('tok-user');

    // Nothing of an earlier test's dialogs is left to click (src/test/setup.ts): one question, one OK.
    expect(screen.queryByTestId('confirm-ok')).toBeNull();
    fireEvent.click(screen.getByTestId('quote-send'));
    expect(await screen.findByText('确认将报价单标记为已发送？')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(screen.queryByTestId('confirm-ok')).toBeNull());
    // What the user waits for: the status shown as sent (after the send went at the version read).
    expect(await screen.findByText('已发送')).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith('/5/send')).map((c) => c.body)).toEqual([{ Version: 2 }]);
    expect(screen.queryByTestId('quote-send')).toBeNull();
  });

  it('detail: a PDF the server refuses shows its message', async () => {
    signIn(SALES);
    mockApi({
      'GET /merchant/forqutation/quotation/5': () => ok({ ...DETAIL, Status: QUOTE_STATUS_DOC.sent }),
      'GET /merchant/forqutation/quotation/5/pdf': () =>
        new Response(JSON.stringify({ Code: 500, Message: '找不到报价单 PDF 字体', Data: null }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    });
    renderWithShell(<QuoteDetailPage />, { route: '/forQuotation/detail-quotation?id=5' });
    await screen.findByTestId('quote-detail');
    fireEvent.click(screen.getByTestId('quote-pdf-en'));
    expect(await screen.findByText('找不到报价单 PDF 字体')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('quote record: the price history rows with their filters', async () => {
    signIn(SALES);
    const { calls } = mockApi({
      ...LOOKUPS,
      'POST /merchant/forqutation/quoterecord/Query': () =>
        ok({
          Records: [
            {
              Id: 1,
              Mpn: 'TPS7A0533PDBVR',
              Brand: 'Texas Instruments',
              Package: 'SOT-23-5',
              Quantity: 1000,
              SalePrice: '0.980000',
              Currency: 'USD',
              SuggestedPrice: '1.062500',
              CostPrice: '0.850000',
              CostCurrency: 'USD',
              BelowSuggested: true,
              QuoteNo: 'BJ2603050001',
              QuoteVersion: 1,
              QuoteId: 5,
              CustomerId: 101,
              CustomerName: '华强电子',
              SalespersonId: 7,
              QuoteDate: '2026-03-05',
              ValidUntil: '2026-03-19',
              CreatedAt: '2026-03-05T02:00:00.000Z',
            },
          ],
          TotalCount: 1,
        }),
    });
    renderWithShell(<QuoteRecordPage />, { route: '/forQuotation/quote-record?Mpn=tps7a' });
    const list = await screen.findByTestId('quote-record-list');
    const row = (await within(list).findByText('TPS7A0533PDBVR')).closest('tr') as HTMLElement;
    expect(within(row).getByText('BJ2603050001')).toBeTruthy();
    expect(within(row).getByText('华强电子')).toBeTruthy();
    expect(row.textContent).toContain('0.98');
    expect(row.textContent).toContain('1.0625');
    await waitFor(() =>
      expect(
        (calls.find((c) => c.path === '/merchant/forqutation/quoterecord/Query')!.body as { Mpn?: string })
          .Mpn,
      ).toBe('tps7a'),
    );
  });
});

const MARGINS = quoteLogin(
  ['POST merchant/purchase/profitmargin/query', QUOTE_PERMITS.marginCreate, QUOTE_PERMITS.marginUpdate],
  ['purchase/parameterSetting/profitMargin'],
);
const MARGIN_ROW = {
  Id: 3,
  Brand: 'Texas Instruments',
  CostFrom: '0.000000',
  CostTo: '10.000000',
  MarginPercent: '25.0000',
  Remark: 'TI 常规',
  UpdatedAt: '2026-03-01T02:00:00.000Z',
  Version: 2,
};
const item = (root: HTMLElement, label: string) =>
  within(root).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

describe('/purchase/parameterSetting/profitMargin', { timeout: 30_000 }, () => {
  it('adds a band; the server 400 on a field shows on that field; edits at the version read', async () => {
    signIn(MARGINS);
    let posts = 0;
    const { calls } = mockApi({
      'POST /merchant/purchase/profitmargin/Query': () => ok({ Records: [MARGIN_ROW], TotalCount: 1 }),
      'POST /merchant/purchase/profitmargin': () => {
        posts += 1;
        if (posts === 1)
          return {
            Code: 400,
            Message: '成本区间与该品牌已有的利润率区间重叠',
            Data: { Field: 'CostTo' },
          };
        return ok({ Id: 9, Version: 1 });
      },
      'PUT /merchant/purchase/profitmargin/3': () => ok({ Id: 3, Version: 3 }),
    });
    renderWithShell(<ProfitMarginPage />, { route: '/purchase/parameterSetting/profitMargin' });
    await screen.findByText('TI 常规');
    fireEvent.click(screen.getByTestId('margin-add'));
    const form = await screen.findByTestId('kit-form');
    fireEvent.change(item(form, '品牌（空 = 全部品牌）').querySelector('input')!, {
      target: { value: 'Texas Instruments' },
    });
    fireEvent.change(item(form, '成本终点（CNY，不含）').querySelector('input')!, { target: { value: '5' } });
    fireEvent.change(item(form, '利润率 %').querySelector('input')!, { target: { value: '30' } });
    fireEvent.click(within(form).getByTestId('kit-form-save'));
    expect(
      await within(item(form, '成本终点（CNY，不含）')).findByText('成本区间与该品牌已有的利润率区间重叠'),
    ).toBeTruthy();
    expect(within(item(form, '利润率 %')).queryByText('成本区间与该品牌已有的利润率区间重叠')).toBeNull();
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/merchant/purchase/profitmargin')!.body,
    ).toMatchObject({ Brand: 'Texas Instruments', CostFrom: '0', CostTo: '5', MarginPercent: '30' });
    fireEvent.change(item(form, '成本终点（CNY，不含）').querySelector('input')!, { target: { value: '1' } });
    fireEvent.click(within(form).getByTestId('kit-form-save'));
    await waitFor(() => expect(posts).toBe(2));
    await waitFor(() => expect(screen.queryByTestId('kit-form')).toBeNull());

    // Edit: the row's values, sent at its Version.
    const row = screen.getByText('TI 常规').closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('kit-action-edit'));
    const edit = await screen.findByTestId('kit-form');
    fireEvent.change(item(edit, '利润率 %').querySelector('input')!, { target: { value: '22' } });
    fireEvent.click(within(edit).getByTestId('kit-form-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path.endsWith('/3'))).toBe(true));
    expect(calls.find((c) => c.method === 'PUT' && c.path.endsWith('/3'))!.body).toMatchObject({
      MarginPercent: '22',
      Version: 2,
    });
  });

  it('deletes a row through the generic delete (type profitMargin) after confirmation, for a holder of the screen', async () => {
    signIn(MARGINS);
    const { calls } = mockApi({
      'POST /merchant/purchase/profitmargin/Query': () => ok({ Records: [MARGIN_ROW], TotalCount: 1 }),
      'PUT /merchant/common/delete': () => ok({ Type: 'profitMargin', Deleted: 1 }),
    });
    renderWithShell(<ProfitMarginPage />, { route: '/purchase/parameterSetting/profitMargin' });
    const row = (await screen.findByText('TI 常规')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('kit-action-delete'));
    expect(await screen.findByText('确认删除该利润率设置？')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(calls.some((c) => c.path === '/merchant/common/delete')).toBe(true));
    const del = calls.find((c) => c.path === '/merchant/common/delete')!;
    expect(del.method).toBe('PUT');
    expect(Object.fromEntries(del.query)).toEqual({ type: 'profitMargin', id: '3' });
  });
});
