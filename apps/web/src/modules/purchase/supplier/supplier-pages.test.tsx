import type { SupplierDetail } from '@partdesk/shared/purchase/supplier/supplier.contract';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../../test/api-mock';
import { renderWithShell } from '../../../test/render';
import { SCREEN_LOADERS } from '../../registry';
import ProductSupplierPage from './product-supplier-page';
import SupplierDetailPage from './supplier-detail-page';
import SupplierNamesPage from './supplier-names-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const DETAIL: SupplierDetail = {
  Id: 7,
  Code: 'S000007',
  Name: '深圳市鑫宇泰电子有限公司',
  ShortName: '鑫宇泰',
  Type: 4,
  CountryCode: 'CN',
  City: '深圳',
  Address: '华强北',
  Website: 'www.xyt.example',
  Grade: 'B',
  Status: 1,
  StatusReason: '',
  Currency: 'CNY',
  PaymentTerms: 1,
  TaxNo: '',
  OwnerId: 3,
  OwnerName: '罗斌',
  Remark: '',
  CreatedAt: '2026-01-05T08:00:00Z',
  Version: 4,
  CanEdit: true,
  CanChangeStatus: true,
  Contacts: [
    {
      Id: 1,
      Name: '王芳',
      Position: '销售经理',
      Email: 'wf@xyt.example',
      Phone: '+86 138 0000 0000',
      Qq: '',
      Wechat: '',
      Skype: '',
      IsPrimary: true,
      Remark: '',
    },
  ],
  Banks: [
    {
      Id: 2,
      BankName: '招商银行深圳分行',
      AccountName: '深圳市鑫宇泰电子有限公司',
      AccountNo: '000-100021-123',
      SwiftCode: 'CMBCCNBS',
      Currency: 'CNY',
      CountryCode: 'CN',
      IsDefault: true,
    },
  ],
  Brands: [{ BrandId: 1, Name: 'TI', IsProxy: false }],
  FormerNames: [
    {
      Name: '深圳市鑫宇泰科技有限公司',
      ValidFrom: '2025-01-05T08:00:00Z',
      ValidTo: '2025-09-01T08:00:00Z',
      ChangedByName: '罗斌',
    },
  ],
};
const empty = () => ok({ Records: [], TotalCount: 0 });

