export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'zh-CN';

/** A message in both languages, side by side, so neither can be forgotten. i18next `{{name}}` syntax. */
export interface Bilingual {
  zh: string;
  en: string;
}
export type MessageGroup = { [key: string]: Bilingual | MessageGroup };

export function defineMessages<T extends MessageGroup>(group: T): T {
  return group;
}

function isBilingual(v: Bilingual | MessageGroup): v is Bilingual {
  return typeof (v as Bilingual).zh === 'string' && typeof (v as Bilingual).en === 'string';
}

/** Picks one language out of a bilingual group: `{a: {zh, en}}` → `{a: 'zh text'}`. */
export function pickLanguage(group: MessageGroup, lang: Lang): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(group)) {
    out[k] = isBilingual(v) ? (lang === 'zh-CN' ? v.zh : v.en) : pickLanguage(v, lang);
  }
  return out;
}

/** Parses an Accept-Language header (or a stored choice) to a supported language. */
export function resolveLang(header: string | undefined | null): Lang {
  if (!header) return DEFAULT_LANG;
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en-US';
  return DEFAULT_LANG;
}

export function interpolate(text: string, params?: Record<string, unknown>): string {
  if (!params) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) =>
    k in params ? String(params[k]) : `{{${k}}}`,
  );
}

/** i18next resources of some namespaces in one language: `{ ns: { key: text } }`. */
export function buildResources(namespaces: Record<string, MessageGroup>, lang: Lang) {
  const out: Record<string, Record<string, unknown>> = {};
  for (const [ns, group] of Object.entries(namespaces)) out[ns] = pickLanguage(group, lang);
  return out;
}
