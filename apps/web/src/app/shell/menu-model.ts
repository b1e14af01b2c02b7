import { heldMenuCodes, type SessionMenu, type SessionRoute } from '@partdesk/shared/access/client-access';
import type { Lang } from '@partdesk/shared/i18n/define';
import { labelOf, menuNode } from '../screens';

/** A sidebar entry: a screen (`path`) or a group with children. */
export interface MenuEntry {
  key: string;
  code: string;
  label: string;
  icon: string;
  path?: string;
  children?: MenuEntry[];
}

export const groupKey = (code: string) => `g:${code}`;

/**
 * Spec §2: the menu is built from the user's menu list (main menus with child menus, matched by menu
 * code) over the route tree of the login response; hidden routes stay out. Labels come from the shared
 * menu tree in the current language, so switching language relabels the menu without signing in again.
 */
export function buildMenuEntries(
  routes: readonly SessionRoute[],
  menus: readonly SessionMenu[],
  lang: Lang,
): MenuEntry[] {
  const held = heldMenuCodes(menus);
  const walk = (nodes: readonly SessionRoute[]): MenuEntry[] =>
    nodes.flatMap((n): MenuEntry[] => {
      if (n.Hidden) return [];
      const label = labelOf(n.MenuCode, lang, n.Name);
      const kids = n.Childs?.length ? walk(n.Childs) : [];
      if (kids.length)
        return [{ key: groupKey(n.MenuCode), code: n.MenuCode, label, icon: n.IconCode, children: kids }];
      const isScreen = !n.HasChilds && !n.Childs?.length;
      if (!isScreen || !held.has(n.MenuCode)) return [];
      return [{ key: n.Url, code: n.MenuCode, label, icon: n.IconCode, path: n.Url }];
    });
  return walk(routes);
}

/**
 * Quick search (spec §1): screens whose name contains the text, inside their groups. A group whose own
 * name matches while none of its screens does keeps all of them (typing a module name lists the module).
 */
export function filterMenu(entries: readonly MenuEntry[], text: string): MenuEntry[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...entries];
  return entries.flatMap((e): MenuEntry[] => {
    const named = e.label.toLowerCase().includes(q);
    if (!e.children) return named ? [e] : [];
    const kids = filterMenu(e.children, q);
    if (kids.length) return [{ ...e, children: kids }];
    return named ? [e] : [];
  });
}

/** Every group key in the entries (opened while searching). */
export function allGroupKeys(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => (e.children ? [e.key, ...allGroupKeys(e.children)] : []));
}

/** The group keys above a screen path (opened for the current page). */
export function ancestorGroupKeys(path: string): string[] {
  const out: string[] = [];
  let node = menuNode(path)?.parentCode ? menuNode(menuNode(path)!.parentCode!) : undefined;
  while (node) {
    out.unshift(groupKey(node.code));
    node = node.parentCode ? menuNode(node.parentCode) : undefined;
  }
  return out;
}

/** The paths of every screen in the entries. */
export function entryPaths(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => (e.children ? entryPaths(e.children) : e.path ? [e.path] : []));
}
