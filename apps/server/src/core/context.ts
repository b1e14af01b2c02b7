import type { FastifyBaseLogger } from 'fastify';
import type { RouteRegistry } from './access/route-registry.js';
import type { SessionStore } from './auth/session-store.js';
import type { AppConfig, Clock } from './config.js';
import type { Db } from './db/client.js';

/** Services every module receives through `app.ctx`. Later mechanisms add themselves here. */
export interface AppContext {
  db: Db;
  mode: 'pglite' | 'postgres';
  config: AppConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  registry: RouteRegistry;
  sessions: SessionStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
