import './i18n';
import type { Page } from '@partdesk/shared/core/codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../core/http';
import { queryKeys } from '../../core/query-client';
import { useMay } from '../../core/use-may';
import { EmptyState, ErrorState, LoadingState } from '../../kit';
import { CompanyForm } from './company-form';
import { SettingGroup } from './setting-group';
import { type Company, SETTING_PERMITS, type SettingRow, settingKeys, settingsApi } from './settings-api';

const GROUPS = ['crm', 'sales', 'finance', 'data', 'performance'] as const;

function Companies({ canSave }: { canSave: boolean }) {
  const { t } = useTranslation('setupUi');
  const { t: tr } = useTranslation('resources');
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Company | null>(null);
  const query = useQuery({ queryKey: settingKeys.companies, queryFn: settingsApi.companies });
  const columns: ColumnsType<Company> = [
    { key: 'ShortName', dataIndex: 'ShortName', title: tr('setting.ShortName') },
    { key: 'Name', dataIndex: 'Name', title: tr('setting.Name') },
    { key: 'NameEn', dataIndex: 'NameEn', title: tr('setting.NameEn') },
    {
      key: 'DocEnabled',
      title: tr('setting.DocEnabled'),
      render: (_, c) =>
        c.DocEnabled ? <Tag color="green">{t('common.yes')}</Tag> : <Tag>{t('common.no')}</Tag>,
    },
    { key: 'BaseCurrency', dataIndex: 'BaseCurrency', title: tr('setting.BaseCurrency') },
    {
      key: 'Currencies',
      title: tr('setting.Currencies'),
      render: (_, c) => (
        <span data-testid={`company-currencies-${c.Id}`}>
          {c.Currencies.map((x) => (
            <Tag key={x} color={x === c.BaseCurrency ? 'blue' : undefined}>
              {x}
            </Tag>
          ))}
        </span>
      ),
    },
  ];
  if (canSave)
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      render: (_, c) => (
        <Button type="link" size="small" onClick={() => setEditing(c)} data-testid={`company-edit-${c.Id}`}>
          {t('common.edit')}
        </Button>
      ),
    });

  let body = (
    <Table<Company>
      rowKey="Id"
      size="small"
      pagination={false}
      columns={columns}
      dataSource={query.data?.Records ?? []}
      locale={{ emptyText: <EmptyState /> }}
    />
  );
  if (query.isLoading) body = <LoadingState />;
  else if (query.isError)
    body = <ErrorState message={(query.error as ApiError).message} onRetry={() => void query.refetch()} />;
  return (
    <Card size="small" title={t('setting.companies')} data-testid="setting-companies">
      {body}
      {editing && (
        <CompanyForm
          company={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void qc.invalidateQueries({ queryKey: settingKeys.companies });
            // Company names and currencies feed the session lookups (company pickers, currency list).
            void qc.invalidateQueries({ queryKey: queryKeys.lookup('merchant').slice(0, 2) });
            void qc.invalidateQueries({ queryKey: queryKeys.currencies });
          }}
        />
      )}
    </Card>
  );
}

function Settings({ canSave }: { canSave: boolean }) {
  const { t } = useTranslation('setupUi');
  const { t: tr } = useTranslation('resources');
  const qc = useQueryClient();
  const query = useQuery({ queryKey: settingKeys.settings, queryFn: settingsApi.settings });
  const onSaved = ([saved]: SettingRow[]) =>
    qc.setQueryData<Page<SettingRow>>(settingKeys.settings, (page) =>
      page ? { ...page, Records: page.Records.map((r) => (r.Key === saved!.Key ? saved! : r)) } : page,
    );
  let body: ReactNode;
  if (query.isLoading) body = <LoadingState />;
  else if (query.isError)
    body = <ErrorState message={(query.error as ApiError).message} onRetry={() => void query.refetch()} />;
  else {
    const rows = query.data?.Records ?? [];
    const byGroup = (g: string) => rows.filter((r: SettingRow) => r.Group === g);
    body = rows.length ? (
      GROUPS.filter((g) => byGroup(g).length).map((g) => (
        // Each setting saved alone at the version read.
        <SettingGroup
          key={g}
          title={tr(`setting.group.${g}`)}
          settings={byGroup(g)}
          canSave={canSave}
          testId={`setting-group-${g}`}
          itemId="setting-"
          save={async ([c]) => [await settingsApi.saveSetting(c!.Key, c!.Value, c!.Version)]}
          onSaved={onSaved}
        />
      ))
    ) : (
      <EmptyState />
    );
  }
  return (
    <Card size="small" title={t('setting.settings')} data-testid="setting-list">
      {body}
    </Card>
  );
}

/**
 * /setup/system-setting (hidden): the owner companies with their currencies, and the typed system-wide
 * settings of the registry (packages/shared/src/setup/settings.ts), each rendered by its kind.
 */
export default function SystemSettingPage() {
  const may = useMay();
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="system-setting">
      <Companies canSave={may(SETTING_PERMITS.saveCompany)} />
      <Settings canSave={may(SETTING_PERMITS.saveSetting)} />
    </Space>
  );
}
