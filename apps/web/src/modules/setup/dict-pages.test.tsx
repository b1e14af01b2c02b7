import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDict } from '../../core/lookups';
import { ADMIN_LOGIN, mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { SCREEN_LOADERS } from '../registry';
import DictDetailPage from './dict-detail-page';
import DictListPage from './dict-list-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const DICT = {
  Code: 'CustomerType',
  Name: '客户类型',
  NameEn: 'Customer type',
  IsSystem: true,
  Lines: 2,
  Remark: '',
  Sort: 1,
};
const SYS_LINE = {
  Id: 11,
  DictCode: 'CustomerType',
  DictValue: '1',
  DictText: '终端',
  DictTextEn: 'End user',
  Sort: 1,
  Enabled: true,
  IsSystem: true,
  Remark: '',
};
const OWN_LINE = {
  ...SYS_LINE,
  Id: 12,
  DictValue: 'zz',
  DictText: '自建',
  DictTextEn: 'Own',
  IsSystem: false,
};
const NEW_LINE = { ...OWN_LINE, Id: 13, DictValue: 'vip', DictText: '大客户', DictTextEn: 'Key account' };

/** A form's dictionary dropdown elsewhere on the screen: the options of the session lookup. */
function CustomerTypeOptions() {
  const q = useDict('CustomerType');
  return <div data-testid="dropdown-options">{(q.data ?? []).map((o) => o.label).join(',')}</div>;
}

const field = (form: HTMLElement, label: string) =>
  within(form).getByText(label, { selector: 'label' }).closest('.ant-form-item')!.querySelector('input')!;

