import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysRole, sysRoleMenu } from '../../core/access/identity.table.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

type Role = { Id: number; Name: string; Version: number; Grants: string[] };
type Page<T> = { Records: T[]; TotalCount: number };
type Menu = { MainMenu: { MenuCode: string }; ChildMenus: { MenuCode: string; Buttons: string[] }[] };
type Effective = {
  Menus: Menu[];
  Permits: string[];
  ScopeKind: string;
  Buttons: string[];
  Grants: string[];
  DataScope: Record<string, unknown>;
};
let t: TestApp;
let admin: string;
let rep: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  rep = await t.login('sales.rep');
});
afterAll(() => t.close());

async function trio(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const anon = await t.call(method, url, { body });
  expect(anon.body.Code, `${method} ${url} anon`).toBe(-100);
  const denied = await t.call(method, url, { token: rep, body });
  expect(denied.status, `${method} ${url} sales.rep`).toBe(403);
}
const roleCount = async () => (await t.db.select({ id: sysRole.id }).from(sysRole)).length;
const grants = ['setup/user-list', 'setup/dict-list', 'setup/user-list:0101'];

describe('setup roles', () => {
  it('a new role with 2 menus and a button: its user gets exactly those menus and 403 elsewhere', async () => {
    await trio('POST', '/merchant/setup/role/Query', {});
    const list = await t.call<Page<Role>>('POST', '/merchant/setup/role/Query', { token: admin, body: {} });
    expect(list.body.Data.TotalCount).toBeGreaterThan(0);

    const body = { Name: '测试角色', NameEn: 'Test role', ScopeKind: 'own', Grants: grants };
    await trio('POST', '/merchant/setup/role', body);
    const created = await t.call<Role>('POST', '/merchant/setup/role', { token: admin, body });
    expect(created.body.Code).toBe(0);
    const id = created.body.Data.Id;
    await trio('GET', `/merchant/setup/role/${id}`);
    const read = await t.call<Role>('GET', `/merchant/setup/role/${id}`, { token: admin });
    expect(read.body.Data.Grants).toEqual([...grants].sort());
    await trio('GET', `/merchant/setup/role/${id}/permits`);
    const permits = await t.call<Page<string>>('GET', `/merchant/setup/role/${id}/permits`, { token: admin });
    expect(permits.body.Data.Records).toContain('POST merchant/setup/user/query');

    const user = await t.call<{ Id: number }>('POST', '/merchant/setup/user', {
      token: admin,
      body: { Account: 'role.user', Name: '角色用户', TenantId: 2, Password: 'abcdef12', RoleIds: [id] },
    });
    expect(user.body.Code).toBe(0);
    const token = await t.login('role.user', 'abcdef12');
    await trio('GET', `/merchant/setup/user/${user.body.Data.Id}/effective`);
    const eff = await t.call<Effective>('GET', `/merchant/setup/user/${user.body.Data.Id}/effective`, {
      token: admin,
    });
    const children = eff.body.Data.Menus.flatMap((m) => m.ChildMenus);
    expect(children).toHaveLength(2);
    expect(children.flatMap((c) => c.Buttons)).toEqual(['0101']);
    expect(eff.body.Data.ScopeKind).toBe('own');
    expect(eff.body.Data.Buttons).toEqual(['setup/user-list:0101']);
    expect(eff.body.Data.Grants).toEqual([...grants].sort());
    expect(eff.body.Data.DataScope).toEqual({
      Kind: 'own',
      UserFilter: user.body.Data.Id,
      SalesFilter: null,
      BuyerFilter: null,
      OwnerFilter: user.body.Data.Id,
    });
    const allowed = await t.call('POST', '/merchant/setup/user/Query', { token, body: {} });
    expect(allowed.body.Code).toBe(0);
    const dicts = await t.call('POST', '/merchant/setup/dict/Query', { token, body: {} });
    expect(dicts.body.Code).toBe(0);
    const elsewhere = await t.call('POST', '/merchant/setup/role/Query', { token, body: {} });
    expect(elsewhere.status).toBe(403);

    // Taking a menu away applies at once to the signed-in user.
    const upd = { ...body, Grants: ['setup/dict-list'], Version: read.body.Data.Version };
    await trio('PUT', `/merchant/setup/role/${id}`, upd);
    const changed = await t.call<Role>('PUT', `/merchant/setup/role/${id}`, { token: admin, body: upd });
    expect(changed.body.Code).toBe(0);
    const now = await t.call('POST', '/merchant/setup/user/Query', { token, body: {} });
    expect(now.status).toBe(403);
    const stale = await t.call('PUT', `/merchant/setup/role/${id}`, { token: admin, body: upd });
    expect(stale.status).toBe(409);
  });

  it('refuses an unknown menu or button code and changes nothing', async () => {
    const before = await roleCount();
    const menu = await t.call('POST', '/merchant/setup/role', {
      token: admin,
      body: { Name: '坏角色', ScopeKind: 'own', Grants: ['setup/user-list', 'no/such-menu'] },
    });
    expect(menu.status).toBe(400);
    expect(menu.body.Message).toContain('no/such-menu');
    const button = await t.call('POST', '/merchant/setup/role', {
      token: admin,
      body: { Name: '坏角色', ScopeKind: 'own', Grants: ['setup/user-list:0909'] },
    });
    expect(button.status).toBe(400);
    expect(button.body.Message).toContain('0909');
    expect(await roleCount()).toBe(before);

    const [sys] = await t.db.select().from(sysRole).where(eq(sysRole.isSystem, true)).limit(1);
    expect(sys, 'the system seed has a built-in role').toBeDefined();
    const held = await t.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, sys!.id));
    const rename = await t.call('PUT', `/merchant/setup/role/${sys!.id}`, {
      token: admin,
      body: { Name: `${sys!.name}x`, ScopeKind: sys!.scopeKind, Grants: [], Version: sys!.version },
    });
    expect(rename.status).toBe(409);
    expect(await t.db.select().from(sysRoleMenu).where(eq(sysRoleMenu.roleId, sys!.id))).toHaveLength(
      held.length,
    );
  });

  it('user-test answers the data scope of spec §6 for sales, purchasing and all-data roles', async () => {
    const ids = new Map<string, number>();
    for (const account of ['sales.rep', 'buyer', 'accountant', 'admin']) {
      const page = await t.call<Page<{ Id: number; Account: string }>>('POST', '/merchant/setup/user/Query', {
        token: admin,
        body: { Account: account },
      });
      ids.set(account, page.body.Data.Records.find((r) => r.Account === account)!.Id);
    }
    const eff = async (account: string) =>
      (await t.call<Effective>('GET', `/merchant/setup/user/${ids.get(account)}/effective`, { token: admin }))
        .body.Data;
    const rep = await eff('sales.rep');
    expect(rep.DataScope).toMatchObject({
      Kind: 'sales',
      SalesFilter: ids.get('sales.rep'),
      BuyerFilter: null,
    });
    expect(rep.Permits).not.toContain('GET merchant/setup/dev');
    const buyer = await eff('buyer');
    expect(buyer.DataScope).toMatchObject({
      Kind: 'purchase',
      BuyerFilter: ids.get('buyer'),
      SalesFilter: null,
    });
    const acc = await eff('accountant');
    expect(acc.DataScope).toMatchObject({ Kind: 'all', UserFilter: null });
    const adm = await eff('admin');
    expect(adm.DataScope.Kind).toBe('all');
    expect(adm.Permits).toContain('GET merchant/setup/dev');
    expect(adm.Buttons).toContain('sales/salesOrder:0101');
  });

  it('the role list is the kit list: scope and system filters, export', async () => {
    const sales = await t.call<Page<{ Name: string; ScopeKind: string; Users: number }>>(
      'POST',
      '/merchant/setup/role/Query',
      { token: admin, body: { ScopeKind: ['sales'], IsSystem: true, sortField: 'Users', sortOrder: 'desc' } },
    );
    expect(sales.body.Data.TotalCount).toBeGreaterThan(3);
    expect(sales.body.Data.Records.every((r) => r.ScopeKind === 'sales')).toBe(true);
    const badScope = await t.call('POST', '/merchant/setup/role/Query', {
      token: admin,
      body: { IsSystem: 'maybe' },
    });
    expect(badScope.status).toBe(400);
    const xlsx = await t.app.inject({
      method: 'POST',
      url: '/merchant/setup/role/Export',
      headers: { token: admin },
      payload: { ScopeKind: 'all', ExportId: 'r1' },
    });
    expect(xlsx.statusCode).toBe(200);
  });
});
