import type { TraceNode, TraceView } from '@partdesk/shared/core/doc-trace';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../core/i18n';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { CRM_LOOKUPS, CUSTOMER_DETAIL, salesLogin } from '../../modules/crm/crm-test-data';
import CustomerDetailPage from '../../modules/crm/customer-detail-page';
import { DocumentTabs } from './document-trace';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage('zh-CN'));
});

const node = (
  o: Pick<TraceNode, 'Key' | 'Type' | 'Id' | 'No' | 'Direction'> & Partial<TraceNode>,
): TraceNode => ({
  Status: null,
  CreatedAt: '2026-11-20T08:00:00Z',
  Masked: false,
  Depth: 1,
  ...o,
});

/** A quote's trace: its inquiry (made from a demand) upstream, a masked purchase quote between. */
const TRACE: TraceView = {
  Start: 'salesQuote:7',
  Nodes: [
    node({
      Key: 'salesQuote:7',
      Type: 'salesQuote',
      Id: 7,
      No: 'BJ2611200007',
      Status: 'approved',
      Direction: 'start',
      Depth: 0,
    }),
    node({ Key: 'inquiry:3', Type: 'inquiry', Id: 3, No: 'B2611200003', Status: '2', Direction: 'upstream' }),
    node({ Key: 'hidden:1', Type: 'purchaseQuote', Id: null, No: '', Direction: 'upstream', Masked: true }),
    node({
      Key: 'demand:2',
      Type: 'demand',
      Id: 2,
      No: 'XQ2611200002',
      Status: '4',
      Direction: 'upstream',
      Depth: 2,
    }),
  ],
  Links: [
    { From: 'inquiry:3', To: 'salesQuote:7', Lines: 2, Quantity: '3000.0000' },
    { From: 'hidden:1', To: 'salesQuote:7', Lines: 1, Quantity: '1000.0000' },
    { From: 'inquiry:3', To: 'hidden:1', Lines: 1, Quantity: '1000.0000' },
    { From: 'demand:2', To: 'inquiry:3', Lines: 1, Quantity: null },
  ],
  Truncated: false,
};

