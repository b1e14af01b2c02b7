import { DEFAULT_LANG, type Lang, LANGUAGES } from '@partdesk/shared/i18n/define';

/** The language choice, remembered in localStorage (spec §1); zh-CN by default. */
export const LANG_STORAGE_KEY = 'partdesk.lang';

export function storedLang(): Lang {
  try {
    const v = localStorage.getItem(LANG_STORAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(v ?? '') ? (v as Lang) : DEFAULT_LANG;
  } catch {
    return DEFAULT_LANG;
  }
}

let current: Lang = storedLang();

export function currentLang(): Lang {
  return current;
}

export function rememberLang(lang: Lang): void {
  current = lang;
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}
