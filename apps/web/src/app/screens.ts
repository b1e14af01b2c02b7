import { flattenMenu, type MenuNode, screenNodes } from '@partdesk/shared/access/menu-tree';
import type { Lang } from '@partdesk/shared/i18n/define';
import { SCREEN_LOADERS, type ScreenLoader } from '../modules/registry';

/**
 * Every screen of spec §2, registered once under its route path (the menu tree is the single list;
 * the sidebar, breadcrumb and tabs read their labels from it too).
 */
export interface ScreenDef {
  path: string;
  code: string;
  zh: string;
  en: string;
  hidden: boolean;
  load?: ScreenLoader;
}

export const SCREENS: readonly ScreenDef[] = screenNodes().map((n) => ({
  path: n.url,
  code: n.code,
  zh: n.zh,
  en: n.en,
  hidden: n.hidden,
  load: SCREEN_LOADERS[n.url],
}));

const NODES: ReadonlyMap<string, MenuNode> = new Map(flattenMenu().map((n) => [n.code, n]));
const SCREEN_BY_PATH: ReadonlyMap<string, ScreenDef> = new Map(SCREENS.map((s) => [s.path, s]));

export function screenByPath(path: string): ScreenDef | undefined {
  return SCREEN_BY_PATH.get(path);
}

/** Whether a path opens a built screen (not the "not available yet" page). */
export function screenAvailable(path: string): boolean {
  return !!screenByPath(path.split('?')[0] ?? '')?.load;
}

/**
 * Actions of the performance module (the dashboard's self-assessment button, its to-dos) are offered
 * only once its screens exist (#20 item 16): until then they would open the "not available" page.
 */
export function performanceOffered(path: string): boolean {
  return !path.startsWith('/oa/performance/') || screenAvailable(path);
}

export function menuNode(code: string): MenuNode | undefined {
  return NODES.get(code.replace(/^\/+/, ''));
}

/** Label of a menu code or path in a language; `fallback` (the server's name) when the code is unknown. */
export function labelOf(codeOrPath: string, lang: Lang, fallback = ''): string {
  const n = menuNode(codeOrPath);
  if (!n) return fallback || codeOrPath;
  return lang === 'zh-CN' ? n.zh : n.en;
}

export interface Crumb {
  path: string;
  label: string;
  /** No link: a group without its own page, or the last item. */
  noRedirect: boolean;
}

/** Breadcrumb of a screen path: Dashboard first, then each ancestor; groups are noRedirect. */
export function breadcrumbFor(path: string, lang: Lang): Crumb[] {
  const home: Crumb = { path: '/dashboard', label: labelOf('dashboard', lang), noRedirect: false };
  if (path === '/dashboard') return [{ ...home, noRedirect: true }];
  const chain: MenuNode[] = [];
  let node = menuNode(path);
  while (node) {
    chain.unshift(node);
    node = node.parentCode ? NODES.get(node.parentCode) : undefined;
  }
  if (!chain.length) return [home];
  const crumbs = chain.map((n, i) => ({
    path: n.url,
    label: lang === 'zh-CN' ? n.zh : n.en,
    noRedirect: i === chain.length - 1 || !SCREEN_BY_PATH.has(n.url),
  }));
  return [home, ...crumbs];
}
