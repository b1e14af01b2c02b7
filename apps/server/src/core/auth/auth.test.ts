import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { throttle: { windowMs: 60_000, maxPerAccount: 3, maxPerIp: 100, lockMs: 60_000 } },
  });
});
afterAll(() => t.close());

describe('POST /merchant/account/login', () => {
  it('signs in with a padded user name and returns the spec fields', async () => {
    const res = await t.call<Record<string, never>>('POST', '/merchant/account/login', {
      body: { UserName: '  admin  ', Password: 'partdesk', RememberMe: true },
    });
    expect(res.body.Code).toBe(0);
    const d = res.body.Data as unknown as {
      Token: string;
      UserInfo: Record<string, unknown>;
      Routes: {
        Id: number;
        Name: string;
        Url: string;
        IconCode: string;
        HasChilds: boolean;
        Childs: unknown[];
      }[];
      Permits: string[];
    };
    expect(d.Token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(d.UserInfo).toMatchObject({ Name: '管理员', isAdmin: true, Roles: [{ Name: '管理员' }] });
    expect(d.UserInfo).toHaveProperty('departmentTypes');
    expect(d.UserInfo).toHaveProperty('MasterId');
    expect(d.Routes.length).toBeGreaterThan(10);
    expect(d.Routes[0]).toEqual(
      expect.objectContaining({
        Id: expect.any(Number),
        Name: expect.any(String),
        Url: expect.any(String),
        HasChilds: expect.any(Boolean),
      }),
    );
    expect(Array.isArray(d.Permits)).toBe(true);
  });

  it('rejects a wrong password with a translated message and no token', async () => {
    const zh = await t.call('POST', '/merchant/account/login', {
      body: { UserName: 'sales.rep', Password: 'nope' },
    });
    expect(zh.status).toBe(400);
    expect(zh.body.Code).toBe(400);
    expect(zh.body.Message).toBe('用户名或密码错误');
    const en = await t.call('POST', '/merchant/account/login', {
      body: { UserName: 'sales.rep', Password: 'nope' },
      lang: 'en-US',
    });
    expect(en.body.Message).toBe('Wrong user name or password');
  });

  it('names the missing field in a 400', async () => {
    const res = await t.call('POST', '/merchant/account/login', { body: { Password: 'x' }, lang: 'en-US' });
    expect(res.status).toBe(400);
    expect(res.body.Message).toBe('Account is required');
  });

  it('locks an account at the failing address after repeated failures (429), even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      await t.call('POST', '/merchant/account/login', { body: { UserName: 'buyer', Password: 'wrong' } });
    }
    const res = await t.call('POST', '/merchant/account/login', {
      body: { UserName: 'buyer', Password: 'partdesk' },
    });
    expect(res.status).toBe(429);
    expect(res.body.Code).toBe(429);
  });
});

describe('sessions', () => {
  it('answers −100 without a token and with an unknown token', async () => {
    const none = await t.call('GET', '/merchant/account/logout');
    expect(none.body.Code).toBe(-100);
    expect(none.body.Message).toBe('请先登录');
    const bad = await t.call('GET', '/merchant/account/logout', { token: 'not-a-token' });
    expect(bad.body.Code).toBe(-100);
  });

  it('revokes the token on logout', async () => {
    const token = await t.login('sales.rep');
    expect((await t.call('GET', '/merchant/account/logout', { token })).body.Code).toBe(0);
    expect((await t.call('GET', '/merchant/account/logout', { token })).body.Code).toBe(-100);
  });

  it('changes the password: old checked, policy enforced, other sessions ended', async () => {
    const a = await t.login('sales.junior');
    const b = await t.login('sales.junior');
    const wrongOld = await t.call('PUT', '/merchant/common/resetpwd', {
      token: a,
      query: { oldPassword: 'bad', newPassword: 'Newpass123' },
    });
    expect(wrongOld.body.Message).toBe('原密码错误');
    const weak = await t.call('PUT', '/merchant/common/resetpwd', {
      token: a,
      query: { oldPassword: 'partdesk', newPassword: 'short' },
    });
    expect(weak.body.Code).toBe(400);
    const ok = await t.call('PUT', '/merchant/common/resetpwd', {
      token: a,
      query: { oldPassword: 'partdesk', newPassword: 'Newpass123' },
    });
    expect(ok.body).toMatchObject({ Code: 0, Message: '修改密码成功' });
    expect((await t.call('GET', '/merchant/account/logout', { token: b })).body.Code).toBe(-100);
    await expect(t.login('sales.junior')).rejects.toThrow();
    expect(await t.login('sales.junior', 'Newpass123')).toBeTruthy();
  });
});
