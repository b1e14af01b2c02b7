import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import QualityCheckListPage from './quality-check-list-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ROW = {
  Id: 5,
  No: 'QC2611250001',
  OrderId: 3,
  OrderNo: 'PI2611250001',
  OrderLineId: 11,
  LotId: 21,
  Mpn: 'STM32F103C8T6',
  Quantity: 100,
  Reason: 'customer asks for X-ray',
  Status: 1,
  Result: null,
  Failed: 0,
  Remark: '',
  OwnerId: 1,
  OwnerName: 'Admin',
  InspectorId: null,
  InspectorName: null,
  TenantId: 2,
  CreatedAt: '2026-11-25T04:00:00Z',
  Version: 1,
};

describe('sales/checkquality', { timeout: 40_000 }, () => {
  it('lists checks and records a result: the checklist answers and conclusion go to the server at Version', async () => {
    expect(SCREEN_LOADERS['/sales/checkquality']).toBeTypeOf('function');
    signIn(ADMIN_LOGIN);
    const { calls } = mockApi({
      'POST /merchant/sale/qualitycheck/Query': () => ok({ Records: [ROW], TotalCount: 1 }),
      'GET /merchant/sale/qualitycheck/checklist': () =>
        ok({ Records: [{ Id: 1, NameZh: '包装与标签', NameEn: 'Packaging and labels' }] }),
      'PUT /merchant/sale/qualitycheck/5/result': () => ok({ Id: 5, No: ROW.No, Status: 2, Version: 2 }),
    });
    renderWithShell(<QualityCheckListPage />, { route: '/sales/checkquality' });
    const list = await screen.findByTestId('quality-check-list');
    expect(await within(list).findByText('QC2611250001')).toBeTruthy();
    expect(within(list).getByText('待检验')).toBeTruthy();
    expect(screen.getByTestId('quality-check-add')).toBeTruthy();

    fireEvent.click(within(list).getByTestId('qc-record-5'));
    const form = await screen.findByTestId('quality-check-result-form');
    expect(await within(form).findByText('包装与标签')).toBeTruthy();
    fireEvent.click(within(within(form).getByTestId('qc-item-1')).getByText('合格'));
    fireEvent.click(within(within(form).getByTestId('qc-result')).getByText('合格'));
    fireEvent.click(within(form).getByTestId('qc-submit'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/merchant/sale/qualitycheck/5/result')).toBe(
        true,
      ),
    );
    expect(
      calls.find((c) => c.method === 'PUT' && c.path === '/merchant/sale/qualitycheck/5/result')?.body,
    ).toMatchObject({ Version: 1, Result: 1, Items: [{ ItemId: 1, Result: 1, Note: '' }] });
  });
});
