import { translate } from '@partdesk/shared/i18n/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../core/access/identity.table.js';
import { docHistory } from '../../core/documents/document.table.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { activeAdminCount } from './admin-rules.js';

type Page<T> = { Records: T[]; TotalCount: number };
type Admin = { Id: number; Account: string; IsAdmin: boolean; IsBuiltIn: boolean; Version: number };
let t: TestApp;
let admin: string;
let rep: string;
let support: string;
const ADMIN_ONLY = translate('zh-CN', 'setup.adminOnly');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  rep = await t.login('sales.rep');
  support = await t.login('support');
});
afterAll(() => t.close());

async function trio(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const anon = await t.call(method, url, { body });
  expect(anon.body.Code, `${method} ${url} anon`).toBe(-100);
  const denied = await t.call(method, url, { token: rep, body });
  expect(denied.status, `${method} ${url} sales.rep`).toBe(403);
}
const userRow = async (account: string) =>
  (await t.db.select().from(sysUser).where(eq(sysUser.account, account)))[0]!;
const newAdmin = {
  Account: 'second.admin',
  Name: '第二管理员',
  TenantId: 2,
  Password: 'abcdef12',
  Email: 'second@chipbridge.example',
};

describe('setup administrators', () => {
  it('lists administrator accounts only (kit list and export)', async () => {
    await trio('POST', '/merchant/setup/admin/Query', {});
    const list = await t.call<Page<Admin>>('POST', '/merchant/setup/admin/Query', { token: admin, body: {} });
    expect(list.body.Code).toBe(0);
    expect(list.body.Data.Records.map((r) => r.Account)).toEqual(['admin']);
    expect(list.body.Data.Records[0]!.IsBuiltIn).toBe(true);
    // Support holds the menu: it may look.
    const seen = await t.call<Page<Admin>>('POST', '/merchant/setup/admin/Query', {
      token: support,
      body: {},
    });
    expect(seen.body.Data.TotalCount).toBe(1);
    const unknown = await t.call('POST', '/merchant/setup/admin/Query', {
      token: admin,
      body: { Password: 'x' },
    });
    expect(unknown.status).toBe(400);
    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/merchant/setup/admin/Export',
      headers: { token: admin },
      payload: { Account: 'adm', ExportId: 'a1' },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['x-total-count']).toBe('1');
  });

  it('creates an administrator account; only administrators may', async () => {
    await trio('POST', '/merchant/setup/admin', newAdmin);
    const bySupport = await t.call('POST', '/merchant/setup/admin', { token: support, body: newAdmin });
    expect(bySupport.status).toBe(403);
    expect(bySupport.body.Message).toBe(ADMIN_ONLY);
    expect(await t.db.select().from(sysUser).where(eq(sysUser.account, newAdmin.Account))).toHaveLength(0);

    const weak = await t.call('POST', '/merchant/setup/admin', {
      token: admin,
      body: { ...newAdmin, Password: 'x' },
    });
    expect(weak.status).toBe(400);
    const created = await t.call<Admin>('POST', '/merchant/setup/admin', { token: admin, body: newAdmin });
    expect(created.body.Code).toBe(0);
    expect(created.body.Data).toMatchObject({ Account: 'second.admin', IsAdmin: true, IsBuiltIn: false });
    const dup = await t.call('POST', '/merchant/setup/admin', { token: admin, body: newAdmin });
    expect(dup.status).toBe(409);

    // The new administrator holds everything, including the administrators-only dev page.
    const token = await t.login('second.admin', 'abcdef12');
    const dev = await t.call('GET', '/merchant/setup/dev', { token });
    expect(dev.body.Code).toBe(0);
    const list = await t.call<Page<Admin>>('POST', '/merchant/setup/admin/Query', { token, body: {} });
    expect(list.body.Data.TotalCount).toBe(2);
  });

  it('grants and revokes the flag of an existing user; permits follow at once', async () => {
    const target = await userRow('sales.leader');
    const leader = await t.login('sales.leader');
    const url = `/merchant/setup/admin/${target.id}`;
    await trio('PUT', `${url}/grant`);
    const bySupport = await t.call('PUT', `${url}/grant`, { token: support });
    expect(bySupport.status).toBe(403);
    expect(bySupport.body.Message).toBe(ADMIN_ONLY);
    expect((await userRow('sales.leader')).isAdmin).toBe(false);

    const before = await t.call('POST', '/merchant/setup/role/Query', { token: leader, body: {} });
    expect(before.status).toBe(403);
    const stale = await t.call('PUT', `${url}/grant`, {
      token: admin,
      body: { Version: target.version + 5 },
    });
    expect(stale.status).toBe(409);
    expect((await userRow('sales.leader')).isAdmin).toBe(false);

    const granted = await t.call<Admin>('PUT', `${url}/grant`, {
      token: admin,
      body: { Version: target.version },
    });
    expect(granted.body.Data).toMatchObject({ IsAdmin: true, Version: target.version + 1 });
    const now = await t.call('POST', '/merchant/setup/role/Query', { token: leader, body: {} });
    expect(now.body.Code).toBe(0);

    await trio('PUT', `${url}/revoke`);
    const revoked = await t.call<Admin>('PUT', `${url}/revoke`, { token: admin });
    expect(revoked.body.Data.IsAdmin).toBe(false);
    const after = await t.call('POST', '/merchant/setup/role/Query', { token: leader, body: {} });
    expect(after.status).toBe(403);
    const history = await t.db.select().from(docHistory).where(eq(docHistory.docId, target.id));
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['grantAdmin', 'revokeAdmin']));
    const missing = await t.call('PUT', '/merchant/setup/admin/999999/grant', { token: admin });
    expect(missing.status).toBe(404);
  });

  it('the built-in administrator (id 1) cannot be revoked or disabled', async () => {
    const builtIn = await userRow('admin');
    expect(builtIn.id).toBe(1);
    const second = await t.login('second.admin', 'abcdef12');
    const revoke = await t.call('PUT', '/merchant/setup/admin/1/revoke', { token: second });
    expect(revoke.status).toBe(409);
    expect(revoke.body.Message).toBe(translate('zh-CN', 'setup.builtInAdmin'));
    const disable = await t.call('PUT', '/merchant/setup/user/1/disable', { token: second });
    expect(disable.status).toBe(409);
    const after = await userRow('admin');
    expect([after.isAdmin, after.status, after.version]).toEqual([true, 1, builtIn.version]);
  });

  it('non-administrators cannot disable, edit or reset the password of an administrator', async () => {
    const target = await userRow('second.admin');
    const disable = await t.call('PUT', `/merchant/setup/user/${target.id}/disable`, { token: support });
    expect(disable.status).toBe(403);
    expect(disable.body.Message).toBe(ADMIN_ONLY);
    const reset = await t.call('PUT', `/merchant/setup/user/${target.id}/resetpwd`, {
      token: support,
      body: { Password: 'taken0ver1' },
    });
    expect(reset.status).toBe(403);
    const after = await userRow('second.admin');
    expect([after.status, after.passwordHash]).toEqual([1, target.passwordHash]);
  });

  it('the last active administrator cannot be revoked or disabled', async () => {
    // An installation whose first administrator is not id 1: only second.admin is an active admin.
    await t.db.update(sysUser).set({ isAdmin: false }).where(eq(sysUser.id, 1));
    t.app.ctx.sessions.invalidateUser();
    expect(await activeAdminCount(t.db)).toBe(1);
    const second = await t.login('second.admin', 'abcdef12');
    const target = await userRow('second.admin');
    const revoke = await t.call('PUT', `/merchant/setup/admin/${target.id}/revoke`, {
      token: second,
      lang: 'en-US',
    });
    expect(revoke.status).toBe(409);
    expect(revoke.body.Message).toBe('At least one active administrator must remain');
    // Disabling oneself is refused anyway; granting a second one first makes the first revocable.
    const leader = await userRow('sales.leader');
    await t.call('PUT', `/merchant/setup/admin/${leader.id}/grant`, { token: second });
    const leaderToken = await t.login('sales.leader');
    const disableLeaderFirst = await t.call('PUT', `/merchant/setup/user/${leader.id}/disable`, {
      token: second,
    });
    expect(disableLeaderFirst.body.Code).toBe(0);
    const lastOne = await t.call('PUT', `/merchant/setup/admin/${target.id}/revoke`, { token: second });
    expect(lastOne.status).toBe(409);
    expect(await activeAdminCount(t.db)).toBe(1);
    expect((await userRow('second.admin')).isAdmin).toBe(true);
    // The disabled administrator's session ended.
    const gone = await t.call('POST', '/merchant/setup/role/Query', { token: leaderToken, body: {} });
    expect(gone.body.Code).toBe(-100);
  });
});
