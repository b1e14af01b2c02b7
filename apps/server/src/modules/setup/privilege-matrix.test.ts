import { translate } from '@partdesk/shared/i18n/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { recordSuiteCount } from '../../test/suite-counts.js';
import { identityChecksum, type Role, roleId, type User } from './privilege.fixture.js';

/**
 * Privilege rules tested for every setup route (issue #10): the setup write routes come from the route
 * registry; each one either changes who may do what (users, roles, administrators) and has its
 * self-promotion variants below, or is listed as touching no identity table. A route added later
 * without being classified fails the first test. Every variant runs as `support` (who holds every
 * /setup screen) and must be refused with nothing changed in sys_user, sys_user_role, sys_role and
 * sys_role_menu.
 */
type Attack = { name: string; url: string; body?: unknown };
type Ctx = {
  support: User;
  rep: User;
  builtInAdmin: User;
  adminRole: Role;
  supportRole: Role;
  repRole: Role;
  financeRoleId: number;
};

const userBody = (u: User, over: Record<string, unknown> = {}) => ({
  Name: u.Name,
  TenantId: u.TenantId,
  DeptId: u.DeptId,
  Version: u.Version,
  RoleIds: u.Roles.map((r) => r.Id),
  ...over,
});
const roleBody = (r: Role, over: Record<string, unknown> = {}) => ({
  Name: r.Name,
  NameEn: r.NameEn,
  ScopeKind: r.ScopeKind,
  Version: r.Version,
  Grants: r.Grants,
  ...over,
});
const newUser = (RoleIds: number[]) => ({
  Account: 'shadow.x',
  Name: '影子',
  TenantId: 2,
  Password: 'abcdef12',
  RoleIds,
});
const roleIdsPlus = (u: User, id: number) => [...u.Roles.map((r) => r.Id), id];

/** The self-promotion variants of every setup route that changes roles, grants or accounts. */
const ATTACKS: Record<string, (c: Ctx) => Attack[]> = {
  'POST /merchant/setup/user': (c) => [
    { name: 'new account with the administrator role', url: '', body: newUser([c.adminRole.Id]) },
    { name: 'new account with a role beyond the caller', url: '', body: newUser([c.financeRoleId]) },
  ],
  'PUT /merchant/setup/user/:id': (c) => [
    {
      name: 'own roles + administrator role',
      url: `${c.support.Id}`,
      body: userBody(c.support, { RoleIds: roleIdsPlus(c.support, c.adminRole.Id) }),
    },
    {
      name: 'own roles + finance head',
      url: `${c.support.Id}`,
      body: userBody(c.support, { RoleIds: roleIdsPlus(c.support, c.financeRoleId) }),
    },
    { name: 'own roles dropped', url: `${c.support.Id}`, body: userBody(c.support, { RoleIds: [] }) },
    { name: 'own department', url: `${c.support.Id}`, body: userBody(c.support, { DeptId: null }) },
    { name: 'own company', url: `${c.support.Id}`, body: userBody(c.support, { TenantId: 3 }) },
    {
      name: 'administrator role to another user',
      url: `${c.rep.Id}`,
      body: userBody(c.rep, { RoleIds: roleIdsPlus(c.rep, c.adminRole.Id) }),
    },
    {
      name: 'role beyond the caller to another user',
      url: `${c.rep.Id}`,
      body: userBody(c.rep, { RoleIds: roleIdsPlus(c.rep, c.financeRoleId) }),
    },
    {
      name: 'the built-in administrator account',
      url: `${c.builtInAdmin.Id}`,
      body: userBody(c.builtInAdmin, { Name: 'x' }),
    },
  ],
  'PUT /merchant/setup/user/:id/disable': (c) => [
    { name: 'own account', url: `${c.support.Id}/disable` },
    { name: 'an administrator account', url: `${c.builtInAdmin.Id}/disable` },
  ],
  'PUT /merchant/setup/user/:id/enable': (c) => [
    { name: 'own account', url: `${c.support.Id}/enable` },
    { name: 'an administrator account', url: `${c.builtInAdmin.Id}/enable` },
  ],
  'PUT /merchant/setup/user/:id/resetpwd': (c) => [
    {
      name: 'an administrator password',
      url: `${c.builtInAdmin.Id}/resetpwd`,
      body: { Password: 'abcdef12' },
    },
  ],
  'POST /merchant/setup/role': (c) => [
    {
      name: "a new role with the administrator role's grants",
      url: '',
      body: roleBody(c.adminRole, { Name: '影子', Version: undefined }),
    },
    {
      name: 'a new role with one grant beyond the caller',
      url: '',
      body: { Name: '影子', ScopeKind: 'own', Grants: ['finance/financial/payment'] },
    },
  ],
  'PUT /merchant/setup/role/:id': (c) => [
    {
      name: "own role + administrator's grants",
      url: `${c.supportRole.Id}`,
      body: roleBody(c.supportRole, { Grants: c.adminRole.Grants }),
    },
    { name: 'own role renamed', url: `${c.supportRole.Id}`, body: roleBody(c.supportRole, { Remark: 'x' }) },
    {
      name: 'the administrator role',
      url: `${c.adminRole.Id}`,
      body: roleBody(c.adminRole, { Remark: 'x' }),
    },
    {
      name: "another role + administrator's grants",
      url: `${c.repRole.Id}`,
      body: roleBody(c.repRole, { Grants: c.adminRole.Grants }),
    },
    {
      name: 'another role + one grant beyond the caller',
      url: `${c.repRole.Id}`,
      body: roleBody(c.repRole, { Grants: [...c.repRole.Grants, 'finance/financial/payment'] }),
    },
  ],
  'POST /merchant/setup/admin': () => [{ name: 'a new administrator account', url: '', body: newUser([]) }],
  'PUT /merchant/setup/admin/:id/grant': (c) => [
    { name: 'administrator flag to self', url: `${c.support.Id}/grant` },
    { name: 'administrator flag to another user', url: `${c.rep.Id}/grant` },
  ],
  'PUT /merchant/setup/admin/:id/revoke': (c) => [
    { name: 'the built-in administrator', url: `${c.builtInAdmin.Id}/revoke` },
  ],
};

