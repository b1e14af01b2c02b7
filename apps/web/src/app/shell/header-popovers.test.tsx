import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import type { TodoItem } from '../../core/api';
import { ChangePasswordDialog } from './change-password-dialog';
import { CurrencyGrid } from './currency-popover';
import { NoticePanel } from './notice-popover';
import { TodoList, TodoPopover, todoHref } from './todo-popover';

afterEach(() => vi.unstubAllGlobals());

const notice = (i: number) => ({
  Id: 100 - i,
  Route: 'SalesOrder',
  UserId: 1,
  CreateTime: '2026-11-20T08:00:00Z',
  Message: JSON.stringify({ Title: `通知 ${i}`, No: `PI20261100${String(i).padStart(2, '0')}` }),
});

function noticeServer(total: number) {
  let rows = Array.from({ length: total }, (_, i) => notice(i + 1));
  return mockApi({
    'GET /merchant/common/notice': (c) =>
      ok({ Records: rows.slice(0, Number(c.query.get('pageSize'))), TotalCount: rows.length }),
    'PUT /merchant/common/delete': (c) => {
      rows = rows.filter((r) => r.Id !== Number(c.query.get('id')));
      return ok(null);
    },
    'PUT /merchant/common/deleteall': () => ({ Code: 409, Message: '清除失败：消息正在处理' }),
  });
}

function scrollToBottom(el: HTMLElement) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: 400 });
  el.scrollTop = 600;
  fireEvent.scroll(el);
}

describe('notification popover (spec §1, §9)', () => {
  it('starts at page size 10, grows by one per scroll to the bottom, then says all loaded', async () => {
    signIn();
    const { calls } = noticeServer(12);
    renderWithShell(<NoticePanel onClose={() => {}} />);
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(10));
    expect(calls[0]!.query.get('pageSize')).toBe('10');
    expect(calls[0]!.query.get('pageIndex')).toBe('1');
    expect(screen.getByTestId('notice-foot').textContent).toBe('加载中…');
    scrollToBottom(screen.getByTestId('notice-scroll'));
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(11));
    scrollToBottom(screen.getByTestId('notice-scroll'));
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(12));
    expect(screen.getByTestId('notice-foot').textContent).toBe('已全部加载');
    expect(screen.getByTestId('notice-panel').dataset.pageSize).toBe('12');
    scrollToBottom(screen.getByTestId('notice-scroll'));
    expect(screen.getByTestId('notice-panel').dataset.pageSize).toBe('12');
  });

  it('deletes one notice by id and type notice', async () => {
    signIn();
    const { calls } = noticeServer(3);
    renderWithShell(<NoticePanel onClose={() => {}} />);
    const items = await screen.findAllByTestId('notice-item');
    fireEvent.click(within(items[0]!).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(2));
    const del = calls.find((c) => c.path === '/merchant/common/delete')!;
    expect(del.method).toBe('PUT');
    expect(del.query.get('id')).toBe('99');
    expect(del.query.get('type')).toBe('notice');
  });

  it('a failed clear-all shows the server message', async () => {
    signIn();
    const { calls } = noticeServer(2);
    renderWithShell(<NoticePanel onClose={() => {}} />);
    await screen.findAllByTestId('notice-item');
    fireEvent.click(screen.getByRole('button', { name: /全部清除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('清除失败：消息正在处理')).toBeTruthy();
    expect(calls.find((c) => c.path === '/merchant/common/deleteall')!.body).toEqual({ Type: 'notice' });
    expect(screen.getAllByTestId('notice-item')).toHaveLength(2);
  });

  it('a click opens the document by its number prefix', async () => {
    signIn();
    noticeServer(1);
    const onClose = vi.fn();
    renderWithShell(<NoticePanel onClose={onClose} />);
    fireEvent.click(await screen.findByText('通知 1'));
    expect(onClose).toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/sales/salesOrder?OrderNo=PI2026110001');
  });
});

describe('to-do popover (spec §4, §6)', () => {
  it('links carry the filter state', () => {
    expect(todoHref({ Route: '/sales/salesOrder', Query: { status: 11 } })).toBe(
      '/sales/salesOrder?status=11',
    );
    expect(todoHref({ Route: '/sales/salesOrder', Query: { isAbolish: 2 } })).toBe(
      '/sales/salesOrder?isAbolish=2',
    );
    expect(todoHref({ Route: '/purchase/pending-order', Query: {} })).toBe('/purchase/pending-order');
  });

  it('lists the items with their counts and navigates on click', () => {
    const pick = vi.fn();
    const items: TodoItem[] = [
      {
        Name: 'RejectedSaleOrderCount',
        Title: '被驳回的销售订单',
        Count: 2,
        Route: '/sales/salesOrder',
        Query: { status: 7 },
      },
      {
        Name: 'PerformanceCount',
        Title: '绩效待处理',
        Count: 0,
        Route: '/oa/performance/employeeselfassessment',
        Query: {},
      },
    ];
    renderWithShell(<TodoList items={items} onPick={pick} />);
    expect(screen.getByText('被驳回的销售订单')).toBeTruthy();
    expect(screen.getByText('绩效待处理')).toBeTruthy();
    fireEvent.click(screen.getByText('被驳回的销售订单'));
    expect(pick).toHaveBeenCalledWith(items[0]);
  });
});

