import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const header = (h: Record<string, unknown>, name: string) => String(h[name] ?? '');

describe('caching and content-security headers', () => {
  it('the login response (it carries the token) is Cache-Control: no-store', async () => {
    const res = await t.call('POST', '/merchant/account/login', {
      body: { UserName: 'sales.rep', Password: 'partdesk' },
    });
    expect(res.body.Code).toBe(0);
    expect(header(res.headers, 'cache-control')).toBe('no-store');
  });

  it('every /merchant API answer is no-store: data, errors, refusals', async () => {
    const token = await t.login('sales.rep');
    const list = await t.call('POST', '/merchant/crm/customer/Query', { token, body: {} });
    expect(list.status).toBe(200);
    expect(header(list.headers, 'cache-control')).toBe('no-store');
    const anonymous = await t.call('POST', '/merchant/crm/customer/Query', { body: {} });
    expect(anonymous.body.Code).toBe(-100);
    expect(header(anonymous.headers, 'cache-control')).toBe('no-store');
    const missing = await t.call('GET', '/merchant/nope', { token });
    expect(header(missing.headers, 'cache-control')).toBe('no-store');
    const user = await t.call('GET', '/merchant/account/logout', { token });
    expect(header(user.headers, 'cache-control')).toBe('no-store');
  });

  it('/docs has a CSP that allows only its own scripts and styles', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    const csp = header(page.headers, 'content-security-policy');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The page loads nothing from elsewhere and runs no inline script, so the policy holds it.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)|<script(?![^>]*\bsrc=)[^>]*>[^<\s]/);
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    for (const url of ['/docs/json', '/docs/static/swagger-initializer.js', '/docs/static/index.html']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(header(res.headers, 'content-security-policy'), url).toContain("object-src 'none'");
    }
  });
});
