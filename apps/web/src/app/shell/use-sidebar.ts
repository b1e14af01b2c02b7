import { useCallback, useEffect, useState } from 'react';

/** Spec §9: under 992 px the sidebar turns to mobile mode. */
export const MOBILE_BREAKPOINT = 992;
export const SIDEBAR_WIDTH = 205;
export const SIDEBAR_COLLAPSED_WIDTH = 64;
/** Spec §2: the sidebar open or closed choice is remembered. */
export const SIDEBAR_STORAGE_KEY = 'partdesk.sidebar';

export function readSidebarOpened(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'closed';
  } catch {
    return true;
  }
}

function isMobileWidth(): boolean {
  return window.innerWidth < MOBILE_BREAKPOINT;
}

export interface SidebarState {
  mobile: boolean;
  /** Desktop: expanded (true) or collapsed to icons. Mobile: the drawer is open. */
  opened: boolean;
  toggle(): void;
  /** Mobile only: closes the drawer (called on navigation). */
  closeMobile(): void;
}

export function useSidebar(): SidebarState {
  const [mobile, setMobile] = useState(isMobileWidth);
  const [desktopOpened, setDesktopOpened] = useState(readSidebarOpened);
  const [mobileOpened, setMobileOpened] = useState(false);

  useEffect(() => {
    const onResize = () => {
      const m = isMobileWidth();
      setMobile((prev) => {
        if (prev !== m) setMobileOpened(false);
        return m;
      });
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const toggle = useCallback(() => {
    if (isMobileWidth()) {
      setMobileOpened((o) => !o);
      return;
    }
    setDesktopOpened((o) => {
      const next = !o;
      try {
        localStorage.setItem(SIDEBAR_STORAGE_KEY, next ? 'opened' : 'closed');
      } catch {
        // not remembered
      }
      return next;
    });
  }, []);

  const closeMobile = useCallback(() => setMobileOpened(false), []);

  return { mobile, opened: mobile ? mobileOpened : desktopOpened, toggle, closeMobile };
}
