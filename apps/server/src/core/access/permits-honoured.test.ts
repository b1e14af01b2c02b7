import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../db/seed/demo.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * Issue #10 item 14: the Permits of the login response are exactly what the server lets through. For
 * every seeded account, every permitted GET route without path parameters answers something other
 * than 403 (support's Permits listed `GET merchant/setup/dev`, which the server then refused).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Login = { Token: string; Permits: string[] };

describe('login Permits', () => {
  it('support is not offered GET merchant/setup/dev (administrators only)', async () => {
    const res = await t.call<Login>('POST', '/merchant/account/login', {
      body: { UserName: 'support', Password: 'partdesk' },
    });
    expect(res.body.Data.Permits).not.toContain('GET merchant/setup/dev');
    expect(res.body.Data.Permits).not.toContain('POST merchant/setup/admin');
    const dev = await t.call('GET', '/merchant/setup/dev', { token: res.body.Data.Token });
    expect(dev.status).toBe(403);
  });

  it('every permitted GET route without parameters is let through, for every seeded account', async () => {
    const getRoutes = new Set(
      t.app.ctx.registry.routes
        .filter((r) => r.method === 'GET' && r.permit && !r.url.includes(':') && !r.url.includes('*'))
        .map((r) => r.permit!),
    );
    const refused: string[] = [];
    let tried = 0;
    for (const [account] of DEMO_USERS) {
      const res = await t.call<Login>('POST', '/merchant/account/login', {
        body: { UserName: account, Password: 'partdesk' },
      });
      expect(res.body.Code, account).toBe(0);
      const { Token, Permits } = res.body.Data;
      for (const permit of Permits.filter((p) => getRoutes.has(p))) {
        const url = `/${permit.slice('GET '.length)}`;
        const r = registered(url);
        const call = await t.call('GET', r, { token: Token });
        tried++;
        if (call.status === 403 || call.body.Code === -100)
          refused.push(`${account} ${permit}: ${call.status} ${call.body.Message}`);
      }
    }
    expect(refused).toEqual([]);
    expect(tried).toBeGreaterThan(DEMO_USERS.length);
  });
});

/** The registered (case-preserving) url of a permit's lower-cased path. */
function registered(lower: string): string {
  const r = t.app.ctx.registry.routes.find((x) => x.method === 'GET' && x.url.toLowerCase() === lower);
  return r?.url ?? lower;
}
