export { AppError, badRequest, conflict, forbidden, notFound } from './app-error.js';
export { ok } from './envelope.js';
export { type Actor, type Env, type EnvRequest, fieldError, requestEnv } from './request-env.js';
