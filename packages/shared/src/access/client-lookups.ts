/**
 * Transforms of the client-side lookup store (spec §3 "Lookup lists held client-side"), pure so the
 * web's lookup hooks stay one line each and the rules are unit-tested: the "unknown" town under region
 * 43, deactivated couriers and forwarders left out, the four owner companies with 1 and 3 disabled,
 * dictionary lines and people as select options.
 */

export interface Option<V = number | string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface RegionTown {
  Id: number;
  Name: string;
}
export interface Region {
  Id: number;
  Name: string;
  RegionTownDtos?: RegionTown[] | null;
}

/** Spec §3: a town "unknown" with id 0 is added under region id 43. */
export const UNKNOWN_TOWN_REGION_ID = 43;
export const UNKNOWN_TOWN_ID = 0;

export function withUnknownTown(regions: readonly Region[], unknownLabel: string): Region[] {
  return regions.map((r) => {
    if (r.Id !== UNKNOWN_TOWN_REGION_ID) return r;
    const towns = r.RegionTownDtos ?? [];
    if (towns.some((t) => t.Id === UNKNOWN_TOWN_ID)) return r;
    return { ...r, RegionTownDtos: [...towns, { Id: UNKNOWN_TOWN_ID, Name: unknownLabel }] };
  });
}

/** Couriers, forwarders and similar lists: the deactivated ones are left out of pickers. */
export function activeOnly<T extends { IsDeactivate?: boolean | number | null }>(rows: readonly T[]): T[] {
  return rows.filter((r) => !r.IsDeactivate);
}

/** Forwarding companies are asked with both types 5 and 6 (spec §7). */
export const FORWARDING_TYPES = [5, 6] as const;

export interface OwnerCompany {
  Id: number;
  zh: string;
  en: string;
  disabled: boolean;
}

/** Spec §3 and decision 0005: four owner companies, ids 1 and 3 disabled in the picker. */
export const OWNER_COMPANIES: readonly OwnerCompany[] = [
  { Id: 1, zh: '芯桥深圳', en: 'ChipBridge Shenzhen', disabled: true },
  { Id: 2, zh: '芯桥香港', en: 'ChipBridge Hong Kong', disabled: false },
  { Id: 3, zh: '芯桥加拿大', en: 'ChipBridge Canada', disabled: true },
  { Id: 4, zh: '芯桥美国', en: 'ChipBridge USA', disabled: false },
];

/** Owner-company options; names from the tenants lookup when it is loaded, else the fixed labels. */
export function ownerCompanyOptions(
  lang: 'zh-CN' | 'en-US',
  tenants: readonly { Id: number; Name: string }[] = [],
): Option<number>[] {
  const names = new Map(tenants.map((t) => [t.Id, t.Name]));
  return OWNER_COMPANIES.map((c) => ({
    value: c.Id,
    label: names.get(c.Id) ?? (lang === 'zh-CN' ? c.zh : c.en),
    disabled: c.disabled,
  }));
}

export interface DictLine {
  DictText: string;
  DictValue: string | number;
}

/** Dictionary codes of spec §3 (GET /common/GetDictLineByCode?code=). */
export const DICT_CODES = [
  'Currency',
  'CompanyStatus',
  'CustomerType',
  'UserStatus',
  'CompanyLevel',
  'ClearingForm',
  'RegisteSource',
  'OrderStatus',
  'ProductStatus',
  'FileType',
  'LeadTimeUnit',
  'MSL',
  'Language',
  'CustomerProp',
  'BusinessCustomerType',
  'BomOrigin',
] as const;
export type DictCode = (typeof DICT_CODES)[number];

export function dictOptions(lines: readonly DictLine[]): Option<string>[] {
  return lines.map((l) => ({ value: String(l.DictValue), label: l.DictText }));
}

/** The text of a dictionary value, or the value itself when the line is unknown. */
export function dictText(lines: readonly DictLine[], value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return lines.find((l) => String(l.DictValue) === String(value))?.DictText ?? String(value);
}

export interface Person {
  Id: number;
  Name: string;
  Status?: number;
}

/** Salespeople and purchasers (Id, Name, Status): a disabled person (Status ≠ 1) stays visible but not selectable. */
export function peopleOptions(people: readonly Person[]): Option<number>[] {
  return people.map((p) => ({
    value: p.Id,
    label: p.Name,
    disabled: p.Status !== undefined && p.Status !== 1,
  }));
}

/** BOM origin lines (DicItemId, Title). */
export function bomOriginOptions(rows: readonly { DicItemId: number | string; Title: string }[]): Option[] {
  return rows.map((r) => ({ value: r.DicItemId, label: r.Title }));
}

/** Generic `{ Id, Name }` rows (warehouses, departments, customer attribute/source, levels…). */
export function idNameOptions(
  rows: readonly { Id: number; Name: string; IsDeactivate?: boolean | null }[],
): Option<number>[] {
  return activeOnly(rows).map((r) => ({ value: r.Id, label: r.Name }));
}

export interface CurrencyRate {
  Id?: number;
  Name: string;
  Symbol?: string;
  Rate: string | number;
}

/** Spec §9 tenant currencies. */
export const TENANT_CURRENCIES = ['GBP', 'EUR', 'HKD', 'USD', 'CNY'] as const;

/** Spec §9 tax rate options, in percent. */
export const TAX_RATES = [1, 3, 9, 10, 11, 13] as const;

/** Spec §9 attachment upload limit. */
export const MAX_ATTACHMENTS = 3;

/** Rate of a currency against CNY (CNY itself is 1); undefined when the currency is unknown. */
export function rateOf(currencies: readonly CurrencyRate[], code: string): string | undefined {
  if (code.toUpperCase() === 'CNY') return '1';
  const row = currencies.find((c) => c.Name.toUpperCase() === code.toUpperCase());
  return row === undefined ? undefined : String(row.Rate);
}
