import './i18n';
import { hasPermit } from '@partdesk/shared/access/client-access';
import type { Page } from '@partdesk/shared/core/codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ApiError, http } from '../../core/http';
import { useSession } from '../../core/use-session';
import { EmptyState, ErrorState, formatDateTime, LoadingState, successPrompt } from '../../kit';
import { SETTING_INPUTS } from '../setup/setting-inputs';
import type { SettingRow } from '../setup/settings-api';
import { CUSTOMER_PERMITS, crmKeys } from './crm-api';

/** GET / PUT /merchant/crm/setting: the registry's `crm` group, saved at the version read. */
const settingApi = {
  list: () => http.get<Page<SettingRow>>('/merchant/crm/setting'),
  save: (key: string, value: unknown, version: number) =>
    http.put<Page<SettingRow>>(
      '/merchant/crm/setting',
      { Items: [{ Key: key, Value: value, Version: version }] },
      { silent: true },
    ),
};

/** One CRM setting: the /setup input of its kind, saved alone; the server's 400 shows under it. */
function CrmSettingItem({ setting, canSave }: { setting: SettingRow; canSave: boolean }) {
  const { t } = useTranslation('crmUi');
  const qc = useQueryClient();
  const [value, setValue] = useState<unknown>(setting.Value);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const Input = SETTING_INPUTS[setting.Kind];
  const dirty = JSON.stringify(value) !== JSON.stringify(setting.Value);
  const id = `crm-setting-${setting.Key}`;

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const saved = (await settingApi.save(setting.Key, value, setting.Version)).Records[0];
      if (saved) {
        qc.setQueryData<Page<SettingRow>>(crmKeys.settings, (page) =>
          page ? { ...page, Records: page.Records.map((r) => (r.Key === saved.Key ? saved : r)) } : page,
        );
        setValue(saved.Value);
      }
      void qc.invalidateQueries({ queryKey: crmKeys.quota });
      successPrompt('saved');
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      if (e?.code === 400 && (e.field === setting.Key || e.field === 'Value')) setError(e.message);
      else if (e?.code !== -100) toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form.Item
      label={setting.Title}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error ?? setting.Help}
      data-testid={id}
    >
      <Space align="start" wrap>
        <Input
          setting={setting}
          id={id}
          value={value}
          disabled={!canSave}
          onChange={(v) => {
            setValue(v);
            setError(null);
          }}
        />
        {canSave && (
          <Button
            type="primary"
            disabled={!dirty}
            loading={busy}
            onClick={() => void save()}
            data-testid={`${id}-save`}
          >
            {t('common.save')}
          </Button>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {setting.UpdatedAt
            ? t('setting.updatedBy', { name: setting.UpdatedBy ?? '', at: formatDateTime(setting.UpdatedAt) })
            : t('setting.neverChanged')}
        </Typography.Text>
      </Space>
    </Form.Item>
  );
}

/**
 * /crmsystem/crmsettring: the CRM settings (tier shares, claim quota, maximum customers, cool-down,
 * claim review, public mail domains) — the same rows, checks and versions as /setup system-setting.
 */
export default function CrmSettingPage() {
  const { t } = useTranslation('crmUi');
  const session = useSession();
  const canSave =
    session?.user.isAdmin === true || hasPermit(session?.permits, CUSTOMER_PERMITS.saveSettings);
  const query = useQuery({ queryKey: crmKeys.settings, queryFn: settingApi.list });
  let body: ReactNode;
  if (query.isLoading) body = <LoadingState />;
  else if (query.isError)
    body = <ErrorState message={(query.error as ApiError).message} onRetry={() => void query.refetch()} />;
  else if (!query.data?.Records.length) body = <EmptyState />;
  else
    body = (
      <Form layout="vertical" component="div">
        {query.data.Records.map((s) => (
          <CrmSettingItem key={`${s.Key}:${s.Version}`} setting={s} canSave={canSave} />
        ))}
      </Form>
    );
  return (
    <Card size="small" title={t('setting.title')} data-testid="crm-setting">
      <Alert type="info" showIcon title={t('setting.help')} style={{ marginBottom: 12 }} />
      {!canSave && (
        <Alert type="warning" showIcon title={t('setting.readOnly')} style={{ marginBottom: 12 }} />
      )}
      {body}
    </Card>
  );
}
