import type { MessageGroup } from './define.js';
import { uiDashboard } from './ui-dashboard.js';
import { uiKit } from './ui-kit.js';
import { uiSetup } from './ui-setup.js';
import { uiShell } from './ui-shell.js';

/**
 * The web's UI namespaces (i18next namespaces `shell`, `dashboard`, `kit`, `setupUi`). Module screens add theirs here as
 * `ui-<module>.ts` files. Build i18next resources with `buildResources(uiNamespaces, lang)`.
 */
export const uiNamespaces = {
  shell: uiShell,
  dashboard: uiDashboard,
  kit: uiKit,
  setupUi: uiSetup,
} satisfies Record<string, MessageGroup>;

export type UiNamespace = keyof typeof uiNamespaces;
