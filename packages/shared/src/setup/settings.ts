import { Decimal } from 'decimal.js';
import { DECIMAL_PATTERN } from '../resource/field-kinds.js';
import type { TextKey } from '../resource/define.js';
import { MAIL_DOMAIN_PATTERN, PUBLIC_MAIL_DOMAINS } from '../crm/crm-codes.js';

/**
 * System-wide settings of /setup system-setting: one typed registry, read by the server through
 * `getSetting(db, key)` (modules/setup) and rendered by the web as a form. Values are JSON on the wire
 * and in `sys_setting.value`: integers as numbers, decimals (percentages) as strings — never floats.
 */

/** The owner companies' currencies (spec §9), in display order. */
export const TENANT_CURRENCIES = ['GBP', 'EUR', 'HKD', 'USD', 'CNY'] as const;
export type TenantCurrency = (typeof TENANT_CURRENCIES)[number];

/** Inactivity tiers of the monthly public-pool return (spec §9: 1, 2, 3, 4 and 6 months). */
export const INACTIVITY_TIER_MONTHS = [1, 2, 3, 4, 6] as const;

export const SETTING_KINDS = ['int', 'boolean', 'percentList', 'tiers', 'domainList'] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

/** One tier: customers without an inquiry or order for `Months` months; `Share` % of them move. */
export interface InactivityTier {
  Months: number;
  /** Percentage 0–100 as a decimal string (at most 2 decimals). */
  Share: string;
}

/** The value type of each kind (exhaustive). */
export interface SettingValueOf {
  int: number;
  boolean: boolean;
  percentList: string[];
  tiers: InactivityTier[];
  /** Mail domains, lower case, sorted, unique (`qq.com`). */
  domainList: string[];
}

interface SettingCommon {
  key: string;
  /** Screen section: `crm`, `sales`, `data`, `performance`. */
  group: 'crm' | 'sales' | 'finance' | 'data' | 'performance';
  /** Translation keys of the label and the help text (resources.setting.*). */
  label: TextKey;
  help: TextKey;
}

export type SettingDef = SettingCommon &
  (
    | { kind: 'int'; default: number; min: number; max: number; unit?: TextKey }
    | { kind: 'boolean'; default: boolean }
    | { kind: 'percentList'; default: string[]; min: string; max: string; maxItems: number }
    | { kind: 'tiers'; default: InactivityTier[] }
    | { kind: 'domainList'; default: string[]; maxItems: number }
  );

const L = (k: string) => `resources.setting.${k}`;
const H = (k: string) => `resources.setting.${k}Help`;

/** The registry. Add a setting here (and its labels); the seeder writes its default on the next start. */
export const SETTINGS = [
  {
    key: 'poolClaimMonthlyQuota',
    group: 'crm',
    kind: 'int',
    default: 20,
    min: 0,
    max: 1000,
    label: L('poolClaimMonthlyQuota'),
    help: H('poolClaimMonthlyQuota'),
  },
  {
    key: 'maxCustomersPerSalesperson',
    group: 'crm',
    kind: 'int',
    default: 300,
    min: 1,
    max: 100_000,
    label: L('maxCustomersPerSalesperson'),
    help: H('maxCustomersPerSalesperson'),
  },
  {
    key: 'poolReturnEnabled',
    group: 'crm',
    kind: 'boolean',
    default: true,
    label: L('poolReturnEnabled'),
    help: H('poolReturnEnabled'),
  },
  {
    key: 'poolReturnTiers',
    group: 'crm',
    kind: 'tiers',
    default: [
      { Months: 1, Share: '0' },
      { Months: 2, Share: '0' },
      { Months: 3, Share: '20' },
      { Months: 4, Share: '50' },
      { Months: 6, Share: '100' },
    ],
    label: L('poolReturnTiers'),
    help: H('poolReturnTiers'),
  },
  {
    key: 'poolClaimReviewEnabled',
    group: 'crm',
    kind: 'boolean',
    default: false,
    label: L('poolClaimReviewEnabled'),
    help: H('poolClaimReviewEnabled'),
  },
  {
    key: 'poolReclaimCoolDownDays',
    group: 'crm',
    kind: 'int',
    default: 30,
    min: 0,
    max: 365,
    label: L('poolReclaimCoolDownDays'),
    help: H('poolReclaimCoolDownDays'),
  },
  {
    key: 'publicMailDomains',
    group: 'crm',
    kind: 'domainList',
    default: [...PUBLIC_MAIL_DOMAINS].sort(),
    maxItems: 500,
    label: L('publicMailDomains'),
    help: H('publicMailDomains'),
  },
  {
    key: 'taxRates',
    group: 'sales',
    kind: 'percentList',
    default: ['1', '3', '9', '10', '11', '13'],
    min: '0',
    max: '100',
    maxItems: 20,
    label: L('taxRates'),
    help: H('taxRates'),
  },
  {
    key: 'salesReReviewTolerancePercent',
    group: 'sales',
    kind: 'int',
    default: 0,
    min: 0,
    max: 100,
    label: L('salesReReviewTolerancePercent'),
    help: H('salesReReviewTolerancePercent'),
  },
  {
    // Shipments (decision 0046): a parcel whose Σ box gross weight exceeds its accepted weight by more
    // than this percentage goes to the overweight review (status 2).
    key: 'overweightTolerancePercent',
    group: 'sales',
    kind: 'int',
    default: 10,
    min: 0,
    max: 100,
    label: L('overweightTolerancePercent'),
    help: H('overweightTolerancePercent'),
  },
  {
    // Finance exceptions (decision 0056): a bank receipt still to be claimed this many days after its
    // value date is listed under /finance/financial/abnormal.
    key: 'unclaimedReceiptAlertDays',
    group: 'finance',
    kind: 'int',
    default: 3,
    min: 1,
    max: 365,
    label: L('unclaimedReceiptAlertDays'),
    help: H('unclaimedReceiptAlertDays'),
  },
  {
    key: 'exportMaxRows',
    group: 'data',
    kind: 'int',
    default: 100_000,
    min: 1000,
    max: 1_000_000,
    label: L('exportMaxRows'),
    help: H('exportMaxRows'),
  },
  {
    key: 'selfAssessmentDeadlineDay',
    group: 'performance',
    kind: 'int',
    default: 5,
    min: 1,
    max: 28,
    label: L('selfAssessmentDeadlineDay'),
    help: H('selfAssessmentDeadlineDay'),
  },
] as const satisfies readonly SettingDef[];

