import { canOpenRoute } from '@partdesk/shared/access/client-access';
import type { Lang } from '@partdesk/shared/i18n/define';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getSession } from '../../core/session';
import { labelOf, screenByPath } from '../screens';
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  openTab,
  restoreTabs,
  type TabChange,
  type TabItem,
} from './tabs-model';

const STORAGE_KEY = 'partdesk.tabs';

export interface TabsApi {
  tabs: TabItem[];
  active: string;
  close(path: string): void;
  closeOthers(path: string): void;
  closeAll(): void;
  refresh(path: string): void;
}

/** Tabs of visited screens, kept in session storage so a reload keeps them. */
export function useTabs(): TabsApi {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [tabs, setTabs] = useState<TabItem[]>(() => {
    // Tabs of an earlier session in this browser tab stay only if this user may open them.
    const s = getSession();
    const ctx = { user: s?.user ?? null, menus: s?.menus ?? [], permits: s?.permits ?? [] };
    return restoreTabs(sessionStorage.getItem(STORAGE_KEY)).filter(
      (t) => t.affix || canOpenRoute(ctx, t.path),
    );
  });

  useEffect(() => {
    if (screenByPath(pathname)) setTabs((ts) => openTab(ts, pathname, pathname + search));
  }, [pathname, search]);

  useEffect(() => {
    const screen = screenByPath(pathname);
    document.title = screen ? `${labelOf(pathname, i18n.language as Lang)} · PartDesk` : 'PartDesk';
  }, [pathname, i18n.language]);

  useEffect(() => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tabs));
  }, [tabs]);

  const apply = useCallback(
    (change: TabChange) => {
      setTabs(change.tabs);
      if (change.navigateTo) navigate(change.navigateTo);
    },
    [navigate],
  );

  return {
    tabs,
    active: pathname,
    close: (path) => apply(closeTab(tabs, path, pathname)),
    closeOthers: (path) => apply(closeOtherTabs(tabs, path, pathname)),
    closeAll: () => apply(closeAllTabs(tabs, pathname)),
    refresh: (path) => {
      const tab = tabs.find((t) => t.path === path);
      navigate('/refresh', { replace: true, state: { to: tab?.fullPath ?? path } });
    },
  };
}

export function clearStoredTabs(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
