import type { FastifyInstance } from 'fastify';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * The OpenAPI UI at /docs (@fastify/swagger-ui) loads only its own files and runs no inline script;
 * swagger-ui renders with inline styles and data: icons. docs/decisions/0015-api-docs-csp-and-no-store.md.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/**
 * Security headers on every response (the SPA's antd styles need inline styles). Nothing is cached
 * unless the route said otherwise (the built web app's static files set their own `Cache-Control`):
 * API answers carry tokens and personal data, so they are `no-store`.
 */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    const path = req.url.split('?', 1)[0] ?? '';
    const docs = path === '/docs' || path.startsWith('/docs/');
    reply.header('Content-Security-Policy', docs ? DOCS_CSP : CSP);
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/** Log serializer that hides secrets the spec puts in query strings (resetpwd) or headers. */
export function redactUrl(url: string): string {
  return url.replace(/([?&][^=&]*(?:password|token)[^=&]*=)[^&]*/gi, '$1***');
}
