import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import WarehousePage from './warehouse-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const WAREHOUSE = {
  Id: 2,
  TenantId: 2,
  Code: 'HK',
  Name: '香港仓',
  NameEn: 'Hong Kong warehouse',
  Country: 'XX',
  Address: '',
  IsDefault: true,
  Zones: 5,
  OnHand: 25,
  Status: 1,
  Sort: 2,
  Version: 3,
};
const LOOKUPS = {
  'GET /merchant/common/merchant': () => ok({ Records: [{ Id: 2, Name: '芯桥香港' }], TotalCount: 1 }),
  'GET /merchant/common/warehouse': () => ok({ Records: [{ Id: 2, Name: '香港仓' }], TotalCount: 1 }),
};

describe('/purchase/parameterSetting/warehouse', { timeout: 30_000 }, () => {
  it('is registered', () => {
    expect(SCREEN_LOADERS['/purchase/parameterSetting/warehouse']).toBeTypeOf('function');
  });

  it('warehouses: disable on enabled rows, enable on disabled ones; a refusal is shown; zones tab lists zones', async () => {
    signIn();
    const { calls } = mockApi({
      ...LOOKUPS,
      'POST /merchant/inventory/warehouse/Query': () =>
        ok({
          Records: [WAREHOUSE, { ...WAREHOUSE, Id: 9, Code: 'OLD', Name: '旧仓', OnHand: 0, Status: 2 }],
          TotalCount: 2,
        }),
      'PUT /merchant/inventory/warehouse/2/disable': () => ({
        Code: 409,
        Message: 'HK 仍有 25 件在库，不能停用；请先移出或出库',
      }),
      'POST /merchant/inventory/warehousezone/Query': () =>
        ok({
          Records: [
            {
              Id: 7,
              WarehouseId: 2,
              Code: 'C',
              Name: '存储区',
              NameEn: 'Storage',
              Locations: 12,
              Status: 1,
              Sort: 3,
              Version: 1,
            },
          ],
          TotalCount: 1,
        }),
    });
    renderWithShell(<WarehousePage />, { route: '/purchase/parameterSetting/warehouse' });
    const row = (code: string) => screen.getByText(code).closest('tr') as HTMLElement;
    await screen.findByText('HK');
    expect(within(row('HK')).getByTestId('kit-action-disable')).toBeTruthy();
    expect(within(row('HK')).queryByTestId('kit-action-enable')).toBeNull();
    expect(within(row('OLD')).getByTestId('kit-action-enable')).toBeTruthy();
    expect(within(row('OLD')).queryByTestId('kit-action-disable')).toBeNull();

    fireEvent.click(within(row('HK')).getByTestId('kit-action-disable'));
    expect(await screen.findByText('停用后不再提供选择，确定停用？')).toBeTruthy();
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/merchant/inventory/warehouse/2/disable')).toBe(true),
    );
    expect(await screen.findByText('HK 仍有 25 件在库，不能停用；请先移出或出库')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '库区' }));
    expect(await screen.findByText('存储区')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toContain('tab=zone');
  });

  it('locations: a new one is placed in a zone picked as <warehouse> / <zone>, then posted with its code', async () => {
    signIn();
    const { calls } = mockApi({
      ...LOOKUPS,
      'POST /merchant/inventory/warehouselocation/Query': () => ok({ Records: [], TotalCount: 0 }),
      'POST /merchant/inventory/warehousezone/Query': () =>
        ok({ Records: [{ Id: 7, WarehouseId: 2, Code: 'C', Name: '存储区', Status: 1 }], TotalCount: 1 }),
      'POST /merchant/inventory/warehouselocation': (c) => ok({ Id: 99, Status: 1, ...(c.body as object) }),
    });
    renderWithShell(<WarehousePage />, { route: '/purchase/parameterSetting/warehouse?tab=location' });
    fireEvent.click(await screen.findByTestId('location-create'));
    const zone = (await screen.findByTestId('location-zone')).closest('.ant-select') as HTMLElement;
    fireEvent.mouseDown(zone.querySelector('.ant-select-selector') ?? zone);
    await waitFor(() =>
      expect(document.querySelector('.ant-select-item-option[title="香港仓 / C 存储区"]')).toBeTruthy(),
    );
    fireEvent.click(document.querySelector('.ant-select-item-option[title="香港仓 / C 存储区"]')!);
    fireEvent.change(document.querySelector('.ant-drawer input[id$="Code"]')!, { target: { value: 'C-09' } });
    fireEvent.click(screen.getByTestId('kit-form-save'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.path === '/merchant/inventory/warehouselocation'),
      ).toBe(true),
    );
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/merchant/inventory/warehouselocation')!.body,
    ).toMatchObject({ ZoneId: 7, Code: 'C-09' });
  });
});
