import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { SCREEN_LOADERS } from '../registry';
import { CRM_LOOKUPS, CUSTOMER_DETAIL, CUSTOMER_ROW, salesLogin } from './crm-test-data';
import CustomerDetailPage from './customer-detail-page';
import CustomerListPage from './customer-list-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const item = (root: HTMLElement, label: string) =>
  within(root).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
const input = (root: HTMLElement, label: string) => item(root, label).querySelector('input')!;

/** The OK button of the open confirmation (a previous test's may still be fading out). */
const confirmOk = () =>
  waitFor(() => {
    const open = screen.getAllByTestId('confirm-ok').filter((b) => !b.closest('.ant-zoom-leave'));
    expect(open).toHaveLength(1);
    return open[0]!;
  });

async function pick(root: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(item(root, label)).getByRole('combobox'));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1)!);
}

describe('/crmsystem customer screens', { timeout: 30_000 }, () => {
  it('are registered as lazy screens', () => {
    for (const path of [
      '/crmsystem/customer-management',
      '/sales/customer-detail',
      '/sales/customer-info',
      '/crmsystem/reviewcustomer/conflict-audit',
      '/crmsystem/reviewcustomer/contact-conflict',
      '/crmsystem/reviewcustomer/customeraudit',
      '/crmsystem/reviewcustomer/librarycustomer-audit',
    ])
      expect(SCREEN_LOADERS[path], path).toBeTypeOf('function');
  });

  it("customer list: the server's rows with dictionary names; add shown, 0102 actions hidden without permits", async () => {
    signIn(salesLogin());
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'POST /merchant/crm/customer/Query': () => ok({ Records: [CUSTOMER_ROW], TotalCount: 1 }),
    });
    renderWithShell(<CustomerListPage />, { route: '/crmsystem/customer-management' });
    const row = (await screen.findByText('华强电子')).closest('tr') as HTMLElement;
    // Dictionary-coded columns show the line text (CustomerProp, RegisteSource, BusinessCustomerType).
    await waitFor(() => expect(row.textContent).toContain('国内客户'));
    expect(row.textContent).toContain('个人开发');
    expect(row.textContent).toContain('贸易商');
    expect(row.textContent).toContain('zhang@huaqiang.example');
    // The data scope is the server's: the list asks without an owner filter.
    const q = calls.find((c) => c.path === '/merchant/crm/customer/Query')!;
    expect(q.body).toMatchObject({ pageIndex: 1, pageSize: 20, sortField: 'CreatedAt', sortOrder: 'desc' });
    expect(q.body).not.toHaveProperty('OwnerId');
    expect(screen.getByTestId('customer-add')).toBeTruthy();
    expect(within(row).queryByTestId('kit-action-release')).toBeNull();
    expect(within(row).queryByTestId('kit-action-transfer')).toBeNull();
    expect(within(row).queryByTestId('kit-action-blacklist')).toBeNull();
    fireEvent.click(within(row).getByTestId('customer-view-101'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/sales/customer-detail?id=101'),
    );
  });

  it('customer list: a director holding 0102 returns a customer to the pool; no add without 0103', async () => {
    signIn(salesLogin(['PUT merchant/crm/customer/:id/release', 'PUT merchant/crm/customer/:id/transfer']));
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'POST /merchant/crm/customer/Query': () =>
        ok({
          Records: [CUSTOMER_ROW, { ...CUSTOMER_ROW, Id: 102, ShortName: '待审客户', Status: 1 }],
          TotalCount: 2,
        }),
      'PUT /merchant/crm/customer/101/release': () => ok(null),
    });
    renderWithShell(<CustomerListPage />, { route: '/crmsystem/customer-management' });
    const row = (await screen.findByText('华强电子')).closest('tr') as HTMLElement;
    const pending = screen.getByText('待审客户').closest('tr') as HTMLElement;
    expect(screen.queryByTestId('customer-add')).toBeNull();
    expect(within(row).getByTestId('kit-action-transfer')).toBeTruthy();
    // A customer under review cannot move.
    expect(within(pending).queryByTestId('kit-action-release')).toBeNull();
    fireEvent.click(within(row).getByTestId('kit-action-release'));
    fireEvent.click(await confirmOk());
    expect(await screen.findByText('已退回公海')).toBeTruthy();
    expect(calls.find((c) => c.path === '/merchant/crm/customer/101/release')!.body).toEqual({ Reason: '' });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/merchant/crm/customer/Query').length).toBeGreaterThan(1),
    );
  });

  it("create: the contact rule is checked first, the server's field error shows on its field, the conflict outcome is shown", async () => {
    signIn(salesLogin());
    let attempt = 0;
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'POST /merchant/crm/customer/Query': () => ok({ Records: [], TotalCount: 0 }),
      'POST /merchant/crm/customer': () => {
        attempt += 1;
        if (attempt === 1)
          return { Code: 400, Message: '请输入有效的邮箱地址（服务器）', Data: { Field: 'Email' } };
        if (attempt === 2) return { Code: 400, Message: '客户全称已被占用', Data: { Field: 'Name' } };
        return ok({
          ...CUSTOMER_DETAIL,
          Id: 130,
          Code: 'C000130',
          Status: 1,
          ConflictCustomerId: 101,
          Review: {
            Id: 1,
            Status: 'pending',
            Step: 1,
            StepNameZh: '销售主管审核',
            StepNameEn: 'Sales lead review',
            Comment: null,
          },
        });
      },
    });
    renderWithShell(<CustomerListPage />, { route: '/crmsystem/customer-management' });
    fireEvent.click(await screen.findByTestId('customer-add'));
    const form = await screen.findByTestId('customer-form');
    fireEvent.change(input(form, '客户简称'), { target: { value: '新客户' } });
    fireEvent.change(input(form, '客户全称'), { target: { value: '新客户有限公司' } });
    await pick(form, '客户属性', '国内客户');
    await pick(form, '客户来源', '个人开发');
    await pick(form, '客户分类', '贸易商');
    const contact = screen.getByTestId('customer-contact-0');
    fireEvent.change(input(contact, '姓名'), { target: { value: '李四' } });
    fireEvent.click(screen.getByTestId('customer-save'));
    // No method given: refused on the contact before anything is sent.
    expect(await within(contact).findByText('邮箱、电话、QQ、微信、Skype 至少填写一项')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/merchant/crm/customer')).toBe(false);

    fireEvent.change(input(contact, '邮箱'), { target: { value: 'li@huaqiang.example' } });
    fireEvent.click(screen.getByTestId('customer-save'));
    // The server names the contact's Email: shown on that contact's email input.
    expect(await within(contact).findByText('请输入有效的邮箱地址（服务器）')).toBeTruthy();
    fireEvent.click(screen.getByTestId('customer-save'));
    expect(await within(item(form, '客户全称')).findByText('客户全称已被占用')).toBeTruthy();
    fireEvent.click(screen.getByTestId('customer-save'));
    expect(await screen.findByTestId('customer-created-conflict')).toBeTruthy();
    expect(screen.getByText('已提交冲突审核')).toBeTruthy();
    const body = calls.filter((c) => c.method === 'POST' && c.path === '/merchant/crm/customer').at(-1)!.body;
    expect(body).toMatchObject({
      ShortName: '新客户',
      Name: '新客户有限公司',
      Attribute: '1',
      Source: '5',
      BusinessType: '3',
      TenantId: 2,
      CountryCode: 'CN',
      Currency: 'CNY',
      Contacts: [{ Name: '李四', Email: 'li@huaqiang.example', IsPrimary: true }],
    });
    // A salesperson does not name an owner (the server makes the caller the owner).
    expect(body).not.toHaveProperty('OwnerId');
    fireEvent.click(screen.getByTestId('customer-created-open'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/sales/customer-detail?id=130'),
    );
  });

  it('detail: tabs of info, contacts (owner rule message), part numbers and balance', async () => {
    signIn(salesLogin(['PUT merchant/crm/contact/:id/delete', 'POST merchant/crm/contact']));
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'GET /merchant/crm/customer/101': () => ok(CUSTOMER_DETAIL),
      'GET /merchant/crm/customer/101/parts': () =>
        ok({
          Records: [
            {
              Id: 1,
              CustomerId: 101,
              CustomerPn: 'HQ-001',
              Mpn: 'STM32F103C8T6',
              Brand: 'ST',
              PartId: 9,
              Description: '',
              Remark: '',
            },
          ],
          TotalCount: 1,
        }),
      'PUT /merchant/crm/contact/501/delete': () => ({
        Code: 403,
        Message: '该联系人属于其他销售，不能操作',
      }),
    });
    renderWithShell(<CustomerDetailPage />, { route: '/sales/customer-detail?id=101' });
    const detail = await screen.findByTestId('customer-detail');
    expect(within(detail).getByText('客户详情：华强电子')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('kit-detail').textContent).toContain('国内客户'));
    expect(screen.getByTestId('customer-edit')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '联系人' }));
    const contacts = await screen.findByTestId('customer-contacts-tab');
    expect(within(contacts).getByText('zhang@huaqiang.example')).toBeTruthy();
    fireEvent.click(within(contacts).getByTestId('contact-delete-501'));
    fireEvent.click(await confirmOk());
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/merchant/crm/contact/501/delete'));
    expect(await screen.findByText('该联系人属于其他销售，不能操作')).toBeTruthy();
    expect(calls.some((c) => c.path === '/merchant/crm/contact/501/delete')).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: '客户料号' }));
    expect(await screen.findByText('STM32F103C8T6')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '余额' }));
    expect((await screen.findByTestId('customer-balances')).textContent).toContain('1,200.50');
  });
});
