import './i18n';
import type { Page } from '@partdesk/shared/core/codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, http } from '../../core/http';
import { useMay } from '../../core/use-may';
import { EmptyState, ErrorState, LoadingState } from '../../kit';
import { type SettingChange, SettingGroup, type SettingRow } from '../setup';
import { CUSTOMER_PERMITS, crmKeys } from './crm-api';
import { groupCrmSettings } from './crm-setting-topics';

/** GET / PUT /merchant/crm/setting: the registry's `crm` group, saved at the versions read. */
const settingApi = {
  list: () => http.get<Page<SettingRow>>('/merchant/crm/setting'),
  /** Several settings in one call: the server checks them all and writes them in one transaction. */
  save: (items: SettingChange[]) =>
    http.put<Page<SettingRow>>('/merchant/crm/setting', { Items: items }, { silent: true }),
};

/**
 * /crmsystem/crmsettring: the CRM settings (tier shares, claim quota, maximum customers, cool-down,
 * claim review, public mail domains) by topic (#20 item 13), each topic the settings group of /setup
 * saved together — the same rows, checks and versions as /setup system-setting.
 */
export default function CrmSettingPage() {
  const { t } = useTranslation('crmUi');
  const qc = useQueryClient();
  const canSave = useMay()(CUSTOMER_PERMITS.saveSettings);
  const query = useQuery({ queryKey: crmKeys.settings, queryFn: settingApi.list });
  const onSaved = (rows: SettingRow[]) => {
    const saved = new Map(rows.map((r) => [r.Key, r]));
    qc.setQueryData<Page<SettingRow>>(crmKeys.settings, (page) =>
      page ? { ...page, Records: page.Records.map((r) => saved.get(r.Key) ?? r) } : page,
    );
    void qc.invalidateQueries({ queryKey: crmKeys.quota });
  };
  let body: ReactNode;
  if (query.isLoading) body = <LoadingState />;
  else if (query.isError)
    body = <ErrorState message={(query.error as ApiError).message} onRetry={() => void query.refetch()} />;
  else if (!query.data?.Records.length) body = <EmptyState />;
  else
    body = groupCrmSettings(query.data.Records).map((g) => (
      // The new versions after a save remount the topic from the saved values.
      <SettingGroup
        key={`${g.topic}:${g.settings.map((s) => s.Version).join(',')}`}
        title={t(`setting.topic.${g.topic}`)}
        settings={g.settings}
        canSave={canSave}
        testId={`crm-setting-group-${g.topic}`}
        itemId="crm-setting-"
        together
        save={async (items) => (await settingApi.save(items)).Records}
        onSaved={onSaved}
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
