import type { FastifyPluginAsync } from 'fastify';
import { deptRoutes } from './depts.routes.js';
import { dictRoutes } from './dicts.routes.js';
import { roleRoutes } from './roles.routes.js';
import { userRoutes } from './users.routes.js';

/** The /setup screens' server API: users (roles, departments and dictionaries follow). */
export const setupModule: FastifyPluginAsync = async (app) => {
  await app.register(userRoutes);
  await app.register(dictRoutes);
  await app.register(roleRoutes);
  await app.register(deptRoutes);
};
