import { translate } from '@partdesk/shared/i18n/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { identityChecksum, type Role, roleId, type User } from './privilege.fixture.js';

/** Issue #10 item 2: no self-promotion, no granting what you do not hold (privilege-rules.ts). */
type Login = { Token: string; Permits: string[]; UserInfo: { Id: number } };

let t: TestApp;
let admin: string;
let support: string;
let supportId: number;
const msg = (key: string, params?: Record<string, unknown>) => translate('zh-CN', key, params);

async function login(account: string): Promise<Login> {
  const res = await t.call<Login>('POST', '/merchant/account/login', {
    body: { UserName: account, Password: 'partdesk' },
  });
  return res.body.Data;
}
const user = async (id: number) =>
  (await t.call<User>('GET', `/merchant/setup/user/${id}`, { token: admin })).body.Data;
const role = async (id: number) =>
  (await t.call<Role>('GET', `/merchant/setup/role/${id}`, { token: admin })).body.Data;
const userBody = (u: User, over: Partial<{ RoleIds: number[]; DeptId: number | null; Name: string }>) => ({
  Name: u.Name,
  TenantId: u.TenantId,
  DeptId: u.DeptId,
  Version: u.Version,
  RoleIds: u.Roles.map((r) => r.Id),
  ...over,
});
const roleBody = (r: Role, over: Partial<Role> = {}) => ({
  Name: r.Name,
  NameEn: r.NameEn,
  ScopeKind: r.ScopeKind,
  Version: r.Version,
  Grants: r.Grants,
  ...over,
});

/** Calls as `token` and expects a 403 with `key`'s message and no identity row changed. */
async function refused(
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  key: string,
  params?: Record<string, unknown>,
) {
  const before = await identityChecksum(t.db);
  const res = await t.call(method, url, { token: support, body });
  expect(res.status, `${method} ${url}`).toBe(403);
  expect(res.body.Message).toBe(msg(key, params));
  expect(await identityChecksum(t.db)).toBe(before);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const s = await login('support');
  support = s.Token;
  supportId = s.UserInfo.Id;
});
afterAll(() => t.close());

