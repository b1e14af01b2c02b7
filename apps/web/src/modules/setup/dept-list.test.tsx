import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_LOGIN, type Call, mockApi, ok, signIn } from '../../test/api-mock';
import { setLanguage } from '../../core/i18n';
import { renderWithShell } from '../../test/render';
import DeptListPage from './dept-list-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage('zh-CN'));
});
configure({ asyncUtilTimeout: 5_000 });

const PERMITS = ['GET merchant/setup/dept/tree', 'POST merchant/setup/dept', 'PUT merchant/setup/dept/:id'];
const node = (Id: number, Name: string, NameEn: string, Type: number, extra: object = {}) => ({
  Id,
  Name,
  NameEn,
  Type,
  TenantId: 1,
  ParentId: null,
  MasterId: null,
  Sort: Id,
  Children: [],
  ...extra,
});
const TREE = [
  node(1, '总经办', 'Management office', 1, {
    MasterId: 1,
    Children: [
      node(2, '销售一部', 'Sales team 1', 2, { ParentId: 1, MasterId: 3 }),
      node(3, '采购部', 'Purchasing', 3, { ParentId: 1, TenantId: 2 }),
    ],
  }),
  node(4, '仓储部', 'Warehouse', 5, { TenantId: 2 }),
];

function server(
  extra: Record<
    string,
    (c: Call) => ReturnType<typeof ok> | { Code: number; Message: string; Data?: unknown }
  > = {},
) {
  return mockApi({
    'GET /merchant/setup/dept/tree': () => ok({ Records: TREE, TotalCount: 4 }),
    'POST /merchant/common/users': (c) =>
      (c.body as { DeptId?: number }).DeptId === 2
        ? ok({ Records: [{ Id: 3, Name: '销售总监', Account: 'sales.director', Status: 1 }], TotalCount: 1 })
        : ok({
            Records: [
              { Id: 1, Name: '管理员', Status: 1 },
              { Id: 3, Name: '销售总监', Status: 1 },
            ],
            TotalCount: 2,
          }),
    'GET /merchant/common/merchant': () =>
      ok({
        Records: [
          { Id: 1, Name: '深圳总公司' },
          { Id: 2, Name: '香港公司' },
        ],
        TotalCount: 2,
      }),
    ...extra,
  });
}

const rowOf = (id: number) => screen.getByTestId(`dept-${id}`).closest('tr') as HTMLElement;

describe('/setup/dept-list', { timeout: 30_000 }, () => {
  it('renders the tree expanded with type, head and company', async () => {
    signIn({ ...ADMIN_LOGIN, Permits: PERMITS });
    server();
    renderWithShell(<DeptListPage />);
    expect(await screen.findByTestId('dept-2')).toBeTruthy();
    const sales = rowOf(2);
    expect(sales.className).toContain('ant-table-row-level-1');
    expect(sales.textContent).toContain('销售一部');
    expect(sales.textContent).toContain('销售');
    await waitFor(() => expect(rowOf(2).textContent).toContain('销售总监'));
    await waitFor(() => expect(rowOf(3).textContent).toContain('香港公司'));
    expect(rowOf(3).textContent).toContain('采购');
    expect(rowOf(4).className).toContain('ant-table-row-level-0');
    expect(rowOf(4).textContent).toContain('仓储');
    expect(rowOf(1).textContent).toContain('管理员');
  });

  it('a server error on the head shows on that field; a sub-department is created below its parent', async () => {
    signIn({ ...ADMIN_LOGIN, Permits: PERMITS });
    const bodies: unknown[] = [];
    server({
      'PUT /merchant/setup/dept/2': () => ({
        Code: 400,
        Message: '负责人必须是本部门的用户',
        Data: { Field: 'MasterId' },
      }),
      'POST /merchant/setup/dept': (c) => {
        bodies.push(c.body);
        return ok({ Id: 9 });
      },
    });
    renderWithShell(<DeptListPage />);
    await screen.findByTestId('dept-2');
    fireEvent.click(within(rowOf(2)).getByRole('button', { name: /编\s*辑/ }));
    const form = await screen.findByTestId('dept-form');
    await waitFor(() =>
      expect((within(form).getByLabelText('部门名称') as HTMLInputElement).value).toBe('销售一部'),
    );
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    const item = await waitFor(() => {
      const el = within(form).getByLabelText('负责人').closest('.ant-form-item') as HTMLElement;
      expect(el.textContent).toContain('负责人必须是本部门的用户');
      return el;
    });
    expect(item.className).toContain('ant-form-item-has-error');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));

    fireEvent.click(screen.getByTestId('add-below-3'));
    const form2 = await screen.findByTestId('dept-form');
    fireEvent.change(within(form2).getByLabelText('部门名称'), { target: { value: '采购二组' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      Name: '采购二组',
      NameEn: '',
      Type: 3,
      TenantId: 2,
      ParentId: 3,
      MasterId: null,
      Sort: 0,
    });
    expect(await screen.findByText('保存成功')).toBeTruthy();
  });

  it('shows no add or edit buttons without the permits, and an empty state for no departments', async () => {
    signIn({ ...ADMIN_LOGIN, Permits: ['GET merchant/setup/dept/tree'] });
    server({ 'GET /merchant/setup/dept/tree': () => ok({ Records: [], TotalCount: 0 }) });
    renderWithShell(<DeptListPage />);
    expect(await screen.findByTestId('kit-empty')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新增部门/ })).toBeNull();
  });

  it('speaks English: English names, type labels and headings', async () => {
    await act(() => setLanguage('en-US'));
    signIn({ ...ADMIN_LOGIN, Permits: PERMITS });
    server();
    renderWithShell(<DeptListPage />);
    expect(await screen.findByTestId('dept-2')).toBeTruthy();
    expect(rowOf(2).textContent).toContain('Sales team 1');
    expect(rowOf(2).textContent).toContain('Sales');
    expect(rowOf(4).textContent).toContain('Warehouse');
    expect(screen.getByTestId('dept-list').textContent).toContain('Departments');
    expect(screen.getByRole('button', { name: /Add department/ })).toBeTruthy();
  });
});
