import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import InternalStockOrderListPage from './internal-stock-order-list-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ROW = {
  Id: 7,
  No: 'NB2611250001',
  TenantId: 2,
  Currency: 'USD',
  Reason: '安全库存',
  Remark: '',
  LineCount: 1,
  Quantity: 5000,
  OnOrderQty: 0,
  status: 2,
  ReviewComment: '',
  CancelReason: '',
  OwnerId: 5,
  OwnerName: '罗斌',
  CreatedAt: '2026-11-25T04:00:00Z',
  Version: 2,
};
const LINE = {
  Id: 70,
  LineNo: 1,
  PartId: null,
  Mpn: 'LM358DR',
  Brand: 'TI',
  Package: 'SOIC-8',
  Quantity: 5000,
  TargetCost: '0.085000',
  RequiredDate: '2026-12-31',
  Remark: '',
  OnOrderQty: 0,
  ReceivedQty: 0,
};
const common = {
  'GET /merchant/document/history': () => ok({ Records: [], TotalCount: 0 }),
  'GET /merchant/document/attachments': () => ok({ Records: [], TotalCount: 0 }),
};

describe('purchase/internal-stock-order', { timeout: 40_000 }, () => {
  it('lists orders; a new one refuses a bad quantity here, then saves a draft with its lines', async () => {
    expect(SCREEN_LOADERS['/purchase/internal-stock-order']).toBeTypeOf('function');
    signIn(ADMIN_LOGIN);
    const { calls } = mockApi({
      ...common,
      'POST /merchant/purchase/internalstockorder/Query': () => ok({ Records: [ROW], TotalCount: 1 }),
      'POST /merchant/purchase/internalstockorder': () => ok({ Id: 8, No: 'NB2611250002', Version: 1 }),
      'GET /merchant/purchase/internalstockorder/8': () =>
        ok({
          ...ROW,
          Id: 8,
          No: 'NB2611250002',
          status: 1,
          Lines: [LINE],
          CanEdit: true,
          CanCancel: true,
          PendingRequestId: null,
        }),
    });
    renderWithShell(<InternalStockOrderListPage />, { route: '/purchase/internal-stock-order' });
    const list = await screen.findByTestId('internal-stock-order-list');
    expect(await within(list).findByText('NB2611250001')).toBeTruthy();
    expect(within(list).getByText('待审核')).toBeTruthy();

    fireEvent.click(screen.getByTestId('internal-stock-order-add'));
    const form = await screen.findByTestId('internal-stock-order-form');
    fireEvent.change(within(form).getByTestId('nb-reason'), { target: { value: '安全库存' } });
    fireEvent.change(within(form).getByTestId('nb-line-0-Mpn'), { target: { value: 'LM358DR' } });
    fireEvent.change(within(form).getByTestId('nb-line-0-Quantity'), { target: { value: '1.5' } });
    fireEvent.click(within(form).getByTestId('nb-save'));
    await waitFor(() => expect(form.querySelector('.ant-form-item-has-error')).toBeTruthy());
    expect(calls.some((c) => c.method === 'POST' && c.path === '/merchant/purchase/internalstockorder')).toBe(
      false,
    );
    fireEvent.change(within(form).getByTestId('nb-line-0-Quantity'), { target: { value: '5000' } });
    fireEvent.change(within(form).getByTestId('nb-line-0-TargetCost'), { target: { value: '0.085' } });
    fireEvent.click(within(form).getByTestId('nb-save'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === '/merchant/purchase/internalstockorder'),
      ).toBe(true),
    );
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/merchant/purchase/internalstockorder')?.body,
    ).toMatchObject({
      TenantId: 2,
      Currency: 'USD',
      Reason: '安全库存',
      Lines: [{ Mpn: 'LM358DR', Quantity: 5000, TargetCost: '0.085' }],
    });
  });

  it('a pending order opened by the head: approve through the review route; a refusal shows', async () => {
    signIn(ADMIN_LOGIN);
    const { calls } = mockApi({
      ...common,
      'POST /merchant/purchase/internalstockorder/Query': () => ok({ Records: [ROW], TotalCount: 1 }),
      'GET /merchant/purchase/internalstockorder/7': () =>
        ok({ ...ROW, Lines: [LINE], CanEdit: false, CanCancel: false, PendingRequestId: 55 }),
      'PUT /merchant/review/internalStockOrder/approve': () => ({
        Code: 403,
        Message: '不能审核自己提交的单据',
        Data: null,
      }),
    });
    renderWithShell(<InternalStockOrderListPage />, { route: '/purchase/internal-stock-order' });
    fireEvent.click(await screen.findByTestId('internal-stock-order-open-7'));
    const form = await screen.findByTestId('internal-stock-order-form');
    await waitFor(() =>
      expect((within(form).getByTestId('nb-line-0-Mpn') as HTMLInputElement).value).toBe('LM358DR'),
    );
    expect(within(form).queryByTestId('nb-save')).toBeNull();
    fireEvent.change(within(form).getByTestId('nb-comment'), { target: { value: '同意' } });
    fireEvent.click(within(form).getByTestId('nb-approve'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/merchant/review/internalStockOrder/approve')?.body).toEqual({
        Ids: [55],
        Comment: '同意',
      }),
    );
    expect((await within(form).findByTestId('nb-error')).textContent).toContain('不能审核自己提交的单据');
  });
});
