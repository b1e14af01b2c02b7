import type { Db } from '../../core/db/client.js';

/**
 * The seeders' shapes. Each module lists its seeders in its definition (core/modules, decision 0023):
 * `systemSeeders` run on every start (idempotent), `demoSeeders` once on an empty demo database, in
 * `order`. The seed runners (system.ts, demo.ts) read them from MODULES (modules/index.ts); nothing is
 * registered at import.
 */
export interface DemoSeedContext {
  db: Db;
  size: 'demo' | 'large';
  /** Values earlier demo seeders published (user ids by account, customer ids, …). */
  shared: Map<string, unknown>;
  rng: () => number;
}

export type SystemSeeder = (db: Db) => Promise<void>;
export type DemoSeeder = { name: string; order: number; run: (ctx: DemoSeedContext) => Promise<void> };

/** Deterministic pseudo-random numbers (mulberry32) so demo and benchmark data are reproducible. */
export function seededRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
