import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDepartment, sysUser } from '../../core/access/identity.table.js';
import { DEMO_USERS } from '../../db/seed/demo.js';
import { ROLE_SEEDS } from '../../db/seed/roles.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { expectGuarded, noRoleToken, type Page } from './test-kit.js';

type Person = { Id: number; Name: string; Status: number; TenantId: number };
let t: TestApp;
let rep: string;
let support: string;
let noRole: string;
beforeAll(async () => {
  t = await createTestApp();
  rep = await t.login('sales.rep');
  support = await t.login('support');
  noRole = await noRoleToken(t);
});
afterAll(() => t.close());

const scopeOf = (role: string) => ROLE_SEEDS.find((r) => r.name === role)!.scope;
const namesWithScope = (scope: string) => DEMO_USERS.filter((u) => scopeOf(u[3]) === scope).map((u) => u[1]);
const get = <T>(url: string, token: string, query?: Record<string, string | number>, lang?: string) =>
  t.call<Page<T>>('GET', url, { token, query, lang });

describe('people lookups', () => {
  it('GET /user/GetSalerList and /merchant/common/saler: holders of sales roles', async () => {
    for (const url of ['/user/GetSalerList', '/merchant/common/saler']) {
      await expectGuarded(t, { method: 'GET', url }, noRole);
      const res = await get<Person>(url, rep);
      expect(res.body.Code).toBe(0);
      expect(res.body.Data.Records.map((r) => r.Name).sort()).toEqual(namesWithScope('sales').sort());
      expect(res.body.Data.Records[0]).toEqual(
        expect.objectContaining({ Id: expect.any(Number), Status: 1 }),
      );
    }
    const en = await get<Person>('/user/GetSalerList', rep, undefined, 'en-US');
    expect(en.body.Data.Records.map((r) => r.Name)).toContain('Zhang Wei');
    const hk = await get<Person>('/merchant/common/saler', rep, { tenantId: 2 });
    expect(hk.body.Data.Records.every((r) => r.TenantId === 2)).toBe(true);
    expect(hk.body.Data.Records.map((r) => r.Name)).toContain('林晓雯');
  });

  it('lists a disabled salesperson with Status 2 and filters by status', async () => {
    await t.db.update(sysUser).set({ status: 2 }).where(eq(sysUser.account, 'sales.junior'));
    const all = await get<Person>('/user/GetSalerList', rep);
    expect(all.body.Data.Records.find((r) => r.Name === '孙浩')!.Status).toBe(2);
    const active = await get<Person>('/user/GetSalerList', rep, { status: 1 });
    expect(active.body.Data.Records.map((r) => r.Name)).not.toContain('孙浩');
  });

  it('GET /user/GetBuyerList and /merchant/common/purchaser: holders of purchasing roles', async () => {
    for (const url of ['/user/GetBuyerList', '/merchant/common/purchaser']) {
      await expectGuarded(t, { method: 'GET', url }, noRole);
      const res = await get<Person>(url, rep);
      expect(res.body.Data.Records.map((r) => r.Name).sort()).toEqual(namesWithScope('purchase').sort());
    }
  });

  it('GET /merchant/common/purchasers: purchasing roles and purchasing-department members', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/purchasers' }, noRole);
    const [purchaseDept] = await t.db
      .select({ id: sysDepartment.id })
      .from(sysDepartment)
      .where(eq(sysDepartment.type, 3));
    await t.db.update(sysUser).set({ deptId: purchaseDept!.id }).where(eq(sysUser.account, 'no.role'));
    const res = await get<Person>('/merchant/common/purchasers', rep);
    expect(res.body.Data.Records.map((r) => r.Name)).toEqual(
      expect.arrayContaining([...namesWithScope('purchase'), '无角色']),
    );
    const en = await get<Person>('/merchant/common/purchasers', rep, undefined, 'en-US');
    expect(en.body.Data.Records.map((r) => r.Name)).toContain('Ma Jun');
  });

  it('GET /merchant/common/financeuser: finance-department users', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/financeuser' }, noRole);
    const res = await get<Person>('/merchant/common/financeuser', rep);
    expect(res.body.Data.Records.map((r) => r.Name).sort()).toEqual(
      ['唐芳', '许蕾', '韩冰', '冯刚', '邓红'].sort(),
    );
    const en = await get<Person>('/merchant/common/financeuser', rep, undefined, 'en-US');
    expect(en.body.Data.Records.map((r) => r.Name)).toContain('Deng Hong');
  });

  it('POST /merchant/common/users: filters Name, DeptId, Status, paging', async () => {
    await expectGuarded(t, { method: 'POST', url: '/merchant/common/users', body: {} }, noRole);
    type U = {
      Id: number;
      Account: string;
      Name: string;
      DeptId: number;
      DeptName: string;
      Roles: { Name: string }[];
    };
    const page1 = await t.call<Page<U>>('POST', '/merchant/common/users', {
      token: rep,
      body: { pageIndex: 1, pageSize: 5 },
    });
    expect(page1.body.Data.Records).toHaveLength(5);
    expect(page1.body.Data.TotalCount).toBeGreaterThanOrEqual(DEMO_USERS.length);
    const byName = await t.call<Page<U>>('POST', '/merchant/common/users', {
      token: rep,
      body: { Name: 'zhang' },
      lang: 'en-US',
    });
    expect(byName.body.Data.Records).toEqual([
      expect.objectContaining({
        Account: 'sales.rep',
        Name: 'Zhang Wei',
        DeptName: 'Sales team 1',
        Roles: [expect.objectContaining({ Name: '销售员' })],
      }),
    ]);
    const dept = byName.body.Data.Records[0]!.DeptId;
    const inDept = await t.call<Page<U>>('POST', '/merchant/common/users', {
      token: rep,
      body: { DeptId: dept, pageSize: 100 },
    });
    expect(inDept.body.Data.Records.map((r) => r.DeptName)).toEqual(
      inDept.body.Data.Records.map(() => '销售一部'),
    );
    const disabled = await t.call<Page<U>>('POST', '/merchant/common/users', {
      token: rep,
      body: { Status: 2 },
    });
    expect(disabled.body.Data.Records.map((r) => r.Account)).toEqual(['sales.junior']);
    const bad = await t.call('POST', '/merchant/common/users', { token: rep, body: { Password: 'x' } });
    expect(bad.status).toBe(400);
  });
});