describe('to-do popover', () => {
  it('an item opens its screen and re-reads the lists (the queue on show was read before the count moved)', async () => {
    signIn();
    mockApi({
      'GET /merchant/common/upcoming': () =>
        ok({
          Items: [
            {
              Name: 'SaleOrderAuditCount',
              Title: '销售订单待审核',
              Count: 1,
              Route: '/sales/document-audit/salesOrderAudit',
              Query: {},
            },
          ],
          Total: 1,
        }),
    });
    const { client } = renderWithShell(<TodoPopover />, { route: '/sales/document-audit/salesOrderAudit' });
    const spy = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(screen.getByTestId('todo-button'));
    fireEvent.click(await screen.findByText('销售订单待审核'));
    expect(spy).toHaveBeenCalledWith({ queryKey: ['resource'] });
    expect(screen.getByTestId('location').textContent).toBe('/sales/document-audit/salesOrderAudit');
  });
});

describe('currency popover', () => {
  it('shows Name and Rate against CNY in a 300 px grid', async () => {
    signIn();
    mockApi({
      'GET /merchant/common/currency': () =>
        ok({
          Records: [
            { Id: 1, Name: 'USD', Title: '美元', Rate: '7.123400', RateDate: '2026-11-24' },
            { Id: 2, Name: 'CNY', Title: '人民币', Rate: '1.000000', RateDate: null },
          ],
          TotalCount: 2,
        }),
    });
    renderWithShell(<CurrencyGrid />);
    expect(await screen.findByText('USD')).toBeTruthy();
    expect(screen.getByText('7.123400')).toBeTruthy();
    expect(screen.getByText('对人民币汇率')).toBeTruthy();
    // Today's dated rate says from when it is in force; the base currency has no date.
    expect(screen.getByTestId('currency-date-USD').textContent).toBe('2026-11-24 起');
    expect(screen.queryByTestId('currency-date-CNY')).toBeNull();
  });
});

describe('change password (spec §5, §7, §9)', () => {
  it('is a 600 px dialog; success says 修改密码成功', async () => {
    signIn();
    const { calls } = mockApi({ 'PUT /merchant/common/resetpwd': () => ok(null) });
    const onClose = vi.fn();
    renderWithShell(<ChangePasswordDialog open onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(
      (dialog.closest('.ant-modal') as HTMLElement | null)?.style.width ??
        (dialog as HTMLElement).style.width,
    ).toBe('600px');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('请输入原密码')).toBeTruthy();
    expect(await screen.findByText('请输入新密码')).toBeTruthy();
    // The policy is shown up front (#20 item 15).
    expect(screen.getByTestId('password-policy').textContent).toBe('新密码需 8–64 位，且同时包含字母和数字');
    fireEvent.change(screen.getByLabelText('原密码'), { target: { value: 'old-pass1' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'new-pass2' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'new-pass2' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改密码成功')).toBeTruthy();
    const call = calls.find((c) => c.path === '/merchant/common/resetpwd')!;
    expect(call.method).toBe('PUT');
    expect(call.query.get('oldPassword')).toBe('old-pass1');
    expect(call.query.get('newPassword')).toBe('new-pass2');
    expect(onClose).toHaveBeenCalled();
  });

  it('a refusal shows the server message and keeps the dialog open', async () => {
    signIn();
    mockApi({ 'PUT /merchant/common/resetpwd': () => ({ Code: 400, Message: '原密码错误' }) });
    const onClose = vi.fn();
    renderWithShell(<ChangePasswordDialog open onClose={onClose} />);
    fireEvent.change(await screen.findByLabelText('原密码'), { target: { value: 'bad' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'new-pass2' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'new-pass2' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('原密码错误')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('change password policy and confirm (#20 item 15)', () => {
  it('shows policy errors under the field and a confirm mismatch, sending nothing', async () => {
    signIn();
    const { calls } = mockApi({ 'PUT /merchant/common/resetpwd': () => ok(null) });
    renderWithShell(<ChangePasswordDialog open onClose={() => {}} />);
    await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText('原密码'), { target: { value: 'old-pass1' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'abcdefgh' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'abcdefgx' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    const newItem = screen.getByLabelText('新密码').closest('.ant-form-item')!;
    await waitFor(() => expect(newItem.textContent).toContain('新密码需 8–64 位，且同时包含字母和数字'));
    const confirmItem = screen.getByLabelText('确认新密码').closest('.ant-form-item')!;
    await waitFor(() => expect(confirmItem.textContent).toContain('两次输入的新密码不一致'));
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'old-pass1' } });
    await waitFor(() => expect(newItem.textContent).toContain('新密码不能与原密码相同'));
    expect(calls.filter((c) => c.path === '/merchant/common/resetpwd')).toHaveLength(0);
  });
});
