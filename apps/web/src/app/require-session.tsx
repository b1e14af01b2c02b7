import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isQuietRedirect } from '../core/session';
import { useSession } from '../core/use-session';

export interface LoginRedirectState {
  from?: string;
  /** Show "请先登录" on the login page (false when the app ended the session itself and said why). */
  loginRequired?: boolean;
}

/** Spec §2/§8: without a session every page but /login goes to /login with "请先登录". */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const state: LoginRedirectState = {
      from: location.pathname + location.search,
      loginRequired: !isQuietRedirect(),
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
