import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import type { Lang } from '@partdesk/shared/i18n/define';
import Drawer from 'antd/es/drawer';
import Input from 'antd/es/input';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import type { ItemType } from 'antd/es/menu/interface';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../core/use-session';
import { menuIcon } from './menu-icons';
import { allGroupKeys, ancestorGroupKeys, buildMenuEntries, filterMenu, type MenuEntry } from './menu-model';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, type SidebarState } from './use-sidebar';

/** A menu label that shows its full text on hover when the 205 px sidebar cuts it (#20 item 8). */
const labelEl = (text: string) => (
  <span className="pd-menu-label" title={text}>
    {text}
  </span>
);

function toItems(entries: readonly MenuEntry[], top: boolean): ItemType[] {
  return entries.map((e) =>
    e.children
      ? {
          key: e.key,
          label: labelEl(e.label),
          icon: top ? menuIcon(e.icon) : undefined,
          children: toItems(e.children, false),
        }
      : { key: e.key, label: labelEl(e.label), icon: top ? menuIcon(e.icon) : undefined, title: e.label },
  );
}

function SidebarMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  const lang = i18n.language as Lang;
  const entries = useMemo(
    () => buildMenuEntries(session?.routes ?? [], session?.menus ?? [], lang),
    [session, lang],
  );
  const shown = useMemo(() => filterMenu(entries, search), [entries, search]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorGroupKeys(pathname));

  useEffect(() => {
    setOpenKeys((keys) => [...new Set([...keys, ...ancestorGroupKeys(pathname)])]);
  }, [pathname]);

  const searching = search.trim().length > 0;
  return (
    <>
      <div className="pd-brand" title="PartDesk">
        <span className="pd-logo">PD</span>
        {!collapsed && <span className="pd-brand-name">PartDesk</span>}
      </div>
      {!collapsed && (
        <div className="pd-menu-search">
          <Input
            allowClear
            size="small"
            prefix={<SearchOutlined />}
            placeholder={t('sidebar.search')}
            aria-label={t('sidebar.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      )}
      {searching && !shown.length ? (
        <div className="pd-menu-empty">{t('sidebar.noMatch')}</div>
      ) : (
        <Menu
          mode="inline"
          theme="dark"
          inlineCollapsed={collapsed}
          items={toItems(shown, true)}
          selectedKeys={[pathname]}
          openKeys={collapsed ? undefined : searching ? allGroupKeys(shown) : openKeys}
          onOpenChange={(keys) => !searching && setOpenKeys(keys)}
          onClick={({ key }) => {
            if (key.startsWith('/')) navigate(key);
            onNavigate?.();
          }}
        />
      )}
    </>
  );
}

/** Spec §1/§2: collapsible sidebar, 205 px, quick search; a drawer under 992 px that closes on navigation. */
export function Sidebar({ state }: { state: SidebarState }) {
  const { pathname, search } = useLocation();
  const { mobile, opened, closeMobile } = state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => {
    if (mobile) closeMobile();
  }, [pathname, search]);

  if (mobile) {
    return (
      <Drawer
        open={opened}
        placement="left"
        size={SIDEBAR_WIDTH}
        closable={false}
        onClose={closeMobile}
        rootClassName="pd-sider-drawer"
        styles={{ body: { padding: 0 } }}
      >
        <nav className="pd-sider pd-sider-mobile" data-testid="sidebar" data-state="open">
          <SidebarMenu collapsed={false} onNavigate={closeMobile} />
        </nav>
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={!opened}
      trigger={null}
      className="pd-sider"
      data-testid="sidebar"
      data-state={opened ? 'open' : 'collapsed'}
    >
      <SidebarMenu collapsed={!opened} />
    </Layout.Sider>
  );
}
