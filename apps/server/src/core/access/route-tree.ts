import { BUTTON_CODES, flattenMenu, type MenuNode } from '@partdesk/shared/access/menu-tree';
import type { Lang } from '@partdesk/shared/i18n/index';
import type { AuthUser } from './access.js';

/** Menu ids are the position in the flattened spec tree (stable; `sys_menu` is seeded the same way). */
export const MENU_NODES: readonly MenuNode[] = flattenMenu();
export const MENU_ID = new Map(MENU_NODES.map((n, i) => [n.code, i + 1]));
const CHILDREN = new Map<string | null, MenuNode[]>();
for (const n of MENU_NODES) {
  const list = CHILDREN.get(n.parentCode) ?? [];
  list.push(n);
  CHILDREN.set(n.parentCode, list);
}

export interface RouteNode {
  Id: number;
  MenuCode: string;
  Name: string;
  Url: string;
  IconCode: string;
  Hidden: boolean;
  HasChilds: boolean;
  Childs: RouteNode[];
}

export interface MenuEntry {
  MainMenu: { MenuCode: string; Name: string };
  ChildMenus: { MenuCode: string; Name: string; Buttons: string[] }[];
}

/** Whether a user holds a menu node: a leaf by grant, a parent when any descendant is held. */
function holds(user: Pick<AuthUser, 'isAdmin' | 'grants'>, node: MenuNode): boolean {
  if (user.isAdmin) return true;
  if (node.isLeaf) return user.grants.has(node.code);
  return (CHILDREN.get(node.code) ?? []).some((c) => holds(user, c));
}

/** The route tree of the login response (spec §3 route node), only what the user holds. */
export function buildRouteTree(user: Pick<AuthUser, 'isAdmin' | 'grants'>, lang: Lang): RouteNode[] {
  const build = (parent: string | null): RouteNode[] =>
    (CHILDREN.get(parent) ?? [])
      .filter((n) => holds(user, n))
      .map((n) => {
        const childs = build(n.code);
        return {
          Id: MENU_ID.get(n.code)!,
          MenuCode: n.code,
          Name: lang === 'zh-CN' ? n.zh : n.en,
          Url: n.url,
          IconCode: n.icon,
          Hidden: n.hidden,
          HasChilds: childs.length > 0,
          Childs: childs,
        };
      });
  return build(null);
}

/** Main menus with their held child screens and the button codes held on each (spec §2). */
export function buildMenus(user: Pick<AuthUser, 'isAdmin' | 'grants'>, lang: Lang): MenuEntry[] {
  const name = (n: MenuNode) => (lang === 'zh-CN' ? n.zh : n.en);
  const leavesUnder = (code: string): MenuNode[] =>
    (CHILDREN.get(code) ?? []).flatMap((c) => (c.isLeaf ? [c] : leavesUnder(c.code)));
  return (CHILDREN.get(null) ?? [])
    .filter((m) => holds(user, m))
    .map((m) => ({
      MainMenu: { MenuCode: m.code, Name: name(m) },
      ChildMenus: (m.isLeaf ? [m] : leavesUnder(m.code))
        .filter((c) => holds(user, c))
        .map((c) => ({
          MenuCode: c.code,
          Name: name(c),
          Buttons: BUTTON_CODES.filter((b) => user.isAdmin || user.grants.has(`${c.code}:${b}`)),
        })),
    }));
}
