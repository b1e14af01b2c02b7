import type { FastifyBaseLogger } from 'fastify';
import type { RouteRegistry } from './access/route-registry.js';
import type { SessionStore } from './auth/session-store.js';
import type { AppConfig, Clock } from './config.js';
import type { Db } from './db/client.js';
import type { DocumentRegistry } from './documents/doc-access.js';
import type { DomainEvents } from './events/domain-events.js';
import type { JobScheduler } from './jobs/scheduler.js';
import type { Notifier } from './push/notifier.js';
import type { ReviewRegistry } from './reviews/review-registry.js';
import type { TodoRegistry } from './todos/todo-registry.js';

/** Services every module receives through `app.ctx`. Later mechanisms add themselves here. */
export interface AppContext {
  db: Db;
  mode: 'pglite' | 'postgres';
  config: AppConfig;
  clock: Clock;
  log: FastifyBaseLogger;
  registry: RouteRegistry;
  sessions: SessionStore;
  todos: TodoRegistry;
  /** Stores and pushes notifications (core/push). */
  notifier: Notifier;
  /** Per-type document access rules: who may see history and attachments (core/documents). */
  documents: DocumentRegistry;
  /** Reviewable document types (core/reviews). */
  reviews: ReviewRegistry;
  /** Scheduled jobs (core/jobs): `runJobNow(name)`, `tick()`; the loop runs when buildApp is asked. */
  jobs: JobScheduler;
  /** Domain events (core/events): modules subscribe in their register, services publish in their tx. */
  events: DomainEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
