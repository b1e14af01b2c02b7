import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../core/access/identity.table.js';
import { sysNotification } from '../../core/push/notification.table.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addOfflineNotice, deleteAllNotices, deleteNotices, performanceNotice } from './notices.service.js';

interface NoticeRow {
  Id: number;
  UserId: number;
  Route: string;
  Message: string;
  IsRead: boolean;
  CreateTime: string;
}
interface Page {
  Records: NoticeRow[];
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
const list = async (token: string, query: Record<string, string | number> = {}) =>
  (await t.call<Page>('GET', '/merchant/common/notice', { token, query })).body;

describe('session required (−100)', () => {
  for (const [method, url] of [
    ['GET', '/merchant/common/notice'],
    ['GET', '/merchant/common/timeoutnotice'],
    ['GET', '/merchant/common/pmnotice'],
  ] as const) {
    it(`${method} ${url}`, async () => {
      const res = await t.call(method, url);
      expect(res.status).toBe(401);
      expect(res.body.Code).toBe(-100);
    });
  }
});

describe('GET /merchant/common/notice', () => {
  it('lists only the caller’s notices, newest first, with spec fields', async () => {
    const me = uid('sales.leader');
    const other = uid('sales.dev');
    await t.app.ctx.notifier.notify(me, { Title: 'first', No: 'PI2026110001' });
    await t.app.ctx.notifier.notify([me, other], { Title: 'second', No: 'FK2026110002', Remark: 'paid' });
    await t.app.ctx.notifier.notify(other, 'not yours');
    const token = await t.login('sales.leader');
    const body = await list(token, { pageIndex: 1, pageSize: 10 });
    expect(body.Code).toBe(0);
    const page = body.Data;
    expect(page.TotalCount).toBe(await countOf(me));
    expect(page.Records.every((r) => r.UserId === me)).toBe(true);
    expect(page.Records.map((r) => r.Message)).not.toContain('not yours');
    expect(JSON.parse(page.Records[0]!.Message)).toEqual({
      Title: 'second',
      No: 'FK2026110002',
      Remark: 'paid',
    });
    expect(page.Records[0]).toMatchObject({ Route: 'Payment', IsRead: false });
    expect(JSON.parse(page.Records[1]!.Message)).toMatchObject({ Title: 'first' });
    expect(Object.keys(page.Records[0]!).sort()).toEqual([
      'CreateTime',
      'Id',
      'IsRead',
      'Message',
      'MessageKey',
      'Params',
      'Route',
      'UserId',
    ]);
    const ids = page.Records.map((r) => r.Id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  it('pages with pageIndex/pageSize and keeps an exact TotalCount', async () => {
    const me = uid('sales.follow');
    for (let i = 1; i <= 5; i++) await t.app.ctx.notifier.notify(me, `paged ${i}`);
    const token = await t.login('sales.follow');
    const total = await countOf(me);
    const p1 = (await list(token, { pageIndex: 1, pageSize: 2 })).Data;
    const p2 = (await list(token, { pageIndex: 2, pageSize: 2 })).Data;
    expect(p1.TotalCount).toBe(total);
    expect(p1.Records.map((r) => r.Message)).toEqual(['paged 5', 'paged 4']);
    expect(p2.Records.map((r) => r.Message)).toEqual(['paged 3', 'paged 2']);
    const bad = await t.call('GET', '/merchant/common/notice', { token, query: { pageSize: 0 } });
    expect(bad.body.Code).toBe(400);
  });

  it('has demo notices for every demo user', async () => {
    for (const account of ['admin', 'buyer', 'finance.head'])
      expect(await countOf(uid(account))).toBeGreaterThanOrEqual(4);
  });

  it('does not show an administrator other users’ notices', async () => {
    await t.app.ctx.notifier.notify(uid('sales.senior'), 'private to sales.senior');
    const page = (await list(await t.login('admin'), { pageSize: 500 })).Data;
    expect(page.Records.every((r) => r.UserId === uid('admin'))).toBe(true);
  });
});

describe('delete functions (used by the generic delete, type notice)', () => {
  it('delete only the user’s own notices', async () => {
    const me = uid('purchase.leader');
    const other = uid('price.checker');
    await t.app.ctx.notifier.notify([me, other], 'fn delete');
    const rows = await t.db.select().from(sysNotification).where(eq(sysNotification.message, 'fn delete'));
    const mine = rows.find((r) => r.userId === me)!;
    const theirs = rows.find((r) => r.userId === other)!;
    expect(await deleteNotices(t.db, me, [theirs.id])).toBe(0);
    expect(await deleteNotices(t.db, me, [mine.id, theirs.id])).toBe(1);
    const otherBefore = await countOf(other);
    expect(await deleteAllNotices(t.db, me)).toBeGreaterThanOrEqual(4);
    expect(await countOf(me)).toBe(0);
    expect(await countOf(other)).toBe(otherBefore);
  });
});

describe('GET /merchant/common/timeoutnotice', () => {
  it('returns active notices for everyone and for the caller only', async () => {
    const now = t.app.ctx.clock.now().getTime();
    const h = 3600_000;
    const me = uid('buyer.intl');
    const everyone = await addOfflineNotice(t.db, {
      type: 1,
      remark: 'maintenance tonight',
      startAt: new Date(now - h),
    });
    const mine = await addOfflineNotice(t.db, {
      type: 3,
      remark: 'your session times out',
      userId: me,
      endAt: new Date(now + h),
    });
    const others = await addOfflineNotice(t.db, { type: 2, remark: 'someone else', userId: uid('buyer') });
    const expired = await addOfflineNotice(t.db, {
      type: 4,
      remark: 'old',
      startAt: new Date(now - 2 * h),
      endAt: new Date(now - h),
    });
    const future = await addOfflineNotice(t.db, { type: 4, remark: 'later', startAt: new Date(now + h) });
    const res = await t.call<{ Records: { Id: number; Type: number; TypeName: string; Remark: string }[] }>(
      'GET',
      '/merchant/common/timeoutnotice',
      { token: await t.login('buyer.intl'), lang: 'en-US' },
    );
    expect(res.body.Code).toBe(0);
    const got = res.body.Data.Records.map((r) => r.Id);
    expect(got).toEqual(expect.arrayContaining([everyone, mine]));
    for (const id of [others, expired, future]) expect(got).not.toContain(id);
    expect(res.body.Data.Records.find((r) => r.Id === mine)).toMatchObject({
      Type: 3,
      TypeName: 'Time-out reminder',
      Remark: 'your session times out',
    });
  });
});

describe('GET /merchant/common/pmnotice', () => {
  it('answers the announcement in the request language', async () => {
    const token = await t.login('sales.rep');
    const en = await t.call<Record<string, string>>('GET', '/merchant/common/pmnotice', {
      token,
      lang: 'en-US',
    });
    expect(en.body.Code).toBe(0);
    expect(en.body.Data).toMatchObject({
      Title: expect.stringMatching(/^Performance review for /),
      Deadline: expect.stringMatching(/^\d{4}-\d{2}-05$/),
      Route: '/oa/performance/employeeselfassessment',
    });
    const zh = await t.call<Record<string, string>>('GET', '/merchant/common/pmnotice', { token });
    expect(zh.body.Data.Title).toMatch(/月度绩效考核$/);
    expect(zh.body.Data.Content).toContain(zh.body.Data.Deadline!);
  });

  it('sets the deadline to the 5th of this month, or of next month once it has passed', () => {
    expect(performanceNotice(new Date(2026, 10, 3, 12), 'en-US')).toMatchObject({
      Deadline: '2026-11-05',
      Period: '2026-10',
    });
    expect(performanceNotice(new Date(2026, 10, 5, 23), 'en-US')).toMatchObject({
      Deadline: '2026-11-05',
      Period: '2026-10',
    });
    expect(performanceNotice(new Date(2026, 10, 6, 0), 'en-US')).toMatchObject({
      Deadline: '2026-12-05',
      Period: '2026-11',
    });
    const dec = performanceNotice(new Date(2026, 11, 20), 'en-US');
    expect(dec).toMatchObject({
      Deadline: '2027-01-05',
      Period: '2026-12',
      Title: 'Performance review for December 2026',
    });
    expect(performanceNotice(new Date(2027, 0, 2), 'zh-CN')).toMatchObject({
      Deadline: '2027-01-05',
      Title: '2026年12月 月度绩效考核',
    });
  });
});
