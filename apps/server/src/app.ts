import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { REQUEST_TIMEOUT_MS } from '@partdesk/shared/core/codes';
import { RouteRegistry } from './core/access/route-registry.js';
import { authRoutes } from './core/auth/auth.routes.js';
import { installGuard } from './core/auth/guard.js';
import { SessionStore } from './core/auth/session-store.js';
import { type AppConfig, type Clock, defaultConfig, systemClock } from './core/config.js';
import type { AppContext } from './core/context.js';
import { type DbHandle, REPO_ROOT } from './core/db/client.js';
import { DocumentRegistry, documentMechanisms } from './core/documents/index.js';
import { DomainEvents } from './core/events/index.js';
import { ReviewRegistry } from './core/reviews/index.js';
import { frameworkErrors, installErrorHandling } from './core/http/error-handler.js';
import { pingRoutes } from './core/http/ping.routes.js';
import { installTextGuard } from './core/http/text-guard.js';
import { JobScheduler, jobRoutes, type SchedulerOptions } from './core/jobs/index.js';
import { installSecurityHeaders, redactUrl } from './core/http/security-headers.js';
import { trustProxySetting } from './core/http/trust-proxy.js';
import { clientErrorHandler, installBodyLimits } from './core/http/large-requests.js';
import { registerModules } from './modules/index.js';
import { TodoRegistry } from './core/todos/todo-registry.js';
import type { Notifier } from './core/push/notifier.js';
import { installPush } from './core/push/push-hub.js';
import { todoRoutes } from './core/todos/todo.routes.js';

export interface BuildOptions {
  handle: DbHandle;
  config?: Partial<AppConfig>;
  clock?: Clock;
  /** pino options, or false for silence (tests). */
  logger?: boolean | object;
  /** Serve the built web app from apps/web/dist. */
  serveWeb?: boolean;
  /** Run the job scheduler loop (off unless asked: tests drive `ctx.jobs` directly). */
  jobs?: boolean | SchedulerOptions;
  /** Extra plugins registered after the modules (tests register fixture routes this way). */
  plugins?: FastifyPluginAsync[];
}

export type App = FastifyInstance;

export async function buildApp(opts: BuildOptions): Promise<App> {
  const config: AppConfig = { ...defaultConfig, ...opts.config };
  const app = Fastify({
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors,
    trustProxy: trustProxySetting(process.env.PARTDESK_TRUST_PROXY),
    clientErrorHandler,
    logger:
      opts.logger === undefined || opts.logger === false
        ? false
        : {
            ...(typeof opts.logger === 'object' ? opts.logger : {}),
            redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
            serializers: {
              req: (req: { method: string; url: string; ip?: string }) => ({
                method: req.method,
                url: redactUrl(req.url),
                ip: req.ip,
              }),
            },
          },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const registry = new RouteRegistry();
  registry.attach(app);
  const clock = opts.clock ?? systemClock;
  const sessions = new SessionStore(opts.handle.db, registry, config, clock);
  const ctx: AppContext = {
    db: opts.handle.db,
    mode: opts.handle.mode,
    config,
    clock,
    log: app.log,
    registry,
    sessions,
    todos: new TodoRegistry(),
    // Replaced by the push hub (core/push) once it is installed.
    notifier: { notify: async () => {}, todosChanged: () => {}, emit: () => {} } satisfies Notifier,
    documents: new DocumentRegistry(),
    reviews: new ReviewRegistry(),
    jobs: new JobScheduler(() => ctx, typeof opts.jobs === 'object' ? opts.jobs : {}),
    events: new DomainEvents(() => ctx),
  };
  app.decorate('ctx', ctx);
  installPush(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'PartDesk API', version: '0.1.0' },
      components: { securitySchemes: { Token: { type: 'apiKey', in: 'header', name: 'Token' } } },
      security: [{ Token: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  installErrorHandling(app);
  installTextGuard(app);
  installSecurityHeaders(app);
  installBodyLimits(app);
  installGuard(app, sessions);

  await app.register(pingRoutes);
  await app.register(authRoutes);
  await app.register(todoRoutes);
  await app.register(documentMechanisms);
  await registerModules(app);
  await app.register(jobRoutes);
  for (const p of opts.plugins ?? []) await app.register(p);
  if (opts.jobs) app.addHook('onReady', async () => ctx.jobs.start());
  app.addHook('onClose', async () => ctx.jobs.stop());

  const webDist = join(REPO_ROOT, 'apps/web/dist');
  if (opts.serveWeb && existsSync(webDist)) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: true, index: ['index.html'] });
  }
  return app;
}
