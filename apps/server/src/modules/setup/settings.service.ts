import {
  checkSetting,
  isSettingKey,
  SETTINGS,
  type SettingDef,
  type SettingKey,
  type SettingValue,
  settingDef,
  TENANT_CURRENCIES,
} from '@partdesk/shared/setup/settings';
import { asc, eq, sql } from 'drizzle-orm';
import { sysTenant } from '../../core/access/identity.table.js';
import type { Db, Executor } from '../../core/db/client.js';
import { sysSetting, sysTenantSetting } from './setting.table.js';

/**
 * How long a process trusts its cached settings. A write in this process drops the cache at once;
 * another process (several servers on PostgreSQL) sees the change within this time.
 */
export const SETTINGS_TTL_MS = 10_000;

interface CacheEntry {
  at: number;
  values: Promise<Map<string, unknown>>;
}
const caches = new WeakMap<object, CacheEntry>();

async function loadAll(db: Executor): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: sysSetting.key, value: sysSetting.value }).from(sysSetting);
  const out = new Map<string, unknown>();
  for (const r of rows) {
    const def = settingDef(r.key);
    if (!def) continue;
    // A stored value the registry no longer accepts (bounds tightened) falls back to the default.
    const check = checkSetting(def, r.value);
    if (check.ok) out.set(r.key, check.value);
  }
  return out;
}

/**
 * The current value of a system setting (one query per process every SETTINGS_TTL_MS, shared by every
 * key); the registry default when no valid row exists. Typed by key:
 * `await getSetting(db, 'poolClaimMonthlyQuota')` is a number.
 */
export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValue<K>> {
  let entry = caches.get(db);
  if (!entry || Date.now() - entry.at >= SETTINGS_TTL_MS) {
    const values = loadAll(db);
    const fresh: CacheEntry = { at: Date.now(), values };
    caches.set(db, fresh);
    values.catch(() => {
      if (caches.get(db) === fresh) caches.delete(db);
    });
    entry = fresh;
  }
  const values = await entry.values;
  const def = settingDef(key) as SettingDef;
  return (values.has(key) ? values.get(key) : structuredClone(def.default)) as SettingValue<K>;
}

/** Drops this process's cached settings (called after every committed write). */
export function invalidateSettings(db: object): void {
  caches.delete(db);
}

export { isSettingKey };

/** The currencies an owner company uses, base currency first (defaults to the base alone). */
export async function tenantCurrencies(db: Executor, tenantId: number): Promise<string[]> {
  const [row] = await db
    .select({ base: sysTenant.currency, currencies: sysTenantSetting.currencies })
    .from(sysTenant)
    .leftJoin(sysTenantSetting, eq(sysTenantSetting.id, sysTenant.id))
    .where(eq(sysTenant.id, tenantId));
  if (!row) return [];
  const used = row.currencies ?? [row.base];
  return [row.base, ...used.filter((c) => c !== row.base)];
}

/** By default a company uses every tenant currency of spec §9, its base currency first. */
function defaultCurrencies(base: string): string[] {
  return [base, ...TENANT_CURRENCIES.filter((c) => c !== base)];
}

/**
 * System seeder: writes each registry default that has no row yet (existing values are kept) and a
 * currency row for each owner company without one. Idempotent; one statement each.
 */
export async function seedSettings(db: Db): Promise<void> {
  await db
    .insert(sysSetting)
    .values(SETTINGS.map((s) => ({ key: s.key, value: s.default as unknown })))
    .onConflictDoNothing({ target: sysSetting.key });
  const tenants = await db
    .select({ id: sysTenant.id, currency: sysTenant.currency })
    .from(sysTenant)
    .orderBy(asc(sysTenant.id));
  if (tenants.length)
    await db
      .insert(sysTenantSetting)
      .values(tenants.map((t) => ({ id: t.id, currencies: defaultCurrencies(t.currency) })))
      .onConflictDoNothing({ target: sysTenantSetting.id });
  invalidateSettings(db);
}

/** The stored rows with who changed them last (for the settings screen). */
export async function settingRows(db: Executor) {
  return db
    .select({
      key: sysSetting.key,
      value: sysSetting.value,
      version: sysSetting.version,
      updatedBy: sysSetting.updatedBy,
      // The outer column named explicitly: sys_user has its own updated_by.
      updatedByName: sql<string | null>`(select u.name from sys_user u where u.id = sys_setting.updated_by)`,
      updatedAt: sysSetting.updatedAt,
      id: sysSetting.id,
    })
    .from(sysSetting);
}