/** Setup writes that touch no identity table (nobody's roles, grants, scope, account or status). */
const NO_IDENTITY = [
  'POST /merchant/setup/dept', // departments carry no data scope (README "Privilege rules")
  'PUT /merchant/setup/dept/:id',
  'POST /merchant/setup/dict/:code/line',
  'PUT /merchant/setup/dict/line/delete',
  'PUT /merchant/setup/dict/line/:id',
  'PUT /merchant/setup/setting',
  'PUT /merchant/setup/setting/:key',
  'PUT /merchant/setup/company/:id',
];

let t: TestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  support = await t.login('support');
});
afterAll(() => t.close());

/** Setup routes that write: not GET, not a kit list or export. */
function setupWrites(): string[] {
  const lists = new Set(t.app.ctx.registry.resources.map((r) => r.list));
  return [
    ...new Set(
      t.app.ctx.registry.routes
        .filter((r) => r.url.startsWith('/merchant/setup/') && r.method !== 'GET')
        .filter((r) => !lists.has(r.url) && !/\/(Query|Export)$/i.test(r.url))
        .map((r) => `${r.method} ${r.url}`),
    ),
  ].sort();
}

describe('privilege rules on every setup write route', () => {
  it('every setup write route is classified: self-promotion variants, or no identity table touched', () => {
    const unclassified = setupWrites().filter((k) => !(k in ATTACKS) && !NO_IDENTITY.includes(k));
    expect(unclassified).toEqual([]);
    const stale = [...Object.keys(ATTACKS), ...NO_IDENTITY].filter((k) => !setupWrites().includes(k));
    expect(stale).toEqual([]);
  });

  it('support is refused every variant, with the identity tables unchanged', async () => {
    const get = async <T>(url: string) => (await t.call<T>('GET', url, { token: admin })).body.Data;
    const [login] = await Promise.all([
      t.call<{ UserInfo: { Id: number }; Permits: string[] }>('POST', '/merchant/account/login', {
        body: { UserName: 'support', Password: 'partdesk' },
      }),
    ]);
    const supportId = login.body.Data.UserInfo.Id;
    const repLogin = await t.call<{ UserInfo: { Id: number } }>('POST', '/merchant/account/login', {
      body: { UserName: 'sales.rep', Password: 'partdesk' },
    });
    const ctx: Ctx = {
      support: await get<User>(`/merchant/setup/user/${supportId}`),
      rep: await get<User>(`/merchant/setup/user/${repLogin.body.Data.UserInfo.Id}`),
      builtInAdmin: await get<User>('/merchant/setup/user/1'),
      adminRole: await get<Role>(`/merchant/setup/role/${await roleId(t.db, '管理员')}`),
      supportRole: await get<Role>(`/merchant/setup/role/${await roleId(t.db, '技术支持')}`),
      repRole: await get<Role>(`/merchant/setup/role/${await roleId(t.db, '销售员')}`),
      financeRoleId: await roleId(t.db, '财务主管'),
    };
    const forbiddenByGuard = translate('zh-CN', 'errors.forbidden');
    const accepted: string[] = [];
    let attempts = 0;
    for (const [key, build] of Object.entries(ATTACKS)) {
      const [method, pattern] = key.split(' ') as ['POST' | 'PUT', string];
      const base = pattern.replace(/\/:id.*$/, '');
      for (const a of build(ctx)) {
        const url = a.url ? `${base}/${a.url}` : pattern;
        const before = await identityChecksum(t.db);
        const res = await t.call(method, url, { token: support, body: a.body });
        attempts++;
        const refusedByRule =
          (res.status === 403 || res.status === 409) &&
          res.body.Code !== 0 &&
          res.body.Message !== forbiddenByGuard;
        if (!refusedByRule) accepted.push(`${key} (${a.name}): ${res.status} ${res.body.Message}`);
        if ((await identityChecksum(t.db)) !== before)
          accepted.push(`${key} (${a.name}): identity tables changed`);
      }
    }
    expect(accepted).toEqual([]);
    const after = await t.call<{ Permits: string[] }>('POST', '/merchant/account/login', {
      body: { UserName: 'support', Password: 'partdesk' },
    });
    expect(after.body.Data.Permits).toEqual(login.body.Data.Permits);
    recordSuiteCount('privilege-rules', {
      operations: Object.keys(ATTACKS).length,
      unaffectedOperations: NO_IDENTITY.length,
      attempts,
      accepted: accepted.length,
    });
  });
});
