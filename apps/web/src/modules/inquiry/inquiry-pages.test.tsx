import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { bomLine, bomPreview, bomResult } from '../../test/bom-data';
import { SCREEN_LOADERS } from '../registry';
import InquiryEditPage from './inquiry-edit-page';
import InquiryListPage from './inquiry-list-page';
import InquiryQuotePage from './inquiry-quote-page';
import {
  INQUIRY_DETAIL,
  INQUIRY_LOOKUPS,
  INQUIRY_ROW,
  inquiryLogin,
  OFFER,
  OLD_OFFER,
  SALES_PERMITS,
} from './inquiry-test-data';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 10_000 });

const item = (root: HTMLElement, label: string) =>
  within(root).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

async function pick(root: HTMLElement, testId: string, option: string) {
  fireEvent.mouseDown(within(within(root).getByTestId(testId)).getByRole('combobox'));
  fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
}

const listHandlers = {
  ...INQUIRY_LOOKUPS,
  'POST /merchant/forqutation/inquiry/Query': () =>
    ok({ Records: [INQUIRY_ROW, { ...INQUIRY_ROW, Id: 42, No: 'B2603010002', Status: 3 }], TotalCount: 2 }),
};

describe('/forQuotation inquiry screens', { timeout: 30_000 }, () => {
  it('are registered (list, edit, quote, RFQ library, new purchase quote, purchase quotes, forward-review)', () => {
    for (const path of [
      '/forQuotation/rfq-menu',
      '/forQuotation/rfq-detail_edit',
      '/forQuotation/rfq-detail_quote',
      '/forQuotation/purchase-rfqlibrary',
      '/forQuotation/new-purchasequote',
      '/forQuotation/purchase-quote',
      '/forQuotation/forward-review',
    ])
      expect(SCREEN_LOADERS[path], path).toBeTypeOf('function');
  });

  it('list: a notification link ?OrderNo=B… filters on that number; buttons follow the button codes (0101/0103, no 0102)', async () => {
    signIn(inquiryLogin(['0101', '0103'], SALES_PERMITS));
    const { calls } = mockApi(listHandlers);
    renderWithShell(<InquiryListPage />, { route: '/forQuotation/rfq-menu?OrderNo=B2603010001' });
    const open = (await screen.findByText('B2603010001')).closest('tr') as HTMLElement;
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('No=B2603010001'));
    expect(screen.getByTestId('location').textContent).not.toContain('OrderNo');
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === '/merchant/forqutation/inquiry/Query' &&
            (c.body as { No?: string }).No === 'B2603010001',
        ),
      ).toBe(true),
    );
    expect(screen.getByTestId('inquiry-add')).toBeTruthy();
    expect(within(open).getByTestId('kit-action-edit')).toBeTruthy();
    expect(within(open).getByTestId('kit-action-close')).toBeTruthy();
    expect(within(open).queryByTestId('kit-action-transfer')).toBeNull();
    expect(within(open).queryByTestId('kit-action-delete')).toBeNull();
    expect(within(open).queryByTestId('kit-action-release')).toBeNull();
    const closed = screen.getByText('B2603010002').closest('tr') as HTMLElement;
    expect(within(closed).queryByTestId('kit-action-edit')).toBeNull();
    fireEvent.click(within(open).getByTestId('kit-action-edit'));
    expect(screen.getByTestId('location').textContent).toBe('/forQuotation/rfq-detail_edit?id=41');
  });

  it('list: with 0102 a transfer goes to review at the version read; delete uses the generic delete', async () => {
    signIn(
      inquiryLogin(
        ['0101', '0102', '0103'],
        [...SALES_PERMITS, 'PUT merchant/forqutation/inquiry/:id/transfer'],
      ),
    );
    const { calls } = mockApi({
      ...listHandlers,
      'PUT /merchant/forqutation/inquiry/41/transfer': () => ok({ Status: 2 }),
      'PUT /merchant/common/delete': () => ok({ Type: 'inquiry', Deleted: 1 }),
    });
    renderWithShell(<InquiryListPage />, { route: '/forQuotation/rfq-menu' });
    const row = (await screen.findByText('B2603010001')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('kit-action-transfer'));
    const dialog = (await screen.findByText('转交询价：B2603010001')).closest('.ant-modal') as HTMLElement;
    // Nothing is sent without a salesperson and a reason.
    fireEvent.click(within(dialog).getByTestId('inquiry-transfer-ok'));
    expect(await within(dialog).findByText('请选择转交给')).toBeTruthy();
    await pick(dialog, 'inquiry-transfer-to', '李销售');
    fireEvent.change(item(dialog, '原因').querySelector('textarea')!, { target: { value: '客户换区域' } });
    fireEvent.click(within(dialog).getByTestId('inquiry-transfer-ok'));
    expect(await screen.findByText('已提交转交审核')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/41/transfer'))!.body).toEqual({
      ToSalespersonId: 8,
      Reason: '客户换区域',
      Version: 3,
    });

    fireEvent.click(within(row).getByTestId('kit-action-delete'));
    expect(await screen.findByText('确定删除询价单 B2603010001？')).toBeTruthy();
    fireEvent.click((await screen.findAllByTestId('confirm-ok')).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path === '/merchant/common/delete')).toBe(true));
    const del = calls.find((c) => c.path === '/merchant/common/delete')!;
    expect(Object.fromEntries(del.query)).toEqual({ type: 'inquiry', id: '41' });
  });

  it('list: with the seas release permit an open inquiry is released to the pool at the version read', async () => {
    signIn(inquiryLogin(['0101'], [...SALES_PERMITS, 'PUT merchant/forqutation/seas/:id/release']));
    const { calls } = mockApi({
      ...listHandlers,
      'PUT /merchant/forqutation/seas/41/release': () => ok({ Id: 41, No: 'B2603010001' }),
    });
    renderWithShell(<InquiryListPage />, { route: '/forQuotation/rfq-menu' });
    const row = (await screen.findByText('B2603010001')).closest('tr') as HTMLElement;
    const closed = screen.getByText('B2603010002').closest('tr') as HTMLElement;
    expect(within(closed).queryByTestId('kit-action-release')).toBeNull();
    fireEvent.click(within(row).getByTestId('kit-action-release'));
    expect(await screen.findByText(/确定将询价单 B2603010001 放入公海询价/)).toBeTruthy();
    fireEvent.click((await screen.findAllByTestId('confirm-ok')).at(-1)!);
    expect(await screen.findByText('询价单已放入公海')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/41/release'))!.body).toEqual({ Version: 3 });
  });

  it('new inquiry: a bad line shows on its cell and nothing is sent; a BOM import adds its lines; the server 400 shows on the field it names', async () => {
    signIn(inquiryLogin(['0101', '0103'], SALES_PERMITS));
    const PREVIEW = bomPreview();
    const RESULT = bomResult({
      Lines: [bomLine({ BrandName: 'Texas Instruments', TargetPrice: '0.12', Currency: 'USD' })],
      Currency: 'USD',
    });
    let n = 0;
    const { calls } = mockApi({
      ...listHandlers,
      'POST /merchant/product/bom/preview': () => ok(PREVIEW),
      'POST /merchant/product/bom/import': () => ok(RESULT),
      'POST /merchant/forqutation/inquiry': () => {
        n += 1;
        return n === 1
          ? { Code: 400, Message: '联系人不属于该客户', Data: { Field: 'ContactId' } }
          : ok({ Id: 43, No: 'B2603010003', Lines: 2 });
      },
    });
    renderWithShell(<InquiryListPage />, { route: '/forQuotation/rfq-menu' });
    fireEvent.click(await screen.findByTestId('inquiry-add'));
    const form = await screen.findByTestId('inquiry-form');
    await pick(form, 'inquiry-customer', 'C000101 · 华强电子');
    // The customer's contacts load for the contact picker.
    await waitFor(() => expect(calls.some((c) => c.path === '/merchant/crm/customer/101')).toBe(true));
    await pick(form, 'inquiry-contact', '张三 <zhang@huaqiang.example>');

    // A typed line without quantity: shown on its cell, nothing sent.
    fireEvent.change(screen.getByTestId('line-0-Mpn'), { target: { value: 'STM32F103C8T6' } });
    fireEvent.change(screen.getByTestId('line-0-TargetPrice'), { target: { value: '1.2345678' } });
    fireEvent.click(screen.getByTestId('inquiry-save'));
    expect(await screen.findByText('请修正标红的明细')).toBeTruthy();
    expect(screen.getByTestId('line-0-TargetPrice').className).toContain('status-error');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/merchant/forqutation/inquiry')).toBe(false);
    fireEvent.change(screen.getByTestId('line-0-Quantity'), { target: { value: '1000' } });
    fireEvent.change(screen.getByTestId('line-0-TargetPrice'), { target: { value: '1.25' } });

    // BOM import: its lines join the grid.
    fireEvent.click(screen.getByTestId('inquiry-bom-tab'));
    const input = (await screen.findByTestId('bom-import')).querySelector(
      'input[type=file]',
    ) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'bom.xlsx')] } });
    fireEvent.click(await screen.findByTestId('bom-run'));
    expect(await screen.findByText('已从 bom.xlsx 加入 1 行')).toBeTruthy();
    expect((screen.getByTestId('line-1-Mpn') as HTMLInputElement).value).toBe('LM358DR');
    expect((screen.getByTestId('line-1-Brand') as HTMLInputElement).value).toBe('Texas Instruments');

    fireEvent.click(screen.getByTestId('inquiry-save'));
    expect(await within(item(form, '联系人')).findByText('联系人不属于该客户')).toBeTruthy();
    fireEvent.click(screen.getByTestId('inquiry-save'));
    expect(await screen.findByText('询价单 B2603010003 已创建')).toBeTruthy();
    const sent = calls
      .filter((c) => c.method === 'POST' && c.path === '/merchant/forqutation/inquiry')
      .at(-1)!;
    expect(sent.body).toMatchObject({
      CustomerId: 101,
      ContactId: 501,
      Currency: 'CNY',
      FileName: 'bom.xlsx',
      Lines: [
        { Mpn: 'STM32F103C8T6', Quantity: 1000, TargetPrice: '1.25', Currency: null },
        { Mpn: 'LM358DR', Brand: 'Texas Instruments', Quantity: 500, TargetPrice: '0.12', Currency: 'USD' },
      ],
    });
  });

  it('edit: changed and new lines are sent at the version read', async () => {
    signIn(inquiryLogin(['0101', '0103'], SALES_PERMITS));
    const { calls } = mockApi({
      ...INQUIRY_LOOKUPS,
      'GET /merchant/forqutation/inquiry/41': () => ok(INQUIRY_DETAIL),
      'PUT /merchant/forqutation/inquiry/41': () => ok({ Id: 41, Version: 4 }),
    });
    renderWithShell(<InquiryEditPage />, { route: '/forQuotation/rfq-detail_edit?id=41' });
    expect(await screen.findByText('编辑询价：B2603010001')).toBeTruthy();
    // MPN of an existing line stays; its quantity can change.
    expect(screen.queryByTestId('line-0-Mpn')).toBeNull();
    fireEvent.change(screen.getByTestId('line-0-Quantity'), { target: { value: '1200' } });
    fireEvent.click(screen.getByTestId('line-add'));
    fireEvent.change(screen.getByTestId('line-2-Mpn'), { target: { value: 'NE555P' } });
    fireEvent.change(screen.getByTestId('line-2-Quantity'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('inquiry-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      Version: 3,
      ContactId: 501,
      Currency: 'USD',
      Lines: [{ Id: 901, Quantity: 1200, TargetPrice: '1.25' }],
      AddLines: [{ Mpn: 'NE555P', Quantity: 10 }],
    });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/forQuotation/rfq-detail_quote?id=41'),
    );
  });

  it('quote: each line shows its offers fresher first with the D/C age; a quoted line is sent back with a reason', async () => {
    signIn(inquiryLogin(['0101', '0103'], SALES_PERMITS));
    const { calls } = mockApi({
      ...INQUIRY_LOOKUPS,
      'GET /merchant/forqutation/inquiry/41': () => ok(INQUIRY_DETAIL),
      'GET /merchant/forqutation/line/901/quotes': () => ok({ Records: [OFFER, OLD_OFFER], TotalCount: 2 }),
      'PUT /merchant/forqutation/line/901/sendback': () => ok({ QuoteStatus: 4 }),
    });
    renderWithShell(<InquiryQuotePage />, { route: '/forQuotation/rfq-detail_quote?id=41' });
    const offers = await screen.findByTestId('line-offers-901');
    const rows = await within(offers).findAllByText(/^CB26/);
    expect(rows.map((r) => r.textContent)).toEqual(['CB2603020001', 'CB2603020002']);
    expect(
      within(offers)
        .getAllByTestId('dc-age')
        .map((a) => a.textContent),
    ).toEqual(['2 个月', '70 个月']);
    expect(screen.getByTestId('sales-quote-slot')).toBeTruthy();
    // Line 2 is still to be quoted: nothing to send back.
    expect(screen.queryByTestId('line-sendback-902')).toBeNull();
    fireEvent.click(screen.getByTestId('line-sendback-901'));
    const dialog = (await screen.findByText('退回核价：STM32F103C8T6')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByTestId('sendback-reason'), { target: { value: '价格偏高' } });
    fireEvent.click(within(dialog).getByTestId('sendback-ok'));
    expect(await screen.findByText('已退回核价')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/sendback'))!.body).toEqual({ Reason: '价格偏高', Version: 2 });
  });

  it('quote: a sales quote picks an offer per line; a price below the suggested one is flagged; the quote goes to approval', async () => {
    signIn(inquiryLogin(['0101', '0103'], [...SALES_PERMITS, 'POST merchant/forqutation/quotation']));
    const { calls } = mockApi({
      ...INQUIRY_LOOKUPS,
      'GET /merchant/forqutation/inquiry/41': () => ok(INQUIRY_DETAIL),
      'GET /merchant/forqutation/line/901/quotes': () => ok({ Records: [OFFER, OLD_OFFER], TotalCount: 2 }),
      'POST /merchant/forqutation/quotation/suggest': () =>
        ok({
          Records: [
            {
              PurchaseQuoteId: 61,
              CostPrice: '0.850000',
              CostCurrency: 'USD',
              CostRate: '7.2',
              QuoteRate: '7.2',
              CostCny: '6.12',
              MarginId: 1,
              MarginPercent: '20',
              SuggestedPrice: '1.020000',
            },
          ],
        }),
      'POST /merchant/forqutation/quotation': () => ok({ Id: 77, No: 'BJ2603030001', Status: 1 }),
    });
    renderWithShell(<InquiryQuotePage />, { route: '/forQuotation/rfq-detail_quote?id=41' });
    const form = await screen.findByTestId('sales-quote-form');
    expect(within(form).getByText('未报价')).toBeTruthy();
    fireEvent.mouseDown(within(within(form).getByTestId('sq-offer-901')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('Arrow Electronics · 0.850000 USD · 2501')).at(-1)!);
    expect((await within(form).findByTestId('sq-suggested-901')).textContent).toBe('1.020000 USD');
    fireEvent.change(within(form).getByTestId('sq-price-901'), { target: { value: '0.95' } });
    expect(within(form).getByTestId('sq-below-901')).toBeTruthy();
    // A price break not above the line quantity is refused before sending.
    fireEvent.click(within(form).getByTestId('sq-tier-add-901'));
    fireEvent.change(within(form).getByTestId('sq-tier-901-0-qty'), { target: { value: '500' } });
    fireEvent.change(within(form).getByTestId('sq-tier-901-0-price'), { target: { value: '0.9' } });
    fireEvent.click(within(form).getByTestId('sq-save'));
    expect(await within(form).findByText('请修正标红的明细')).toBeTruthy();
    expect(calls.some((c) => c.path === '/merchant/forqutation/quotation')).toBe(false);
    fireEvent.change(within(form).getByTestId('sq-tier-901-0-qty'), { target: { value: '5000' } });
    fireEvent.click(within(form).getByTestId('sq-save'));
    expect(await screen.findByText('报价单 BJ2603030001 低于建议价，已提交审批')).toBeTruthy();
    const body = calls.find((c) => c.path === '/merchant/forqutation/quotation')!.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      InquiryId: 41,
      Currency: 'USD',
      Lines: [
        {
          InquiryLineId: 901,
          PurchaseQuoteId: 61,
          SalePrice: '0.95',
          Tiers: [{ Quantity: 5000, Price: '0.9' }],
        },
        { InquiryLineId: 902, PurchaseQuoteId: null, SalePrice: '', Tiers: [] },
      ],
    });
    expect(body.QuoteDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/forQuotation/detail-quotation?id=77'),
    );
  });
});
