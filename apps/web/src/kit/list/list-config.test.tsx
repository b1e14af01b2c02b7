import { uiCrm } from '@partdesk/shared/i18n/ui-crm';
import { uiInquiry } from '@partdesk/shared/i18n/ui-inquiry';
import { defineResource, genericDeleteCall } from '@partdesk/shared/resource/define';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Button from 'antd/es/button';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addNamespaces } from '../../core/i18n';
import { ADMIN_LOGIN, type Call, mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { ResourceListPage } from './resource-list-page';

addNamespaces({ inquiryUi: uiInquiry, crmUi: uiCrm });

/** Decision 0021: what a list page used to hand-roll, said by the definition and done by the kit. */
const MENU = 'forQuotation/rfq-menu';
const def = defineResource({
  name: 'test.config',
  title: 'inquiryUi.list.add',
  menu: MENU,
  rowKey: 'Id',
  api: { list: '/merchant/t/Query' },
  fields: [
    { name: 'Id', kind: 'number', integer: true, label: 'resources.common.Id', list: true },
    { name: 'No', kind: 'text', label: 'resources.inquiry.No', list: true, filter: 'like' },
    { name: 'Status', kind: 'number', integer: true, label: 'resources.inquiry.Status', list: true },
    { name: 'Version', kind: 'number', integer: true, label: 'resources.inquiry.Version', list: true },
  ],
  actions: [
    { name: 'edit', label: 'inquiryUi.common.view', permit: 'PUT merchant/t/:id', route: '/t-edit?id=:id' },
    {
      name: 'close',
      label: 'inquiryUi.list.close',
      permit: 'PUT merchant/t/:id/close',
      confirm: 'inquiryUi.list.closeConfirm',
      success: 'inquiryUi.list.closed',
      call: { version: true },
      when: { Status: [1] },
    },
    {
      name: 'take',
      label: 'crmUi.pool.claim',
      permit: 'PUT merchant/t/:id/take',
      success: {
        field: 'Pending',
        values: { true: 'crmUi.pool.claimSubmitted', false: 'kit.prompt.claimed.success' },
      },
      goTo: { field: 'Pending', values: { false: '/taken?No=:No' } },
    },
    {
      name: 'delete',
      label: 'inquiryUi.list.delete',
      permit: 'PUT merchant/common/delete',
      button: '0102',
      call: genericDeleteCall('thing'),
    },
    { name: 'pick', label: 'inquiryUi.list.release', permit: 'PUT merchant/t/:id/pick', toolbar: true },
  ],
});

const ROWS = [
  { Id: 1, No: 'B1', Status: 1, Version: 3 },
  { Id: 2, No: 'B2', Status: 3, Version: 5 },
];

function server(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'POST /merchant/t/Query': () => ok({ Records: ROWS, TotalCount: 2 }), ...extra });
}
const listCalls = (calls: Call[]) => calls.filter((c) => c.path === '/merchant/t/Query').length;
const rowOf = async (no: string) => (await screen.findByText(no)).closest('tr') as HTMLElement;
const location = () => screen.getByTestId('location').textContent ?? '';

function user(buttons: string[], permits: string[]) {
  signIn({
    ...ADMIN_LOGIN,
    UserInfo: { ...ADMIN_LOGIN.UserInfo, isAdmin: false },
    Menus: [
      {
        MainMenu: { MenuCode: 'forQuotation', Name: 'x' },
        ChildMenus: [{ MenuCode: MENU, Name: 'y', Buttons: buttons }],
      },
    ],
    Permits: permits,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('ResourceListPage configured by the definition (decision 0021)', { timeout: 20_000 }, () => {
  it('call: confirms with the row, sends its Version, says the action’s success; a refusal reloads the list', async () => {
    signIn();
    let refuse = false;
    const { calls } = server({
      'PUT /merchant/t/1/close': () => (refuse ? { Code: 409, Message: '已被他人修改' } : ok(null)),
    });
    renderWithShell(<ResourceListPage def={def} />, { route: '/x' });
    const row = await rowOf('B1');
    expect(within(await rowOf('B2')).queryByTestId('kit-action-close')).toBeNull();
    fireEvent.click(within(row).getByTestId('kit-action-close'));
    expect(await screen.findByText('确定关闭询价单 B1？关闭后不再寻源。')).toBeTruthy();
    fireEvent.click((await screen.findAllByTestId('confirm-ok')).at(-1)!);
    expect(await screen.findByText('询价单已关闭')).toBeTruthy();
    expect(calls.find((c) => c.path === '/merchant/t/1/close')!.body).toEqual({ Version: 3 });
    await waitFor(() => expect(listCalls(calls)).toBe(2));

    refuse = true;
    fireEvent.click(within(row).getByTestId('kit-action-close'));
    fireEvent.click((await screen.findAllByTestId('confirm-ok')).at(-1)!);
    expect(await screen.findByText('已被他人修改')).toBeTruthy();
    await waitFor(() => expect(listCalls(calls)).toBe(3));
  });

  it('success and goTo picked by a field of the answer: pending stays, done goes to the row’s screen', async () => {
    signIn();
    let pending = true;
    server({ 'PUT /merchant/t/1/take': () => ok({ Pending: pending }) });
    renderWithShell(<ResourceListPage def={def} />, { route: '/x' });
    const row = await rowOf('B1');
    fireEvent.click(within(row).getByTestId('kit-action-take'));
    expect(await screen.findByText('已提交领取审核')).toBeTruthy();
    expect(location()).toBe('/x');
    pending = false;
    fireEvent.click(within(row).getByTestId('kit-action-take'));
    await waitFor(() => expect(location()).toBe('/taken?No=B1'));
  });

  it('route opens the row’s screen; a dialog opens on its action (toolbar or row); the generic delete by button code', async () => {
    user(['0102'], ['PUT merchant/t/:id', 'PUT merchant/t/:id/pick']);
    const { calls } = server({ 'PUT /merchant/common/delete': () => ok(null) });
    renderWithShell(
      <ResourceListPage
        def={def}
        dialogs={{ pick: (rows, close) => <Button onClick={close}>{`dialog of ${rows.length}`}</Button> }}
      />,
      { route: '/x' },
    );
    const row = await rowOf('B1');
    expect(within(row).queryByTestId('kit-action-close')).toBeNull();
    fireEvent.click(screen.getByTestId('kit-action-pick'));
    fireEvent.click(await screen.findByText('dialog of 0'));
    await waitFor(() => expect(screen.queryByText('dialog of 0')).toBeNull());
    fireEvent.click(within(row).getByTestId('kit-action-delete'));
    await waitFor(() => expect(calls.some((c) => c.path === '/merchant/common/delete')).toBe(true));
    const del = calls.find((c) => c.path === '/merchant/common/delete')!;
    expect(Object.fromEntries(del.query)).toEqual({ type: 'thing', id: '1' });
    fireEvent.click(within(row).getByTestId('kit-action-edit'));
    expect(location()).toBe('/t-edit?id=1');
  });

  it('without the button code the generic delete is hidden; ?OrderNo= becomes the No filter', async () => {
    user(['0101'], []);
    const { calls } = server();
    renderWithShell(<ResourceListPage def={def} />, { route: '/x?OrderNo=B1' });
    const row = await rowOf('B1');
    expect(within(row).queryByTestId('kit-action-delete')).toBeNull();
    await waitFor(() => expect(location()).toBe('/x?No=B1'));
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === '/merchant/t/Query' && (c.body as { No?: string }).No === 'B1'),
      ).toBe(true),
    );
  });
});
