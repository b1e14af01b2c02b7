import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { documentHistoryLoader, ReviewQueuePage, reviewQueueScreen } from './review-queue-page';

afterEach(() => vi.unstubAllGlobals());

const ROWS = [
  {
    Id: 11,
    DocId: 101,
    DocNo: 'PI2611200001',
    Step: 1,
    StepName: '组长审核',
    Amount: '12500.5',
    Currency: 'CNY',
    Summary: {
      Who: '深圳市恒通电气有限公司 (C000020)',
      Owner: '刘洋',
      Amount: '12500.5',
      Currency: 'CNY',
      Facts: [
        { Label: 'resources.review.Level', Value: 'B级（重要客户）', From: 'A级（重点客户）' },
        {
          Label: 'resources.review.CreditLimit',
          Value: '50000',
          From: '80000',
          Kind: 'money',
          Currency: 'HKD',
        },
        { Label: 'resources.review.Country', Value: null },
      ],
      Reason: { Key: 'resources.review.reasonBelowSuggested', Params: { percent: '6.7', lines: 2 } },
    },
    SubmittedById: 5,
    SubmittedBy: '张三',
    SubmittedAt: '2026-11-20T08:00:00Z',
    TenantId: 2,
  },
  {
    Id: 12,
    DocId: 102,
    DocNo: 'PI2611200002',
    Step: 1,
    StepName: '组长审核',
    Amount: null,
    SubmittedById: 5,
    SubmittedBy: '张三',
    SubmittedAt: '2026-11-20T09:00:00Z',
    TenantId: 2,
  },
];

function server() {
  let pending = [...ROWS];
  const api = mockApi({
    'POST /merchant/review/salesOrder/Query': () => ok({ Records: pending, TotalCount: pending.length }),
    'PUT /merchant/review/salesOrder/approve': (c) => {
      const ids = (c.body as { Ids: number[] }).Ids;
      pending = pending.filter((r) => !ids.includes(r.Id));
      return ok({ Records: [], TotalCount: ids.length });
    },
    'PUT /merchant/review/salesOrder/reject': (c) => {
      const ids = (c.body as { Ids: number[] }).Ids;
      pending = pending.filter((r) => !ids.includes(r.Id));
      return ok({ Records: [], TotalCount: ids.length });
    },
    'GET /merchant/document/history': () =>
      ok({
        Records: [
          { Id: 1, Action: 'submit', UserName: '张三', At: '2026-11-20T08:00:00Z', Comment: '请审核' },
        ],
        TotalCount: 1,
      }),
    'GET /merchant/review/salesOrder/lines': () =>
      ok({
        Columns: [
          { Name: 'Mpn', Label: 'resources.review.colMpn' },
          { Name: 'Quantity', Label: 'resources.review.colQuantity', Kind: 'number' },
          { Name: 'SalePrice', Label: 'resources.review.colSalePrice', Kind: 'money' },
          { Name: 'Purpose', Label: 'resources.review.colPurpose', Kind: 'key' },
        ],
        Records: [
          {
            Mpn: 'LM358DR',
            Quantity: 1000,
            SalePrice: '0.21',
            Currency: 'CNY',
            Purpose: 'resources.purchaseRequest.purposeSample',
          },
        ],
      }),
    'GET /merchant/review/salesOrder/history': () =>
      ok({
        Records: [
          { Id: 1, Action: 'create', UserName: '张三', At: '2026-11-20T07:00:00Z', Comment: '' },
          { Id: 2, Action: 'submit', UserName: '张三', At: '2026-11-20T08:00:00Z', Comment: '请审核' },
          { Id: 3, Action: 'madeUpAction', UserName: '李四', At: '2026-11-20T09:00:00Z', Comment: '' },
        ],
        TotalCount: 3,
      }),
    'GET /merchant/common/merchant': () => ok({ Records: [], TotalCount: 0 }),
    'POST /merchant/common/users': () => ok({ Records: [], TotalCount: 0 }),
  });
  return api;
}
const decisions = (calls: Call[], kind: string) =>
  calls.filter((c) => c.path === `/merchant/review/salesOrder/${kind}`);

