import type { FastifyInstance } from 'fastify';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Security headers on every response (the SPA's antd styles need inline styles). */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (!req.url.startsWith('/docs')) reply.header('Content-Security-Policy', CSP);
    return payload;
  });
}

/** Log serializer that hides secrets the spec puts in query strings (resetpwd) or headers. */
export function redactUrl(url: string): string {
  return url.replace(/([?&][^=&]*(?:password|token)[^=&]*=)[^&]*/gi, '$1***');
}
