import { BUTTON_CODES, type ButtonCode, flattenMenu, type MenuNode } from '@partdesk/shared/access/menu-tree';

/**
 * A role's grants as the server stores them (roles.routes.ts): screen codes (`setup/user-list`) and
 * `screen:button` (`setup/user-list:0101`). Parents are never granted: a group is held when one of its
 * screens is. Pure helpers, so the tree component stays small and the rules are testable.
 */
const NODES: readonly MenuNode[] = flattenMenu();
export const LEAF_CODES: ReadonlySet<string> = new Set(NODES.filter((n) => n.isLeaf).map((n) => n.code));
const PARENT_CODES: readonly string[] = NODES.filter((n) => !n.isLeaf).map((n) => n.code);

export interface GrantTreeNode {
  key: string;
  node: MenuNode;
  children?: GrantTreeNode[];
}

/** The spec §2 menu tree (packages/shared/src/access/menu-tree.ts) as nested nodes in display order. */
export function grantTree(): GrantTreeNode[] {
  const byParent = new Map<string | null, MenuNode[]>();
  for (const n of NODES) byParent.set(n.parentCode, [...(byParent.get(n.parentCode) ?? []), n]);
  const build = (parent: string | null): GrantTreeNode[] =>
    (byParent.get(parent) ?? []).map((node) =>
      node.isLeaf ? { key: node.code, node } : { key: node.code, node, children: build(node.code) },
    );
  return build(null);
}

/** The groups above the given codes (to open the tree where something is held). */
export function ancestorCodes(codes: Iterable<string>): string[] {
  const byCode = new Map(NODES.map((n) => [n.code, n]));
  const out = new Set<string>();
  for (const c of codes) {
    for (let p = byCode.get(c)?.parentCode ?? null; p; p = byCode.get(p)?.parentCode ?? null) out.add(p);
  }
  return [...out];
}

export function allParentCodes(): string[] {
  return [...PARENT_CODES];
}

function split(grant: string): { menu: string; button: string } {
  const i = grant.indexOf(':');
  return i < 0 ? { menu: grant, button: '' } : { menu: grant.slice(0, i), button: grant.slice(i + 1) };
}

/** Sorted, without duplicates (the order the server answers with). */
export function normalizeGrants(grants: Iterable<string>): string[] {
  return [...new Set(grants)].sort();
}

/** The screens (leaf codes) held. */
export function heldScreens(grants: readonly string[]): string[] {
  return grants.filter((g) => !g.includes(':') && LEAF_CODES.has(g));
}

/** The button codes held on one screen. */
export function buttonsOn(grants: readonly string[], screen: string): ButtonCode[] {
  const held = new Set(grants);
  return BUTTON_CODES.filter((b) => held.has(`${screen}:${b}`));
}

/**
 * Replaces the held screens by `screens` (leaf codes; parents in the list are ignored). A screen no
 * longer held loses its button codes; grants the tree does not know are kept as they are.
 */
export function withScreens(grants: readonly string[], screens: Iterable<string>): string[] {
  const next = new Set([...screens].filter((c) => LEAF_CODES.has(c)));
  const kept = grants.filter((g) => {
    const { menu, button } = split(g);
    if (!LEAF_CODES.has(menu)) return true;
    return button !== '' && next.has(menu);
  });
  return normalizeGrants([...kept, ...next]);
}

/** Ticks or unticks one button code on a screen; ticking a button on a screen not held also holds it. */
export function withButton(
  grants: readonly string[],
  screen: string,
  code: ButtonCode,
  on: boolean,
): string[] {
  const key = `${screen}:${code}`;
  if (on) return normalizeGrants([...grants, screen, key]);
  return normalizeGrants(grants.filter((g) => g !== key));
}

export function countGrants(grants: readonly string[]): { menus: number; buttons: number } {
  return {
    menus: heldScreens(grants).length,
    buttons: grants.filter((g) => g.includes(':')).length,
  };
}

/** Codes of the groups (and the screen) whose label contains `text`, with their ancestors, for filtering. */
export function matchingCodes(text: string, lang: 'zh' | 'en'): Set<string> | null {
  const q = text.trim().toLowerCase();
  if (!q) return null;
  const byCode = new Map(NODES.map((n) => [n.code, n]));
  const out = new Set<string>();
  for (const n of NODES) {
    const label = (lang === 'zh' ? n.zh : n.en).toLowerCase();
    if (!label.includes(q) && !n.code.toLowerCase().includes(q)) continue;
    for (
      let cur: MenuNode | undefined = n;
      cur;
      cur = cur.parentCode ? byCode.get(cur.parentCode) : undefined
    )
      out.add(cur.code);
  }
  return out;
}
