import { defineResource } from '@partdesk/shared/resource/define';
import { userResource } from '@partdesk/shared/setup/user-resource';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publishPushEvent } from '../../core/push-events';
import { ADMIN_LOGIN, type Call, mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { columnPrefsKey } from './column-prefs';
import { ResourceListPage } from './resource-list-page';

const USERS = [
  {
    Id: 1,
    Account: 'admin',
    Name: '管理员',
    Email: 'a@x.cn',
    Phone: '1',
    TenantId: 2,
    Status: 1,
    RoleNames: '管理员',
  },
  { Id: 2, Account: 'bob', Name: 'Bob', Email: 'b@x.cn', Phone: '2', TenantId: 2, Status: 2, RoleNames: '' },
];

function server(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'POST /merchant/setup/user/Query': () => ok({ Records: USERS, TotalCount: 42 }),
    'GET /merchant/common/merchant': () => ok({ Records: [{ Id: 2, Name: '芯桥香港' }], TotalCount: 1 }),
    'GET /merchant/common/departquery': () => ok({ Records: [], TotalCount: 0 }),
    'GET /merchant/common/rolesall': () => ok({ Records: [], TotalCount: 0 }),
    ...extra,
  });
}
const listCalls = (calls: Call[]) => calls.filter((c) => c.path === '/merchant/setup/user/Query');
const location = () => screen.getByTestId('location').textContent ?? '';
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:test');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('ResourceListPage: URL state', { timeout: 20_000 }, () => {
  it('reads filters, page, size and sort from the URL, writes a search back, and survives a reload', async () => {
    signIn();
    const { calls } = server();
    const view = renderWithShell(<ResourceListPage def={userResource} />, {
      route: '/setup/user-list?Account=adm&RoleId=3&pageIndex=2&pageSize=50&sortField=Name&sortOrder=desc',
    });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    expect(listCalls(calls)[0]!.body).toEqual({
      pageIndex: 2,
      pageSize: 50,
      sortField: 'Name',
      sortOrder: 'desc',
      Account: 'adm',
      RoleId: [3],
    });
    const account = within(screen.getByTestId('kit-filters')).getAllByRole('textbox')[0] as HTMLInputElement;
    expect(account.value).toBe('adm');

    fireEvent.change(account, { target: { value: 'bo' } });
    fireEvent.click(screen.getByTestId('kit-search'));
    await waitFor(() =>
      expect(location()).toBe(
        '/setup/user-list?Account=bo&RoleId=3&pageSize=50&sortField=Name&sortOrder=desc',
      ),
    );
    await waitFor(() => expect(listCalls(calls).at(-1)!.body).toMatchObject({ pageIndex: 1, Account: 'bo' }));

    // a reload: a new page from the same URL asks the same list and shows the same filter
    const url = location();
    view.unmount();
    const again = server();
    renderWithShell(<ResourceListPage def={userResource} />, { route: url });
    await waitFor(() => expect(listCalls(again.calls)).toHaveLength(1));
    expect(listCalls(again.calls)[0]!.body).toMatchObject({ Account: 'bo', RoleId: [3], pageSize: 50 });
    const box = within(screen.getByTestId('kit-filters')).getAllByRole('textbox')[0] as HTMLInputElement;
    expect(box.value).toBe('bo');
  });

  it('sorting a column and resetting the filters go through the URL', async () => {
    signIn();
    const { calls } = server();
    renderWithShell(<ResourceListPage def={userResource} />, { route: '/setup/user-list?Account=x' });
    await screen.findByText('bob');
    const header = screen.getAllByRole('columnheader').find((h) => h.textContent === '账号')!;
    fireEvent.click(within(header).getByText('账号'));
    await waitFor(() => expect(location()).toContain('sortField=Account&sortOrder=asc'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.body).toMatchObject({ sortField: 'Account' }));
    fireEvent.click(screen.getByTestId('kit-reset'));
    await waitFor(() => expect(location()).toBe('/setup/user-list?sortField=Account&sortOrder=asc'));
  });

  it('shows the total, the enum tag and the lookup name; an error state retries', async () => {
    signIn();
    let fail = true;
    server({
      'POST /merchant/setup/user/Query': () =>
        fail
          ? { Code: 400, Message: '筛选条件无效', Data: { Field: 'Nope' } }
          : ok({ Records: USERS, TotalCount: 42 }),
    });
    renderWithShell(<ResourceListPage def={userResource} />, { route: '/setup/user-list' });
    expect(await screen.findByTestId('kit-error')).toBeTruthy();
    expect(screen.getByText('筛选条件无效')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByTestId('kit-retry'));
    expect(await screen.findByText('共 42 条')).toBeTruthy();
    expect(screen.getAllByText('芯桥香港').length).toBeGreaterThan(0);
    expect(screen.getAllByText('停用').length).toBeGreaterThan(0);
  });

  it('an empty list says so', async () => {
    signIn();
    server({ 'POST /merchant/setup/user/Query': () => ok({ Records: [], TotalCount: 0 }) });
    renderWithShell(<ResourceListPage def={userResource} />, { route: '/setup/user-list' });
    expect(await screen.findByTestId('kit-empty')).toBeTruthy();
  });
});

