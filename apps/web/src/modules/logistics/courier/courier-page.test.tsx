import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import CourierPage from './courier-page';

configure({ asyncUtilTimeout: 10_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const URL = '/merchant/logistics/express';
const courier = (over: Record<string, unknown> = {}) => ({
  Id: 1,
  Code: 'DHL',
  Name: 'DHL',
  NameEn: 'DHL Express',
  TrackingUrl: '',
  VolumetricDivisor: 5000,
  IsDeactivate: false,
  Sort: 1,
  Accounts: [{ AccountNo: '960001', AccountName: '月结', IsDefault: true, Remark: '' }],
  ...over,
});
const ROUTE = '/finance/finance-setup/express';

/** The Add dialog filled with a code, a name and a divisor, then OK. */
async function addCourier(divisor: string) {
  fireEvent.click(await screen.findByTestId('courier-add'));
  const dialog = await screen.findByRole('dialog');
  const inputs = within(dialog).getAllByRole('textbox');
  fireEvent.change(inputs[0]!, { target: { value: 'ZZX' } });
  fireEvent.change(inputs[1]!, { target: { value: '测试快递' } });
  const div =
    within(dialog).getByTestId('courier-divisor').querySelector('input') ??
    screen.getByTestId('courier-divisor');
  fireEvent.change(div, { target: { value: divisor } });
  fireEvent.blur(div);
  fireEvent.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
  return dialog;
}

describe('/finance/finance-setup/express: couriers', { timeout: 30_000 }, () => {
  it('is registered, with the declaration screen', () => {
    expect(SCREEN_LOADERS[ROUTE]).toBeTypeOf('function');
    expect(SCREEN_LOADERS['/finance/finance-setup/declare']).toBeTypeOf('function');
  });

  it('lists the couriers with divisor, accounts and status; adding posts the divisor', async () => {
    signIn();
    const { calls } = mockApi({
      [`GET ${URL}`]: () =>
        ok({
          Records: [
            courier(),
            courier({
              Id: 2,
              Code: 'FEDEX',
              Name: '联邦快递',
              VolumetricDivisor: 6000,
              IsDeactivate: true,
              Accounts: [],
            }),
          ],
        }),
      [`POST ${URL}`]: (c) => ok({ ...courier(), ...(c.body as object), Id: 3 }),
    });
    renderWithShell(<CourierPage />, { route: ROUTE });
    expect(await screen.findByText('6000')).toBeTruthy();
    expect(screen.getByText('960001 ★')).toBeTruthy();
    expect(screen.getByText('已停用')).toBeTruthy();
    await addCourier('6000');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        Code: 'ZZX',
        Name: '测试快递',
        VolumetricDivisor: 6000,
      }),
    );
  });

  it('refuses a divisor out of range before asking, and shows the server refusal on its field', async () => {
    signIn();
    const { calls } = mockApi({
      [`GET ${URL}`]: () => ok({ Records: [courier()] }),
      [`POST ${URL}`]: () => ({ Code: 400, Message: '快递公司代码 ZZX 已存在', Data: { Field: 'Code' } }),
    });
    renderWithShell(<CourierPage />, { route: ROUTE });
    await screen.findByText('DHL Express');
    const dialog = await addCourier('100');
    expect(await within(dialog).findByText('体积重除数须为 1000 至 10000 之间的整数')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    const div =
      within(dialog).getByTestId('courier-divisor').querySelector('input') ??
      screen.getByTestId('courier-divisor');
    fireEvent.change(div, { target: { value: '5000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    expect(await within(dialog).findByText('快递公司代码 ZZX 已存在')).toBeTruthy();
  });

  it('edits an account’s remark: saving keeps and sends it (decision 0052’s gap)', async () => {
    signIn();
    const { calls } = mockApi({
      [`GET ${URL}`]: () =>
        ok({
          Records: [
            courier({
              Accounts: [{ AccountNo: '960001', AccountName: '月结', IsDefault: true, Remark: '夜间' }],
            }),
          ],
        }),
      [`PUT ${URL}/1`]: () => ok(courier()),
    });
    renderWithShell(<CourierPage />, { route: ROUTE });
    fireEvent.click(await screen.findByTestId('courier-edit-DHL'));
    const dialog = await screen.findByRole('dialog');
    const remark = within(dialog).getByTestId('courier-account-0-Remark') as HTMLInputElement;
    expect(remark.value).toBe('夜间');
    fireEvent.change(remark, { target: { value: '夜间取件' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      Accounts: [{ AccountNo: '960001', AccountName: '月结', IsDefault: true, Remark: '夜间取件' }],
    });
  });
});
