import { buildResources, type Lang, LANGUAGES, type MessageGroup } from '@partdesk/shared/i18n/define';
import { notices } from '@partdesk/shared/i18n/notices';
import { uiDashboard } from '@partdesk/shared/i18n/ui-dashboard';
import { uiShell } from '@partdesk/shared/i18n/ui-shell';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLang, rememberLang } from './lang';

/**
 * The namespaces in the first download: the shell (sign-in, menu, popovers), the dashboard and the
 * notification texts (`notices`: the bell, the dashboard and the push toast render keys). Everything
 * else arrives with the chunk that uses it: the kit registers `kit` and `resources` (kit/i18n.ts), a
 * module its own (`modules/<m>/i18n.ts`, imported by each of its screens) — so /login does not carry
 * the texts of ~200 screens.
 */
const START_NAMESPACES: Record<string, MessageGroup> = { shell: uiShell, dashboard: uiDashboard, notices };

/** Namespaces registered before i18next started (a chunk evaluated early); added by initI18n. */
const pending: Record<string, MessageGroup> = {};

/**
 * Adds namespaces in both languages (idempotent; a later call with the same name replaces it). Called at
 * module load by the kit and by each module's `i18n.ts`.
 */
export function addNamespaces(groups: Record<string, MessageGroup>): void {
  if (!i18next.isInitialized) {
    Object.assign(pending, groups);
    return;
  }
  for (const lang of LANGUAGES) {
    const built = buildResources(groups, lang);
    for (const [ns, bundle] of Object.entries(built)) i18next.addResourceBundle(lang, ns, bundle, true, true);
  }
}

/** i18next with the start namespaces in both languages, `shell` by default. */
export function initI18n(lang: Lang = currentLang()) {
  const start = { ...START_NAMESPACES, ...pending };
  const resources = Object.fromEntries(LANGUAGES.map((l) => [l, buildResources(start, l)]));
  void i18next.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: 'zh-CN',
    ns: Object.keys(start),
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    partialBundledLanguages: true,
  });
  applyLang(lang);
  return i18next;
}

function applyLang(lang: Lang) {
  dayjs.locale(lang === 'zh-CN' ? 'zh-cn' : 'en');
  document.documentElement.lang = lang;
}

/** Switches and remembers the language; the antd locale follows through the i18next language. */
export async function setLanguage(lang: Lang): Promise<void> {
  rememberLang(lang);
  applyLang(lang);
  await i18next.changeLanguage(lang);
}

/**
 * A definition's translation key (`resources.user.Account`, packages/shared/src/i18n) as an i18next key
 * (`resources:user.Account`). Keys already written `ns:path` pass through.
 */
export function label(key: string): string {
  if (key.includes(':')) return key;
  const dot = key.indexOf('.');
  return dot < 0 ? key : `${key.slice(0, dot)}:${key.slice(dot + 1)}`;
}

/** Translate outside React (the API client). */
export const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params ?? {}) as string;

export { i18next };
