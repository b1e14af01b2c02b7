import './i18n';
import { FORM_MESSAGES } from '@partdesk/shared/resource/form-schema';
import { adminResource, BUILT_IN_ADMIN_ID } from '@partdesk/shared/setup/admin-resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { ApiError } from '../../core/http';
import { t as translate } from '../../core/i18n';
import { useUsers } from '../../core/lookups';
import {
  confirmAction,
  ErrorState,
  LoadingState,
  ResourceDetail,
  ResourceForm,
  type Row,
  resourceApi,
  resourceQueryKey,
} from '../../kit';
import { ADMIN_DETAIL_PATH, type AdminSummary, adminApi, useCanManageAdmins } from './admin-api';
import type { UserDetail } from './user-detail-page';

const DETAIL_FIELDS = ['Id', 'Account', 'Name', 'NameEn', 'Email', 'Phone', 'TenantId', 'DeptId', 'Status'];
const createSchema = z.object({
  Password: z.string({ error: FORM_MESSAGES.required }).min(1, { error: FORM_MESSAGES.required }),
});

/** A new administrator account, or the flag given to an existing user. */
function NewAdmin({ onDone }: { onDone: (saved: AdminSummary) => void }) {
  const { t } = useTranslation('setupUi');
  const qc = useQueryClient();
  const users = useUsers();
  const [userId, setUserId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = (s: AdminSummary) => {
    void qc.invalidateQueries({ queryKey: resourceQueryKey(adminResource) });
    onDone(s);
  };
  const grant = async () => {
    if (userId === null) return;
    if (!(await confirmAction({ content: translate('resources:admin.confirmGrant') }))) return;
    setBusy(true);
    try {
      saved(await adminApi.grant(userId));
    } catch {
      // the API client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="admin-new">
      <Card title={t('admin.newAdmin')}>
        <ResourceForm
          def={adminResource}
          mode="create"
          extraSchema={createSchema}
          extraLabels={{ Password: t('user.Password') }}
          extraItems={
            <Form.Item name="Password" label={t('user.Password')} required>
              <Input.Password autoComplete="new-password" data-testid="admin-password" />
            </Form.Item>
          }
          onSubmit={(values) => adminApi.create(values)}
          onSaved={(s) => saved(s as AdminSummary)}
        />
      </Card>
      <Card title={t('admin.grantExisting')}>
        <Space wrap>
          <Select
            style={{ minWidth: 280 }}
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            loading={users.isLoading}
            options={users.data ?? []}
            value={userId ?? undefined}
            onChange={(v) => setUserId(v ?? null)}
            placeholder={t('admin.pickUser')}
            data-testid="admin-grant-user"
          />
          <Button
            type="primary"
            disabled={userId === null}
            loading={busy}
            onClick={() => void grant()}
            data-testid="admin-grant"
          >
            {translate('resources:admin.grant')}
          </Button>
        </Space>
      </Card>
    </Space>
  );
}

/**
 * /setup/admin-detail?id=: an account's detail with its administrator flag, granted or revoked here
 * (at the version read); no id: a new administrator account or an existing user made one.
 */
export default function AdminDetailPage() {
  const { t } = useTranslation('setupUi');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const hasId = Number.isInteger(id) && id > 0;
  const canManage = useCanManageAdmins();
  const [busy, setBusy] = useState(false);
  const detailKey = [...resourceQueryKey(adminResource), 'detail', id];
  const query = useQuery({
    queryKey: detailKey,
    queryFn: () => resourceApi.detail<UserDetail>(adminResource, id),
    enabled: hasId,
  });
  const back = (
    <Button onClick={() => navigate('/setup/admin-list')} data-testid="admin-back">
      {t('admin.back')}
    </Button>
  );
  const open = (s: AdminSummary) => navigate(`${ADMIN_DETAIL_PATH}?id=${s.Id}`, { replace: true });

  if (!hasId) {
    return canManage ? (
      <NewAdmin onDone={open} />
    ) : (
      <Alert type="warning" showIcon title={t('admin.adminOnlyHint')} action={back} />
    );
  }
  if (query.isLoading) return <LoadingState />;
  if (query.isError || !query.data)
    return (
      <ErrorState message={(query.error as ApiError | null)?.message} onRetry={() => void query.refetch()} />
    );
  const user = query.data;
  const builtIn = user.Id === BUILT_IN_ADMIN_ID;
  const change = async (grant: boolean) => {
    const question = grant ? 'resources:admin.confirmGrant' : 'resources:admin.confirmRevoke';
    if (!(await confirmAction({ content: translate(question), danger: !grant }))) return;
    setBusy(true);
    try {
      await (grant ? adminApi.grant : adminApi.revoke)(user.Id, user.Version);
      await qc.invalidateQueries({ queryKey: resourceQueryKey(adminResource) });
    } catch {
      // the API client showed the server's message (built-in, last administrator, stale)
    } finally {
      setBusy(false);
    }
  };
  const record = { ...user, IsBuiltIn: builtIn } as unknown as Row;
  return (
    <Card title={t('admin.detail')} data-testid="admin-detail">
      <ResourceDetail
        def={adminResource}
        record={record}
        fields={[...DETAIL_FIELDS, 'IsBuiltIn']}
        extraItems={[
          {
            key: 'IsAdmin',
            label: t('admin.IsAdmin'),
            children: user.IsAdmin ? (
              <Tag color="red" data-testid="admin-flag">
                {t('common.yes')}
              </Tag>
            ) : (
              <Tag data-testid="admin-flag">{t('common.no')}</Tag>
            ),
          },
        ]}
        extra={
          <Space wrap>
            {canManage &&
              (user.IsAdmin ? (
                <Button danger loading={busy} onClick={() => void change(false)} data-testid="admin-revoke">
                  {translate('resources:admin.revoke')}
                </Button>
              ) : (
                <Button
                  type="primary"
                  loading={busy}
                  onClick={() => void change(true)}
                  data-testid="admin-grant"
                >
                  {translate('resources:admin.grant')}
                </Button>
              ))}
            {back}
          </Space>
        }
      />
      {builtIn && <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('admin.builtInHint')} />}
      {!user.IsAdmin && (
        <Alert style={{ marginTop: 12 }} type="warning" showIcon title={t('admin.notAdmin')} />
      )}
    </Card>
  );
}
