import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { salesLogin } from './crm-test-data';
import TradePage from './trade-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const C = (Id: number, Code: string, ShortName: string) => ({
  Id,
  Code,
  ShortName,
  Name: `${ShortName}有限公司`,
});
const EVENT = {
  Source: 'inquiry',
  Kind: 'created',
  At: '2026-03-01T02:00:00.000Z',
  DocNo: 'XJ2603010001',
  Title: '询价单已创建',
  Amount: null,
  Currency: null,
  UserId: 7,
};

describe('/crmsystem/customertrade on the shared customer picker', { timeout: 30_000 }, () => {
  it("picks among the caller's customers (searched by short name) and shows the chosen one's timeline", async () => {
    signIn(salesLogin());
    const { calls } = mockApi({
      'POST /merchant/crm/customer/Query': (c) =>
        ok({
          Records: (c.body as { ShortName?: string }).ShortName
            ? [C(102, 'C000102', '深圳芯源')]
            : [C(101, 'C000101', '华强电子'), C(102, 'C000102', '深圳芯源')],
          TotalCount: 2,
        }),
      'GET /merchant/crm/customertrade': () => ok({ Records: [EVENT], TotalCount: 1 }),
    });
    renderWithShell(<TradePage />, { route: '/crmsystem/customertrade' });
    expect(await screen.findByText('请选择一个客户查看其交易时间线')).toBeTruthy();
    const box = within(screen.getByTestId('trade-customer'));
    fireEvent.mouseDown(box.getByRole('combobox'));
    fireEvent.change(box.getByRole('combobox'), { target: { value: '芯源' } });
    fireEvent.click(await screen.findByText('C000102 深圳芯源'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/crmsystem/customertrade?customerId=102'),
    );
    expect(await within(await screen.findByTestId('trade-timeline')).findByText('XJ2603010001')).toBeTruthy();
    expect(calls.some((c) => (c.body as { ShortName?: string })?.ShortName === '芯源')).toBe(true);
    const trade = calls.find((c) => c.path === '/merchant/crm/customertrade')!;
    expect(trade.query.get('customerId')).toBe('102');
  });

  it('opened with ?customerId= of a customer beyond the first page: names it and shows its timeline', async () => {
    signIn(salesLogin());
    mockApi({
      'POST /merchant/crm/customer/Query': () =>
        ok({ Records: [C(101, 'C000101', '华强电子')], TotalCount: 1 }),
      'GET /merchant/crm/customer/555': () => ok(C(555, 'C000555', '远方客户')),
      'GET /merchant/crm/customertrade': () => ok({ Records: [EVENT], TotalCount: 1 }),
    });
    renderWithShell(<TradePage />, { route: '/crmsystem/customertrade?customerId=555' });
    expect(await within(screen.getByTestId('trade-customer')).findByText('C000555 远方客户')).toBeTruthy();
    expect(await screen.findByTestId('trade-timeline')).toBeTruthy();
  });
});
