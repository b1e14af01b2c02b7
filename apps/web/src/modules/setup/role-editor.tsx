import './i18n';
import { hasPermit } from '@partdesk/shared/access/client-access';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Tabs from 'antd/es/tabs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ApiError } from '../../core/http';
import { useSession } from '../../core/use-session';
import { ROLE_PERMITS, type RoleBody, type RoleDetail, roleApi, roleKeys, SCOPE_KINDS } from './role-api';
import { normalizeGrants } from './role-grants';
import { RoleMenuTree } from './role-menu-tree';
import { PermitList } from './role-permit-list';

type Values = Omit<RoleBody, 'Grants'>;
const FORM_FIELDS = new Set(['Name', 'NameEn', 'ScopeKind', 'Remark']);
const NEW_ROLE: Values = { Name: '', NameEn: '', ScopeKind: 'own', Remark: '' };

/** The data-scope choice with the short explanation of spec §6 under each kind. */
function ScopeChoice({
  value,
  onChange,
  disabled,
}: {
  value?: string;
  onChange?: (v: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('setupUi');
  return (
    <div>
      <Radio.Group
        value={value}
        disabled={disabled}
        onChange={(e) => onChange?.(e.target.value)}
        orientation="vertical"
      >
        {SCOPE_KINDS.map((k) => (
          <Radio key={k} value={k} data-testid={`scope-${k}`}>
            {t(`scope.${k}`)} <span className="pd-muted">— {t(`scope.help.${k}`)}</span>
          </Radio>
        ))}
      </Radio.Group>
      <div className="pd-muted" style={{ marginTop: 4 }}>
        {t('scope.help.widest')}
      </div>
    </div>
  );
}

/**
 * Create or edit one role: names, data scope, remark, the menu tree with button codes; after a save the
 * permits the server derives from it. Versioned: a 409 shows the server message and offers a reload.
 */
export function RoleEditor({
  roleId,
  onClose,
  onSaved,
}: {
  roleId: number | null;
  onClose: () => void;
  onSaved?: (role: RoleDetail) => void;
}) {
  const { t } = useTranslation('setupUi');
  const qc = useQueryClient();
  const permits = useSession()?.permits ?? [];
  const [form] = Form.useForm<Values>();
  const [id, setId] = useState<number | null>(roleId);
  const [grants, setGrants] = useState<string[]>([]);
  const [tab, setTab] = useState('grants');
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [grantsError, setGrantsError] = useState<string | null>(null);

  const detail = useQuery({
    queryKey: roleKeys.detail(id ?? 0),
    queryFn: () => roleApi.detail(id!),
    enabled: id !== null,
    staleTime: 0,
  });
  const canSave = hasPermit(permits, id === null ? ROLE_PERMITS.create : ROLE_PERMITS.update);
  const canSeePermits = hasPermit(permits, ROLE_PERMITS.permits);
  const resulting = useQuery({
    queryKey: roleKeys.permits(id ?? 0),
    queryFn: () => roleApi.permits(id!),
    enabled: id !== null && canSeePermits && tab === 'permits',
    staleTime: 0,
  });

  const role = detail.data;
  useEffect(() => {
    if (!role) return;
    form.setFieldsValue({
      Name: role.Name,
      NameEn: role.NameEn,
      ScopeKind: role.ScopeKind,
      Remark: role.Remark,
    });
    setGrants(normalizeGrants(role.Grants));
  }, [role, form]);

  const showError = (err: unknown) => {
    if (!(err instanceof ApiError)) return;
    if (err.code === 409) {
      setConflict(err.message);
      return;
    }
    const field = err.field;
    if (field && FORM_FIELDS.has(field))
      form.setFields([{ name: field as keyof Values, errors: [err.message] }]);
    else if (field === 'Grants') setGrantsError(err.message);
  };

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    setConflict(null);
    setGrantsError(null);
    const body: RoleBody = {
      Name: values.Name.trim(),
      NameEn: values.NameEn?.trim() ?? '',
      ScopeKind: values.ScopeKind,
      Remark: values.Remark?.trim() ?? '',
      Grants: grants,
    };
    try {
      const saved =
        id === null || !role
          ? await roleApi.create(body)
          : await roleApi.update(id, { ...body, Version: role.Version });
      qc.setQueryData(roleKeys.detail(saved.Id), saved);
      void qc.invalidateQueries({ queryKey: roleKeys.permits(saved.Id) });
      setId(saved.Id);
      toast.success(t('common.saved'));
      if (canSeePermits) setTab('permits');
      onSaved?.(saved);
    } catch (err) {
      showError(err);
    } finally {
      setBusy(false);
    }
  };

  const reload = async () => {
    setConflict(null);
    form.resetFields();
    await detail.refetch();
  };

  const title = id === null ? t('role.add') : t('role.edit', { name: role?.Name ?? '' });
  const loading = id !== null && detail.isPending;

  return (
    <Drawer
      open
      size={920}
      title={title}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          loading={busy}
          disabled={!canSave || loading || detail.isError}
          onClick={() => void save()}
        >
          {t('common.save')}
        </Button>
      }
    >
      {loading ? (
        <Spin description={t('common.loading')} style={{ display: 'block', marginTop: 48 }} />
      ) : detail.isError && !role ? (
        <Result
          status="error"
          title={t('common.error')}
          subTitle={detail.error instanceof Error ? detail.error.message : ''}
          extra={<Button onClick={() => void detail.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <div data-testid="role-editor">
          {conflict && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={`${t('role.conflictTitle')}: ${conflict}`}
              description={t('role.conflictReload')}
              data-testid="role-conflict"
              action={
                <Button size="small" onClick={() => void reload()}>
                  {t('common.reload')}
                </Button>
              }
            />
          )}
          {role?.IsSystem && (
            <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('role.systemHint')} />
          )}
          <Form
            form={form}
            name="role-editor"
            layout="horizontal"
            labelCol={{ span: 4 }}
            wrapperCol={{ span: 19 }}
            initialValues={NEW_ROLE}
            disabled={!canSave}
          >
            <Form.Item
              name="Name"
              label={t('role.Name')}
              rules={[
                {
                  required: true,
                  whitespace: true,
                  message: t('common.required', { label: t('role.Name') }),
                },
                { max: 64 },
              ]}
            >
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="NameEn" label={t('role.NameEn')} rules={[{ max: 64 }]}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="ScopeKind" label={t('role.ScopeKind')} rules={[{ required: true }]}>
              <ScopeChoice disabled={!canSave} />
            </Form.Item>
            <Form.Item name="Remark" label={t('role.Remark')} rules={[{ max: 256 }]}>
              <Input.TextArea maxLength={256} autoSize={{ minRows: 1, maxRows: 3 }} />
            </Form.Item>
          </Form>
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              {
                key: 'grants',
                label: t('role.tabs.grants'),
                children: (
                  <>
                    <p className="pd-muted">{t('role.grantsHint')}</p>
                    {grantsError && (
                      <Alert
                        type="error"
                        showIcon
                        title={grantsError}
                        style={{ marginBottom: 8 }}
                        data-testid="grants-error"
                      />
                    )}
                    <RoleMenuTree grants={grants} onChange={setGrants} disabled={!canSave} />
                  </>
                ),
              },
              ...(canSeePermits
                ? [
                    {
                      key: 'permits',
                      label: t('role.tabs.permits'),
                      children:
                        id === null ? (
                          <Empty description={t('role.permitsBeforeSave')} />
                        ) : resulting.isPending ? (
                          <Spin description={t('common.loading')} />
                        ) : resulting.isError ? (
                          <Result
                            status="error"
                            title={t('common.error')}
                            extra={
                              <Button onClick={() => void resulting.refetch()}>{t('common.retry')}</Button>
                            }
                          />
                        ) : (
                          <>
                            <p className="pd-muted">{t('role.permitsHint')}</p>
                            <PermitList permits={resulting.data?.Records ?? []} testId="role-permits" />
                          </>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
