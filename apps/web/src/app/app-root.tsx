import type { Lang } from '@partdesk/shared/i18n/define';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { setSessionInvalidHandler } from '../core/http';
import { PageLoading } from './pages/page-loading';
import { RequireSession } from './require-session';

/**
 * The entry: providers, the top-level routes of spec §2 and the guard. Everything behind the guard
 * (the shell and every screen) is a lazy chunk, so /login loads only what it needs.
 */
const LoginPage = lazy(() => import('./pages/login-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));
const AppShell = lazy(() => import('./shell/app-shell'));

/** Spec §2: scroll resets to the top on navigation. */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    window.scrollTo(0, 0);
    document.querySelector('.pd-content')?.scrollTo?.(0, 0);
  }, [pathname, search]);
  return null;
}

/** Spec §8: an invalid session (−100) sends the user to /login. */
function SessionInvalidBridge() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    setSessionInvalidHandler(() => {
      if (location.pathname !== '/login')
        navigate('/login', { replace: true, state: { from: location.pathname + location.search } });
    });
  }, [navigate, location]);
  return null;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route
          path="/404"
          element={
            <RequireSession>
              <NotFoundPage />
            </RequireSession>
          }
        />
        <Route
          path="*"
          element={
            <RequireSession>
              <AppShell />
            </RequireSession>
          }
        />
      </Routes>
    </Suspense>
  );
}

export function AppProviders({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (
    // antd's default theme; no `theme` prop, so the static message/notification helpers match it.
    <ConfigProvider locale={lang === 'en-US' ? enUS : zhCN}>{children}</ConfigProvider>
  );
}

export function AppRoot() {
  return (
    <AppProviders>
      <HashRouter>
        <ScrollToTop />
        <SessionInvalidBridge />
        <AppRoutes />
      </HashRouter>
    </AppProviders>
  );
}
