import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import ProxyBrandListPage from './proxy-brand-list-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ROW = {
  Id: 7,
  No: 'DL2611250001',
  BrandId: 3,
  BrandName: 'Yageo',
  Territory: '中国大陆',
  ValidFrom: '2026-01-01',
  ValidTo: '2027-12-31',
  Remark: '',
  status: 1,
  ReviewComment: '',
  OwnerId: 1,
  OwnerName: 'Admin',
  TenantId: 2,
  CreatedAt: '2026-11-25T04:00:00Z',
  Version: 1,
};
const IN_FORCE = {
  Records: [{ BrandId: 3, BrandName: 'Yageo', Territories: ['中国大陆'], ValidTo: '2027-12-31' }],
};

describe('purchase/proxybrand', { timeout: 40_000 }, () => {
  it('lists proxies with the franchise flag; a new one refuses validity to before from, then saves a draft', async () => {
    expect(SCREEN_LOADERS['/purchase/proxybrand']).toBeTypeOf('function');
    signIn(ADMIN_LOGIN);
    const { calls } = mockApi({
      'POST /merchant/purchase/proxybrand/Query': () => ok({ Records: [ROW], TotalCount: 1 }),
      'GET /merchant/purchase/proxybrand/valid': () => ok(IN_FORCE),
      'GET /merchant/product/brand/options': () =>
        ok({
          Records: [
            { Id: 3, Name: 'Yageo', Aliases: [] },
            { Id: 4, Name: 'TI', Aliases: [] },
          ],
          TotalCount: 2,
        }),
      'POST /merchant/purchase/proxybrand': () => ok({ Id: 8, No: 'DL2611250002', Version: 1 }),
      'GET /merchant/purchase/proxybrand/8': () =>
        ok({ ...ROW, Id: 8, No: 'DL2611250002', BrandId: 4, BrandName: 'TI', CanEdit: true }),
      'GET /merchant/document/attachments': () => ok({ Records: [], TotalCount: 0 }),
      'GET /merchant/document/history': () => ok({ Records: [], TotalCount: 0 }),
    });
    renderWithShell(<ProxyBrandListPage />, { route: '/purchase/proxybrand' });
    const list = await screen.findByTestId('proxy-brand-list');
    expect(await within(list).findByText('DL2611250001')).toBeTruthy();
    expect(await within(list).findByTestId('proxy-flag-3')).toBeTruthy();
    expect(within(list).getByText('草稿')).toBeTruthy();

    fireEvent.click(screen.getByTestId('proxy-brand-add'));
    const form = await screen.findByTestId('proxy-brand-form');
    fireEvent.change(within(form).getByTestId('proxy-brand-Territory'), { target: { value: '华东' } });
    fireEvent.change(within(form).getByTestId('proxy-brand-ValidFrom'), { target: { value: '2026-12-01' } });
    fireEvent.change(within(form).getByTestId('proxy-brand-ValidTo'), { target: { value: '2026-11-01' } });
    fireEvent.click(within(form).getByTestId('proxy-brand-save'));
    expect(await within(form).findByText('有效期止不能早于有效期起')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/merchant/purchase/proxybrand')).toBe(false);

    fireEvent.change(within(form).getByTestId('proxy-brand-ValidTo'), { target: { value: '2027-11-30' } });
    fireEvent.click(within(form).getByTestId('proxy-brand-save'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === '/merchant/purchase/proxybrand')).toBe(true),
    );
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/merchant/purchase/proxybrand')?.body,
    ).toMatchObject({
      Territory: '华东',
      ValidFrom: '2026-12-01',
      ValidTo: '2027-11-30',
    });
  });

  it('an opened draft: submit without a certificate shows the server refusal under the certificate', async () => {
    signIn(ADMIN_LOGIN);
    mockApi({
      'POST /merchant/purchase/proxybrand/Query': () => ok({ Records: [ROW], TotalCount: 1 }),
      'GET /merchant/purchase/proxybrand/valid': () => ok({ Records: [] }),
      'GET /merchant/product/brand/options': () =>
        ok({ Records: [{ Id: 3, Name: 'Yageo', Aliases: [] }], TotalCount: 1 }),
      'GET /merchant/purchase/proxybrand/7': () => ok({ ...ROW, CanEdit: true }),
      'PUT /merchant/purchase/proxybrand/7/submit': () => ({
        Code: 400,
        Message: '提交审核前请上传授权证书',
        Data: { Field: 'Attachments' },
      }),
      'GET /merchant/document/attachments': () => ok({ Records: [], TotalCount: 0 }),
      'GET /merchant/document/history': () => ok({ Records: [], TotalCount: 0 }),
    });
    renderWithShell(<ProxyBrandListPage />, { route: '/purchase/proxybrand' });
    fireEvent.click(await screen.findByTestId('proxy-brand-open-7'));
    const form = await screen.findByTestId('proxy-brand-form');
    await waitFor(() =>
      expect((within(form).getByTestId('proxy-brand-Territory') as HTMLInputElement).value).toBe('中国大陆'),
    );
    expect(within(form).queryByTestId('proxy-flag-3')).toBeNull();
    fireEvent.click(within(form).getByTestId('proxy-brand-submit'));
    expect((await within(form).findByTestId('proxy-brand-certificate-error')).textContent).toBe(
      '提交审核前请上传授权证书',
    );
  });
});
