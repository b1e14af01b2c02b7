import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { AuthUser } from '../access/access.js';
import { sysUser } from '../access/identity.table.js';
import { AppError } from '../http/app-error.js';
import { sysNotification } from '../push/notification.table.js';
import { type ListSpec, runList } from './list-query.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const users: ListSpec = {
  from: sysUser,
  select: { Id: sysUser.id, Account: sysUser.account, Status: sysUser.status, DeptId: sysUser.deptId },
  filters: {
    Account: { column: sysUser.account, op: 'like' },
    Status: { column: sysUser.status, op: 'eq', type: 'number' },
    DeptId: { column: sysUser.deptId, op: 'in', type: 'number' },
    IsAdmin: { column: sysUser.isAdmin, op: 'bool' },
    CreateTime: { column: sysUser.createdAt, op: 'range', type: 'date' },
  },
  sorts: { Account: sysUser.account },
  defaultSort: [{ by: sysUser.id, dir: 'asc' }],
};

const run = (input: Record<string, unknown>) =>
  runList<{ Id: number; Account: string }>(t.db, users, input, null);

describe('list layer', () => {
  it('pages with an exact TotalCount and drops empty filters', async () => {
    const all = await run({ pageIndex: 1, pageSize: 5, Account: '', DeptId: [] });
    expect(all.Records).toHaveLength(5);
    expect(all.TotalCount).toBeGreaterThanOrEqual(24);
    const p2 = await run({ pageIndex: 2, pageSize: 5 });
    expect(p2.Records[0]!.Id).toBeGreaterThan(all.Records[4]!.Id);
  });

  it('applies like (escaped), eq, in, bool and date-range filters', async () => {
    const sales = await run({ Account: 'sales.', pageSize: 100 });
    expect(sales.Records.every((r) => r.Account.includes('sales.'))).toBe(true);
    expect(sales.TotalCount).toBe(12);
    expect((await run({ Account: '%' })).TotalCount).toBe(0); // % is a literal, not a wildcard
    expect((await run({ IsAdmin: 'true' })).Records.map((r) => r.Account)).toEqual(['admin']);
    const [u] = await t.db
      .select({ deptId: sysUser.deptId })
      .from(sysUser)
      .where(eq(sysUser.account, 'buyer'));
    const inDept = await run({ DeptId: [u!.deptId], pageSize: 100 });
    expect(inDept.Records.map((r) => r.Account)).toContain('buyer');
    expect((await run({ CreateTimeStart: '2000-01-01', CreateTimeEnd: '2999-12-31' })).TotalCount).toBe(
      (await run({})).TotalCount,
    );
    expect((await run({ CreateTimeEnd: '2000-01-01' })).TotalCount).toBe(0);
  });

  it('sorts by a whitelisted field and refuses unknown fields and bad values with 400', async () => {
    const desc = await run({ sortField: 'Account', sortOrder: 'desc', pageSize: 3 });
    const names = desc.Records.map((r) => r.Account);
    expect(names).toEqual([...names].sort().reverse());
    for (const bad of [
      { Password: 'x' },
      { sortField: 'PasswordHash' },
      { Status: 'abc' },
      { CreateTimeStart: 'not-a-date' },
    ]) {
      await expect(run(bad)).rejects.toSatisfy((e: unknown) => e instanceof AppError && e.code === 400);
    }
  });

  it('caps the page size', async () => {
    const res = await run({ pageSize: 100_000 });
    expect(res.Records.length).toBeLessThanOrEqual(500);
  });
});

describe('data scope in the list layer', () => {
  const notices: ListSpec = {
    from: sysNotification,
    select: { Id: sysNotification.id, UserId: sysNotification.userId },
    defaultSort: [{ by: sysNotification.id, dir: 'asc' }],
    scope: { own: sysNotification.userId },
  };
  const as = (id: number, kind: AuthUser['scope']['kind']) => ({ scope: { kind, userId: id } });

  it('limits own/sales/purchase scopes to the user and lets "all" see everyone', async () => {
    const ids = await t.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(inArray(sysUser.account, ['sales.rep', 'buyer']));
    await t.db.insert(sysNotification).values(ids.map((u) => ({ userId: u.id, message: 'scope test' })));
    for (const kind of ['own', 'sales', 'purchase'] as const) {
      const mine = await runList<{ UserId: number }>(t.db, notices, { pageSize: 500 }, as(ids[0]!.id, kind));
      expect(mine.TotalCount).toBeGreaterThan(0);
      expect(mine.Records.every((r) => r.UserId === ids[0]!.id)).toBe(true);
    }
    const all = await runList<{ UserId: number }>(t.db, notices, { pageSize: 500 }, as(ids[0]!.id, 'all'));
    expect(new Set(all.Records.map((r) => r.UserId)).size).toBeGreaterThan(1);
  });
});
