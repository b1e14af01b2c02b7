import type { FastifyPluginAsync } from 'fastify';
import { ok } from './envelope.js';

/** `GET /merchant/ping`: liveness for proxies and the benchmark's trivial baseline (no database). */
export const pingRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/merchant/ping',
    { config: { access: { public: true } }, schema: { tags: ['common'] } },
    async () => ok({ Pong: true }),
  );
};