describe('companies, departments, roles, levels', () => {
  type Tenant = { Id: number; Name: string; Disabled: boolean; ParentId: number | null };

  it('GET /merchant/common/merchant: the four owner companies, 1 and 3 disabled', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/merchant' }, noRole);
    const res = await get<Tenant>('/merchant/common/merchant', rep);
    expect(res.body.Data.Records.map((r) => [r.Id, r.Disabled])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect(res.body.Data.Records[1]!.Name).toBe('芯桥电子（香港）有限公司');
    const en = await get<Tenant>('/merchant/common/merchant', rep, undefined, 'en-US');
    expect(en.body.Data.Records[1]!.Name).toBe('ChipBridge Electronics (HK) Limited');
  });

  it('GET /merchant/common/linkmerchants: children of a parent, the group of a child', async () => {
    await expectGuarded(
      t,
      { method: 'GET', url: '/merchant/common/linkmerchants', query: { id: 1, isParent: 'true' } },
      noRole,
    );
    const children = await get<Tenant>('/merchant/common/linkmerchants', rep, { id: 1, isParent: 'true' });
    expect(children.body.Data.Records.map((r) => r.Id)).toEqual([2, 3, 4]);
    const group = await get<Tenant>(
      '/merchant/common/linkmerchants',
      rep,
      { id: 2, isParent: 'false' },
      'en-US',
    );
    expect(group.body.Data.Records.map((r) => r.Id)).toEqual([1, 3, 4]);
    expect(group.body.Data.Records[0]!.Name).toBe('ChipBridge Electronics (Shenzhen) Co., Ltd.');
    const missing = await get('/merchant/common/linkmerchants', rep, { id: 99 });
    expect(missing.status).toBe(404);
    const bad = await get('/merchant/common/linkmerchants', rep, { id: 'x' });
    expect(bad.status).toBe(400);
  });

  it('GET /merchant/common/level: manage levels of a tenant (merchantId, default own)', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/level' }, noRole);
    type L = { Code: string; Name: string; MaxCustomers: number; TenantId: number };
    const own = await get<L>('/merchant/common/level', rep);
    expect(own.body.Data.Records.map((l) => l.Code)).toEqual(['L1', 'L2', 'L3', 'L4', 'L5']);
    expect(own.body.Data.Records[0]).toMatchObject({ Name: '实习销售', MaxCustomers: 30, TenantId: 1 });
    const hk = await get<L>('/merchant/common/level', rep, { merchantId: 2 }, 'en-US');
    expect(hk.body.Data.Records[4]).toMatchObject({ Name: 'Supervisor', TenantId: 2 });
  });

  it('GET /merchant/common/departmentlist and departquery: optional type filter', async () => {
    type D = { Id: number; Name: string; Type: number; MasterName?: string; MemberCount?: number };
    for (const url of ['/merchant/common/departmentlist', '/merchant/common/departquery']) {
      await expectGuarded(t, { method: 'GET', url }, noRole);
      const all = await get<D>(url, rep);
      expect(all.body.Data.TotalCount).toBe(8);
      const sales = await get<D>(url, rep, { type: 2 }, 'en-US');
      expect(sales.body.Data.Records.map((d) => d.Name)).toEqual([
        'Sales team 1',
        'Sales team 2',
        'North America sales',
      ]);
    }
    const q = await get<D>('/merchant/common/departquery', rep, { Name: '财务' });
    expect(q.body.Data.Records).toEqual([
      expect.objectContaining({ Name: '财务部', Type: 4, MasterName: '邓红', MemberCount: 5 }),
    ]);
  });

  it('GET /merchant/common/rolesall: setup screens only', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/rolesall' }, rep);
    const res = await get<{ Name: string; ScopeKind: string }>('/merchant/common/rolesall', support);
    expect(res.body.Data.Records.map((r) => r.Name)).toEqual(ROLE_SEEDS.map((r) => r.name));
    expect(res.body.Data.Records.find((r) => r.Name === '采购员')!.ScopeKind).toBe('purchase');
  });

  it('GET /merchant/common/deptroles/{id}: roles held by the department users', async () => {
    const [sales1] = await t.db
      .select({ id: sysDepartment.id })
      .from(sysDepartment)
      .where(eq(sysDepartment.name, '销售一部'));
    await expectGuarded(t, { method: 'GET', url: `/merchant/common/deptroles/${sales1!.id}` }, rep);
    const res = await get<{ Name: string; UserCount: number }>(
      `/merchant/common/deptroles/${sales1!.id}`,
      support,
    );
    const expected = DEMO_USERS.filter((u) => u[4] === 'sales1').map((u) => u[3]);
    expect(res.body.Data.Records.map((r) => r.Name).sort()).toEqual([...new Set(expected)].sort());
    expect(res.body.Data.Records.every((r) => r.UserCount === 1)).toBe(true);
    expect((await get('/merchant/common/deptroles/9999', support)).status).toBe(404);
  });
});
