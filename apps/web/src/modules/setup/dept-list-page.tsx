import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { hasPermit } from '@partdesk/shared/access/client-access';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenants, useUsers } from '../../core/lookups';
import { useSession } from '../../core/use-session';
import { EmptyState, ErrorState, LoadingState } from '../../kit';
import { DEPT_PERMITS, type DeptNode, deptApi, deptKeys } from './dept-api';
import { DeptForm } from './dept-form';

interface Row extends Omit<DeptNode, 'Children'> {
  children?: Row[];
}

const TYPE_COLORS: Record<number, string> = {
  1: 'default',
  2: 'blue',
  3: 'green',
  4: 'gold',
  5: 'purple',
  6: 'cyan',
};

/** antd shows an expand icon for an empty children array; a leaf has none. */
function toRows(nodes: readonly DeptNode[]): Row[] {
  return nodes.map(({ Children, ...n }) => (Children?.length ? { ...n, children: toRows(Children) } : n));
}

type Editing = { dept: DeptNode | null; parent?: DeptNode | null } | null;

/** /setup/dept-list: the department tree with type, head and company; create or edit in a dialog. */
export default function DeptListPage() {
  const { t, i18n } = useTranslation('setupUi');
  const en = i18n.language === 'en-US';
  const qc = useQueryClient();
  const permits = useSession()?.permits ?? [];
  const canCreate = hasPermit(permits, DEPT_PERMITS.create);
  const canUpdate = hasPermit(permits, DEPT_PERMITS.update);
  const [editing, setEditing] = useState<Editing>(null);

  const tree = useQuery({ queryKey: deptKeys.tree, queryFn: deptApi.tree });
  const users = useUsers();
  const tenants = useTenants();
  const userName = useMemo(() => new Map((users.data ?? []).map((u) => [u.value, u.label])), [users.data]);
  const tenantName = useMemo(() => new Map((tenants.data ?? []).map((x) => [x.Id, x.Name])), [tenants.data]);
  const nodes = tree.data?.Records ?? [];
  const rows = useMemo(() => toRows(nodes), [nodes]);
  const byId = useMemo(() => {
    const m = new Map<number, DeptNode>();
    const walk = (list: readonly DeptNode[]) => {
      for (const n of list) {
        m.set(n.Id, n);
        walk(n.Children ?? []);
      }
    };
    walk(nodes);
    return m;
  }, [nodes]);

  const columns: ColumnsType<Row> = [
    {
      title: t('dept.Name'),
      dataIndex: 'Name',
      render: (_, r) => <span data-testid={`dept-${r.Id}`}>{en && r.NameEn ? r.NameEn : r.Name}</span>,
    },
    {
      title: t('dept.Type'),
      dataIndex: 'Type',
      width: 130,
      render: (v: number) => (
        <Tag color={TYPE_COLORS[v]}>{t(`dept.types.${v}`, { defaultValue: String(v) })}</Tag>
      ),
    },
    {
      title: t('dept.MasterId'),
      dataIndex: 'MasterId',
      render: (v: number | null) => (v == null ? '—' : (userName.get(v) ?? `#${v}`)),
    },
    {
      title: t('dept.TenantId'),
      dataIndex: 'TenantId',
      render: (v: number) => tenantName.get(v) ?? `#${v}`,
    },
    { title: t('dept.Sort'), dataIndex: 'Sort', width: 90, align: 'right' },
    {
      title: t('common.actions'),
      key: 'actions',
      width: 200,
      render: (_, r) => (
        <Space size={0}>
          {canUpdate && (
            <Button type="link" size="small" onClick={() => setEditing({ dept: byId.get(r.Id) ?? null })}>
              {t('common.edit')}
            </Button>
          )}
          {canCreate && (
            <Button
              type="link"
              size="small"
              data-testid={`add-below-${r.Id}`}
              onClick={() => setEditing({ dept: null, parent: byId.get(r.Id) ?? null })}
            >
              {t('dept.addChild')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  let body: ReactNode;
  if (tree.isPending) body = <LoadingState />;
  else if (tree.isError)
    body = (
      <ErrorState
        message={tree.error instanceof Error ? tree.error.message : undefined}
        onRetry={() => void tree.refetch()}
      />
    );
  else if (!rows.length) body = <EmptyState />;
  else
    body = (
      <Table<Row>
        rowKey="Id"
        size="middle"
        columns={columns}
        dataSource={rows}
        pagination={false}
        loading={tree.isFetching}
        expandable={{ defaultExpandAllRows: true }}
        data-testid="dept-tree"
      />
    );

  return (
    <Card
      title={t('dept.title')}
      data-testid="dept-list"
      extra={
        canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ dept: null })}>
            {t('dept.add')}
          </Button>
        )
      }
    >
      {body}
      {editing && (
        <DeptForm
          dept={editing.dept}
          parent={editing.parent}
          tree={nodes}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void qc.invalidateQueries({ queryKey: deptKeys.tree });
            void qc.invalidateQueries({ queryKey: ['lookup', 'departquery'] });
          }}
        />
      )}
    </Card>
  );
}
