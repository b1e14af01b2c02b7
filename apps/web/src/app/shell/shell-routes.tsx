import { canOpenRoute } from '@partdesk/shared/access/client-access';
import type { Lang } from '@partdesk/shared/i18n/define';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useSession } from '../../core/use-session';
import NotAvailablePage from '../pages/not-available-page';
import { PageLoading } from '../pages/page-loading';
import RefreshPage from '../pages/refresh-page';
import { SCREENS, type ScreenDef } from '../screens';
import { ScreenErrorBoundary } from './screen-error-boundary';

const lazyScreens = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyScreen(screen: ScreenDef) {
  let c = lazyScreens.get(screen.path);
  if (!c && screen.load) {
    c = lazy(screen.load);
    lazyScreens.set(screen.path, c);
  }
  return c;
}

/** One registered screen: the access check of spec §2, then the module's lazy chunk or "not available yet". */
function ScreenRoute({ screen }: { screen: ScreenDef }) {
  const session = useSession();
  const { i18n } = useTranslation();
  if (
    !session ||
    !canOpenRoute({ user: session.user, menus: session.menus, permits: session.permits }, screen.path)
  ) {
    return <Navigate to="/404" replace />;
  }
  const Screen = lazyScreen(screen);
  if (!Screen) return <NotAvailablePage name={(i18n.language as Lang) === 'zh-CN' ? screen.zh : screen.en} />;
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/** Every screen of spec §2 registered once, plus /refresh; anything else goes to /404. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/refresh" element={<RefreshPage />} />
      {SCREENS.map((s) => (
        <Route key={s.path} path={s.path} element={<ScreenRoute screen={s} />} />
      ))}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
