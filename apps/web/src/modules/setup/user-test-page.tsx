import './i18n';
import type { SessionRoute } from '@partdesk/shared/access/client-access';
import { BUTTON_LABELS, type ButtonCode } from '@partdesk/shared/access/menu-tree';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Tree from 'antd/es/tree';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../kit';
import { PermitList } from './role-permit-list';
import {
  buttonsByScreen,
  countScreens,
  type EffectiveAccess,
  userTestApi,
  userTestKeys,
} from './user-test-api';

const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, ms: number): string {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

function ButtonTags({ codes, lang }: { codes: readonly string[]; lang: 'zh' | 'en' }) {
  return (
    <>
      {codes.map((c) => (
        <Tag key={c} color="geekblue" style={{ marginInlineStart: 4 }}>
          {c} {BUTTON_LABELS[c as ButtonCode]?.[lang] ?? ''}
        </Tag>
      ))}
    </>
  );
}

/** The user's menus as a tree (the route tree of the answer); each screen shows its button codes. */
function MenuTree({ data, lang }: { data: EffectiveAccess; lang: 'zh' | 'en' }) {
  const { t } = useTranslation('setupUi');
  const buttons = useMemo(() => buttonsByScreen(data.Menus), [data.Menus]);
  const treeData = useMemo(() => {
    const build = (routes: readonly SessionRoute[]): DataNode[] =>
      routes.map((r) => ({
        key: r.MenuCode,
        title: (
          <span data-testid={`menu-${r.MenuCode}`}>
            {r.Name}
            {r.Hidden && (
              <Tag variant="filled" style={{ marginInlineStart: 6 }}>
                {t('role.hiddenMenu')}
              </Tag>
            )}
            {!r.Childs?.length && <ButtonTags codes={buttons.get(r.MenuCode) ?? []} lang={lang} />}
          </span>
        ),
        children: r.Childs?.length ? build(r.Childs) : undefined,
      }));
    return build(data.Routes);
  }, [data.Routes, buttons, lang, t]);
  if (!treeData.length) return <EmptyState description={t('userTest.noMenus')} />;
  return (
    <Tree treeData={treeData} defaultExpandAll selectable={false} showLine data-testid="effective-menus" />
  );
}

function ButtonTable({ data, lang }: { data: EffectiveAccess; lang: 'zh' | 'en' }) {
  const { t } = useTranslation('setupUi');
  const rows = data.Menus.flatMap((m) => m.ChildMenus.filter((c) => c.Buttons.length));
  if (!rows.length) return <EmptyState description={t('userTest.noButtons')} />;
  return (
    <Table
      rowKey="MenuCode"
      size="small"
      pagination={false}
      dataSource={rows}
      data-testid="effective-buttons"
      columns={[
        { title: t('role.tabs.grants'), dataIndex: 'Name' },
        { title: 'MenuCode', dataIndex: 'MenuCode', render: (v: string) => <code>{v}</code> },
        {
          title: t('userTest.buttons'),
          dataIndex: 'Buttons',
          render: (codes: string[]) => <ButtonTags codes={codes} lang={lang} />,
        },
      ]}
    />
  );
}

function Effective({ data }: { data: EffectiveAccess }) {
  const { t, i18n } = useTranslation('setupUi');
  const lang = i18n.language === 'en-US' ? 'en' : 'zh';
  const screens = countScreens(data.Routes);
  return (
    <div data-testid="effective">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'Account', label: t('userTest.Account'), children: data.Account },
          {
            key: 'Status',
            label: t('userTest.Status'),
            children:
              data.Status === 1 ? (
                <Tag color="green">{t('userTest.active')}</Tag>
              ) : (
                <Tag color="red">{t('userTest.disabled')}</Tag>
              ),
          },
          {
            key: 'IsAdmin',
            label: t('userTest.IsAdmin'),
            children: data.IsAdmin ? t('common.yes') : t('common.no'),
          },
          {
            key: 'ScopeKind',
            label: t('role.ScopeKind'),
            children: (
              <span data-testid="effective-scope">
                <Tag color="purple">{t(`scope.${data.ScopeKind}`)}</Tag>
                <span className="pd-muted">{t(`scope.help.${data.ScopeKind}`)}</span>
              </span>
            ),
          },
          {
            key: 'Roles',
            label: t('userTest.Roles'),
            span: 'filled',
            children: data.Roles.length ? (
              <span data-testid="effective-roles">
                {data.Roles.map((r) => (
                  <Tag key={r.Id}>
                    {r.Name} · {t(`scope.${r.ScopeKind}`)}
                  </Tag>
                ))}
              </span>
            ) : (
              t('userTest.noRoles')
            ),
          },
        ]}
      />
      {data.IsAdmin && (
        <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('userTest.adminAll')} />
      )}
      <Tabs
        style={{ marginTop: 12 }}
        items={[
          {
            key: 'menus',
            label: t('userTest.menus', { count: screens }),
            children: <MenuTree data={data} lang={lang} />,
          },
          {
            key: 'buttons',
            label: t('userTest.buttons'),
            children: <ButtonTable data={data} lang={lang} />,
          },
          {
            key: 'permits',
            label: t('userTest.permits', { count: data.Permits.length }),
            children: (
              <PermitList
                permits={data.Permits}
                placeholder={t('userTest.permitsSearch')}
                testId="effective-permits"
              />
            ),
          },
        ]}
      />
    </div>
  );
}

/** /setup/user-test: pick a user and see the menus, buttons, permits, data scope and roles in effect. */
export default function UserTestPage() {
  const { t } = useTranslation('setupUi');
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const [text, setText] = useState('');
  const q = useDebounced(text, SEARCH_DELAY_MS);
  const hits = useQuery({
    queryKey: userTestKeys.search(q),
    queryFn: () => userTestApi.search(q),
    placeholderData: keepPreviousData,
  });
  const effective = useQuery({
    queryKey: userTestKeys.effective(id ?? 0),
    queryFn: () => userTestApi.effective(id!),
    enabled: id !== null,
    staleTime: 0,
  });

  const options = useMemo(() => {
    const list = (hits.data ?? []).map((u) => ({
      value: u.Id,
      label: `${u.Name} (${u.Account})${u.DeptName ? ` · ${u.DeptName}` : ''}`,
    }));
    const current = effective.data;
    if (current && !list.some((o) => o.value === current.Id))
      list.unshift({ value: current.Id, label: current.Account });
    return list;
  }, [hits.data, effective.data]);

  let body = null;
  if (id === null) body = <EmptyState description={t('userTest.pickFirst')} />;
  else if (effective.isPending) body = <LoadingState />;
  else if (effective.isError)
    body = (
      <ErrorState
        message={effective.error instanceof Error ? effective.error.message : undefined}
        onRetry={() => void effective.refetch()}
      />
    );
  else body = <Effective data={effective.data} />;

  return (
    <Card title={t('userTest.title')} data-testid="user-test">
      <Select<number>
        data-testid="user-pick"
        style={{ width: 420, maxWidth: '100%', marginBottom: 16 }}
        placeholder={t('userTest.pick')}
        value={id ?? undefined}
        options={options}
        loading={hits.isFetching}
        showSearch={{ filterOption: false, onSearch: setText }}
        notFoundContent={t('common.empty')}
        onChange={(v) => setParams(v ? { id: String(v) } : {}, { replace: true })}
      />
      {body}
    </Card>
  );
}
