import type { FastifyPluginAsync } from 'fastify';
import { userRoutes } from './users.routes.js';

/** The /setup screens' server API: users (roles, departments and dictionaries follow). */
export const setupModule: FastifyPluginAsync = async (app) => {
  await app.register(userRoutes);
};