describe('/setup dictionary screens', { timeout: 20_000 }, () => {
  it('are registered as lazy screens', () => {
    expect(SCREEN_LOADERS['/setup/dict-list']).toBeTypeOf('function');
    expect(SCREEN_LOADERS['/setup/dict-detail']).toBeTypeOf('function');
  });

  it('dict-list: lists dictionaries; a row opens its lines', async () => {
    signIn();
    const { calls } = mockApi({
      'POST /merchant/setup/dict/Query': () =>
        ok({ Records: [DICT, { ...DICT, Code: 'Own', Name: '自建字典', IsSystem: false }], TotalCount: 2 }),
    });
    renderWithShell(<DictListPage />, { route: '/setup/dict-list' });
    const row = (await screen.findByText('CustomerType')).closest('tr')!;
    expect(row.textContent).toContain('客户类型');
    expect(screen.getByText('自建字典')).toBeTruthy();
    expect(calls[0]!.body).toMatchObject({ pageIndex: 1, pageSize: 20, sortField: 'Sort' });
    fireEvent.click(within(row).getByTestId('dict-view-CustomerType'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/setup/dict-detail?code=CustomerType'),
    );
  });

  it('dict-detail: adds a line; the dictionary dropdown shows it without a reload', async () => {
    signIn();
    let lines = [SYS_LINE, OWN_LINE];
    const { calls } = mockApi({
      'POST /merchant/setup/dict/Query': () => ok({ Records: [DICT], TotalCount: 1 }),
      'POST /merchant/setup/dict/line/Query': () => ok({ Records: lines, TotalCount: lines.length }),
      'POST /merchant/setup/dict/CustomerType/line': (c) => {
        if ((c.body as { DictValue: string }).DictValue === 'zz')
          return { Code: 409, Message: '字典值已存在', Data: { Field: 'DictValue' } };
        lines = [...lines, NEW_LINE];
        return ok(NEW_LINE);
      },
      'GET /common/GetDictLineByCode': () => ok({ Records: lines, TotalCount: lines.length }),
    });
    renderWithShell(
      <>
        <DictDetailPage />
        <CustomerTypeOptions />
      </>,
      { route: '/setup/dict-detail?code=CustomerType' },
    );
    await screen.findByText('终端');
    expect(screen.getByTestId('kit-detail').textContent).toContain('客户类型');
    await waitFor(() => expect(screen.getByTestId('dropdown-options').textContent).toBe('终端,自建'));
    // The lines of this dictionary only; the fixed filter is not offered in the filter form.
    const query = calls.find((c) => c.path === '/merchant/setup/dict/line/Query')!;
    expect(query.body).toMatchObject({ DictCode: 'CustomerType' });
    expect(
      within(screen.getByTestId('dict-lines')).queryByText('字典编码', { selector: 'label' }),
    ).toBeNull();

    fireEvent.click(screen.getByTestId('dict-line-add'));
    const form = within(await screen.findByTestId('dict-line-dialog')).getByTestId('kit-form');
    fireEvent.click(within(form).getByTestId('kit-form-save'));
    expect(await within(form).findByText('请填写字典值')).toBeTruthy();
    fireEvent.change(field(form, '字典值'), { target: { value: 'zz' } });
    fireEvent.change(field(form, '中文文本'), { target: { value: '大客户' } });
    fireEvent.change(field(form, '英文文本'), { target: { value: 'Key account' } });
    fireEvent.click(within(form).getByTestId('kit-form-save'));
    // The server's refusal shows on its field.
    expect(await within(form).findByText('字典值已存在')).toBeTruthy();
    fireEvent.change(field(form, '字典值'), { target: { value: 'vip' } });
    fireEvent.click(within(form).getByTestId('kit-form-save'));
    await waitFor(() => expect(screen.getByTestId('dropdown-options').textContent).toBe('终端,自建,大客户'));
    const posts = calls.filter((c) => c.path === '/merchant/setup/dict/CustomerType/line');
    expect(posts.at(-1)!.body).toEqual({
      DictValue: 'vip',
      DictText: '大客户',
      DictTextEn: 'Key account',
      Sort: 0,
      Enabled: true,
    });
    expect(await screen.findByText('大客户', { selector: 'td *, td' })).toBeTruthy();
  });

  it('dict-detail: system lines have no delete and cannot be ticked; a refusal shows the server message', async () => {
    signIn();
    const { calls } = mockApi({
      'POST /merchant/setup/dict/Query': () => ok({ Records: [DICT], TotalCount: 1 }),
      'POST /merchant/setup/dict/line/Query': () => ok({ Records: [SYS_LINE, OWN_LINE], TotalCount: 2 }),
      'PUT /merchant/setup/dict/line/delete': () => ({ Code: 400, Message: '系统字典项不能删除' }),
    });
    renderWithShell(<DictDetailPage />, { route: '/setup/dict-detail?code=CustomerType' });
    const sysRow = (await screen.findByText('终端')).closest('tr')!;
    const ownRow = screen.getByText('自建').closest('tr')!;
    expect(within(sysRow).queryByTestId('kit-action-deleteLine')).toBeNull();
    expect(within(sysRow).getByTestId('dict-line-locked')).toHaveProperty('disabled', true);
    expect(within(sysRow).getByRole('checkbox')).toHaveProperty('disabled', true);
    expect(within(ownRow).getByRole('checkbox')).toHaveProperty('disabled', false);

    fireEvent.click(within(ownRow).getByTestId('kit-action-deleteLine'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    expect(await screen.findByText('系统字典项不能删除')).toBeTruthy();
    const del = calls.find((c) => c.path === '/merchant/setup/dict/line/delete')!;
    expect(del.body).toEqual({ Ids: [12] });
  });

  it('dict-detail: without the write permits, no add, edit or delete', async () => {
    signIn({
      ...ADMIN_LOGIN,
      UserInfo: { ...ADMIN_LOGIN.UserInfo, isAdmin: false },
      Permits: ['POST merchant/setup/dict/query', 'POST merchant/setup/dict/line/query'],
    });
    mockApi({
      'POST /merchant/setup/dict/Query': () => ok({ Records: [DICT], TotalCount: 1 }),
      'POST /merchant/setup/dict/line/Query': () => ok({ Records: [OWN_LINE], TotalCount: 1 }),
    });
    renderWithShell(<DictDetailPage />, { route: '/setup/dict-detail?code=CustomerType' });
    const row = (await screen.findByText('自建')).closest('tr')!;
    expect(screen.queryByTestId('dict-line-add')).toBeNull();
    expect(within(row).queryByTestId('dict-line-edit-12')).toBeNull();
    expect(within(row).queryByTestId('kit-action-deleteLine')).toBeNull();
    expect(screen.queryByTestId('kit-action-delete')).toBeNull();
  });

  it('dict-detail: an unknown code says so', async () => {
    signIn();
    mockApi({ 'POST /merchant/setup/dict/Query': () => ok({ Records: [], TotalCount: 0 }) });
    renderWithShell(<DictDetailPage />, { route: '/setup/dict-detail?code=Nope' });
    expect(await screen.findByText('没有此字典：Nope')).toBeTruthy();
  });
});
