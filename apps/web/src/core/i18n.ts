import { type Lang, LANGUAGES } from '@partdesk/shared/i18n/define';
import { buildResources, serverNamespaces } from '@partdesk/shared/i18n/index';
import { uiNamespaces } from '@partdesk/shared/i18n/ui-namespaces';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLang, rememberLang } from './lang';

/**
 * The namespaces the web loads: every UI namespace, plus the labels of resource definitions
 * (`resources`) and the /setup messages (`setup`) the resource kit shows.
 */
export const webNamespaces = {
  ...uiNamespaces,
  resources: serverNamespaces.resources,
  setup: serverNamespaces.setup,
};

/** i18next with every web namespace in both languages, bundled (they are small), `shell` by default. */
export function initI18n(lang: Lang = currentLang()) {
  const resources = Object.fromEntries(LANGUAGES.map((l) => [l, buildResources(webNamespaces, l)]));
  void i18next.use(initReactI18next).init({
    resources,
    lng: lang,
    fallbackLng: 'zh-CN',
    ns: Object.keys(webNamespaces),
    defaultNS: 'shell',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
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