describe('privilege rules (setup writes)', () => {
  it('support cannot make itself administrator by adding role 1 to its own roles', async () => {
    const permitsBefore = (await login('support')).Permits.length;
    const me = await user(supportId);
    const adminRole = await roleId(t.db, '管理员');
    await refused(
      'PUT',
      `/merchant/setup/user/${supportId}`,
      userBody(me, { RoleIds: [...me.Roles.map((r) => r.Id), adminRole] }),
      'setup.privilege.self',
    );
    // Nor by changing its own department; its own name is fine.
    await refused(
      'PUT',
      `/merchant/setup/user/${supportId}`,
      userBody(me, { DeptId: null }),
      'setup.privilege.self',
    );
    const renamed = await t.call('PUT', `/merchant/setup/user/${supportId}`, {
      token: support,
      body: userBody(me, { Name: '曹磊二' }),
    });
    expect(renamed.body.Code).toBe(0);
    expect((await login('support')).Permits.length).toBe(permitsBefore);
  });

  it("support cannot copy role 1's grants into its own role, nor into another role or a new one", async () => {
    const adminGrants = (await role(await roleId(t.db, '管理员'))).Grants;
    const own = await role(await roleId(t.db, '技术支持'));
    await refused(
      'PUT',
      `/merchant/setup/role/${own.Id}`,
      roleBody(own, { Grants: adminGrants }),
      'setup.privilege.ownRole',
      { role: '技术支持' },
    );
    const rep = await role(await roleId(t.db, '销售员'));
    const res = await t.call('PUT', `/merchant/setup/role/${rep.Id}`, {
      token: support,
      body: roleBody(rep, { Grants: adminGrants }),
    });
    expect(res.status).toBe(403);
    expect(res.body.Message).toMatch(/不能授予自己没有的权限/);
    const created = await t.call('POST', '/merchant/setup/role', {
      token: support,
      body: { Name: '影子管理员', ScopeKind: 'all', Grants: adminGrants },
    });
    expect(created.status).toBe(403);
    const adminRole = await role(await roleId(t.db, '管理员'));
    await refused(
      'PUT',
      `/merchant/setup/role/${adminRole.Id}`,
      roleBody(adminRole, { Remark: 'x' } as Partial<Role>),
      'setup.privilege.adminRole',
    );
  });

  it('a user with the setup screens cannot assign a role holding more than they hold', async () => {
    const rep = await user((await login('sales.rep')).UserInfo.Id);
    const financeHead = await roleId(t.db, '财务主管');
    const before = await identityChecksum(t.db);
    const res = await t.call('PUT', `/merchant/setup/user/${rep.Id}`, {
      token: support,
      body: userBody(rep, { RoleIds: [...rep.Roles.map((r) => r.Id), financeHead] }),
    });
    expect(res.status).toBe(403);
    expect(res.body.Message).toMatch(/角色「财务主管」含有您自己没有的权限/);
    expect(await identityChecksum(t.db)).toBe(before);
    await refused(
      'PUT',
      `/merchant/setup/user/${rep.Id}`,
      userBody(rep, { RoleIds: [await roleId(t.db, '管理员')] }),
      'setup.privilege.adminRole',
    );
    const created = await t.call('POST', '/merchant/setup/user', {
      token: support,
      body: { Account: 'shadow', Name: '影子', TenantId: 2, Password: 'abcdef12', RoleIds: [financeHead] },
    });
    expect(created.status).toBe(403);
    expect(await identityChecksum(t.db)).toBe(before);
    // Keeping the roles a user already holds is fine: support edits the salesperson's name.
    const renamed = await t.call('PUT', `/merchant/setup/user/${rep.Id}`, {
      token: support,
      body: userBody(rep, { Name: '改名' }),
    });
    expect(renamed.body.Code).toBe(0);
  });

  it('nobody enables or disables their own account', async () => {
    const res = await t.call('PUT', `/merchant/setup/user/${supportId}/enable`, { token: support });
    expect(res.status).toBe(403);
    expect(res.body.Message).toBe(msg('setup.privilege.self'));
  });

  it('support can still grant what it holds itself', async () => {
    const created = await t.call<Role>('POST', '/merchant/setup/role', {
      token: support,
      body: { Name: '字典维护', ScopeKind: 'own', Grants: ['setup/dict-list', 'setup/dict-list:0101'] },
    });
    expect(created.body.Code).toBe(0);
    const u = await t.call<User>('POST', '/merchant/setup/user', {
      token: support,
      body: {
        Account: 'dict.keeper',
        Name: '字典',
        TenantId: 2,
        Password: 'abcdef12',
        RoleIds: [created.body.Data.Id],
      },
    });
    expect(u.body.Code).toBe(0);
  });

  it('an administrator still can: role 1 to a user, role 1 edited, support role extended', async () => {
    const leader = await user((await login('sales.leader')).UserInfo.Id);
    const adminRole = await role(await roleId(t.db, '管理员'));
    const assigned = await t.call('PUT', `/merchant/setup/user/${leader.Id}`, {
      token: admin,
      body: userBody(leader, { RoleIds: [...leader.Roles.map((r) => r.Id), adminRole.Id] }),
    });
    expect(assigned.body.Code).toBe(0);
    const edited = await t.call('PUT', `/merchant/setup/role/${adminRole.Id}`, {
      token: admin,
      body: roleBody(adminRole, { NameEn: 'Administrators' }),
    });
    expect(edited.body.Code).toBe(0);
    const own = await role(await roleId(t.db, '技术支持'));
    const extended = await t.call('PUT', `/merchant/setup/role/${own.Id}`, {
      token: admin,
      body: roleBody(own, { Grants: [...own.Grants, 'finance/financial/payment'] }),
    });
    expect(extended.body.Code, JSON.stringify(extended.body)).toBe(0);
  });
});
