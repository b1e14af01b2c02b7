import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sysUser } from '../access/identity.table.js';
import { sysSession } from './session.table.js';
import { hashToken } from './tokens.js';

let now = new Date('2026-11-22T09:00:00Z');
const clock = { now: () => now };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: {
      sessionTtlMs: 3600_000,
      rememberTtlMs: 7 * 86_400_000,
      sessionCacheMs: 0,
      renewEveryMs: 60_000,
    },
  });
});
afterAll(() => t.close());

const probe = (token: string) =>
  t.call('PUT', '/merchant/common/resetpwd', { token, query: { oldPassword: 'x', newPassword: 'y' } });

describe('session lifetime', () => {
  it('stores only the hash of the token', async () => {
    const token = await t.login('sales.rep');
    const rows = await t.db
      .select()
      .from(sysSession)
      .where(eq(sysSession.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await t.db.select().from(sysSession).where(eq(sysSession.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('slides: a request after the renewal interval extends expiry and echoes the token', async () => {
    now = new Date('2026-11-22T09:00:00Z');
    const token = await t.login('sales.mid');
    now = new Date('2026-11-22T09:50:00Z');
    const res = await probe(token);
    expect(res.body.Code).toBe(400); // the old password is wrong, but the session is valid
    expect(res.headers.authorization).toBe(token);
    now = new Date('2026-11-22T10:40:00Z'); // 1 h 40 after login, 50 min after renewal
    expect((await probe(token)).body.Code).toBe(400);
    now = new Date('2026-11-22T11:45:00Z'); // > 1 h idle
    expect((await probe(token)).body.Code).toBe(-100);
  });

  it('RememberMe lasts longer than a normal session', async () => {
    now = new Date('2026-11-22T09:00:00Z');
    const res = await t.call<{ Token: string }>('POST', '/merchant/account/login', {
      body: { UserName: 'sales.dev', Password: 'partdesk', RememberMe: true },
    });
    const normal = await t.login('sales.follow');
    now = new Date('2026-11-23T09:00:00Z');
    expect((await probe(res.body.Data.Token)).body.Code).toBe(400);
    expect((await probe(normal)).body.Code).toBe(-100);
  });

  it('a disabled user is signed out and cannot sign in', async () => {
    now = new Date('2026-11-22T09:00:00Z');
    const token = await t.login('sales.agent');
    await t.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.account, 'sales.agent'));
    t.app.ctx.sessions.invalidateUser();
    expect((await probe(token)).body.Code).toBe(-100);
    const again = await t.call('POST', '/merchant/account/login', {
      body: { UserName: 'sales.agent', Password: 'partdesk' },
    });
    expect(again.body.Code).toBe(403);
  });

  it('revokeUser ends every session of the user at once', async () => {
    now = new Date('2026-11-22T09:00:00Z');
    const a = await t.login('sales.senior');
    const b = await t.login('sales.senior');
    const [u] = await t.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(eq(sysUser.account, 'sales.senior'));
    await t.app.ctx.sessions.revokeUser(u!.id, 'test');
    expect((await probe(a)).body.Code).toBe(-100);
    expect((await probe(b)).body.Code).toBe(-100);
  });
});
