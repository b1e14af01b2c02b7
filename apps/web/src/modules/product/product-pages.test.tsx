import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
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
});
