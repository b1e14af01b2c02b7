import { buttonCodes, hasPermit } from '@partdesk/shared/access/client-access';
import { useCallback } from 'react';
import type { SessionData } from './session';
import { useSession } from './use-session';

/** Whether a session may use a permit (`METHOD path`): administrators always, else a held permit. */
export function mayOf(session: SessionData | null | undefined, permit: string): boolean {
  return session?.user.isAdmin === true || hasPermit(session?.permits, permit);
}

/** Whether a session holds a button code (spec §2) of a menu: administrators always. */
export function mayButtonOf(session: SessionData | null | undefined, menu: string, code: string): boolean {
  return session?.user.isAdmin === true || (buttonCodes(session?.menus, menu) as string[]).includes(code);
}

/**
 * The current session's permit check, `may(permit)` — the one place of the "administrator or holder"
 * rule that screens, the kit's Add button and its row actions use (decision 0021).
 */
export function useMay(): (permit: string) => boolean {
  const session = useSession();
  return useCallback((permit: string) => mayOf(session, permit), [session]);
}
