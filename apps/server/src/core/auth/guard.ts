import type { FastifyInstance } from 'fastify';
import type { Lang } from '@partdesk/shared/i18n/index';
import { resolveLang, translate } from '@partdesk/shared/i18n/index';
import { type Access, type AuthUser, permitOf } from '../access/access.js';
import { forbidden, sessionInvalid } from '../http/app-error.js';
import type { SessionStore } from './session-store.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    lang: Lang;
    t(key: string, params?: Record<string, unknown>): string;
    user: AuthUser | null;
    /** The signed-in user; throws −100 if there is none (for `session`/permit routes it always exists). */
    auth(): AuthUser;
    token: string | null;
  }
}

/**
 * Runs before body parsing on every request: sets the language, resolves the `Token` header to a
 * session (−100 when missing, unknown, expired or revoked) and checks the route's permit (403).
 */
export function installGuard(app: FastifyInstance, sessions: SessionStore) {
  app.decorateRequest('lang', 'zh-CN' as Lang);
  app.decorateRequest('user', null);
  app.decorateRequest('token', null);
  app.decorateRequest('t', function (this: { lang: Lang }, key: string, params?: Record<string, unknown>) {
    return translate(this.lang, key, params);
  });
  app.decorateRequest('auth', function (this: { user: AuthUser | null }) {
    if (!this.user) throw sessionInvalid();
    return this.user;
  });

  app.addHook('onRequest', async (req, reply) => {
    req.lang = resolveLang(req.headers['accept-language']);
    const access = req.routeOptions.config?.access;
    if (!access) return;
    const raw = req.headers.token;
    const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;
    if ('public' in access) {
      if (token) {
        const res = await sessions.resolve(token).catch(() => null);
        if (res) {
          req.user = res.user;
          req.token = token;
        }
      }
      return;
    }
    if (!token) throw sessionInvalid('errors.loginRequired');
    const res = await sessions.resolve(token);
    if (!res) throw sessionInvalid('errors.sessionExpired');
    req.user = res.user;
    req.token = token;
    if (res.renewed) reply.header('authorization', token);
    if ('grantedBy' in access) {
      const routePermit = access.permit ?? permitOf(req.method, req.routeOptions.url ?? '');
      if (!res.user.isAdmin && !res.user.permits.has(routePermit))
        throw forbidden(access.adminOnly ? 'errors.adminOnly' : undefined);
    }
  });
}
