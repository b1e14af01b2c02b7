import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import SupplierListPage from './supplier-list-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const ROW = {
  Id: 7,
  Code: 'S000007',
  Name: 'Arrow Electronics, Inc.',
  Type: 1,
  Status: 1,
  Brands: 'TI',
  Version: 1,
};

describe('supplier form', { timeout: 40_000 }, () => {
  it('runs the shared rules before sending, shows the server refusal on its field, then sends the corrected supplier', async () => {
    signIn();
    let posts = 0;
    const { calls } = mockApi({
      'GET /common/GetDictLineByCode': () => ok({ Records: [], TotalCount: 0 }),
      'POST /merchant/purchase/supplier/Query': () => ok({ Records: [ROW], TotalCount: 1 }),
      'GET /merchant/product/brand/options': () =>
        ok({ Records: [{ Id: 1, Name: 'TI', IsProxy: false, Status: 1 }], TotalCount: 1 }),
      'POST /merchant/purchase/supplier': () => {
        posts += 1;
        return posts === 1
          ? {
              Code: 409,
              Message: '供应商名称“arrow electronics, inc.”已被 S000001 使用（不区分大小写）',
              Data: { Field: 'Name' },
            }
          : ok({ Id: 99, Code: 'S000099' });
      },
    });
    renderWithShell(<SupplierListPage />, { route: '/purchase/supplierControl/supplier' });
    expect(await screen.findByText('Arrow Electronics, Inc.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('supplier-add'));
    const form = await screen.findByTestId('supplier-form');
    fireEvent.change(within(form).getByTestId('supplier-name'), {
      target: { value: 'arrow electronics, inc.' },
    });
    fireEvent.change(within(form).getByTestId('supplier-country'), { target: { value: 'hk' } });
    // A second contact, also primary: refused on the client with the server's words, nothing sent.
    fireEvent.click(within(form).getByTestId('supplier-add-contact'));
    const second = await within(form).findByTestId('supplier-contact-1');
    fireEvent.change(within(second).getAllByRole('textbox')[0]!, { target: { value: 'Bob' } });
    fireEvent.click(within(second).getByRole('checkbox'));
    fireEvent.change(within(within(form).getByTestId('supplier-contact-0')).getAllByRole('textbox')[0]!, {
      target: { value: 'Alice' },
    });
    fireEvent.click(within(form).getByTestId('supplier-save'));
    expect(await within(form).findByText('联系人中只能有一位主联系人')).toBeTruthy();
    expect(posts).toBe(0);
    fireEvent.click(within(second).getByRole('checkbox'));
    fireEvent.click(within(form).getByTestId('supplier-save'));
    expect(await within(form).findByText(/已被 S000001 使用/)).toBeTruthy();
    fireEvent.change(within(form).getByTestId('supplier-name'), { target: { value: 'Arrow Asia Pac Ltd' } });
    fireEvent.click(within(form).getByTestId('supplier-save'));
    await waitFor(() => expect(posts).toBe(2));
    const body = calls.filter((c) => c.method === 'POST' && c.path === '/merchant/purchase/supplier')[1]!
      .body as {
      Name: string;
      CountryCode: string;
      Contacts: { Name: string; IsPrimary: boolean }[];
    };
    expect(body.Name).toBe('Arrow Asia Pac Ltd');
    expect(body.CountryCode).toBe('hk');
    expect(body.Contacts.map((c) => [c.Name, c.IsPrimary])).toEqual([
      ['Alice', true],
      ['Bob', false],
    ]);
  });
});
