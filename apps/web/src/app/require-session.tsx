import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isQuietRedirect, rememberLoginReturn } from '../core/session';
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
    const from = location.pathname + location.search;
    // Sign-in returns here only for this visitor's own redirect (not after a logout, #20 item 14).
    rememberLoginReturn(from);
    const state: LoginRedirectState = { from, loginRequired: !isQuietRedirect() };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
