import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { REVIEW_SCREENS, SCREEN_LOADERS } from '../../registry';
import { StockingRequestPanel } from './index';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const line = (o: Record<string, unknown>) => ({
  Brand: 'TI',
  ReservedQty: 0,
  ShippedQty: 0,
  StockingQty: 0,
  NotifyStatus: 1,
  IsAbolish: 1,
  ...o,
});
const ORDER = {
  Id: 7,
  No: 'PI2611240001',
  status: 6,
  Lines: [
    line({ Id: 71, LineNo: 1, Mpn: 'STM32F103C8T6', Quantity: 1000, StockingQty: 400 }),
    // Reserved own stock: notifiable, not offered.
    line({ Id: 72, LineNo: 2, Mpn: 'LM358DR', Quantity: 2000, ReservedQty: 2000, NotifyStatus: 2 }),
    // A stocking exception waits for sales' decision: not offered.
    line({ Id: 73, LineNo: 3, Mpn: 'NE555', Quantity: 50, IsAbolish: 2 }),
  ],
};

describe('stocking request panel (order detail drop-in)', () => {
  it('offers only the Not Notifiable short lines and posts the chosen quantities', async () => {
    signIn();
    const { calls } = mockApi({
      'POST /merchant/sale/stockingrequest/Query': () => ok({ Records: [], TotalCount: 0 }),
      'GET /merchant/sale/salesorder/7': () => ok(ORDER),
      'POST /merchant/sale/stockingrequest': () => ok({ Id: 3, No: 'BH2611240001', Version: 1 }),
    });
    renderWithShell(<StockingRequestPanel orderId={7} />);
    expect(await screen.findByText('暂无备货申请')).toBeTruthy();
    fireEvent.click(screen.getByTestId('stocking-request-open'));
    const table = await screen.findByTestId('stocking-request-lines');
    expect(within(table).getByText('STM32F103C8T6')).toBeTruthy();
    expect(within(table).queryByText('LM358DR')).toBeNull();
    expect(within(table).queryByText('NE555')).toBeNull();
    // Short: 1000 − 400 being bought = 600, offered by default; ask 500.
    const qty = screen.getByTestId('stocking-qty-1') as HTMLInputElement;
    expect(qty.value).toBe('600');
    fireEvent.change(qty, { target: { value: '500' } });
    fireEvent.blur(qty);
    fireEvent.change(screen.getByTestId('stocking-request-reason'), { target: { value: '客户预测' } });
    // The dialog's OK (the panel's own button carries the same label).
    fireEvent.click(screen.getAllByRole('button', { name: '申请备货' }).at(-1)!);
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/merchant/sale/stockingrequest')).toBe(
        true,
      ),
    );
    const post = calls.find((c) => c.method === 'POST' && c.path === '/merchant/sale/stockingrequest')!;
    expect(post.body).toEqual({
      OrderId: 7,
      Reason: '客户预测',
      Lines: [{ OrderLineId: 71, Quantity: 500, Remark: '' }],
    });
  });

  it('both queue screens are the generic review queue of the one stocking-request review', () => {
    expect(SCREEN_LOADERS['/forQuotation/stock-approval-list']).toBe(
      REVIEW_SCREENS['/forQuotation/stock-approval-list'],
    );
    expect(SCREEN_LOADERS['/sales/document-audit/applystockup']).toBe(
      REVIEW_SCREENS['/sales/document-audit/applystockup'],
    );
  });
});
