import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import ScheduleSaleOrderPage from './schedule-sale-order-page';
import { LOOKUPS, ORDER, REP } from './sales-order-test-data';

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

describe('/sales/scheduleSaleOrder', { timeout: 30_000 }, () => {
  it('schedule: a line split into dated deliveries is sent at the Version; a sum off the line quantity is flagged', async () => {
    signIn(REP);
    const { calls } = mockApi({
      ...LOOKUPS,
      'GET /merchant/sale/salesorder/9': () => ok(ORDER),
      'PUT /merchant/sale/salesorder/9/schedule': () => ok({ Version: 4 }),
      'POST /merchant/sale/salesorder/schedule/Query': () =>
        ok({
          Records: [
            {
              Week: '2026-W50',
              DueDate: '2026-12-07',
              OrderId: 9,
              OrderNo: 'PI2611240001',
              Mpn: 'LM358DR',
              Quantity: 600,
            },
          ],
          TotalCount: 1,
        }),
    });
    renderWithShell(<ScheduleSaleOrderPage />, { route: '/sales/scheduleSaleOrder?id=9' });
    await screen.findByTestId('schedule-page');
    expect(await screen.findByText('2026-W50')).toBeTruthy();
    await pick('schedule-line', '1. LM358DR × 1000');
    type('schedule-qty-0', '600');
    expect(await screen.findByText('分批数量合计 600，应等于行数量 1000')).toBeTruthy();
    fireEvent.click(screen.getByTestId('schedule-add'));
    type('schedule-date-1', '2027-01-04');
    type('schedule-qty-1', '400');
    await waitFor(() => expect(screen.queryByTestId('schedule-sum')).toBeNull());
    fireEvent.click(screen.getByTestId('schedule-save'));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/9/schedule'))).toBe(true));
    expect(calls.find((c) => c.path.endsWith('/9/schedule'))!.body).toEqual({
      Version: 3,
      LineId: 11,
      Deliveries: [
        { DueDate: '2026-12-31', Quantity: 600, Remark: '' },
        { DueDate: '2027-01-04', Quantity: 400, Remark: '' },
      ],
    });
  });

  it("schedule list (no order): each row's order number opens the order detail", async () => {
    signIn(REP);
    mockApi({
      ...LOOKUPS,
      'POST /merchant/sale/salesorder/schedule/Query': () =>
        ok({
          Records: [
            {
              Week: '2026-W50',
              DueDate: '2026-12-07',
              OrderId: 9,
              OrderNo: 'PI2611240001',
              Mpn: 'LM358DR',
              Quantity: 600,
            },
          ],
          TotalCount: 1,
        }),
    });
    renderWithShell(<ScheduleSaleOrderPage />, { route: '/sales/scheduleSaleOrder' });
    const link = await screen.findByTestId('schedule-order-9');
    expect(link.textContent).toBe('PI2611240001');
    fireEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/sales/salesOrderDetail?id=9');
  });
});