describe('supplier screens', { timeout: 40_000 }, () => {
  it('are registered as lazy screens (list, detail, names, the sales-side view)', () => {
    for (const p of [
      '/purchase/supplierControl/supplier',
      '/purchase/supplierControl/supplier-detail',
      '/purchase/supplierControl/supplierNameDetail',
      '/product/supplier',
    ])
      expect(SCREEN_LOADERS[p], p).toBeTypeOf('function');
  });

  it('detail: basics, contacts, bank accounts with SWIFT, brands, former names', async () => {
    signIn();
    mockApi({
      'GET /merchant/purchase/supplier/7': () => ok(DETAIL),
      'GET /merchant/purchase/supplier/7/scorecard': () =>
        ok({
          SupplierId: 7,
          SupplierName: 'Arrow Electronics',
          Since: '2025-11-25',
          Quotes: {
            Count: 8,
            Firm: 6,
            ResponseRate: '75.0',
            AvgResponseHours: '5.5',
            Won: 2,
            WinRate: '25.0',
            Compared: 4,
            Cheapest: 3,
            CheapestRate: '75.0',
          },
          Delivery: { Lines: 10, OnTime: 9, Partial: 0, Late: 1, OnTimeRate: '90.0' },
          Quality: { Inspected: 5, Passed: 4, Failed: 1, Pending: 0, PassRate: '80.0' },
          Returns: null,
        }),
      'GET /merchant/document/history': empty,
      'GET /merchant/document/attachments': empty,
      'GET /merchant/document/trace': () => ok({ Nodes: [], Links: [] }),
    });
    renderWithShell(<SupplierDetailPage />, { route: '/purchase/supplierControl/supplier-detail?id=7' });
    expect(await screen.findByText('S000007 · 深圳市鑫宇泰电子有限公司')).toBeTruthy();
    // The scorecard beside the supplier (decision 0058).
    const card = await screen.findByTestId('supplier-scorecard');
    expect(within(card).getByText('供应商评分卡')).toBeTruthy();
    expect(within(card).getByTestId('scorecard-responseRate').textContent).toBe('75.0%');
    expect(within(card).getByTestId('scorecard-winRate').textContent).toBe('25.0%');
    expect(within(card).getByTestId('scorecard-onTimeRate').textContent).toBe('90.0%');
    expect(within(card).getByTestId('scorecard-passRate').textContent).toBe('80.0%');
    expect(within(card).getByTestId('scorecard-returns').textContent).toContain('暂无退货记录');
    expect(screen.getByTestId('supplier-status').textContent).toBe('正常');
    expect(within(screen.getByTestId('supplier-contacts')).getByText('王芳')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '银行账户' }));
    expect(within(await screen.findByTestId('supplier-banks')).getByText('CMBCCNBS')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '曾用名' }));
    expect(
      within(await screen.findByTestId('supplier-former-names')).getByText('深圳市鑫宇泰科技有限公司'),
    ).toBeTruthy();
    expect(screen.getByTestId('supplier-edit')).toBeTruthy();
  });

  it('status: a reason is required to blacklist; then the change is sent at the version read', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /merchant/purchase/supplier/7': () => ok(DETAIL),
      'GET /merchant/document/history': empty,
      'GET /merchant/document/attachments': empty,
      'GET /merchant/document/trace': () => ok({ Nodes: [], Links: [] }),
      'PUT /merchant/purchase/supplier/7/status': () => ok({ Id: 7, Status: 3, Version: 5 }),
    });
    renderWithShell(<SupplierDetailPage />, { route: '/purchase/supplierControl/supplier-detail?id=7' });
    fireEvent.click(await screen.findByTestId('supplier-change-status'));
    fireEvent.click(await screen.findByTestId('supplier-status-ok'));
    expect(await screen.findByText('暂停合作或列入黑名单须填写原因')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByTestId('supplier-status-reason'), { target: { value: '翻新货' } });
    fireEvent.click(screen.getByTestId('supplier-status-ok'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ Version: 4, Status: 2, Reason: '翻新货' });
  });

  it('names: the current name and the former ones with dates and who', async () => {
    signIn();
    mockApi({
      'GET /merchant/purchase/supplier/7/names': () =>
        ok({
          Id: 7,
          Code: 'S000007',
          Records: [
            { Name: DETAIL.Name, ValidFrom: '2025-09-01T08:00:00Z', ValidTo: null, ChangedByName: '罗斌' },
            ...DETAIL.FormerNames,
          ],
        }),
    });
    renderWithShell(<SupplierNamesPage />, { route: '/purchase/supplierControl/supplierNameDetail?id=7' });
    const table = await screen.findByTestId('supplier-names');
    expect(within(table).getByText('当前名称')).toBeTruthy();
    expect(within(table).getByText('深圳市鑫宇泰科技有限公司')).toBeTruthy();
  });

  it('the sales-side view lists suppliers read-only: no bank or buyer column, no add', async () => {
    signIn();
    mockApi({
      'GET /common/GetDictLineByCode': empty,
      'POST /merchant/purchase/supplier/catalogue/Query': () =>
        ok({
          Records: [{ Id: 7, Code: 'S000007', Name: DETAIL.Name, Type: 4, Status: 1, Brands: 'TI' }],
          TotalCount: 1,
        }),
    });
    renderWithShell(<ProductSupplierPage />, { route: '/product/supplier' });
    expect(await screen.findByText(DETAIL.Name)).toBeTruthy();
    expect(screen.queryByText('银行账户数')).toBeNull();
    expect(screen.queryByText('负责采购')).toBeNull();
    expect(screen.queryByTestId('supplier-add')).toBeNull();
  });
});
