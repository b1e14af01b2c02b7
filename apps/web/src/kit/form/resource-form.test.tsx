import { userResource } from '@partdesk/shared/setup/user-resource';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { http } from '../../core/http';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { ResourceDetail } from '../detail/resource-detail';
import { resourceApi } from '../resource-api';
import { ResourceForm } from './resource-form';

afterEach(() => vi.unstubAllGlobals());

const lookups = {
  'GET /merchant/common/merchant': () => ok({ Records: [{ Id: 2, Name: '芯桥香港' }], TotalCount: 1 }),
  'GET /merchant/common/departquery': () => ok({ Records: [{ Id: 5, Name: '销售一部' }], TotalCount: 1 }),
};
const RECORD = {
  Id: 7,
  Name: 'Bob',
  NameEn: '',
  Email: 'bob@x.cn',
  Phone: '',
  TenantId: 2,
  DeptId: 5,
  Version: 3,
};
const errorOf = (label: string) => {
  const item = screen.getByText(label, { selector: 'label' }).closest('.ant-form-item')!;
  return item.querySelector('.ant-form-item-explain')?.textContent ?? '';
};
const input = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-form-item')!.querySelector('input')!;

describe('ResourceForm', { timeout: 20_000 }, () => {
  it('validates with the definition contract before sending', async () => {
    signIn();
    const { calls } = mockApi(lookups);
    const onSubmit = vi.fn();
    renderWithShell(<ResourceForm def={userResource} mode="create" onSubmit={onSubmit} />);
    fireEvent.change(input('姓名'), { target: { value: 'x'.repeat(70) } });
    fireEvent.click(screen.getByTestId('kit-form-save'));
    await waitFor(() => expect(errorOf('账号')).toBe('请填写账号'));
    expect(errorOf('姓名')).toBe('最多 64 个字符');
    expect(errorOf('公司')).toBe('请选择公司');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('shows the server error on the field it names, and a versioned update sends Version', async () => {
    signIn();
    const { calls } = mockApi({
      ...lookups,
      'PUT /merchant/setup/user/7': () => ({
        Code: 400,
        Message: '邮箱格式不正确',
        Data: { Field: 'Email' },
      }),
    });
    renderWithShell(
      <ResourceForm
        def={userResource}
        mode="edit"
        initialValues={RECORD}
        onSubmit={(v) => resourceApi.update(userResource, 7, { ...v, Version: RECORD.Version })}
      />,
    );
    fireEvent.change(input('邮箱'), { target: { value: 'bob@' } });
    fireEvent.click(screen.getByTestId('kit-form-save'));
    await waitFor(() => expect(errorOf('邮箱')).toBe('邮箱格式不正确'));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ Name: 'Bob', Email: 'bob@', TenantId: 2, DeptId: 5, Version: 3 });
    expect(put.body).not.toHaveProperty('Account');
    // shown on the field, not also as a toast
    expect(document.querySelector('.ant-message')?.textContent ?? '').not.toContain('邮箱格式不正确');
  });

  it('an error without a field is a toast; success says saved', async () => {
    signIn();
    let conflict = true;
    mockApi({
      ...lookups,
      'PUT /merchant/setup/user/7': () =>
        conflict ? { Code: 409, Message: '数据已被他人修改，请刷新后重试' } : ok(RECORD),
    });
    const onSaved = vi.fn();
    renderWithShell(
      <ResourceForm
        def={userResource}
        mode="edit"
        initialValues={RECORD}
        extraSchema={z.object({ RoleIds: z.array(z.number()).default([]) })}
        onSubmit={(v) => http.put('/merchant/setup/user/7', v, { silent: true })}
        onSaved={onSaved}
      />,
    );
    fireEvent.click(screen.getByTestId('kit-form-save'));
    expect(await screen.findByText('数据已被他人修改，请刷新后重试')).toBeTruthy();
    conflict = false;
    fireEvent.click(screen.getByTestId('kit-form-save'));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(onSaved).toHaveBeenCalledWith(RECORD);
  });
});

describe('ResourceDetail', { timeout: 20_000 }, () => {
  it('shows detail fields by kind: lookups by name, enums as tags, booleans as yes/no', async () => {
    signIn();
    mockApi(lookups);
    renderWithShell(
      <ResourceDetail def={userResource} record={{ ...RECORD, Account: 'bob', Status: 1, IsAdmin: false }} />,
    );
    const detail = screen.getByTestId('kit-detail');
    await waitFor(() => expect(detail.textContent).toContain('芯桥香港'));
    expect(detail.textContent).toContain('销售一部');
    expect(detail.textContent).toContain('启用');
    expect(detail.textContent).toContain('否');
    // RoleId (角色) has detail: false; RoleNames (also 角色) shows once
    expect(detail.textContent?.match(/角色/g)).toHaveLength(1);
  });
});
