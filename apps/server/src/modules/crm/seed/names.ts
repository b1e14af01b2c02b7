import { readFileSync } from 'node:fs';

type Weighted<T> = [T, number][];
type Pair = [string, string];
interface CountryParts {
  weight: number;
  locale: string;
  attribute: number;
  tenants: Weighted<number>;
  currencies: Weighted<string>;
  terms: Weighted<number>;
  phoneCode: string;
  /** Mobile number pattern(s): `#` a digit, `{area}` the company's area code. */
  mobile: string | string[];
  /** [local name, English, base_region id, phone area code, CN tax region code]. */
  cities: [string, string, number, string, string][];
  cityWeights?: number[];
  /** CN: [汉字, pinyin]. */
  cores?: Pair[];
  words?: string[];
  /** By BusinessCustomerType value; CN items are [中文, English, slug suffix]. */
  industries: Record<string, (string | [string, string, string])[]>;
  suffixes?: string[];
  streetFormat?: string;
  streets: string[];
  publicDomains: string[];
  positions?: Record<string, string[]>;
  tax?: string;
}
interface Locale {
  order: 'family-first' | 'given-first' | 'full';
  given?: (string | Pair)[];
  family?: (string | Pair)[];
  full?: string[];
  english?: string[];
}

const data = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../../db/seed/data/${file}`, import.meta.url), 'utf8'));
const COUNTRIES = Object.fromEntries(
  Object.entries(data('company-names.json')).filter(([k]) => !k.startsWith('_')),
) as Record<string, CountryParts>;
const PEOPLE = data('person-names.json') as Record<string, Locale>;
export const COUNTRY_CODES = Object.keys(COUNTRIES);
export const country = (code: string): CountryParts => COUNTRIES[code]!;

export type Rng = () => number;
export const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
const totals = new WeakMap<object, number>();
export function weighted<T>(rng: Rng, xs: Weighted<T>): T {
  let total = totals.get(xs);
  if (total === undefined) {
    total = xs.reduce((s, [, w]) => s + w, 0);
    totals.set(xs, total);
  }
  let r = rng() * total;
  for (const [x, w] of xs) {
    r -= w;
    if (r < 0) return x;
  }
  return xs[xs.length - 1]![0];
}
export function digits(rng: Rng, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += Math.floor(rng() * 10);
  return s;
}
const asciiCache = new Map<string, string>();
/** Lower-case ASCII letters and digits only (for mail addresses); memoised, the inputs are a small set. */
export function ascii(s: string): string {
  let a = asciiCache.get(s);
  if (a === undefined) {
    a = s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ß/g, 'ss')
      .replace(/[łŁ]/g, 'l')
      .replace(/ı/g, 'i')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    asciiCache.set(s, a);
  }
  return a;
}

const COUNTRY_WEIGHTS: Weighted<string> = COUNTRY_CODES.map((c) => [c, COUNTRIES[c]!.weight]);
export const pickCountry = (rng: Rng) => weighted(rng, COUNTRY_WEIGHTS);

/** A mobile number in the country's format (`#` → a digit). */
export function mobileNumber(rng: Rng, code: string, area: string): string {
  const m = country(code).mobile;
  const pattern = Array.isArray(m) ? pick(rng, m) : m;
  return pattern.replace('{area}', area || '555').replace(/#/g, () => String(Math.floor(rng() * 10)));
}

export interface Company {
  name: string;
  shortName: string;
  nameEn: string;
  slug: string;
  city: string;
  regionId: number;
  address: string;
  phone: string;
  /** Phone area code of the city ('' where the country has none). */
  area: string;
  taxNo: string;
}

const cityWeightCache = new Map<CountryParts, Weighted<number>>();
function cityWeights(c: CountryParts): Weighted<number> {
  let w = cityWeightCache.get(c);
  if (!w) {
    w = c.cityWeights!.map((x, i) => [i, x] as [number, number]);
    cityWeightCache.set(c, w);
  }
  return w;
}
const fill = (fmt: string, v: Record<string, string>) =>
  fmt.replace(/\{(\w+)\}/g, (_, k: string) => v[k] ?? '');

/** An invented company of a country and business type (BusinessCustomerType value). */
export function makeCompany(rng: Rng, code: string, businessType: number, large: boolean): Company {
  const c = country(code);
  const cityIdx = c.cityWeights ? weighted(rng, cityWeights(c)) : Math.floor(rng() * c.cities.length);
  const [cityLocal, cityEn, regionId, area, taxRegion] = c.cities[cityIdx]!;
  const n = String(1 + Math.floor(rng() * 399));
  const phone = `${c.phoneCode} ${area ? `${area} ` : ''}${code === 'US' || code === 'CA' ? `555 01${digits(rng, 2)}` : `${2 + Math.floor(rng() * 8)}${digits(rng, 3)} ${digits(rng, 4)}`}`;
  if (code === 'CN') {
    const core =
      large && rng() < 0.6 ? joinCores(pick(rng, c.cores!), pick(rng, c.cores!)) : pick(rng, c.cores!);
    const [zh, en, slugSuffix] = pick(rng, c.industries[String(businessType)]!) as [string, string, string];
    const plain = zh.endsWith('商行') || zh.endsWith('研究所');
    const cap = core[1][0]!.toUpperCase() + core[1].slice(1);
    return {
      name: `${cityLocal}${core[0]}${zh}${plain ? '' : '有限公司'}`,
      shortName: `${core[0]}${zh.slice(0, 2)}`,
      nameEn: `${cityEn} ${cap} ${en} Co., Ltd.`,
      slug: `${core[1]}-${slugSuffix}`,
      city: cityEn,
      regionId,
      address: `${cityLocal}${pick(rng, c.streets)}${n}号${1 + Math.floor(rng() * 12)}栋`,
      phone,
      area,
      taxNo: `91${taxRegion}${randomAlnum(rng, 9)}${randomAlnum(rng, 1)}`,
    };
  }
  const word = pick(rng, c.words!);
  const industry = pick(rng, c.industries[String(businessType)]!) as string;
  const suffix = pick(rng, c.suffixes!);
  const base = code === 'MX' ? `${industry} ${word}` : `${word} ${industry}`;
  const slugWords = ascii(word) + (rng() < 0.5 ? `-${ascii(industry.split(' ')[0]!)}` : '');
  return {
    name: `${base} ${suffix}`,
    shortName: word,
    nameEn: '',
    slug: slugWords,
    city: cityEn,
    regionId,
    address: fill(c.streetFormat!, {
      n,
      word,
      street: pick(rng, c.streets),
      city: cityLocal,
      s: String(100 + Math.floor(rng() * 400)),
      b: String(1 + Math.floor(rng() * 9)),
      f: String(2 + Math.floor(rng() * 26)),
    }),
    phone,
    area,
    taxNo: taxNumber(rng, c.tax),
  };
}

function joinCores(a: Pair, b: Pair): Pair {
  return a[0] === b[0] ? a : [`${a[0]}${b[0]}`, `${a[1]}${b[1]}`];
}
function randomAlnum(rng: Rng, n: number): string {
  const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  return Array.from({ length: n }, () => alphabet[Math.floor(rng() * alphabet.length)]).join('');
}
function taxNumber(rng: Rng, kind: string | undefined): string {
  if (!kind) return '';
  if (kind === 'ein') return `${digits(rng, 2)}-${digits(rng, 7)}`;
  if (kind === 'bn') return `${digits(rng, 9)}RT0001`;
  if (kind === 'rfc')
    return `${randomAlnum(rng, 3).replace(/\d/g, 'M')}${digits(rng, 6)}${randomAlnum(rng, 3)}`;
  const [, prefix, spec] = kind.split(':') as [string, string, string];
  const m = /^(\d+)(.*)$/.exec(spec)!;
  return `${prefix}${digits(rng, Number(m[1]))}${m[2]}`;
}

export interface Person {
  name: string;
  /** Local part of a mail address (ASCII). */
  local: string;
  /** Mainland: the English name used in mail and chat. */
  english?: string;
}

const LOCALE: Record<string, string> = { US: 'en', CA: 'en', GB: 'en', MX: 'es', DE: 'de' };

export function makePerson(rng: Rng, code: string): Person {
  const loc = PEOPLE[COUNTRIES[code]?.locale ?? LOCALE[code] ?? 'en']!;
  if (loc.order === 'full') {
    const full = pick(rng, loc.full!);
    const parts = full.split(' ');
    return { name: full, local: `${ascii(parts[0]!)}.${ascii(parts.at(-1)!)}` };
  }
  const g = pick(rng, loc.given!);
  const f = pick(rng, loc.family!);
  if (Array.isArray(g) && Array.isArray(f)) {
    const english = pick(rng, loc.english!);
    const local =
      rng() < 0.45 ? `${ascii(english)}.${f[1]}` : rng() < 0.5 ? `${f[1]}${g[1]}` : `${g[1]}.${f[1]}`;
    return { name: `${f[0]}${g[0]}`, local, english };
  }
  const [gs, fs] = [String(g), String(f)];
  const name = loc.order === 'family-first' ? `${fs} ${gs}` : `${gs} ${fs}`;
  const local = rng() < 0.6 ? `${ascii(gs)}.${ascii(fs)}` : `${ascii(gs)[0]}${ascii(fs)}`;
  return { name, local };
}

export function positionFor(rng: Rng, code: string, businessType: number): string {
  const p = country(code).positions ?? { default: ['Purchasing Manager', 'Buyer'] };
  return pick(rng, p[String(businessType)] ?? p.default!);
}
