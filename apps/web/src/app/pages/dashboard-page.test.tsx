import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { TodoPopover } from '../shell/todo-popover';
import DashboardPage, { SELF_ASSESSMENT_PATH } from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const items = [
  { Name: 'PerformanceCount', Title: '绩效待处理', Count: 1, Route: SELF_ASSESSMENT_PATH, Query: {} },
  {
    Name: 'CustomerCount',
    Title: '客户待审核',
    Count: 2,
    Route: '/crmsystem/reviewcustomer/conflict-audit',
    Query: {},
  },
];

function server() {
  return mockApi({
    'GET /merchant/common/upcoming': () => ok({ Items: items, Total: 3 }),
    'GET /merchant/common/pmnotice': () =>
      ok({
        Title: '2026年10月 月度绩效考核',
        Content: '请完成自评',
        Deadline: '2026-11-05',
        Period: '2026-10',
      }),
    'GET /merchant/common/notice': () => ok({ Records: [], TotalCount: 0 }),
  });
}

describe('dashboard without the performance module (#20 item 16)', () => {
  it('offers neither "去自评" nor the performance to-do, which would open the not-available page', async () => {
    signIn();
    server();
    renderWithShell(<DashboardPage />);
    const todos = await screen.findByTestId('dashboard-todos');
    await waitFor(() => expect(within(todos).getByText('客户待审核')).toBeTruthy());
    expect(within(todos).queryByText('绩效待处理')).toBeNull();
    expect(within(todos).getByText('共 2 项', { exact: false })).toBeTruthy();
    const notice = screen.getByTestId('pm-notice');
    await waitFor(() => expect(notice.textContent).toContain('请完成自评'));
    expect(within(notice).queryByRole('button')).toBeNull();
    expect(screen.queryByText('去自评')).toBeNull();
  });

  it('the header to-do badge counts only the items it offers', async () => {
    signIn();
    server();
    const { container } = renderWithShell(<TodoPopover />);
    await waitFor(() =>
      expect(container.querySelector('.ant-scroll-number')?.getAttribute('title')).toBe('2'),
    );
  });
});
