import type { FastifyInstance, RouteOptions } from 'fastify';
import { ANY_MENU, type Access, type AuthUser, permitOf } from './access.js';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access;
  permit: string | null;
}

export interface RegisteredResource {
  name: string;
  list: string;
  scoped: boolean;
  /** Of the given row keys, those outside the user's data scope (always none for "all"). */
  outOfScope(user: AuthUser, keys: unknown[]): Promise<unknown[]>;
}

/** Paths served without an access declaration: API docs and the built web app. */
const UNDECLARED_OK = [
  /^\/docs/,
  /^\/$/,
  /^\/assets\//,
  /^\/\*$/,
  /^\/socket\.io/,
  /^\/[\w./-]+\.[a-z0-9]+$/i,
];

/**
 * Collects every route with its access declaration; a route without one fails start-up, so the
 * "every route declares its permit" rule cannot be forgotten.
 */
export class RouteRegistry {
  readonly routes: RegisteredRoute[] = [];
  /** List routes built by the resource kit (core/resource), for the authorization matrix. */
  readonly resources: RegisteredResource[] = [];

  attach(app: FastifyInstance) {
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const access = (route.config as { access?: Access } | undefined)?.access;
      for (const m of methods) {
        if (m === 'HEAD' || m === 'OPTIONS') continue;
        if (!access) {
          if (UNDECLARED_OK.some((r) => r.test(route.url))) continue;
          throw new Error(`Route ${m} ${route.url} declares no access (config.access)`);
        }
        const permit = 'grantedBy' in access ? (access.permit ?? permitOf(m, route.url)) : null;
        this.routes.push({ method: m, url: route.url, access, permit });
      }
    });
  }

  /**
   * Permits granted by a set of grants (menu codes and `menu:button`) to a non-administrator: exactly
   * the permit routes the guard lets through for them (never an `adminOnly` route).
   */
  permitsFor(grants: ReadonlySet<string>): Set<string> {
    const out = new Set<string>();
    const anyMenu = grants.size > 0;
    for (const r of this.routes) {
      if (!r.permit || !('grantedBy' in r.access) || r.access.adminOnly) continue;
      if (r.access.grantedBy.some((g) => (g === ANY_MENU ? anyMenu : grants.has(g)))) out.add(r.permit);
    }
    return out;
  }

  allPermits(): Set<string> {
    return new Set(this.routes.map((r) => r.permit).filter((p): p is string => !!p));
  }
}
