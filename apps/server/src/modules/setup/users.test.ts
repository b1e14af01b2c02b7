import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../core/access/identity.table.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type User = { Id: number; Account: string; Status: number; Version: number; Roles: { Id: number }[] };
type Page<T> = { Records: T[]; TotalCount: number };
let t: TestApp;
let admin: string;
let rep: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  rep = await t.login('sales.rep');
});
afterAll(() => t.close());

const newUser = (Account: string, extra: Record<string, unknown> = {}) => ({
  Account,
  Name: '测试用户',
  Email: `${Account}@example.com`,
  TenantId: 2,
  Password: 'abcdef12',
  ...extra,
});
const count = async () => (await t.db.select({ id: sysUser.id }).from(sysUser)).length;

async function trio(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const anon = await t.call(method, url, { body });
  expect(anon.body.Code, `${method} ${url} anon`).toBe(-100);
  const denied = await t.call(method, url, { token: rep, body });
  expect(denied.status, `${method} ${url} sales.rep`).toBe(403);
}

describe('setup users', () => {
  it('lists, reads and creates users (trio)', async () => {
    await trio('POST', '/merchant/setup/user/Query', {});
    const list = await t.call<Page<User>>('POST', '/merchant/setup/user/Query', {
      token: admin,
      body: { Account: 'sales' },
    });
    expect(list.body.Code).toBe(0);
    expect(list.body.Data.Records.length).toBeGreaterThan(0);
    expect(list.body.Data.Records.every((r) => r.Account.includes('sales'))).toBe(true);

    await trio('POST', '/merchant/setup/user', newUser('x.trio'));
    const created = await t.call<User>('POST', '/merchant/setup/user', {
      token: admin,
      body: newUser('new.one', { RoleIds: [] }),
    });
    expect(created.body.Code).toBe(0);
    await trio('GET', `/merchant/setup/user/${created.body.Data.Id}`);
    const read = await t.call<User>('GET', `/merchant/setup/user/${created.body.Data.Id}`, { token: admin });
    expect(read.body.Data).toMatchObject({ Account: 'new.one', Status: 1 });
    await t.login('new.one', 'abcdef12');
  });

  it('refuses a duplicate account, a bad email and a weak password; nothing changes', async () => {
    const before = await count();
    const dup = await t.call('POST', '/merchant/setup/user', { token: admin, body: newUser('admin') });
    expect(dup.status).toBe(409);
    expect(dup.body.Message).toContain('Account');
    const email = await t.call('POST', '/merchant/setup/user', {
      token: admin,
      body: newUser('bad.mail', { Email: 'nope' }),
    });
    expect(email.status).toBe(400);
    const weak = await t.call('POST', '/merchant/setup/user', {
      token: admin,
      body: newUser('weak.pw', { Password: 'short' }),
    });
    expect(weak.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('updates with the version; a stale version is 409 and changes nothing', async () => {
    const c = await t.call<User>('POST', '/merchant/setup/user', { token: admin, body: newUser('edit.me') });
    const id = c.body.Data.Id;
    const body = { Name: '改名', TenantId: 2, Version: c.body.Data.Version };
    await trio('PUT', `/merchant/setup/user/${id}`, body);
    const upd = await t.call<User>('PUT', `/merchant/setup/user/${id}`, { token: admin, body });
    expect(upd.body.Code).toBe(0);
    expect(upd.body.Data.Version).toBe(c.body.Data.Version + 1);
    const stale = await t.call('PUT', `/merchant/setup/user/${id}`, {
      token: admin,
      body: { ...body, Name: '再改' },
    });
    expect(stale.status).toBe(409);
    const [row] = await t.db.select().from(sysUser).where(eq(sysUser.id, id));
    expect(row!.name).toBe('改名');
  });

  it("disable ends the user's sessions at once; enable lets it sign in again; not oneself", async () => {
    await t.call('POST', '/merchant/setup/user', { token: admin, body: newUser('to.disable') });
    const token = await t.login('to.disable', 'abcdef12');
    const [u] = await t.db.select().from(sysUser).where(eq(sysUser.account, 'to.disable'));
    await trio('PUT', `/merchant/setup/user/${u!.id}/disable`);
    const dis = await t.call<User>('PUT', `/merchant/setup/user/${u!.id}/disable`, { token: admin });
    expect(dis.body.Data.Status).toBe(2);
    const after = await t.call('GET', '/merchant/account/logout', { token });
    expect(after.body.Code).toBe(-100);
    await trio('PUT', `/merchant/setup/user/${u!.id}/enable`);
    const en = await t.call<User>('PUT', `/merchant/setup/user/${u!.id}/enable`, { token: admin });
    expect(en.body.Data.Status).toBe(1);
    const [me] = await t.db.select().from(sysUser).where(eq(sysUser.account, 'admin'));
    const self = await t.call('PUT', `/merchant/setup/user/${me!.id}/disable`, { token: admin });
    expect(self.status).toBe(409);
  });

  it("resetpwd needs the policy and revokes the user's sessions", async () => {
    await t.call('POST', '/merchant/setup/user', { token: admin, body: newUser('reset.me') });
    const token = await t.login('reset.me', 'abcdef12');
    const [u] = await t.db.select().from(sysUser).where(eq(sysUser.account, 'reset.me'));
    const url = `/merchant/setup/user/${u!.id}/resetpwd`;
    await trio('PUT', url, { Password: 'newpass99' });
    const weak = await t.call('PUT', url, { token: admin, body: { Password: 'x' } });
    expect(weak.status).toBe(400);
    const okRes = await t.call('PUT', url, { token: admin, body: { Password: 'newpass99' } });
    expect(okRes.body.Code).toBe(0);
    const after = await t.call('GET', '/merchant/account/logout', { token });
    expect(after.body.Code).toBe(-100);
    await t.login('reset.me', 'newpass99');
  });
});
