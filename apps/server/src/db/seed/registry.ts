import type { FastifyInstance } from 'fastify';
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

/**
 * What a demo flow gets (db/seed/demo-flows.ts): an app on the freshly seeded database (no listener, no
 * jobs), its clock (`clock.set(date)` dates what the next calls write), and `call` — one HTTP request
 * through the app as a demo account (signed in once, password `partdesk`), answering the envelope's Data
 * or throwing with the server's message.
 */
export interface DemoFlowContext {
  app: FastifyInstance;
  clock: { now(): Date; set(at: Date | null): void };
  call<T = unknown>(account: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<T>;
}

/**
 * Demo documents made through the product's own routes and use cases (numbers, reviews, ledgers, events
 * as a user makes them), after the demo seeders, once on an empty demo database, sorted by `order`.
 */
export type DemoFlow = { name: string; order: number; run: (ctx: DemoFlowContext) => Promise<void> };
