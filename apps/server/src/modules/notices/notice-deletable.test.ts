import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../core/access/identity.table.js';
import { sysNotification } from '../../core/push/notification.table.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

interface Page {
  Records: { Id: number; Message: string }[];
  TotalCount: number;
}

let t: TestApp;
const ids = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  for (const u of await t.db.select({ id: sysUser.id, account: sysUser.account }).from(sysUser))
    ids.set(u.account, u.id);
});
afterAll(() => t.close());

const uid = (account: string) => ids.get(account)!;
const countOf = async (userId: number) =>
  (
    await t.db
      .select({ id: sysNotification.id })
      .from(sysNotification)
      .where(eq(sysNotification.userId, userId))
  ).length;
const list = async (token: string) => (await t.call<Page>('GET', '/merchant/common/notice', { token })).body;

describe('deleting notices through the generic delete (type notice)', () => {
  it('deletes one own notice; another user’s id is not found and nothing changes', async () => {
    const me = uid('sales.mid');
    const other = uid('sales.junior');
    await t.app.ctx.notifier.notify(me, 'delete me');
    await t.app.ctx.notifier.notify(other, 'keep me');
    const token = await t.login('sales.mid');
    const mine = (await list(token)).Data.Records.find((r) => r.Message === 'delete me')!;
    const [theirs] = await t.db.select().from(sysNotification).where(eq(sysNotification.message, 'keep me'));
    const before = await countOf(other);
    const refused = await t.call('PUT', '/merchant/common/delete', {
      token,
      query: { id: theirs!.id, type: 'notice' },
    });
    expect(refused.body.Code).toBe(404);
    expect(await countOf(other)).toBe(before);
    const res = await t.call('PUT', '/merchant/common/delete', {
      token,
      query: { id: mine.Id, type: 'notice' },
    });
    expect(res.body.Code).toBe(0);
    expect((await list(token)).Data.Records.map((r) => r.Id)).not.toContain(mine.Id);
    const none = await t.call('PUT', '/merchant/common/delete', { query: { id: mine.Id, type: 'notice' } });
    expect(none.body.Code).toBe(-100);
  });

  it('is the default type when the request names none', async () => {
    await t.app.ctx.notifier.notify(uid('sales.dev'), 'default type');
    const token = await t.login('sales.dev');
    const row = (await list(token)).Data.Records.find((r) => r.Message === 'default type')!;
    expect((await t.call('PUT', '/merchant/common/delete', { token, query: { id: row.Id } })).body.Code).toBe(
      0,
    );
    expect((await list(token)).Data.Records.map((r) => r.Id)).not.toContain(row.Id);
  });

  it('deleteall clears only the caller’s notices', async () => {
    const me = uid('sales.agent');
    const other = uid('sales.rep');
    await t.app.ctx.notifier.notify([me, other], 'bulk');
    const otherBefore = await countOf(other);
    const token = await t.login('sales.agent');
    const res = await t.call('PUT', '/merchant/common/deleteall', { token, body: { Type: 'notice' } });
    expect(res.body.Code).toBe(0);
    expect(await countOf(me)).toBe(0);
    expect((await list(token)).Data.TotalCount).toBe(0);
    expect(await countOf(other)).toBe(otherBefore);
  });
});