export type SettingKey = (typeof SETTINGS)[number]['key'];
type DefOf<K extends SettingKey> = Extract<(typeof SETTINGS)[number], { key: K }>;
/** The value type of a setting: `SettingValue<'poolClaimMonthlyQuota'>` is `number`. */
export type SettingValue<K extends SettingKey> = SettingValueOf[DefOf<K>['kind']];

const BY_KEY = new Map<string, SettingDef>(SETTINGS.map((s) => [s.key, s as SettingDef]));
export const settingDef = (key: string): SettingDef | undefined => BY_KEY.get(key);
export const isSettingKey = (key: string): key is SettingKey => BY_KEY.has(key);

/** Why a value was refused: a `setup.setting*` message key and its parameters (the label added by the caller). */
export interface SettingProblem {
  message: string;
  params?: Record<string, unknown>;
}
export type SettingCheck<T = unknown> = { ok: true; value: T } | { ok: false; problem: SettingProblem };

const bad = (message: string, params?: Record<string, unknown>): SettingCheck<never> => ({
  ok: false,
  problem: { message, params },
});

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

function percentIn(raw: unknown, min: string, max: string): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const s = String(raw).trim();
  if (typeof raw === 'number' && !Number.isInteger(raw)) return null; // fractions only as strings
  if (!DECIMAL_PATTERN.test(s) || !PERCENT.test(s)) return null;
  const d = new Decimal(s);
  if (d.lt(min) || d.gt(max)) return null;
  return d.toFixed(); // canonical: '9.50' → '9.5', '010' → '10'
}

/** Checks and normalises a value for a setting (exhaustive over kinds); never throws. */
export function checkSetting(def: SettingDef, raw: unknown): SettingCheck {
  switch (def.kind) {
    case 'int': {
      if (typeof raw !== 'number' || !Number.isSafeInteger(raw)) return bad('setup.settingNotInteger');
      if (raw < def.min || raw > def.max)
        return bad('setup.settingOutOfRange', { min: def.min, max: def.max });
      return { ok: true, value: raw };
    }
    case 'boolean':
      return typeof raw === 'boolean' ? { ok: true, value: raw } : bad('setup.settingNotBoolean');
    case 'percentList': {
      if (!Array.isArray(raw) || raw.length === 0) return bad('setup.settingListEmpty');
      if (raw.length > def.maxItems) return bad('setup.settingListTooLong', { max: def.maxItems });
      const out: string[] = [];
      for (const item of raw) {
        const p = percentIn(item, def.min, def.max);
        if (p === null)
          return bad('setup.settingBadPercent', { value: String(item), min: def.min, max: def.max });
        if (out.includes(p)) return bad('setup.settingDuplicate', { value: p });
        out.push(p);
      }
      return { ok: true, value: out.sort((a, b) => new Decimal(a).cmp(b)) };
    }
    case 'tiers': {
      if (!Array.isArray(raw) || raw.length === 0) return bad('setup.settingListEmpty');
      const out: InactivityTier[] = [];
      for (const item of raw) {
        const t = item as Partial<InactivityTier> | null;
        const months = t?.Months;
        if (!INACTIVITY_TIER_MONTHS.includes(months as never))
          return bad('setup.settingBadTier', {
            value: String(months),
            allowed: INACTIVITY_TIER_MONTHS.join(', '),
          });
        if (out.some((o) => o.Months === months)) return bad('setup.settingDuplicate', { value: months });
        const share = percentIn(t?.Share, '0', '100');
        if (share === null)
          return bad('setup.settingBadPercent', { value: String(t?.Share), min: 0, max: 100 });
        out.push({ Months: months as number, Share: share });
      }
      return { ok: true, value: out.sort((a, b) => a.Months - b.Months) };
    }
    case 'domainList': {
      if (!Array.isArray(raw)) return bad('setup.settingBadDomain', { value: String(raw) });
      if (raw.length > def.maxItems) return bad('setup.settingListTooLong', { max: def.maxItems });
      const out: string[] = [];
      for (const item of raw) {
        const d = typeof item === 'string' ? item.trim().toLowerCase().replace(/^@/, '') : '';
        if (!MAIL_DOMAIN_PATTERN.test(d)) return bad('setup.settingBadDomain', { value: String(item) });
        if (out.includes(d)) return bad('setup.settingDuplicate', { value: d });
        out.push(d);
      }
      return { ok: true, value: out.sort() };
    }
  }
}