describe('ResourceListPage: column chooser', { timeout: 20_000 }, () => {
  it('is remembered per user and resource', async () => {
    signIn();
    server();
    const view = renderWithShell(<ResourceListPage def={userResource} />, { route: '/setup/user-list' });
    await screen.findByText('bob');
    expect(headers()).toContain('邮箱');
    expect(headers()).not.toContain('英文名'); // list: { hidden: true }
    fireEvent.click(screen.getByTestId('kit-columns'));
    const panel = await screen.findByTestId('kit-columns-panel');
    fireEvent.click(within(panel).getByLabelText('邮箱'));
    fireEvent.click(within(panel).getByLabelText('英文名'));
    await waitFor(() => expect(headers()).not.toContain('邮箱'));
    expect(headers()).toContain('英文名');
    expect(JSON.parse(localStorage.getItem(columnPrefsKey(1, 'setup.user'))!)).not.toContain('Email');
    view.unmount();

    renderWithShell(<ResourceListPage def={userResource} />, { route: '/setup/user-list' });
    await screen.findByText('bob');
    expect(headers()).not.toContain('邮箱');
    expect(headers()).toContain('英文名');
  });

  it('another user keeps the defaults', async () => {
    localStorage.setItem(columnPrefsKey(1, 'setup.user'), JSON.stringify(['Id', 'Account']));
    signIn({ ...ADMIN_LOGIN, UserInfo: { ...ADMIN_LOGIN.UserInfo, Id: 9 } });
    server();
    renderWithShell(<ResourceListPage def={userResource} />, { route: '/setup/user-list' });
    await screen.findByText('bob');
    expect(headers()).toContain('邮箱');
  });
});

const batchDef = defineResource({
  ...userResource,
  name: 'test.batch',
  actions: [
    { name: 'lock', label: 'resources.user.disable', permit: 'PUT merchant/setup/user/lock', batch: true },
    ...userResource.actions,
  ],
});

describe('ResourceListPage: actions', { timeout: 20_000 }, () => {
  it('a batch action with no ticked row warns and calls nothing; with rows it sends their Ids', async () => {
    signIn();
    const { calls } = server({ 'PUT /merchant/setup/user/lock': () => ok(null) });
    renderWithShell(<ResourceListPage def={batchDef} />, { route: '/x' });
    await screen.findByText('bob');
    fireEvent.click(screen.getByTestId('kit-action-lock'));
    expect(await screen.findByText('请勾选需要操作的记录')).toBeTruthy();
    expect(calls.some((c) => c.path === '/merchant/setup/user/lock')).toBe(false);

    const row = screen.getByText('bob').closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('kit-action-lock'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/merchant/setup/user/lock')?.body).toEqual({ Ids: [2] }),
    );
  });

  it('actions without the permit are hidden; a row action confirms, then calls its route', async () => {
    signIn({
      ...ADMIN_LOGIN,
      UserInfo: { ...ADMIN_LOGIN.UserInfo, isAdmin: false },
      Permits: ['PUT merchant/setup/user/:id/disable'],
    });
    const { calls } = server({ 'PUT /merchant/setup/user/1/disable': () => ok(null) });
    renderWithShell(<ResourceListPage def={batchDef} />, { route: '/x' });
    await screen.findByText('bob');
    expect(screen.queryByTestId('kit-action-lock')).toBeNull();
    expect(screen.queryAllByTestId('kit-action-enable')).toHaveLength(0);
    fireEvent.click(screen.getAllByTestId('kit-action-disable')[0]!);
    expect(await screen.findByText('停用后该用户的登录会立即失效，确定停用？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/merchant/setup/user/1/disable')).toBe(true),
    );
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });
});

