import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import CostParamPage from '../cost-param/cost-param-page';
import ContractPage, { type Contract } from './contract-page';

configure({ asyncUtilTimeout: 10_000 });
let saved: string[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CONTRACT: Contract = {
  Id: 9,
  No: 'PI2611240001',
  Date: '2026-11-24',
  Currency: 'USD',
  TaxRate: '13.00',
  Amount: '1490.00',
  TaxAmount: '193.70',
  Total: '1683.70',
  PaymentTerms: 3,
  Remark: '请按原厂包装发货',
  Seller: {
    zh: '芯桥电子（香港）有限公司',
    en: 'ChipBridge Electronics (HK) Limited',
    Country: 'HK',
    Address: { zh: '香港九龙观塘道 388 号', en: '388 Kwun Tong Road, Kowloon, Hong Kong' },
    Phone: '+852 3188 0102',
    Email: 'sales@hk.chipbridge.example',
  },
  Buyer: { zh: '深圳市华强测试电子有限公司', en: 'Huaqiang Test', Address: '', Phone: '' },
  Contact: null,
  Salesperson: { zh: '王销售', en: 'Wang' },
  Consignee: {
    Name: '李雷',
    Phone: '+852 5555 0101',
    Address: 'Kwun Tong',
    Country: { zh: '中国香港', en: 'Hong Kong' },
  },
  Account: {
    Name: { zh: '汇丰美元账户', en: 'HSBC USD' },
    BankName: 'HSBC',
    AccountName: 'ChipBridge Electronics (HK) Limited',
    AccountNo: '000-000000-838',
    SwiftCode: 'HSBCHKHH',
    BankAddress: '',
    Currency: 'USD',
  },
  Lines: [
    {
      LineNo: 1,
      Mpn: 'STM32F103C8T6',
      Brand: 'ST',
      Package: 'LQFP-48',
      DateCode: '2415',
      Quantity: 1000,
      UnitPrice: '1.250000',
      Amount: '1250.00',
      RequiredDate: null,
      CustomerPn: '',
    },
  ],
};

const pdfResponse = (name: string) =>
  new Response('%PDF-1.3\n', {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` },
  });

describe('sales parameter and contract screens', { timeout: 30_000 }, () => {
  it('are registered', () => {
    for (const path of ['/sales/parameter-setting', '/sales/salesOrderInfo'])
      expect(SCREEN_LOADERS[path], path).toBeTypeOf('function');
  });

  it('contract: letterhead, parties, lines, totals with tax, bank; the PDF in both languages', async () => {
    signIn(ADMIN_LOGIN);
    const { calls } = mockApi({
      'GET /merchant/sale/salesorder/9/contract': () => ok(CONTRACT),
      'GET /merchant/sale/salesorder/9/pdf': (c) => pdfResponse(`PI2611240001-${c.query.get('lang')}.pdf`),
    });
    renderWithShell(<ContractPage />, { route: '/sales/salesOrderInfo?id=9' });
    const page = await screen.findByTestId('sales-contract');
    expect(within(page).getAllByText('芯桥电子（香港）有限公司').length).toBeGreaterThan(0);
    // The letterhead: name and address in both languages, phone and email.
    const head = screen.getByTestId('contract-letterhead');
    for (const text of [
      'ChipBridge Electronics (HK) Limited',
      '香港九龙观塘道 388 号',
      '388 Kwun Tong Road, Kowloon, Hong Kong',
      '电话: +852 3188 0102 · 邮箱: sales@hk.chipbridge.example',
    ])
      expect(within(head).getByText(text), text).toBeTruthy();
    expect(within(page).getByText('深圳市华强测试电子有限公司')).toBeTruthy();
    expect(within(page).getByText('STM32F103C8T6')).toBeTruthy();
    expect(within(page).getByText('总计（含税）: USD 1,683.70')).toBeTruthy();
    expect(within(page).getByText('电汇（香港账户）')).toBeTruthy();
    expect(within(page).getByText('000-000000-838')).toBeTruthy();
    fireEvent.click(screen.getByTestId('contract-pdf-zh'));
    await waitFor(() => expect(saved).toEqual(['PI2611240001-zh-CN.pdf']));
    fireEvent.click(screen.getByTestId('contract-pdf-en'));
    await waitFor(() => expect(saved).toEqual(['PI2611240001-zh-CN.pdf', 'PI2611240001-en-US.pdf']));
    expect(calls.filter((c) => c.path.endsWith('/pdf')).map((c) => c.query.get('lang'))).toEqual([
      'zh-CN',
      'en-US',
    ]);
  });

  it('parameter setting: the GP floor per company saved at its version, the parameter list', async () => {
    signIn(ADMIN_LOGIN);
    const { calls } = mockApi({
      'GET /merchant/common/merchant': () =>
        ok({
          Records: [
            { Id: 2, Name: '芯桥香港' },
            { Id: 4, Name: '芯桥美国' },
          ],
          TotalCount: 2,
        }),
      'GET /merchant/sale/gpfloor': () =>
        ok({
          Records: [
            { TenantId: 2, FloorPercent: '8.0000', Version: 1 },
            { TenantId: 4, FloorPercent: null, Version: 0 },
          ],
        }),
      'PUT /merchant/sale/gpfloor/2': () => ok({ TenantId: 2, FloorPercent: '12.5', Version: 2 }),
      'POST /merchant/sale/costparam/Query': () =>
        ok({
          Records: [
            {
              Id: 1,
              TenantId: 2,
              CountryId: null,
              FreightPercent: '1.5000',
              FreightFixed: '150.00',
              BankFeePercent: '0.1000',
              BankFeeFixed: '20.00',
              DutyPercent: '0.0000',
              InspectionFixed: '0.00',
              Currency: 'HKD',
              Remark: '香港公司默认',
              Version: 1,
            },
          ],
          TotalCount: 1,
        }),
    });
    renderWithShell(<CostParamPage />, { route: '/sales/parameter-setting' });
    expect(await screen.findByText('香港公司默认')).toBeTruthy();
    const row = await screen.findByTestId('gp-floor-2');
    const input = within(row).getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('8');
    fireEvent.change(input, { target: { value: '12.5' } });
    fireEvent.click(within(row).getByRole('button'));
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/gpfloor/2')).map((c) => c.body)).toEqual([
        { FloorPercent: '12.5', Version: 1 },
      ]),
    );
  });
});
