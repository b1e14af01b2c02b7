import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { SCREEN_LOADERS } from '../registry';
import BrandListPage from './brand-list-page';
import PartListPage from './part-list-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const PART = {
  Id: 5,
  Mpn: 'STM32F103C8T6',
  BrandId: 2,
  BrandName: 'ST',
  Package: 'LQFP-48',
  CategoryCode: 'MCU',
  Description: 'MCU',
  Msl: '',
  Rohs: true,
  Lifecycle: '1',
  Status: 1,
  Remark: '',
  UpdatedAt: '2026-11-20T08:00:00Z',
  Version: 1,
};
const BRANDS = [
  { Id: 1, Name: 'TI', Aliases: ['Texas Instruments'], IsProxy: false, Status: 1 },
  { Id: 2, Name: 'ST', Aliases: ['STMicroelectronics'], IsProxy: false, Status: 1 },
];
const dictLines = { 'GET /common/GetDictLineByCode': () => ok({ Records: [], TotalCount: 0 }) };

/** A signed-in non-administrator holding these permits only. */
const holder = (Permits: string[]) =>
  signIn({ ...ADMIN_LOGIN, UserInfo: { ...ADMIN_LOGIN.UserInfo, isAdmin: false }, Permits });

const field = (form: HTMLElement, label: string) =>
  within(form).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

