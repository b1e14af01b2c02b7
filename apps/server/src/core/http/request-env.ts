import type { Lang } from '@partdesk/shared/i18n/index';
import { fieldLabel } from '@partdesk/shared/i18n/index';
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../access/access.js';
import type { AppContext } from '../context.js';
import { badRequest } from './app-error.js';

/** What a use case needs from the request: the app's services, the signed-in user, the language. */
export interface Env {
  app: AppContext;
  user: AuthUser;
  lang: Lang;
}

/**
 * Who does a posting (ledgers, jobs, seeds) and in which language a refusal is told: the slice of `Env`
 * code below the route layer needs (`{ userId: env.user.id, lang: env.lang }`; a job or seed: null).
 */
export interface Actor {
  userId: number | null;
  lang: Lang;
}

/** The part of a Fastify request `requestEnv` reads (a guarded route's request). */
export interface EnvRequest {
  auth(): AuthUser;
  lang: Lang;
}

/**
 * The request's `Env` for a use case: `const env = requestEnv(app)` once in a route plugin, then
 * `env(req)` in each handler.
 */
export const requestEnv =
  (app: Pick<FastifyInstance, 'ctx'>) =>
  (req: EnvRequest): Env => ({ app: app.ctx, user: req.auth(), lang: req.lang });

/** 400 with `key` whose `{{field}}` is the field's label in the request language. */
export const fieldError = (key: string, field: string, lang: Lang, params: Record<string, unknown> = {}) =>
  badRequest(key, { ...params, field: fieldLabel(lang, field) }, field);