describe('ResourceListPage: export', { timeout: 20_000 }, () => {
  it('without a filter warns and does not call the export', async () => {
    signIn();
    const { calls } = server();
    renderWithShell(<ResourceListPage def={userResource} />, { route: '/setup/user-list' });
    await screen.findByText('bob');
    fireEvent.click(screen.getByTestId('kit-export'));
    expect(await screen.findByText('请至少填写一项筛选条件')).toBeTruthy();
    expect(calls.some((c) => c.path === '/merchant/setup/user/Export')).toBe(false);
  });

  it('posts the filters with an ExportId, shows pushed progress and saves the file by its name', async () => {
    signIn();
    let finish: () => void = () => {};
    const done = new Promise<void>((r) => {
      finish = r;
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = server({
      'POST /merchant/setup/user/Export': async () => {
        await done;
        return new Response('xlsx', {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="_-202611200800.xlsx"; filename*=UTF-8''${encodeURIComponent('用户-202611200800.xlsx')}`,
          },
        });
      },
    });
    renderWithShell(<ResourceListPage def={userResource} />, { route: '/setup/user-list?Status=1' });
    await screen.findByText('bob');
    fireEvent.click(screen.getByTestId('kit-export'));
    await screen.findByTestId('kit-export-progress');
    expect(screen.getByText('正在导出…')).toBeTruthy();
    const call = calls.find((c) => c.path === '/merchant/setup/user/Export')!;
    const body = call.body as Record<string, unknown>;
    expect(body).toMatchObject({ Status: 1 });
    expect(typeof body.ExportId).toBe('string');
    expect(body).not.toHaveProperty('pageIndex');

    act(() => publishPushEvent('exportProgress', { ExportId: 'other', Rows: 1, Total: 9 }));
    expect(screen.queryByText('已导出 1 / 9 行')).toBeNull();
    act(() => publishPushEvent('exportProgress', { ExportId: body.ExportId, Rows: 1000, Total: 2500 }));
    expect(await screen.findByText('已导出 1000 / 2500 行')).toBeTruthy();
    finish();
    await waitFor(() => expect(document.body.textContent).toMatch(/导出完成|导出失败.*/));
    expect(document.body.textContent).not.toContain('导出失败');
    const anchor = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('用户-202611200800.xlsx');
    await waitFor(() => expect(screen.queryByTestId('kit-export-progress')).toBeNull());
    clicked.mockRestore();
  });
});

describe('ResourceListPage: common filters and more (#20 item 12)', { timeout: 20_000 }, () => {
  const many = defineResource({
    name: 'test.many',
    title: 'x',
    menu: 'setup/user-list',
    rowKey: 'Id',
    api: { list: '/merchant/setup/user/Query' },
    fields: [
      { name: 'Id', kind: 'number', integer: true, label: 'Id', list: true },
      ...['A', 'B', 'C', 'D', 'E', 'F'].map((n) => ({
        name: n,
        kind: 'text' as const,
        label: n,
        filter: 'like' as const,
      })),
      { name: 'G', kind: 'text', label: 'G', filter: 'like', common: true },
      {
        name: 'Status',
        kind: 'enum',
        label: 'Status',
        filter: 'in',
        options: [{ value: 1, label: '一个相当长的状态名称用于测宽' }],
      },
    ],
  });
  const shown = () =>
    [...screen.getByTestId('kit-filters').querySelectorAll('.pd-kit-filter')]
      .filter((el) => !el.className.includes('ant-form-item-hidden'))
      .map((el) => el.querySelector('label')?.textContent);

  it('shows the fields marked common, the rest behind "more filters"; a set hidden filter opens them', async () => {
    signIn();
    server();
    renderWithShell(<ResourceListPage def={many} />, { route: '/setup/user-list' });
    await screen.findByTestId('kit-more-filters');
    expect(shown()).toEqual(['G']);
    fireEvent.click(screen.getByTestId('kit-more-filters'));
    expect(shown()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'Status']);
    expect(screen.getByTestId('kit-more-filters').textContent).toContain('收起');
    fireEvent.click(screen.getByTestId('kit-more-filters'));
    expect(shown()).toEqual(['G']);
  });

  it('without common marks the first four show; a filter set in the URL keeps the rest open', async () => {
    signIn();
    server();
    const { common: _, ...g } = many.fields[7] as { common?: boolean };
    const firstFour = {
      ...many,
      fields: [...many.fields.slice(0, 7), g, many.fields[8]!],
    } as unknown as typeof many;
    renderWithShell(<ResourceListPage def={firstFour} />, { route: '/setup/user-list?F=x' });
    await screen.findByTestId('kit-more-filters');
    expect(shown()).toHaveLength(8);
    expect(screen.getByTestId('kit-more-filters').hasAttribute('disabled')).toBe(true);
  });

  it('a select is as wide as its longest option', async () => {
    const { selectWidth } = await import('../kinds/filter-inputs');
    expect(selectWidth([{ label: 'CNY' }])).toBe(160);
    expect(selectWidth([{ label: '一个相当长的状态名称用于测宽' }])).toBe(14 * 2 * 7 + 56);
    expect(selectWidth([{ label: 'x'.repeat(200) }])).toBe(320);
  });
});

describe('ResourceListPage: a row action labelled by the row state (#20 item 12)', {
  timeout: 20_000,
}, () => {
  it('each row says the action it will do (labelBy), a batch keeps the general label', async () => {
    signIn();
    server();
    const def = defineResource({
      ...userResource,
      name: 'test.labelBy',
      actions: [
        {
          name: 'toggle',
          label: 'toggleBoth',
          permit: 'PUT merchant/setup/user/toggle',
          labelBy: { field: 'Status', labels: { '1': 'disableIt', '2': 'enableIt' } },
        },
      ],
    });
    renderWithShell(<ResourceListPage def={def} />, { route: '/setup/user-list' });
    const row = (await screen.findByText('bob')).closest('tr')!;
    expect(within(row).getByTestId('kit-action-toggle').textContent).toBe('enableIt');
    const admin = screen.getByText('admin').closest('tr')!;
    expect(within(admin).getByTestId('kit-action-toggle').textContent).toBe('disableIt');
  });
});
