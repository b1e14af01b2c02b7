import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDepartment, sysUser } from '../../core/access/identity.table.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

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

describe('setup departments', () => {
  it('tree, create, update; refuses a cycle, a bad type and a head from elsewhere', async () => {
    await trio('GET', '/merchant/setup/dept/tree');
    const tree = await t.call<{ Records: unknown[]; TotalCount: number }>(
      'GET',
      '/merchant/setup/dept/tree',
      {
        token: admin,
      },
    );
    expect(tree.body.Data.TotalCount).toBeGreaterThan(0);

    const body = { Name: '测试部', Type: 2, TenantId: 2 };
    await trio('POST', '/merchant/setup/dept', body);
    const parent = await t.call<{ Id: number }>('POST', '/merchant/setup/dept', { token: admin, body });
    expect(parent.body.Code).toBe(0);
    const child = await t.call<{ Id: number }>('POST', '/merchant/setup/dept', {
      token: admin,
      body: { ...body, Name: '子部门', ParentId: parent.body.Data.Id },
    });
    const url = `/merchant/setup/dept/${parent.body.Data.Id}`;
    await trio('PUT', url, body);
    const cycle = await t.call('PUT', url, { token: admin, body: { ...body, ParentId: child.body.Data.Id } });
    expect(cycle.status).toBe(400);
    const badType = await t.call('PUT', url, { token: admin, body: { ...body, Type: 7 } });
    expect(badType.status).toBe(400);
    const [admin0] = await t.db.select().from(sysUser).where(eq(sysUser.account, 'admin'));
    const head = await t.call('PUT', url, { token: admin, body: { ...body, MasterId: admin0!.id } });
    expect(head.status).toBe(400);
    const [row] = await t.db.select().from(sysDepartment).where(eq(sysDepartment.id, parent.body.Data.Id));
    expect(row).toMatchObject({ parentId: null, type: 2, masterId: null });

    await t.db.update(sysUser).set({ deptId: parent.body.Data.Id }).where(eq(sysUser.id, admin0!.id));
    const good = await t.call('PUT', url, {
      token: admin,
      body: { ...body, Name: '改名部', MasterId: admin0!.id },
    });
    expect(good.body.Code).toBe(0);
  });
});
