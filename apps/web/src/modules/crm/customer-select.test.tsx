import { uiCrm } from '@partdesk/shared/i18n/ui-crm';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Form from 'antd/es/form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { salesLogin } from './crm-test-data';
import { CustomerSelect } from './customer-select';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const C = (Id: number, Code: string, ShortName: string) => ({
  Id,
  Code,
  ShortName,
  Name: `${ShortName}有限公司`,
});

function Harness(props: { initial?: number; activeOnly?: boolean; onSave: (v: unknown) => void }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={{ CustomerId: props.initial }} onFinish={props.onSave}>
      <Form.Item name="CustomerId">
        <CustomerSelect activeOnly={props.activeOnly} data-testid="pick" />
      </Form.Item>
      <button type="submit">save</button>
    </Form>
  );
}

describe('CustomerSelect (crm)', { timeout: 30_000 }, () => {
  it('texts exist in zh and en', () => {
    for (const m of Object.values(uiCrm.customerSelect)) {
      expect(m.zh).toBeTruthy();
      expect(m.en).toBeTruthy();
    }
  });

  it("lists the caller's customers, searches by short name (active only when asked) and gives the id", async () => {
    signIn(salesLogin());
    const { calls } = mockApi({
      'POST /merchant/crm/customer/Query': (c) =>
        ok({
          Records: (c.body as { ShortName?: string }).ShortName
            ? [C(102, 'C000102', '深圳芯源')]
            : [C(101, 'C000101', '华强电子'), C(102, 'C000102', '深圳芯源')],
          TotalCount: 2,
        }),
    });
    const onSave = vi.fn();
    renderWithShell(<Harness activeOnly onSave={onSave} />);
    const box = within(await screen.findByTestId('pick'));
    fireEvent.mouseDown(box.getByRole('combobox'));
    expect(await screen.findByText('C000101 华强电子')).toBeTruthy();
    fireEvent.change(box.getByRole('combobox'), { target: { value: '芯源' } });
    await waitFor(() =>
      expect(calls.some((c) => (c.body as { ShortName?: string })?.ShortName === '芯源')).toBe(true),
    );
    expect(calls.filter((c) => c.path === '/merchant/crm/customer/Query').at(-1)!.body).toEqual({
      pageIndex: 1,
      pageSize: 20,
      Status: [2],
      ShortName: '芯源',
    });
    await waitFor(() => expect(screen.queryByText('C000101 华强电子')).toBeNull());
    fireEvent.click(await screen.findByText('C000102 深圳芯源'));
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ CustomerId: 102 }));
  });

  it('passes the chosen row with the id (its currency, for forms that take it)', async () => {
    signIn(salesLogin());
    mockApi({
      'POST /merchant/crm/customer/Query': () =>
        ok({ Records: [{ ...C(101, 'C000101', '华强电子'), Currency: 'USD' }], TotalCount: 1 }),
    });
    const onChange = vi.fn();
    renderWithShell(<CustomerSelect onChange={onChange} data-testid="pick" />);
    fireEvent.mouseDown(within(await screen.findByTestId('pick')).getByRole('combobox'));
    fireEvent.click(await screen.findByText('C000101 华强电子'));
    expect(onChange).toHaveBeenCalledWith(101, expect.objectContaining({ Id: 101, Currency: 'USD' }));
  });

  it('shows a preset customer outside the first page by code and name; every status without activeOnly', async () => {
    signIn(salesLogin());
    const { calls } = mockApi({
      'POST /merchant/crm/customer/Query': () =>
        ok({ Records: [C(101, 'C000101', '华强电子')], TotalCount: 1 }),
      'GET /merchant/crm/customer/555': () => ok(C(555, 'C000555', '远方客户')),
    });
    renderWithShell(<Harness initial={555} onSave={() => {}} />);
    expect(await screen.findByText('C000555 远方客户')).toBeTruthy();
    expect(calls.find((c) => c.path === '/merchant/crm/customer/Query')!.body).toEqual({
      pageIndex: 1,
      pageSize: 20,
    });
  });
});