describe('/product screens', { timeout: 40_000 }, () => {
  it('are registered as lazy screens', () => {
    expect(SCREEN_LOADERS['/product/product-information']).toBeTypeOf('function');
    expect(SCREEN_LOADERS['/product/brand-manage']).toBeTypeOf('function');
  });

  it('parts: lists, creates a part with a brand picked by alias, shows the server refusal on its field', async () => {
    signIn();
    let created = false;
    const { calls } = mockApi({
      ...dictLines,
      'POST /merchant/product/part/Query': () => ok({ Records: [PART], TotalCount: 1 }),
      'GET /merchant/product/brand/options': () => ok({ Records: BRANDS, TotalCount: 2 }),
      'POST /merchant/product/part': () => {
        if (!created) {
          created = true;
          return { Code: 409, Message: '型号 LM358DR（TI）已存在', Data: { Field: 'Mpn' } };
        }
        return ok({ ...PART, Id: 9, Mpn: 'LM358DR2', BrandId: 1, BrandName: 'TI' });
      },
      'GET /merchant/product/part/9': () =>
        ok({ ...PART, Id: 9, Mpn: 'LM358DR2', BrandId: 1, BrandName: 'TI' }),
    });
    renderWithShell(<PartListPage />, { route: '/product/product-information' });
    expect((await screen.findByText('STM32F103C8T6')).closest('tr')!.textContent).toContain('ST');
    fireEvent.click(screen.getByTestId('part-create'));
    const form = await screen.findByTestId('kit-form');
    fireEvent.change(field(form, '型号').querySelector('input')!, { target: { value: 'LM358DR' } });
    fireEvent.click(screen.getByTestId('kit-form-save'));
    expect(await screen.findByText('请选择品牌')).toBeTruthy();
    fireEvent.mouseDown(within(field(form, '品牌')).getByRole('combobox'));
    fireEvent.change(within(field(form, '品牌')).getByRole('combobox'), { target: { value: 'texas' } });
    fireEvent.click(await screen.findByTitle('TI'));
    fireEvent.click(screen.getByTestId('kit-form-save'));
    expect(await within(form).findByText('型号 LM358DR（TI）已存在')).toBeTruthy();
    fireEvent.change(field(form, '型号').querySelector('input')!, { target: { value: 'LM358DR2' } });
    fireEvent.click(screen.getByTestId('kit-form-save'));
    await waitFor(() => expect(screen.getByText('型号详情')).toBeTruthy());
    const posts = calls.filter((c) => c.method === 'POST' && c.path === '/merchant/product/part');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toMatchObject({ Mpn: 'LM358DR2', BrandId: 1, Rohs: true });
  });

  it('brands: lists; a new brand sends its aliases', async () => {
    signIn();
    const { calls } = mockApi({
      'POST /merchant/product/brand/Query': () =>
        ok({
          Records: [
            {
              Id: 1,
              Name: 'TI',
              FullName: 'Texas Instruments',
              Aliases: 'Texas Instruments, Burr-Brown',
              Parts: 40,
              IsProxy: false,
              Status: 1,
            },
          ],
          TotalCount: 1,
        }),
      'POST /merchant/product/brand': () =>
        ok({ Id: 3, Name: 'Zeta', Aliases: ['Zeta Semi'], IsProxy: false, Status: 1, Version: 1 }),
      'GET /merchant/product/brand/3': () =>
        ok({ Id: 3, Name: 'Zeta', Aliases: ['Zeta Semi'], IsProxy: false, Status: 1, Version: 1 }),
    });
    renderWithShell(<BrandListPage />, { route: '/product/brand-manage' });
    expect((await screen.findByText('Texas Instruments, Burr-Brown')).closest('tr')!.textContent).toContain(
      '40',
    );
    fireEvent.click(screen.getByTestId('brand-create'));
    const form = await screen.findByTestId('kit-form');
    fireEvent.change(field(form, '品牌').querySelector('input')!, { target: { value: 'Zeta' } });
    const aliases = within(field(form, '别名')).getByRole('combobox');
    fireEvent.change(aliases, { target: { value: 'Zeta Semi' } });
    fireEvent.keyDown(aliases, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByTestId('kit-form-save'));
    await waitFor(() => expect(screen.getByText('品牌详情')).toBeTruthy());
    const post = calls.find((c) => c.method === 'POST' && c.path === '/merchant/product/brand')!;
    expect(post.body).toMatchObject({ Name: 'Zeta', Aliases: ['Zeta Semi'], IsProxy: false, Status: 1 });
    expect(await screen.findByText('Zeta Semi')).toBeTruthy();
  });

  it('parts: View opens the detail in the drawer; Edit saves at the version read; disable by status, then enable', async () => {
    signIn();
    let part = { ...PART };
    const { calls } = mockApi({
      ...dictLines,
      'POST /merchant/product/part/Query': () => ok({ Records: [part], TotalCount: 1 }),
      'GET /merchant/product/brand/options': () => ok({ Records: BRANDS, TotalCount: 2 }),
      'GET /merchant/product/part/5': () => ok(part),
      'PUT /merchant/product/part/5': (c) => {
        part = { ...part, ...(c.body as object), Version: part.Version + 1 };
        return ok(part);
      },
      'PUT /merchant/product/part/5/disable': () => {
        part = { ...part, Status: 2 };
        return ok(null);
      },
    });
    renderWithShell(<PartListPage />, { route: '/product/product-information' });
    await screen.findByText('STM32F103C8T6');
    fireEvent.click(screen.getByTestId('part-view'));
    const detail = await screen.findByTestId('kit-detail');
    expect(screen.getByText('型号详情')).toBeTruthy();
    expect(within(detail).getByText('LQFP-48')).toBeTruthy();
    expect(within(detail).queryByTestId('kit-action-enable')).toBeNull();
    fireEvent.click(within(detail).getByTestId('part-edit'));
    const form = await screen.findByTestId('kit-form');
    fireEvent.change(field(form, '封装').querySelector('input')!, { target: { value: 'LQFP-64' } });
    fireEvent.click(screen.getByTestId('kit-form-save'));
    expect(await within(await screen.findByTestId('kit-detail')).findByText('LQFP-64')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/merchant/product/part/5')!;
    expect(put.body).toMatchObject({ Mpn: 'STM32F103C8T6', BrandId: 2, Package: 'LQFP-64', Version: 1 });

    fireEvent.click(within(screen.getByTestId('kit-detail')).getByTestId('kit-action-disable'));
    expect(await screen.findByText('停用后该型号不再出现在选择列表中，确定停用？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    // Reloaded in its new state: enable instead of disable.
    expect(await within(screen.getByTestId('kit-detail')).findByTestId('kit-action-enable')).toBeTruthy();
    expect(within(screen.getByTestId('kit-detail')).queryByTestId('kit-action-disable')).toBeNull();
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/merchant/product/part/5/disable')).toBe(true);
  });

  it('parts without the write permits: View only — no Add, Edit, disable', async () => {
    holder(['POST merchant/product/part/Query', 'POST merchant/product/brand/Query']);
    mockApi({
      ...dictLines,
      'POST /merchant/product/part/Query': () => ok({ Records: [PART], TotalCount: 1 }),
      'GET /merchant/product/part/5': () => ok(PART),
    });
    renderWithShell(<PartListPage />, { route: '/product/product-information' });
    await screen.findByText('STM32F103C8T6');
    expect(screen.queryByTestId('part-create')).toBeNull();
    fireEvent.click(screen.getByTestId('part-view'));
    const detail = await screen.findByTestId('kit-detail');
    expect(within(detail).getByText('LQFP-48')).toBeTruthy();
    expect(within(detail).queryByTestId('part-edit')).toBeNull();
    expect(within(detail).queryByTestId('kit-action-disable')).toBeNull();
  });

  it('brands: View shows the aliases; Edit sends them with the version read; Back closes', async () => {
    holder(['POST merchant/product/brand/Query', 'PUT merchant/product/brand/:id']);
    let brand = {
      Id: 1,
      Name: 'TI',
      FullName: 'Texas Instruments',
      Aliases: ['Burr-Brown'],
      IsProxy: false,
      Status: 1,
      Version: 4,
    };
    const { calls } = mockApi({
      'POST /merchant/product/brand/Query': () =>
        ok({ Records: [{ ...brand, Aliases: brand.Aliases.join(', '), Parts: 40 }], TotalCount: 1 }),
      'GET /merchant/product/brand/1': () => ok(brand),
      'PUT /merchant/product/brand/1': (c) => {
        brand = { ...brand, ...(c.body as object), Version: 5 };
        return ok(brand);
      },
    });
    renderWithShell(<BrandListPage />, { route: '/product/brand-manage' });
    await screen.findByText('Burr-Brown');
    expect(screen.queryByTestId('brand-create')).toBeNull();
    fireEvent.click(screen.getByTestId('brand-view'));
    const detail = await screen.findByTestId('kit-detail');
    expect(screen.getByText('品牌详情')).toBeTruthy();
    expect(within(detail).getByText('Burr-Brown')).toBeTruthy();
    fireEvent.click(within(detail).getByTestId('brand-edit'));
    const form = await screen.findByTestId('kit-form');
    const aliases = within(field(form, '别名')).getByRole('combobox');
    fireEvent.change(aliases, { target: { value: 'Unitrode' } });
    fireEvent.keyDown(aliases, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByTestId('kit-form-save'));
    expect(await within(await screen.findByTestId('kit-detail')).findByText('Unitrode')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT' && c.path === '/merchant/product/brand/1')!;
    expect(put.body).toMatchObject({ Name: 'TI', Aliases: ['Burr-Brown', 'Unitrode'], Version: 4 });
    fireEvent.click(within(screen.getByTestId('kit-detail')).getByRole('button', { name: /返\s*回/ }));
    await waitFor(() => expect(screen.queryByTestId('kit-detail')).toBeNull());
  });
});
