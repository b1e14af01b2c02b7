import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { inquiryLogin, INQUIRY_LOOKUPS, LIBRARY_LINE, OFFER, OLD_OFFER } from './inquiry-test-data';
import NewPurchaseQuotePage from './new-purchase-quote-page';
import PurchaseQuoteListPage from './purchase-quote-list-page';
import RfqLibraryPage from './rfq-library-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 10_000 });

const item = (root: HTMLElement, label: string) =>
  within(root).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

/** A buyer: the sourcing screens (their permits), no inquiry list. */
const buyer = () =>
  inquiryLogin(
    [],
    [
      'POST merchant/forqutation/rfqlibrary/query',
      'POST merchant/forqutation/purchasequote',
      'POST merchant/forqutation/purchasequote/query',
      'PUT merchant/forqutation/purchasequote/:id/void',
    ],
    { Id: 20, Name: '罗斌', Account: 'buyer', Roles: [{ Id: 9, Name: '采购员' }], ScopeKind: 'purchase' },
  );

describe('/forQuotation sourcing screens', { timeout: 30_000 }, () => {
  it('RFQ library: open lines by quote status (to-do link), no customer column; quote opens new-purchasequote on the line', async () => {
    signIn(buyer());
    const { calls } = mockApi({
      ...INQUIRY_LOOKUPS,
      'POST /merchant/forqutation/rfqlibrary/Query': () =>
        ok({ Records: [{ ...LIBRARY_LINE, quoteStatus: 1, Quotes: 0 }], TotalCount: 1 }),
    });
    renderWithShell(<RfqLibraryPage />, { route: '/forQuotation/purchase-rfqlibrary?quoteStatus=1' });
    const row = (await screen.findByText('STM32F103C8T6')).closest('tr') as HTMLElement;
    const list = screen.getByTestId('rfq-library');
    expect(within(list).queryByText('客户名称')).toBeNull();
    expect(within(list).queryByText('客户')).toBeNull();
    expect(
      (
        calls.find((c) => c.path === '/merchant/forqutation/rfqlibrary/Query')!.body as {
          quoteStatus: number[];
        }
      ).quoteStatus,
    ).toEqual([1]);
    fireEvent.click(within(row).getByTestId('kit-action-quote'));
    expect(screen.getByTestId('location').textContent).toBe('/forQuotation/new-purchasequote?lineId=901');
  });

  it('new purchase quote: the line and its offers; checked before sending; the server 400 shows on its field; saved offers refresh', async () => {
    signIn(buyer());
    let posts = 0;
    let offers = [OFFER];
    const { calls } = mockApi({
      ...INQUIRY_LOOKUPS,
      'GET /merchant/forqutation/rfqlibrary/901': () => ok({ ...LIBRARY_LINE, Quotes: offers }),
      'POST /merchant/forqutation/purchasequote': () => {
        posts += 1;
        if (posts === 1)
          return { Code: 400, Message: '价格有效期不能早于今天', Data: { Field: 'ValidUntil' } };
        offers = [OFFER, OLD_OFFER];
        return ok({ Id: 62, No: 'CB2603020002', QuoteStatus: 2 });
      },
    });
    renderWithShell(<NewPurchaseQuotePage />, { route: '/forQuotation/new-purchasequote?lineId=901' });
    const page = await screen.findByTestId('new-purchase-quote');
    expect(within(page).getByText('B2603010001')).toBeTruthy();
    expect(within(screen.getByTestId('pq-offers')).getByText('CB2603020001')).toBeTruthy();
    // The card's title says how many offers there are (#20 item 19: not "已有报价" when there are none).
    expect(within(screen.getByTestId('pq-offers-card')).getByText('该行已有报价（1）')).toBeTruthy();
    const form = screen.getByTestId('pq-form');

    // Supplier and cost are required: nothing is sent without them.
    fireEvent.click(screen.getByTestId('pq-save'));
    expect(await within(item(form, '供应商')).findByText('请填写供应商')).toBeTruthy();
    expect(within(item(form, '成本价')).getByText('请填写成本价')).toBeTruthy();
    expect(posts).toBe(0);

    fireEvent.mouseDown(within(screen.getByTestId('pq-supplier')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('S000012 · Arrow Electronics')).at(-1)!);
    fireEvent.change(item(form, '成本价').querySelector('input')!, { target: { value: '0.61' } });
    fireEvent.change(item(form, '批号').querySelector('input')!, { target: { value: '2015' } });
    fireEvent.click(screen.getByTestId('pq-save'));
    expect(await within(item(form, '价格有效期')).findByText('价格有效期不能早于今天')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pq-save'));
    await waitFor(() => expect(posts).toBe(2));
    expect(await screen.findByText('采购报价 CB2603020002 已保存')).toBeTruthy();
    expect(await within(screen.getByTestId('pq-offers-card')).findByText('该行已有报价（2）')).toBeTruthy();
    const sent = calls
      .filter((c) => c.method === 'POST' && c.path === '/merchant/forqutation/purchasequote')
      .at(-1)!;
    expect(sent.body).toMatchObject({
      LineId: 901,
      SupplierId: 12,
      CostPrice: '0.61',
      Currency: 'USD',
      Quantity: 1000,
      DateCode: '2015',
      Mpn: 'STM32F103C8T6',
      IsTentative: false,
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('pq-offers')).getByText('CB2603020002')).toBeTruthy(),
    );
  });

  it('purchase quotes: a valid quote is voided at its version after confirmation; a voided one offers nothing', async () => {
    signIn(buyer());
    const { calls } = mockApi({
      ...INQUIRY_LOOKUPS,
      'POST /merchant/forqutation/purchasequote/Query': () =>
        ok({ Records: [OFFER, { ...OLD_OFFER, Status: 2 }], TotalCount: 2 }),
      'PUT /merchant/forqutation/purchasequote/61/void': () => ok({ Status: 2 }),
    });
    renderWithShell(<PurchaseQuoteListPage />, { route: '/forQuotation/purchase-quote' });
    const valid = (await screen.findByText('CB2603020001')).closest('tr') as HTMLElement;
    const voided = screen.getByText('CB2603020002').closest('tr') as HTMLElement;
    expect(within(voided).queryByTestId('kit-action-void')).toBeNull();
    fireEvent.click(within(valid).getByTestId('kit-action-void'));
    expect(await screen.findByText('确定作废采购报价 CB2603020001？')).toBeTruthy();
    fireEvent.click((await screen.findAllByTestId('confirm-ok')).at(-1)!);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/61/void'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/61/void'))!.body).toEqual({ Version: 1 });
  });

  it('purchase quotes: each row opens its supplier scorecard', async () => {
    signIn(buyer());
    mockApi({
      ...INQUIRY_LOOKUPS,
      'POST /merchant/forqutation/purchasequote/Query': () => ok({ Records: [OFFER], TotalCount: 1 }),
      'GET /merchant/purchase/supplier/12/scorecard': () =>
        ok({
          SupplierId: 12,
          SupplierName: 'Arrow Electronics',
          Since: '2025-11-25',
          Quotes: {
            Count: 8,
            Firm: 6,
            ResponseRate: '75.0',
            AvgResponseHours: '5.5',
            Won: 2,
            WinRate: '25.0',
            Compared: 4,
            Cheapest: 3,
            CheapestRate: '75.0',
          },
          Delivery: { Lines: 10, OnTime: 9, Partial: 0, Late: 1, OnTimeRate: '90.0' },
          Quality: { Inspected: 5, Passed: 4, Failed: 1, Pending: 0, PassRate: '80.0' },
          Returns: null,
        }),
    });
    renderWithShell(<PurchaseQuoteListPage />, { route: '/forQuotation/purchase-quote' });
    await screen.findByText('CB2603020001');
    fireEvent.click(screen.getByTestId('pq-scorecard-61'));
    const card = await screen.findByTestId('supplier-scorecard');
    expect(within(card).getByTestId('scorecard-onTimeRate').textContent).toBe('90.0%');
    expect(within(card).getByText('确认报价率')).toBeTruthy();
  });

  it('new purchase quote: each offer opens its supplier scorecard for holders of the route only', async () => {
    const api = {
      ...INQUIRY_LOOKUPS,
      'GET /merchant/forqutation/rfqlibrary/901': () => ok({ ...LIBRARY_LINE, Quotes: [OFFER] }),
      'GET /merchant/purchase/supplier/12/scorecard': () =>
        ok({
          SupplierId: 12,
          SupplierName: 'Arrow Electronics',
          Since: '2025-11-25',
          Quotes: {
            Count: 1,
            Firm: 1,
            ResponseRate: '100.0',
            AvgResponseHours: '2.0',
            Won: 0,
            WinRate: '0.0',
            Compared: 0,
            Cheapest: 0,
            CheapestRate: null,
          },
          Delivery: { Lines: 0, OnTime: 0, Partial: 0, Late: 0, OnTimeRate: '0.0' },
          Quality: { Inspected: 0, Passed: 0, Failed: 0, Pending: 0, PassRate: null },
          Returns: null,
        }),
    };
    signIn(buyer());
    mockApi(api);
    const first = renderWithShell(<NewPurchaseQuotePage />, {
      route: '/forQuotation/new-purchasequote?lineId=901',
    });
    expect(within(await screen.findByTestId('pq-offers')).getByText('CB2603020001')).toBeTruthy();
    expect(screen.queryByTestId('offer-scorecard-61')).toBeNull();
    first.unmount();
    signIn(
      inquiryLogin(
        [],
        ['POST merchant/forqutation/purchasequote', 'GET merchant/purchase/supplier/:id/scorecard'],
        { Id: 20, Name: '罗斌', Account: 'buyer', Roles: [{ Id: 9, Name: '采购员' }], ScopeKind: 'purchase' },
      ),
    );
    renderWithShell(<NewPurchaseQuotePage />, { route: '/forQuotation/new-purchasequote?lineId=901' });
    fireEvent.click(await screen.findByTestId('offer-scorecard-61'));
    const card = await screen.findByTestId('supplier-scorecard');
    expect(within(card).getByTestId('scorecard-responseRate').textContent).toBe('100.0%');
    expect(within(card).getByTestId('scorecard-passRate').textContent).toBe('—');
  });
});
