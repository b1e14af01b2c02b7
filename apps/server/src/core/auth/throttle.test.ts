import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { trustProxySetting } from '../http/trust-proxy.js';
import { LoginThrottle } from './throttle.js';

const throttle = {
  windowMs: 60_000,
  maxPerAccount: 3,
  maxPerIp: 6,
  lockMs: 60_000,
  delayStepMs: 300,
  maxDelayMs: 600,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { throttle } });
});
afterAll(() => t.close());

async function login(
  app: TestApp,
  account: string,
  password: string,
  from: { remoteAddress?: string; forwardedFor?: string },
) {
  const headers: Record<string, string> = { 'accept-language': 'en-US' };
  if (from.forwardedFor) headers['x-forwarded-for'] = from.forwardedFor;
  const res = await app.app.inject({
    method: 'POST',
    url: '/merchant/account/login',
    remoteAddress: from.remoteAddress ?? '127.0.0.1',
    headers,
    payload: { UserName: account, Password: password },
  });
  return { status: res.statusCode, body: res.json() as { Code: number; Message: string } };
}

describe('login throttling', () => {
  it('locks the (account, address) pair, not the account: the right password from elsewhere works', async () => {
    const attacker = { remoteAddress: '198.51.100.7' };
    for (let i = 0; i < 3; i++) expect((await login(t, 'buyer', 'wrong', attacker)).body.Code).toBe(400);
    const locked = await login(t, 'buyer', 'partdesk', attacker);
    expect(locked.status).toBe(429);
    expect(locked.body.Code).toBe(429);
    expect(locked.body.Message).toMatch(/Too many failed sign-ins/i);
    // The real user, at another address, signs in.
    const real = await login(t, 'buyer', 'partdesk', { remoteAddress: '203.0.113.9' });
    expect(real.body.Code).toBe(0);
  });

  it('locks an address that sprays many accounts, for every account from it only', async () => {
    const sprayer = { remoteAddress: '198.51.100.20' };
    for (const account of ['sales.rep', 'sales.mid', 'sales.junior', 'buyer', 'accountant', 'support'])
      expect((await login(t, account, 'wrong', sprayer)).body.Code).toBe(400);
    expect((await login(t, 'price.checker', 'partdesk', sprayer)).status).toBe(429);
    expect((await login(t, 'price.checker', 'partdesk', { remoteAddress: '203.0.113.10' })).body.Code).toBe(
      0,
    );
  });

  it('slows, not locks, an account failing from many addresses', async () => {
    for (let i = 0; i < 4; i++)
      await login(t, 'purchase.head', 'wrong', { remoteAddress: `198.51.100.${100 + i}` });
    // The delay the server will apply, read from the throttle's stored state (not timed: a loaded machine
    // makes any sign-in slow).
    const probe = new LoginThrottle(t.db, { ...t.app.ctx.config.throttle, ...throttle }, t.app.ctx.clock);
    const keys = probe.keys('purchase.head', '203.0.113.11');
    expect(await probe.check(keys)).toBeGreaterThanOrEqual(throttle.delayStepMs);
    const started = Date.now();
    const res = await login(t, 'purchase.head', 'partdesk', { remoteAddress: '203.0.113.11' });
    expect(res.body.Code).toBe(0);
    // Slowed, not refused: the sign-in waited at least one delay step (a lower bound holds under load).
    expect(Date.now() - started).toBeGreaterThanOrEqual(throttle.delayStepMs);
    // The success clears the account's count: the next sign-in is not slowed.
    expect(await probe.check(keys)).toBe(0);
    expect((await login(t, 'purchase.head', 'partdesk', { remoteAddress: '203.0.113.11' })).body.Code).toBe(
      0,
    );
  });

  it('ignores X-Forwarded-For without the trusted-proxy setting', async () => {
    const proxy = '10.9.0.1';
    for (let i = 0; i < 3; i++)
      await login(t, 'sales.leader', 'wrong', { remoteAddress: proxy, forwardedFor: '198.51.100.30' });
    // A forged header does not escape the lock of the address the request really came from.
    const res = await login(t, 'sales.leader', 'partdesk', {
      remoteAddress: proxy,
      forwardedFor: '203.0.113.12',
    });
    expect(res.status).toBe(429);
  });

  it('with PARTDESK_TRUST_PROXY throttles the forwarded client address', async () => {
    const before = process.env.PARTDESK_TRUST_PROXY;
    process.env.PARTDESK_TRUST_PROXY = 'loopback, 10.9.0.0/16';
    const t2 = await createTestApp({ config: { throttle } });
    if (before === undefined) delete process.env.PARTDESK_TRUST_PROXY;
    else process.env.PARTDESK_TRUST_PROXY = before;
    try {
      const proxy = '10.9.0.2';
      for (let i = 0; i < 3; i++)
        await login(t2, 'sales.leader', 'wrong', { remoteAddress: proxy, forwardedFor: '198.51.100.31' });
      const attacker = await login(t2, 'sales.leader', 'partdesk', {
        remoteAddress: proxy,
        forwardedFor: '198.51.100.31',
      });
      expect(attacker.status).toBe(429);
      // Behind the same proxy, another client is not locked out.
      const real = await login(t2, 'sales.leader', 'partdesk', {
        remoteAddress: proxy,
        forwardedFor: '203.0.113.13',
      });
      expect(real.body.Code).toBe(0);
      // Only the address the trusted proxy appended counts, not what the client put before it.
      const forged = await login(t2, 'sales.leader', 'partdesk', {
        remoteAddress: proxy,
        forwardedFor: '203.0.113.14, 198.51.100.31',
      });
      expect(forged.status).toBe(429);
    } finally {
      await t2.close();
    }
  });

  it('reads the trusted-proxy setting: off or proxy addresses, never true or a hop count', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('')).toBe(false);
    expect(trustProxySetting('0')).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting(' 10.0.0.0/8, 127.0.0.1 ')).toBe('10.0.0.0/8,127.0.0.1');
    // Believing any X-Forwarded-For would let clients pick their own address.
    expect(() => trustProxySetting('true')).toThrow(/PARTDESK_TRUST_PROXY/);
    expect(() => trustProxySetting('1')).toThrow(/PARTDESK_TRUST_PROXY/);
  });
});
