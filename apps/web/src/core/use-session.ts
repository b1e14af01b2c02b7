import { useSyncExternalStore } from 'react';
import { getSession, type SessionData, subscribeSession } from './session';

/** The current session; re-renders when it is saved, renewed or cleared. */
export function useSession(): SessionData | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
