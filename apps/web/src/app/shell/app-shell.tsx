import { QueryClientProvider } from '@tanstack/react-query';
import Layout from 'antd/es/layout';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createQueryClient } from '../../core/query-client';
import { HeaderBar } from './header-bar';
import { ShellRoutes } from './shell-routes';
import { Sidebar } from './sidebar';
import { TabsBar } from './tabs-bar';
import { TimeoutBar } from './timeout-bar';
import { usePush } from './use-push';
import { useSidebar } from './use-sidebar';
import { useTabs } from './use-tabs';

function ShellLayout() {
  const sidebar = useSidebar();
  const tabs = useTabs();
  usePush();
  const className = [
    'pd-shell',
    sidebar.mobile ? 'pd-mobile' : 'pd-desktop',
    !sidebar.mobile && !sidebar.opened ? 'pd-collapsed' : '',
  ].join(' ');
  return (
    <Layout className={className} hasSider={!sidebar.mobile}>
      <Sidebar state={sidebar} />
      <Layout className="pd-main">
        <div className="pd-topbar">
          <HeaderBar sidebar={sidebar} />
          <TabsBar api={tabs} />
        </div>
        <TimeoutBar />
        <Layout.Content className="pd-content">
          <ShellRoutes />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

/** The signed-in shell (spec §1): its own chunk, with the query cache that lives as long as the session. */
export default function AppShell() {
  const [client] = useState(createQueryClient);
  const { i18n } = useTranslation();
  // Server texts (to-do titles, notices, rates) come translated by Accept-Language: refetch on a switch.
  useEffect(() => {
    const refetch = () => void client.invalidateQueries();
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [client, i18n]);
  return (
    <QueryClientProvider client={client}>
      <ShellLayout />
    </QueryClientProvider>
  );
}
