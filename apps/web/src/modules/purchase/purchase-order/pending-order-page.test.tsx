import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import PendingOrderPage, { type PendingRow } from './pending-order-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (LineId: number, over: Partial<PendingRow> = {}): PendingRow => ({
  SourceType: 'stockingRequest',
  SourceNo: 'BH2611240003',
  LineId,
  OrderNo: 'PI2611240001',
  Mpn: `MPN-${LineId}`,
  Brand: 'TI',
  Package: 'SOIC-8',
  Quantity: 500,
  OnOrderQty: 0,
  OpenQty: 500,
  RequiredDate: null,
  Salesperson: '王销售',
  Customer: '华强测试',
  ...over,
});

describe('pending order / generate-purchase', { timeout: 30_000 }, () => {
  it('ticks demand rows, picks the supplier and generates the POs', async () => {
    for (const p of ['/purchase/pending-order', '/purchase/generate-purchase'])
      expect(SCREEN_LOADERS[p], p).toBeTypeOf('function');
    signIn(ADMIN_LOGIN);
    let pending = [row(1), row(2, { OnOrderQty: 200, OpenQty: 300 })];
    const { calls } = mockApi({
      'POST /merchant/purchase/pendingorder/Query': () =>
        ok({ Records: pending, TotalCount: pending.length }),
      'GET /merchant/purchase/supplier/lookup': () =>
        ok({ Records: [{ Id: 12, Code: 'S000012', Name: 'Arrow Electronics', Currency: 'USD' }] }),
      'POST /merchant/purchase/purchaseorder/generate': () => {
        pending = [row(1)];
        return ok({ Orders: [{ Id: 31, No: 'PO2611240007' }] });
      },
    });
    renderWithShell(<PendingOrderPage />, { route: '/purchase/pending-order' });
    const page = await screen.findByTestId('pending-order');
    expect(await within(page).findByText('MPN-2')).toBeTruthy();
    expect(within(page).getByText('300')).toBeTruthy();
    const generate = screen.getByTestId('pending-generate');
    expect(generate.hasAttribute('disabled')).toBe(true);
    const tick = within(page).getByText('MPN-2').closest('tr')!.querySelector('input[type="checkbox"]')!;
    fireEvent.click(tick);
    fireEvent.mouseDown(within(screen.getByTestId('pending-supplier')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('S000012 · Arrow Electronics (USD)')).at(-1)!);
    await waitFor(() => expect(generate.hasAttribute('disabled')).toBe(false));
    fireEvent.click(generate);
    expect(await screen.findByText('PO2611240007')).toBeTruthy();
    const gen = calls.find((c) => c.path.endsWith('/generate'));
    expect(gen?.body).toEqual({ Rows: [{ SourceType: 'stockingRequest', LineId: 2, SupplierId: 12 }] });
    await waitFor(() => expect(within(page).queryByText('MPN-2')).toBeNull());
  });

  it("generate-purchase: the row's own supplier wins over the one picked for all", async () => {
    signIn(ADMIN_LOGIN);
    const { calls } = mockApi({
      'POST /merchant/purchase/pendingorder/Query': () => ok({ Records: [row(1), row(2)], TotalCount: 2 }),
      'GET /merchant/purchase/supplier/lookup': () =>
        ok({
          Records: [
            { Id: 12, Code: 'S000012', Name: 'Arrow Electronics', Currency: 'USD' },
            { Id: 15, Code: 'S000015', Name: 'Avnet', Currency: 'USD' },
          ],
        }),
      'POST /merchant/purchase/purchaseorder/generate': () =>
        ok({ Orders: [{ Id: 31, No: 'PO2611240007' }] }),
    });
    renderWithShell(<PendingOrderPage />, { route: '/purchase/generate-purchase' });
    const page = await screen.findByTestId('pending-order');
    for (const mpn of ['MPN-1', 'MPN-2']) {
      const tr = (await within(page).findByText(mpn)).closest('tr')!;
      fireEvent.click(tr.querySelector('input[type="checkbox"]')!);
    }
    const generate = screen.getByTestId('pending-generate');
    expect(generate.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(screen.getByTestId('pending-supplier-2')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('S000015 · Avnet (USD)')).at(-1)!);
    // Row 1 has no supplier yet: still disabled until the one for all is picked.
    expect(generate.hasAttribute('disabled')).toBe(true);
    fireEvent.mouseDown(within(screen.getByTestId('pending-supplier')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('S000012 · Arrow Electronics (USD)')).at(-1)!);
    await waitFor(() => expect(generate.hasAttribute('disabled')).toBe(false));
    fireEvent.click(generate);
    await screen.findByText('PO2611240007');
    expect(calls.find((c) => c.path.endsWith('/generate'))?.body).toEqual({
      Rows: [
        { SourceType: 'stockingRequest', LineId: 1, SupplierId: 12 },
        { SourceType: 'stockingRequest', LineId: 2, SupplierId: 15 },
      ],
    });
  });

  it('searches the demand by MPN (the server filters, contains)', async () => {
    signIn(ADMIN_LOGIN);
    const { calls } = mockApi({
      'POST /merchant/purchase/pendingorder/Query': (req) => {
        const mpn = (req.body as { Mpn?: string }).Mpn;
        const all = [row(1), row(2)];
        const Records = mpn ? all.filter((r) => r.Mpn.includes(mpn)) : all;
        return ok({ Records, TotalCount: Records.length });
      },
      'GET /merchant/purchase/supplier/lookup': () => ok({ Records: [] }),
    });
    renderWithShell(<PendingOrderPage />, { route: '/purchase/pending-order' });
    const page = await screen.findByTestId('pending-order');
    expect(await within(page).findByText('MPN-1')).toBeTruthy();
    const box = screen.getByTestId('pending-mpn');
    const search = box.tagName === 'INPUT' ? box : box.querySelector('input')!;
    fireEvent.change(search, { target: { value: ' MPN-2 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await within(page).findByText('MPN-2')).toBeTruthy();
    expect(within(page).queryByText('MPN-1')).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/pendingorder/Query')).at(-1)?.body).toMatchObject({
      Mpn: 'MPN-2',
    });
  });
});