describe('DocumentTabs: the trace tab (追溯)', () => {
  it('lists the chain upstream first with links to each screen, a masked node by its type only', async () => {
    signIn();
    const api = mockApi({ 'GET /merchant/document/trace': () => ok(TRACE) });
    renderWithShell(
      <DocumentTabs type="salesQuote" id={7}>
        <div>the lines</div>
      </DocumentTabs>,
    );
    expect(screen.getByText('the lines')).toBeTruthy();
    // Not fetched before the tab opens.
    expect(api.calls.some((c) => c.path === '/merchant/document/trace')).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: '追溯' }));
    const table = await screen.findByTestId('document-trace');
    const call = api.calls.find((c) => c.path === '/merchant/document/trace')!;
    expect([call.query.get('type'), call.query.get('id')]).toEqual(['salesQuote', '7']);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent?.slice(0, 20))).toHaveLength(4);
    // Farthest upstream first, the document itself after its upstream.
    expect(rows[0]!.textContent).toContain('XQ2611200002');
    expect(rows[0]!.textContent).toContain('需求单');
    expect(rows[3]!.textContent).toContain('本单');
    expect(rows[3]!.textContent).toContain('BJ2611200007');
    const masked = rows.find((r) => r.querySelector('.trace-masked'))!;
    expect(masked.textContent).toContain('采购报价');
    expect(masked.textContent).toContain('无权查看');
    expect(within(masked).queryByRole('link')).toBeNull();
    // Each visible node opens its screen: detail by id where the type has one, else its list by number.
    expect(within(table).getByRole('link', { name: 'B2611200003' }).getAttribute('href')).toBe(
      '/forQuotation/rfq-detail_quote?id=3',
    );
    expect(within(table).getByRole('link', { name: 'XQ2611200002' }).getAttribute('href')).toBe(
      '/demand/demandmanagement?OrderNo=XQ2611200002',
    );
    // The inquiry row says what it was made into: this quote (2 lines) and the masked offer.
    const inquiryRow = rows.find((r) => within(r).queryByRole('link', { name: 'B2611200003' }))!;
    expect(inquiryRow.textContent).toContain('报价单 BJ2611200007 · 2 行');
    expect(inquiryRow.textContent).toContain('采购报价 无权查看');

    // Each status by the label its list shows (the code means another thing per type); none when masked.
    const statusCell = (r: HTMLElement) => r.querySelectorAll('td')[3]!.textContent;
    expect(statusCell(rows[0]!)).toBe('已转询价');
    expect(statusCell(inquiryRow)).toBe('转交审核中');
    expect(statusCell(rows[3]!)).toBe('审核通过');
    expect(statusCell(masked)).toBe('');
    expect(within(table).getByRole('columnheader', { name: '状态' })).toBeTruthy();

    fireEvent.click(within(table).getByRole('link', { name: 'B2611200003' }));
    expect(screen.getByTestId('location').textContent).toBe('/forQuotation/rfq-detail_quote?id=3');
  });

  it('shows the status labels in English; a code no label knows as it is', async () => {
    signIn();
    await act(() => setLanguage('en-US'));
    const nodes = TRACE.Nodes.map((n) => (n.Key === 'demand:2' ? { ...n, Status: '99' } : n));
    mockApi({ 'GET /merchant/document/trace': () => ok({ ...TRACE, Nodes: nodes } satisfies TraceView) });
    renderWithShell(
      <DocumentTabs type="salesQuote" id={7}>
        <div>x</div>
      </DocumentTabs>,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Trace' }));
    const table = await screen.findByTestId('document-trace');
    const rows = within(table).getAllByRole('row').slice(1);
    const statusOf = (no: string) =>
      rows.find((r) => r.querySelectorAll('td')[2]!.textContent === no)!.querySelectorAll('td')[3]!
        .textContent;
    expect(statusOf('B2611200003')).toBe('Transfer in review');
    expect(statusOf('BJ2611200007')).toBe('Approved');
    expect(statusOf('XQ2611200002')).toBe('99');
  });

  it('speaks English; an unlinked document says it has none', async () => {
    signIn();
    await act(() => setLanguage('en-US'));
    mockApi({
      'GET /merchant/document/trace': () =>
        ok({ ...TRACE, Nodes: TRACE.Nodes.slice(0, 1), Links: [] } satisfies TraceView),
    });
    renderWithShell(
      <DocumentTabs type="salesQuote" id={7}>
        <div>x</div>
      </DocumentTabs>,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Trace' }));
    expect(await screen.findByText('No linked documents')).toBeTruthy();
  });
});

describe('detail screens that got the trace tab through the kit', () => {
  it('the customer detail: its own tabs, then 追溯 tracing the customer', async () => {
    signIn(salesLogin());
    const api = mockApi({
      ...CRM_LOOKUPS,
      'GET /merchant/crm/customer/101': () => ok(CUSTOMER_DETAIL),
      'GET /merchant/document/trace': () =>
        ok({
          Start: 'customer:101',
          Nodes: [
            node({
              Key: 'customer:101',
              Type: 'customer',
              Id: 101,
              No: 'C0101',
              Direction: 'start',
              Depth: 0,
            }),
          ],
          Links: [],
          Truncated: false,
        } satisfies TraceView),
    });
    renderWithShell(<CustomerDetailPage />, { route: '/sales/customer-detail?id=101' });
    await screen.findByTestId('customer-detail');
    const tabs = screen.getAllByRole('tab').map((x) => x.textContent);
    expect(tabs[0]).toBe('基本信息');
    expect(tabs.at(-1)).toBe('追溯');
    expect(tabs).toContain('联系人');
    fireEvent.click(screen.getByRole('tab', { name: '追溯' }));
    expect(await screen.findByText('没有关联单据')).toBeTruthy();
    const call = api.calls.find((c) => c.path === '/merchant/document/trace')!;
    expect([call.query.get('type'), call.query.get('id')]).toEqual(['customer', '101']);
  });
});
