import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSetting } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { crmSnapshot, customerBody, domain, scalar, userIdOf } from '../test/crm-test-kit.js';

let t: TestApp;
const tok: Record<string, string> = {};
type Detail = {
  Id: number;
  Code: string;
  Status: number;
  OwnerId: number | null;
  ConflictCustomerId: number | null;
  Version: number;
  Contacts: { Id: number; Status: number; Email: string; Version: number }[];
};

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['admin', 'sales.rep', 'sales.dev', 'sales.leader', 'buyer', 'accountant'])
    tok[a] = await t.login(a);
});
afterAll(() => t.close());

const create = (who: string, body: unknown, lang?: string) =>
  t.call<Detail>('POST', '/merchant/crm/customer', { token: tok[who], body, lang });
const pendingReview = (type: string, docId: number) =>
  scalar<number>(
    t,
    sql`select id from review_request where doc_type = ${type} and doc_id = ${docId} and status = 'pending'`,
  );
const decide = (who: string, type: string, action: 'approve' | 'reject', ids: number[], Comment = 'ok') =>
  t.call('PUT', `/merchant/review/${type}/${action}`, { token: tok[who], body: { Ids: ids, Comment } });

describe('customers: create and review', () => {
  it('needs a session, the add permit, and creates a pending customer in customer review', async () => {
    expect((await create('none', customerBody())).body.Code).toBe(-100);
    expect((await create('buyer', customerBody())).status).toBe(403);
    const res = await create('sales.rep', customerBody());
    expect(res.body.Code).toBe(0);
    const c = res.body.Data;
    expect(c.Code).toMatch(/^C\d{6,}$/);
    expect(c).toMatchObject({ Status: 1, OwnerId: await userIdOf(t, 'sales.rep'), ConflictCustomerId: null });
    expect(await pendingReview('customer', c.Id)).toBeGreaterThan(0);
    const approve = await decide('sales.leader', 'customer', 'approve', [
      await pendingReview('customer', c.Id),
    ]);
    expect(approve.body.Code).toBe(0);
    const after = await t.call<Detail>('GET', `/merchant/crm/customer/${c.Id}`, { token: tok['sales.rep'] });
    expect(after.body.Data.Status).toBe(2);
    const list = await t.call<{ Records: { Id: number }[] }>('POST', '/merchant/crm/customer/Query', {
      token: tok['sales.rep'],
      body: { Code: c.Code },
    });
    expect(list.body.Data.Records.map((r) => r.Id)).toEqual([c.Id]);
  });

  it('refuses bad input with a translated message naming the field, writing nothing', async () => {
    const before = await crmSnapshot(t);
    const cases: [unknown, string, RegExp][] = [
      [customerBody(domain(), { Contacts: [] }), 'Contacts', /至少填写一位联系人/],
      [customerBody(domain(), { Contacts: [{ Name: 'X', OtherNumber: '123' }] }), 'Contacts', /至少填写一项/],
      [customerBody(domain(), { Contacts: [{ Name: 'X', Email: 'not-mail' }] }), 'Email', /邮箱/],
      [customerBody(domain(), { Attribute: 99 }), 'Attribute', /客户属性无效/],
      [customerBody(domain(), { CountryCode: 'QQ' }), 'CountryCode', /国家/],
      [customerBody(domain(), { Currency: 'XXX' }), 'Currency', /币种/],
      [customerBody(domain(), { ShortName: '' }), 'ShortName', /客户简称/],
    ];
    for (const [body, field, msg] of cases) {
      const res = await create('sales.rep', body);
      expect(res.status, field).toBe(400);
      expect((res.body.Data as unknown as { Field: string }).Field).toBe(field);
      expect(res.body.Message).toMatch(msg);
    }
    const en = await create('sales.rep', customerBody(domain(), { Contacts: [{ Name: 'X' }] }), 'en-US');
    expect(en.body.Message).toBe('Contact X: fill in at least one of email, phone, QQ, WeChat, Skype');
    expect(await crmSnapshot(t)).toBe(before);
  });

  it('a shared company mail domain goes to conflict review; public mail domains do not', async () => {
    const dom = domain();
    const first = (await create('sales.rep', customerBody(dom))).body.Data;
    const second = await create(
      'sales.dev',
      customerBody(dom, { Contacts: [{ Name: 'B', Email: `b@${dom}` }] }),
    );
    expect(second.body.Data).toMatchObject({ Status: 1, ConflictCustomerId: first.Id });
    expect(await pendingReview('customerConflict', second.body.Data.Id)).toBeGreaterThan(0);
    const counts = await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
      token: tok['sales.leader'],
    });
    expect(counts.body.Data.Counts.ConflictAuditCount).toBeGreaterThan(0);
    const repCounts = await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
      token: tok['sales.rep'],
    });
    expect(repCounts.body.Data.Counts.ConflictAuditCount ?? 0).toBe(0);
    const pub = await create(
      'sales.dev',
      customerBody(domain(), { Contacts: [{ Name: 'Q', Email: 'zz123@qq.com' }] }),
    );
    const pub2 = await create(
      'sales.rep',
      customerBody(domain(), { Contacts: [{ Name: 'Q2', Email: 'yy456@qq.com' }] }),
    );
    expect(pub.body.Data.ConflictCustomerId).toBeNull();
    expect(pub2.body.Data.ConflictCustomerId).toBeNull();
  });

  it('reject leaves the customer rejected and editable; saving resubmits it', async () => {
    const c = (await create('sales.rep', customerBody())).body.Data;
    const rej = await decide(
      'sales.leader',
      'customer',
      'reject',
      [await pendingReview('customer', c.Id)],
      '资料不全',
    );
    expect(rej.body.Code).toBe(0);
    const notices = await scalar<number>(
      t,
      sql`select count(*)::int from sys_notification where user_id = ${c.OwnerId} and message like ${`%${c.Code}%`}`,
    );
    expect(notices).toBeGreaterThan(0);
    const d = (await t.call<Detail>('GET', `/merchant/crm/customer/${c.Id}`, { token: tok['sales.rep'] }))
      .body.Data;
    expect(d.Status).toBe(3);
    const body = { ...customerBody(), Remark: '已补充', Version: d.Version };
    delete (body as Record<string, unknown>).Contacts;
    delete (body as Record<string, unknown>).TenantId;
    const upd = await t.call<Detail>('PUT', `/merchant/crm/customer/${c.Id}`, {
      token: tok['sales.rep'],
      body,
    });
    expect(upd.body.Code).toBe(0);
    expect(upd.body.Data.Status).toBe(1);
    // Under review now: editing is refused.
    const again = await t.call('PUT', `/merchant/crm/customer/${c.Id}`, {
      token: tok['sales.rep'],
      body: { ...body, Version: upd.body.Data.Version },
    });
    expect(again.status).toBe(409);
  });
});

