import type { Lang } from '@partdesk/shared/i18n/index';

/**
 * In-process cache of lookup rows (they change rarely). One cache per database handle, so test apps
 * on separate databases never share entries. Writers call `invalidateLookups` after their commit; the
 * TTL bounds staleness when another process (PostgreSQL, several servers) wrote the rows.
 */
const TTL_MS = 60_000;
const caches = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>();

export async function cached<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  // Drizzle queries are lazy thenables that re-run on every await: settle once, share the promise.
  const value = Promise.resolve().then(load);
  const entry = { at: Date.now(), value };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}

/** Drops cached lookups whose key starts with `prefix` (all of them without one). */
export function invalidateLookups(db: object, prefix?: string): void {
  const cache = caches.get(db);
  if (!cache) return;
  if (!prefix) {
    cache.clear();
    return;
  }
  for (const k of [...cache.keys()]) if (k.startsWith(prefix)) cache.delete(k);
}

/** The text of a bilingual row in the request language (English falls back to Chinese when empty). */
export function pick(lang: Lang, zh: string, en: string | null | undefined): string {
  return lang === 'en-US' && en ? en : zh;
}
