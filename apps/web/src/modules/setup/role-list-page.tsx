import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { hasPermit } from '@partdesk/shared/access/client-access';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../core/use-session';
import { EmptyState, ErrorState } from '../../kit';
import { ROLE_PERMITS, type RoleQuery, type RoleRow, roleApi, roleKeys } from './role-api';
import { RoleEditor } from './role-editor';

const PAGE_SIZES = [20, 50, 100];

/** /setup/role-list (hidden): roles with their data scope; create or edit one in a drawer. */
export default function RoleListPage() {
  const { t, i18n } = useTranslation('setupUi');
  const en = i18n.language === 'en-US';
  const permits = useSession()?.permits ?? [];
  const [query, setQuery] = useState<RoleQuery>({ pageIndex: 1, pageSize: 20 });
  const [search, setSearch] = useState('');
  // null: closed; 'new': a new role; a number: that role.
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const list = useQuery({
    queryKey: roleKeys.list(query),
    queryFn: () => roleApi.list(query),
    placeholderData: keepPreviousData,
  });
  const canCreate = hasPermit(permits, ROLE_PERMITS.create);
  const canOpen = hasPermit(permits, ROLE_PERMITS.detail);
  const canUpdate = hasPermit(permits, ROLE_PERMITS.update);

  const columns: ColumnsType<RoleRow> = [
    { title: t('role.Id'), dataIndex: 'Id', width: 80 },
    {
      title: t('role.Name'),
      dataIndex: 'Name',
      render: (_, r) => (
        <>
          {en && r.NameEn ? r.NameEn : r.Name}
          {r.IsSystem && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {t('role.IsSystem')}
            </Tag>
          )}
        </>
      ),
    },
    { title: en ? t('role.NameZh') : t('role.NameEn'), dataIndex: en ? 'Name' : 'NameEn' },
    {
      title: t('role.ScopeKind'),
      dataIndex: 'ScopeKind',
      render: (k: RoleRow['ScopeKind']) => (
        <Tooltip title={t(`scope.help.${k}`)}>
          <Tag>{t(`scope.${k}`)}</Tag>
        </Tooltip>
      ),
    },
    { title: t('role.Users'), dataIndex: 'Users', width: 90, align: 'right' },
    { title: t('role.Remark'), dataIndex: 'Remark', ellipsis: true },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 100,
      render: (_, r) =>
        canOpen ? (
          <Button type="link" size="small" onClick={() => setEditing(r.Id)} data-testid={`edit-role-${r.Id}`}>
            {canUpdate ? t('common.edit') : t('common.view')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card
      title={t('role.title')}
      data-testid="role-list"
      extra={
        canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('role.add')}
          </Button>
        )
      }
    >
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={t('role.searchPlaceholder')}
          style={{ maxWidth: 280 }}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          onSearch={(v) => setQuery((q) => ({ ...q, pageIndex: 1, Name: v.trim() || undefined }))}
          enterButton={t('common.search')}
        />
      </div>
      {list.isError && !list.data ? (
        <ErrorState
          message={list.error instanceof Error ? list.error.message : undefined}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <Table<RoleRow>
          rowKey="Id"
          size="middle"
          columns={columns}
          dataSource={list.data?.Records ?? []}
          loading={list.isFetching}
          locale={{ emptyText: <EmptyState /> }}
          pagination={{
            current: query.pageIndex,
            pageSize: query.pageSize,
            total: list.data?.TotalCount ?? 0,
            pageSizeOptions: PAGE_SIZES,
            showSizeChanger: true,
            showTotal: (total) => t('common.total', { total }),
            onChange: (pageIndex, pageSize) =>
              setQuery((q) => ({ ...q, pageIndex: pageSize === q.pageSize ? pageIndex : 1, pageSize })),
          }}
        />
      )}
      {editing !== null && (
        <RoleEditor
          key={String(editing)}
          roleId={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