describe('customers: demo queues', () => {
  it('the demo customers waiting for review are in the customeraudit / conflict-audit queues', async () => {
    const pending = await scalar<number>(
      t,
      sql`select count(*)::int from crm_customer where status = 1 and created_at < now() - interval '1 minute'`,
    );
    expect(pending).toBeGreaterThan(0);
    const q = await t.call<{ TotalCount: number }>('POST', '/merchant/review/customer/Query', {
      token: tok['sales.leader'],
      body: {},
    });
    const c = await t.call<{ TotalCount: number }>('POST', '/merchant/review/customerConflict/Query', {
      token: tok['sales.leader'],
      body: {},
    });
    expect(q.body.Data.TotalCount + c.body.Data.TotalCount).toBeGreaterThanOrEqual(pending);
    const claims = await t.call<{ TotalCount: number }>('POST', '/merchant/review/poolClaim/Query', {
      token: tok['sales.leader'],
      body: {},
    });
    expect(claims.body.Data.TotalCount).toBe(3);
    expect(
      (await t.call('POST', '/merchant/review/customer/Query', { token: tok['sales.rep'], body: {} })).status,
    ).toBe(403);
  });
});

describe('customers: scope, versions, ownership, maximum', () => {
  it('a salesperson lists only own customers; the administrator all', async () => {
    const rep = await userIdOf(t, 'sales.rep');
    const mine = await t.call<{ Records: { OwnerId: number }[]; TotalCount: number }>(
      'POST',
      '/merchant/crm/customer/Query',
      { token: tok['sales.rep'], body: { pageSize: 500 } },
    );
    expect(mine.body.Data.Records.every((r) => r.OwnerId === rep)).toBe(true);
    // Accountants see all data but do not hold the customer screen.
    expect(
      (await t.call('POST', '/merchant/crm/customer/Query', { token: tok.accountant, body: {} })).status,
    ).toBe(403);
    const all = await t.call<{ TotalCount: number }>('POST', '/merchant/crm/customer/Query', {
      token: tok.admin,
      body: {},
    });
    const total = await scalar<number>(t, sql`select count(*)::int from crm_customer`);
    expect(all.body.Data.TotalCount).toBe(total);
    expect(mine.body.Data.TotalCount).toBeLessThan(total);
  });

  it('a stale version is refused with 409; another salesperson cannot edit or open it', async () => {
    const c = (await create('sales.rep', customerBody())).body.Data;
    await decide('sales.leader', 'customer', 'approve', [await pendingReview('customer', c.Id)]);
    const d = (await t.call<Detail>('GET', `/merchant/crm/customer/${c.Id}`, { token: tok['sales.rep'] }))
      .body.Data;
    const body = { ...customerBody(), Version: d.Version };
    delete (body as Record<string, unknown>).Contacts;
    delete (body as Record<string, unknown>).TenantId;
    expect(
      (await t.call('PUT', `/merchant/crm/customer/${c.Id}`, { token: tok['sales.rep'], body })).body.Code,
    ).toBe(0);
    const before = await crmSnapshot(t);
    const stale = await t.call('PUT', `/merchant/crm/customer/${c.Id}`, { token: tok['sales.rep'], body });
    expect(stale.status).toBe(409);
    expect(stale.body.Message).toMatch(/已被他人修改/);
    const other = await t.call('PUT', `/merchant/crm/customer/${c.Id}`, {
      token: tok['sales.dev'],
      body: { ...body, Version: d.Version + 1 },
    });
    // Another salesperson's customer looks like a missing one (#10 item 14).
    expect(other.status).toBe(404);
    expect((await t.call('GET', `/merchant/crm/customer/${c.Id}`, { token: tok['sales.dev'] })).status).toBe(
      404,
    );
    expect(await crmSnapshot(t)).toBe(before);
  });

  it('a salesperson cannot exceed the maximum customer count', async () => {
    const dev = await userIdOf(t, 'sales.dev');
    const owned = await scalar<number>(
      t,
      sql`select count(*)::int from crm_customer where owner_id = ${dev}`,
    );
    await withSetting(t, 'maxCustomersPerSalesperson', owned, async () => {
      const before = await crmSnapshot(t);
      const res = await create('sales.dev', customerBody(), 'en-US');
      expect(res.status).toBe(400);
      expect(res.body.Message).toBe(
        `Huang Min already owns ${owned} customers, the maximum is ${owned}`.replace('Huang Min', '黄敏'),
      );
      expect(await crmSnapshot(t)).toBe(before);
    });
  });
});