describe('ReviewQueuePage', { timeout: 20_000 }, () => {
  it('lists the pending requests of its type with amounts as money', async () => {
    signIn();
    const { calls } = server();
    renderWithShell(<ReviewQueuePage type="salesOrder" />, {
      route: '/sales/document-audit/salesOrderAudit',
    });
    expect(await screen.findByText('PI2611200001')).toBeTruthy();
    expect(screen.getByText('CNY 12,500.50')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/Query'))!.body).toEqual({ pageIndex: 1, pageSize: 20 });
  });

  it('a batch decision with nothing ticked says "请勾选需要审核的记录" and calls nothing', async () => {
    signIn();
    const { calls } = server();
    renderWithShell(<ReviewQueuePage type="salesOrder" />);
    await screen.findByText('PI2611200001');
    fireEvent.click(screen.getByTestId('kit-action-approve'));
    expect(await screen.findByText('请勾选需要审核的记录')).toBeTruthy();
    fireEvent.click(screen.getByTestId('kit-action-reject'));
    expect(decisions(calls, 'approve')).toHaveLength(0);
    expect(decisions(calls, 'reject')).toHaveLength(0);
  });

  it('approves the ticked rows with an optional comment and refreshes the queue', async () => {
    signIn();
    const { calls } = server();
    renderWithShell(<ReviewQueuePage type="salesOrder" />);
    await screen.findByText('PI2611200001');
    for (const no of ['PI2611200001', 'PI2611200002'])
      fireEvent.click(within(screen.getByText(no).closest('tr')!).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('kit-action-approve'));
    expect(await screen.findByText('审核通过 2 条记录')).toBeTruthy();
    fireEvent.click(screen.getByTestId('review-ok'));
    await waitFor(() => expect(decisions(calls, 'approve')).toHaveLength(1));
    expect(decisions(calls, 'approve')[0]!.body).toEqual({ Ids: [11, 12] });
    expect(await screen.findByText('审核成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('PI2611200001')).toBeNull());
  });

  it('a rejection needs a comment, then sends it for the row', async () => {
    signIn();
    const { calls } = server();
    renderWithShell(<ReviewQueuePage type="salesOrder" />);
    await screen.findByText('PI2611200002');
    const row = screen.getByText('PI2611200002').closest('tr')!;
    fireEvent.click(within(row).getByTestId('kit-action-reject-row'));
    await screen.findByText('驳回 1 条记录');
    fireEvent.click(screen.getByTestId('review-ok'));
    expect(await screen.findByText('驳回时请填写审核意见')).toBeTruthy();
    expect(decisions(calls, 'reject')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('review-comment'), { target: { value: '价格过低' } });
    fireEvent.click(screen.getByTestId('review-ok'));
    await waitFor(() => expect(decisions(calls, 'reject')).toHaveLength(1));
    expect(decisions(calls, 'reject')[0]!.body).toEqual({ Ids: [12], Comment: '价格过低' });
    expect(await screen.findByText('已驳回')).toBeTruthy();
  });

  it('shows a document history when given a loader; one screen per type', async () => {
    signIn();
    const { calls } = server();
    const Screen = reviewQueueScreen('salesOrder', { historyLoader: documentHistoryLoader('salesOrder') });
    expect(reviewQueueScreen('salesOrder')).toBe(Screen);
    renderWithShell(<Screen />);
    await screen.findByText('PI2611200001');
    const row = screen.getByText('PI2611200001').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /展开|expand/i }));
    expect(await screen.findByTestId('review-history')).toBeTruthy();
    expect(screen.getByTestId('review-history').textContent).toContain('请审核');
    const h = calls.find((c) => c.path === '/merchant/document/history')!;
    expect([h.query.get('type'), h.query.get('id')]).toEqual(['salesOrder', '101']);
  });

  it('shows the queue history by default, actions translated (an unknown one as its code)', async () => {
    signIn();
    const { calls } = server();
    renderWithShell(<ReviewQueuePage type="salesOrder" />);
    await screen.findByText('PI2611200002');
    const row = screen.getByText('PI2611200002').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /展开|expand/i }));
    const history = await screen.findByTestId('review-history');
    expect(history.textContent).toContain('创建');
    expect(history.textContent).toContain('提交审核');
    expect(history.textContent).toContain('请审核');
    expect(history.textContent).toContain('madeUpAction');
    const h = calls.find((c) => c.path === '/merchant/review/salesOrder/history')!;
    expect(h.query.get('DocId')).toBe('102');
  });

  it('shows no history when told so (historyLoader null), the lines still', async () => {
    signIn();
    server();
    renderWithShell(<ReviewQueuePage type="salesOrder" historyLoader={null} />);
    await screen.findByText('PI2611200001');
    const row = screen.getByText('PI2611200001').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /展开|expand/i }));
    expect(await screen.findByTestId('review-lines')).toBeTruthy();
    expect(screen.queryByTestId('review-history')).toBeNull();
  });

  it('shows what to decide from: who, salesperson, old → new, why, the amount with its currency; expanded, the lines (#20 item 9)', async () => {
    signIn();
    const { calls } = server();
    renderWithShell(<ReviewQueuePage type="salesOrder" />);
    await screen.findByText('PI2611200001');
    const row = screen.getByText('PI2611200001').closest('tr')!;
    const summary = within(row).getByTestId('review-summary');
    expect(within(summary).getByTestId('review-who').textContent).toBe('深圳市恒通电气有限公司 (C000020)');
    expect(within(summary).getByTestId('review-owner').textContent).toContain('业务员: 刘洋');
    const facts = within(summary)
      .getAllByTestId('review-fact')
      .map((f) => f.textContent);
    expect(facts).toEqual([
      '客户等级: A级（重点客户） → B级（重要客户）',
      '信用额度: HKD 80,000.00 → HKD 50,000.00',
    ]);
    expect(within(summary).getByTestId('review-reason').textContent).toBe('低于建议售价 6.7 %（2 行）');
    expect(within(row).getByText('CNY 12,500.50')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /展开|expand/i }));
    const lines = await screen.findByTestId('review-lines');
    expect(within(lines).getByText('型号')).toBeTruthy();
    expect(within(lines).getByText('LM358DR')).toBeTruthy();
    expect(within(lines).getByText('CNY 0.21')).toBeTruthy();
    // A key column (a purchase request's purpose) reads in the reader's language.
    expect(within(lines).getByText('样品')).toBeTruthy();
    expect(calls.find((c) => c.path === '/merchant/review/salesOrder/lines')!.query.get('DocId')).toBe('101');
    expect(await screen.findByTestId('review-history')).toBeTruthy();
  });
});
