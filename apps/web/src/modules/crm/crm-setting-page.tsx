import './i18n';
import { hasPermit } from '@partdesk/shared/access/client-access';
import type { Page } from '@partdesk/shared/core/codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ApiError, http } from '../../core/http';
import { useSession } from '../../core/use-session';
import { EmptyState, ErrorState, formatDateTime, LoadingState } from '../../kit';
import { SETTING_INPUTS, type SettingRow } from '../setup';
import { CUSTOMER_PERMITS, crmKeys } from './crm-api';
import { type CrmSettingGroup, groupCrmSettings, lastChange } from './crm-setting-topics';

/** GET / PUT /merchant/crm/setting: the registry's `crm` group, saved at the versions read. */
const settingApi = {
  list: () => http.get<Page<SettingRow>>('/merchant/crm/setting'),
  /** Several settings in one call: the server checks them all and writes them in one transaction. */
  save: (items: { Key: string; Value: unknown; Version: number }[]) =>
    http.put<Page<SettingRow>>('/merchant/crm/setting', { Items: items }, { silent: true }),
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One topic's settings (#20 item 13): the /setup input of each kind, one save for the topic that sends
 * its changed settings together, one result, the topic's latest change; a server 400 shows under the
 * setting it names.
 */
function CrmSettingGroupCard({ group, canSave }: { group: CrmSettingGroup; canSave: boolean }) {
  const { t } = useTranslation('crmUi');
  const qc = useQueryClient();
  const initial = () => Object.fromEntries(group.settings.map((s) => [s.Key, s.Value]));
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const changed = group.settings.filter((s) => !same(values[s.Key], s.Value));
  const last = lastChange(group.settings);
  const title = t(`setting.topic.${group.topic}`);
  const testId = `crm-setting-group-${group.topic}`;

  const save = async () => {
    setBusy(true);
    setErrors({});
    try {
      const items = changed.map((s) => ({ Key: s.Key, Value: values[s.Key], Version: s.Version }));
      const saved = new Map((await settingApi.save(items)).Records.map((r) => [r.Key, r]));
      // The cache's new versions remount this card (its key), starting from the saved values.
      qc.setQueryData<Page<SettingRow>>(crmKeys.settings, (page) =>
        page ? { ...page, Records: page.Records.map((r) => saved.get(r.Key) ?? r) } : page,
      );
      void qc.invalidateQueries({ queryKey: crmKeys.quota });
      toast.success(t('setting.savedGroup', { topic: title, count: saved.size }));
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      const field = e?.field === 'Value' && changed.length === 1 ? changed[0]!.Key : e?.field;
      if (e?.code === 400 && field && group.settings.some((s) => s.Key === field))
        setErrors({ [field]: e.message });
      else if (e?.code !== -100) toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      size="small"
      type="inner"
      title={title}
      data-testid={testId}
      style={{ marginBottom: 12 }}
      extra={
        <Space wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`${testId}-changed`}>
            {!last?.UpdatedAt
              ? t('setting.neverChanged')
              : last.UpdatedBy
                ? t('setting.updatedBy', { name: last.UpdatedBy, at: formatDateTime(last.UpdatedAt) })
                : t('setting.updatedAt', { at: formatDateTime(last.UpdatedAt) })}
          </Typography.Text>
          {changed.length > 0 && <Tag color="orange">{t('setting.unsaved', { count: changed.length })}</Tag>}
          {canSave && (
            <>
              <Button
                size="small"
                disabled={!changed.length || busy}
                onClick={() => {
                  setValues(initial());
                  setErrors({});
                }}
                data-testid={`${testId}-discard`}
              >
                {t('setting.discard')}
              </Button>
              <Button
                size="small"
                type="primary"
                disabled={!changed.length}
                loading={busy}
                onClick={() => void save()}
                data-testid={`${testId}-save`}
              >
                {t('common.save')}
              </Button>
            </>
          )}
        </Space>
      }
    >
      <Form layout="vertical" component="div">
        {group.settings.map((setting) => {
          const Input = SETTING_INPUTS[setting.Kind];
          const id = `crm-setting-${setting.Key}`;
          const error = errors[setting.Key];
          return (
            <Form.Item
              key={setting.Key}
              label={setting.Title}
              htmlFor={id}
              validateStatus={error ? 'error' : undefined}
              help={error ?? setting.Help}
              data-testid={id}
            >
              <Input
                setting={setting}
                id={id}
                value={values[setting.Key]}
                disabled={!canSave}
                onChange={(v) => {
                  setValues((all) => ({ ...all, [setting.Key]: v }));
                  setErrors(({ [setting.Key]: _, ...rest }) => rest);
                }}
              />
            </Form.Item>
          );
        })}
      </Form>
    </Card>
  );
}

/**
 * /crmsystem/crmsettring: the CRM settings (tier shares, claim quota, maximum customers, cool-down,
 * claim review, public mail domains) by topic, one save per topic — the same rows, checks and versions
 * as /setup system-setting.
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
    body = groupCrmSettings(query.data.Records).map((g) => (
      <CrmSettingGroupCard
        key={`${g.topic}:${g.settings.map((s) => s.Version).join(',')}`}
        group={g}
        canSave={canSave}
      />
    ));
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
