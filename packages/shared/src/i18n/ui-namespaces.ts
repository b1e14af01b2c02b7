import type { MessageGroup } from './define.js';
import { uiDashboard } from './ui-dashboard.js';
import { uiShell } from './ui-shell.js';

/**
 * The web's UI namespaces (i18next namespaces `shell`, `dashboard`). Module screens add theirs here as
 * `ui-<module>.ts` files. Build i18next resources with `buildResources(uiNamespaces, lang)`.
 */
export const uiNamespaces = {
  shell: uiShell,
  dashboard: uiDashboard,
} satisfies Record<string, MessageGroup>;

export type UiNamespace = keyof typeof uiNamespaces;
