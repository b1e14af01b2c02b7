/**
 * Tabs of visited pages (spec §2 shell behaviour), pure: open, close, close others, close all.
 * Affixed tabs (the Dashboard) cannot be closed and survive closing all.
 */
export interface TabItem {
  /** Route path without the query: one tab per screen. */
  path: string;
  /** Path with the query, where the tab goes back to. */
  fullPath: string;
  affix?: boolean;
}

export const AFFIXED_TABS: readonly TabItem[] = [{ path: '/dashboard', fullPath: '/dashboard', affix: true }];

export function initialTabs(): TabItem[] {
  return AFFIXED_TABS.map((t) => ({ ...t }));
}

/** Adds the page, or updates its query when it is already open. */
export function openTab(tabs: readonly TabItem[], path: string, fullPath: string = path): TabItem[] {
  const i = tabs.findIndex((t) => t.path === path);
  if (i === -1) return [...tabs, { path, fullPath }];
  if (tabs[i]!.fullPath === fullPath) return tabs as TabItem[];
  return tabs.map((t, j) => (j === i ? { ...t, fullPath } : t));
}

export interface TabChange {
  tabs: TabItem[];
  /** Where to go when the active tab went away; undefined to stay. */
  navigateTo?: string;
}

/** Closes one tab; an affixed tab stays. Closing the active tab goes to its right neighbour, else its left. */
export function closeTab(tabs: readonly TabItem[], path: string, activePath: string): TabChange {
  const i = tabs.findIndex((t) => t.path === path);
  if (i === -1 || tabs[i]!.affix) return { tabs: [...tabs] };
  const next = tabs.filter((_, j) => j !== i);
  if (path !== activePath) return { tabs: next };
  const neighbour = next[i] ?? next[i - 1] ?? AFFIXED_TABS[0]!;
  return { tabs: next.length ? next : initialTabs(), navigateTo: neighbour.fullPath };
}

/** Keeps the affixed tabs and the given one. */
export function closeOtherTabs(tabs: readonly TabItem[], path: string, activePath: string): TabChange {
  const next = tabs.filter((t) => t.affix || t.path === path);
  const keep = tabs.find((t) => t.path === path);
  return { tabs: next, navigateTo: activePath !== path && keep ? keep.fullPath : undefined };
}

/** Keeps only the affixed tabs; goes to the last of them unless already there. */
export function closeAllTabs(tabs: readonly TabItem[], activePath: string): TabChange {
  const next = tabs.filter((t) => t.affix);
  const fixed = next.length ? next : initialTabs();
  const stays = fixed.some((t) => t.path === activePath);
  return { tabs: fixed, navigateTo: stays ? undefined : fixed[fixed.length - 1]!.fullPath };
}

/** Tabs restored from session storage, or the affixed ones. */
export function restoreTabs(raw: string | null): TabItem[] {
  if (!raw) return initialTabs();
  try {
    const parsed = JSON.parse(raw) as TabItem[];
    if (!Array.isArray(parsed)) return initialTabs();
    const valid = parsed.filter((t) => t && typeof t.path === 'string' && typeof t.fullPath === 'string');
    const fixed = AFFIXED_TABS.filter((a) => !valid.some((t) => t.path === a.path)).map((t) => ({ ...t }));
    return [
      ...fixed,
      ...valid.map((t) => ({ ...t, affix: AFFIXED_TABS.some((a) => a.path === t.path) || undefined })),
    ];
  } catch {
    return initialTabs();
  }
}
