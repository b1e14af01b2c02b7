import type { ComponentType } from 'react';

/**
 * Screens that exist, by route path (a leaf of packages/shared/src/access/menu-tree.ts). Each loader
 * is a dynamic import, so every module lands in its own chunk. A path without a loader opens the
 * "not available yet" page. When a module lands, it adds its screens here, e.g.
 * `'/sales/salesOrder': () => import('./sales/sales-order-page')`.
 */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export const SCREEN_LOADERS: Record<string, ScreenLoader> = {
  '/dashboard': () => import('../app/pages/dashboard-page'),
};
