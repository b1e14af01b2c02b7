import { readFileSync } from 'node:fs';

/** A locale block of db/seed/data/person-names.json (zh entries are [汉字, pinyin] pairs). */
interface Locale {
  order: 'family-first' | 'given-first' | 'full';
  given?: (string | [string, string])[];
  family?: (string | [string, string])[];
  full?: string[];
  english?: string[];
}

const NAMES = JSON.parse(
  readFileSync(new URL('../../../db/seed/data/person-names.json', import.meta.url), 'utf8'),
) as Record<string, Locale>;

const LOCALE_OF: Record<string, string> = {
  CN: 'zh',
  HK: 'hk',
  TW: 'tw',
  US: 'en',
  CA: 'en',
  GB: 'en',
  DE: 'de',
  CH: 'de',
  MX: 'es',
  FR: 'fr',
  IT: 'it',
  PL: 'pl',
  NL: 'nl',
  SE: 'se',
  SG: 'sg',
  KR: 'kr',
  JP: 'jp',
  MY: 'my',
};

const pick = <T>(rng: () => number, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** A supplier-side person: display name and the local part of their mail address. */
export function supplierPerson(rng: () => number, country: string): { name: string; local: string } {
  const loc = NAMES[LOCALE_OF[country] ?? 'en']!;
  if (loc.order === 'full') {
    const full = pick(rng, loc.full!);
    return { name: full, local: ascii(full.split(' ')[0]!) + '.' + ascii(full.split(' ').at(-1)!) };
  }
  const g = pick(rng, loc.given!);
  const f = pick(rng, loc.family!);
  if (Array.isArray(g) && Array.isArray(f)) {
    // Mainland staff: Chinese name, mail by English name or pinyin.
    const local = rng() < 0.5 ? `${ascii(pick(rng, loc.english!))}.${f[1]}` : `${f[1]}${g[1]}`;
    return { name: `${f[0]}${g[0]}`, local };
  }
  const [gs, fs] = [String(g), String(f)];
  const name = loc.order === 'family-first' ? `${fs} ${gs}` : `${gs} ${fs}`;
  return { name, local: rng() < 0.6 ? `${ascii(gs)}.${ascii(fs)}` : `${ascii(gs)[0]}${ascii(fs)}` };
}
