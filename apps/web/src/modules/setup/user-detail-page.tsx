import './i18n';
import { FORM_MESSAGES } from '@partdesk/shared/resource/form-schema';
import { USER_STATUS, userResource } from '@partdesk/shared/setup/user-resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { ApiError } from '../../core/http';
import { useRoles } from '../../core/lookups';
import {
  ActionButton,
  defActions,
  ErrorState,
  LoadingState,
  ResourceDetail,
  ResourceForm,
  resourceApi,
  resourceQueryKey,
  usePermittedActions,
} from '../../kit';
import { ResetPasswordDialog } from './reset-password-dialog';
import { USER_DETAIL_PATH } from './user-list-page';

export interface UserDetail {
  Id: number;
  Account: string;
  Name: string;
  NameEn: string;
  Email: string;
  Phone: string;
  DeptId: number | null;
  Status: number;
  TenantId: number;
  IsAdmin: boolean;
  Version: number;
  Roles: { Id: number; Name: string }[];
}

const DETAIL_FIELDS = [
  'Id',
  'Account',
  'Name',
  'NameEn',
  'Email',
  'Phone',
  'TenantId',
  'DeptId',
  'IsAdmin',
  'Status',
];
const rolesSchema = z.object({
  RoleIds: z.array(z.number().int().positive()).max(50, { error: FORM_MESSAGES.tooMany }).default([]),
});
const createSchema = rolesSchema.extend({
  Password: z.string({ error: FORM_MESSAGES.required }).min(1, { error: FORM_MESSAGES.required }),
});

function RolesSelect(props: { value?: number[]; onChange?: (v: number[]) => void; id?: string }) {
  const { t } = useTranslation('kit');
  const roles = useRoles();
  return (
    <Select
      {...props}
      mode="multiple"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={roles.isLoading}
      options={roles.data ?? []}
      placeholder={t('filter.select')}
      data-testid="user-roles"
    />
  );
}

function UserForm({ record, onDone }: { record?: UserDetail; onDone: (saved: UserDetail) => void }) {
  const { t } = useTranslation('setupUi');
  const qc = useQueryClient();
  const mode = record ? 'edit' : 'create';
  const initialValues = useMemo(
    () => (record ? { ...record, RoleIds: record.Roles.map((r) => r.Id) } : { RoleIds: [] }),
    [record],
  );
  return (
    <ResourceForm
      def={userResource}
      mode={mode}
      initialValues={initialValues}
      extraSchema={record ? rolesSchema : createSchema}
      extraLabels={{ RoleIds: t('user.RoleIds'), Password: t('user.Password') }}
      extraItems={
        <>
          {!record && (
            <Form.Item name="Password" label={t('user.Password')} required>
              <Input.Password autoComplete="new-password" data-testid="user-password" />
            </Form.Item>
          )}
          <Form.Item name="RoleIds" label={t('user.RoleIds')}>
            <RolesSelect />
          </Form.Item>
        </>
      }
      onSubmit={(values) =>
        record
          ? resourceApi.update<UserDetail>(userResource, record.Id, { ...values, Version: record.Version })
          : resourceApi.create<UserDetail>(userResource, values)
      }
      onSaved={(saved) => {
        void qc.invalidateQueries({ queryKey: resourceQueryKey(userResource) });
        onDone(saved as UserDetail);
      }}
      onCancel={record ? () => onDone(record) : undefined}
    />
  );
}

/** /setup/user-detail?id=: the user's detail with edit, roles, disable/enable and password reset; no id: a new user. */
export default function UserDetailPage() {
  const { t } = useTranslation('setupUi');
  const { t: tk } = useTranslation('kit');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const id = Number(params.get('id'));
  const hasId = Number.isInteger(id) && id > 0;
  const [editing, setEditing] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const detailKey = [...resourceQueryKey(userResource), 'detail', id];
  const query = useQuery({
    queryKey: detailKey,
    queryFn: () => resourceApi.detail<UserDetail>(userResource, id),
    enabled: hasId,
  });
  const actions = usePermittedActions(defActions(userResource));

  if (!hasId) {
    return (
      <Card title={t('user.newUser')} data-testid="user-detail">
        <UserForm onDone={(saved) => navigate(`${USER_DETAIL_PATH}?id=${saved.Id}`, { replace: true })} />
      </Card>
    );
  }
  if (query.isLoading) return <LoadingState />;
  if (query.isError || !query.data) {
    return (
      <ErrorState message={(query.error as ApiError | null)?.message} onRetry={() => void query.refetch()} />
    );
  }
  const user = query.data;
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: resourceQueryKey(userResource) });
  };
  if (editing) {
    return (
      <Card title={t('user.editUser')} data-testid="user-detail">
        <UserForm
          record={user}
          onDone={(saved) => {
            qc.setQueryData(detailKey, saved);
            setEditing(false);
          }}
        />
      </Card>
    );
  }
  const statusAction = actions.find(
    (a) => a.key === (user.Status === USER_STATUS.active ? 'disable' : 'enable'),
  );
  return (
    <Card title={t('user.detail')} data-testid="user-detail">
      <ResourceDetail
        def={userResource}
        record={user as unknown as Record<string, unknown>}
        fields={DETAIL_FIELDS}
        extraItems={[
          {
            key: 'Roles',
            label: t('user.RoleIds'),
            children: user.Roles.map((r) => <Tag key={r.Id}>{r.Name}</Tag>),
          },
        ]}
        extra={
          <Space wrap>
            <Button type="primary" onClick={() => setEditing(true)} data-testid="user-edit">
              {tk('form.edit')}
            </Button>
            <Button onClick={() => setResetOpen(true)} data-testid="user-resetpwd">
              {t('user.resetPassword')}
            </Button>
            {statusAction && <ActionButton action={statusAction} rows={[user as never]} after={refresh} />}
            <Button onClick={() => navigate('/setup/user-list')}>{tk('form.back')}</Button>
          </Space>
        }
      />
      <ResetPasswordDialog userId={user.Id} open={resetOpen} onClose={() => setResetOpen(false)} />
    </Card>
  );
}
