import type { Db } from '../../core/db/client.js';

/**
 * Modules register their seeders here (from their index.ts) so the seed grows with the modules
 * without a central file that knows them all. `system` seeders run on every start (idempotent);
 * `demo` seeders run once on an empty demo database, in `order`.
 */
export interface DemoSeedContext {
  db: Db;
  size: 'demo' | 'large';
  /** Values earlier demo seeders published (user ids by account, customer ids, …). */
  shared: Map<string, unknown>;
  rng: () => number;
}

type SystemSeeder = (db: Db) => Promise<void>;
type DemoSeeder = { name: string; order: number; run: (ctx: DemoSeedContext) => Promise<void> };

const systemSeeders: SystemSeeder[] = [];
const demoSeeders: DemoSeeder[] = [];

export function registerSystemSeeder(fn: SystemSeeder): void {
  if (!systemSeeders.includes(fn)) systemSeeders.push(fn);
}
export function registerDemoSeeder(s: DemoSeeder): void {
  if (!demoSeeders.some((d) => d.name === s.name)) demoSeeders.push(s);
}
export async function runSystemSeeders(db: Db): Promise<void> {
  for (const fn of systemSeeders) await fn(db);
}
export function listDemoSeeders(): DemoSeeder[] {
  return [...demoSeeders].sort((a, b) => a.order - b.order);
}

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
