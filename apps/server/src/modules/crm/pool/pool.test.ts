import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSetting } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { crmSnapshot, scalar, userIdOf } from '../test/crm-test-kit.js';
import { rows as resultRows } from '../../../core/db/index.js';

let t: TestApp;
const tok: Record<string, string> = {};
type Row = { Id: number; Code: string; ContactEmail: string; ContactName: string };

beforeAll(async () => {
  t = await createTestApp();
  for (const a of [
    'admin',
    'sales.rep',
    'sales.dev',
    'sales.mid',
    'sales.manager',
    'sales.director',
    'sales.assistant',
    'sales.leader',
    'buyer',
  ])
    tok[a] = await t.login(a);
});
afterAll(() => t.close());

const pool = (who: string, body: Record<string, unknown> = {}) =>
  t.call<{ Records: Row[]; TotalCount: number }>('POST', '/merchant/crm/pool/Query', {
    token: tok[who],
    body,
  });
const claim = (who: string, id: number, lang?: string) =>
  t.call<{ Pending: boolean }>('PUT', `/merchant/crm/pool/${id}/claim`, { token: tok[who], body: {}, lang });
const ownerOf = (id: number) =>
  scalar<number | null>(t, sql`select owner_id from crm_customer where id = ${id}`);
/** Pool customers nobody has touched in this file yet. */
let next = 0;
async function freshPool(n: number): Promise<number[]> {
  const rows = {
    rows: resultRows<{ id: number }>(
      await t.db.execute(
        sql`select id from crm_customer c where owner_id is null and status = 2 and not is_blacklisted
        and not exists (select 1 from crm_pool_claim p where p.customer_id = c.id) order by id offset ${next} limit ${n}`,
      ),
    ),
  };
  next += n;
  return rows.rows.map((r) => r.id);
}

describe('public pool', () => {
  it('lists only ownerless active customers with masked contacts; needs the pool screen', async () => {
    expect((await pool('buyer')).status).toBe(403);
    const res = await pool('sales.rep', { pageSize: 500 });
    const inPool = await scalar<number>(
      t,
      sql`select count(*)::int from crm_customer where owner_id is null and status = 2`,
    );
    expect(res.body.Data.TotalCount).toBe(inPool);
    for (const r of res.body.Data.Records) {
      expect(await ownerOf(r.Id)).toBeNull();
      if (r.ContactEmail) expect(r.ContactEmail).toMatch(/^.\*\*\*@\*\*\*$/);
    }
    const detail = await t.call<{ Contacts: { Email: string; Phone: string }[] }>(
      'GET',
      `/merchant/crm/pool/${res.body.Data.Records[0]!.Id}`,
      { token: tok['sales.rep'] },
    );
    for (const c of detail.body.Data.Contacts)
      expect(c.Email === '' || c.Email.endsWith('***@***')).toBe(true);
  });

  it('filters Attribute / BusinessType by dictionary value; a value that is not one is a 400', async () => {
    const r = await pool('sales.rep', { Attribute: ['3'], BusinessType: ['1', '3'] });
    expect(r.body.Code, JSON.stringify(r.body)).toBe(0);
    expect(r.body.Data.Records.every((x) => String((x as Record<string, unknown>).Attribute) === '3')).toBe(
      true,
    );
    const bad = await pool('sales.rep', { Attribute: ['overseas'] });
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toEqual({ Field: 'Attribute' });
  });

  it('claim makes the customer and its contacts the claimer’s', async () => {
    const [id] = await freshPool(1);
    const res = await claim('sales.rep', id!);
    expect(res.body).toMatchObject({ Code: 0, Data: { Pending: false }, Message: '领取成功' });
    const rep = await userIdOf(t, 'sales.rep');
    expect(await ownerOf(id!)).toBe(rep);
    expect(
      await scalar<number>(
        t,
        sql`select count(*)::int from crm_contact where customer_id = ${id} and owner_id is distinct from ${rep} and deleted_at is null`,
      ),
    ).toBe(0);
    const again = await claim('sales.dev', id!);
    expect(again.status).toBe(409);
  });

  it('refuses a claim beyond the monthly quota, translated, changing nothing', async () => {
    await withSetting(t, 'poolClaimMonthlyQuota', 1, async () => {
      const [a, b] = await freshPool(2);
      expect((await claim('sales.mid', a!)).body.Code).toBe(0);
      const before = await crmSnapshot(t);
      const res = await claim('sales.mid', b!, 'en-US');
      expect(res.status).toBe(400);
      expect(res.body.Message).toBe(
        "This month's public-pool claim quota is used up (1/1); claim again next month",
      );
      expect(await crmSnapshot(t)).toBe(before);
    });
  });

  it('return-to-pool and transfer need the transfer permit (director, admin, assistant)', async () => {
    const [id] = await freshPool(1);
    await claim('sales.rep', id!);
    const before = await crmSnapshot(t);
    for (const who of ['sales.rep', 'sales.manager', 'sales.leader']) {
      expect(
        (await t.call('PUT', `/merchant/crm/customer/${id}/release`, { token: tok[who], body: {} })).status,
      ).toBe(403);
      const tr = await t.call('PUT', `/merchant/crm/customer/${id}/transfer`, {
        token: tok[who],
        body: { ToOwnerId: await userIdOf(t, 'sales.dev') },
      });
      expect(tr.status).toBe(403);
    }
    expect(await crmSnapshot(t)).toBe(before);
    const tr = await t.call('PUT', `/merchant/crm/customer/${id}/transfer`, {
      token: tok['sales.assistant'],
      body: { ToOwnerId: await userIdOf(t, 'sales.dev'), Reason: '区域调整' },
    });
    expect(tr.body.Code).toBe(0);
    expect(await ownerOf(id!)).toBe(await userIdOf(t, 'sales.dev'));
    const bad = await t.call('PUT', `/merchant/crm/customer/${id}/transfer`, {
      token: tok['sales.director'],
      body: { ToOwnerId: await userIdOf(t, 'buyer') },
    });
    expect(bad.status).toBe(400);
    const rel = await t.call('PUT', `/merchant/crm/customer/${id}/release`, {
      token: tok['sales.director'],
      body: { Reason: '长期不跟进' },
    });
    expect(rel.body.Code).toBe(0);
    expect(await ownerOf(id!)).toBeNull();
    // The salesperson it left cannot claim it back during the cool-down.
    const back = await claim('sales.dev', id!, 'en-US');
    expect(back.status).toBe(409);
    expect(back.body.Message).toMatch(/less than 30 days ago/);
    expect((await claim('sales.rep', id!)).body.Code).toBe(0);
  });

  it('with the claim review on, a claim waits for librarycustomer-audit; a second claimer is refused', async () => {
    await withSetting(t, 'poolClaimReviewEnabled', true, async () => {
      const [id] = await freshPool(1);
      const res = await claim('sales.rep', id!);
      expect(res.body.Data.Pending).toBe(true);
      expect(await ownerOf(id!)).toBeNull();
      expect((await claim('sales.dev', id!)).status).toBe(409);
      const counts = await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
        token: tok['sales.leader'],
      });
      expect(counts.body.Data.Counts.PoolClaimAuditCount).toBeGreaterThan(0);
      const req = await scalar<number>(
        t,
        sql`select r.id from review_request r join crm_pool_claim c on c.id = r.doc_id where r.doc_type = 'poolClaim' and c.customer_id = ${id} and r.status = 'pending'`,
      );
      const ok = await t.call('PUT', '/merchant/review/poolClaim/approve', {
        token: tok['sales.leader'],
        body: { Ids: [req] },
      });
      expect(ok.body.Code).toBe(0);
      expect(await ownerOf(id!)).toBe(await userIdOf(t, 'sales.rep'));
    });
  });
});

describe('public pool races (PostgreSQL when DATABASE_URL is set, else PGlite)', {
  tags: ['concurrency'],
}, () => {
  it('two salespeople claiming the same customer at once: exactly one wins', async () => {
    for (const id of await freshPool(3)) {
      const res = await Promise.all([claim('sales.rep', id), claim('sales.dev', id), claim('sales.mid', id)]);
      expect(res.map((r) => r.body.Code).filter((c) => c === 0)).toHaveLength(1);
      expect(res.filter((r) => r.status === 409)).toHaveLength(2);
      expect(
        await scalar<number>(t, sql`select count(*)::int from crm_pool_claim where customer_id = ${id}`),
      ).toBe(1);
    }
  });

  it('the monthly quota holds under concurrent claims of one salesperson', async () => {
    const senior = await userIdOf(t, 'sales.senior');
    const token = await t.login('sales.senior');
    await withSetting(t, 'poolClaimMonthlyQuota', 2, async () => {
      const ids = await freshPool(5);
      const res = await Promise.all(
        ids.map((id) => t.call('PUT', `/merchant/crm/pool/${id}/claim`, { token, body: {} })),
      );
      expect(res.filter((r) => r.body.Code === 0)).toHaveLength(2);
      expect(
        await scalar<number>(t, sql`select count(*)::int from crm_pool_claim where claimed_by = ${senior}`),
      ).toBe(2);
    });
  });

  it('the maximum customer count holds under concurrent claims', async () => {
    const agent = await userIdOf(t, 'sales.agent');
    const token = await t.login('sales.agent');
    const owned = await scalar<number>(
      t,
      sql`select count(*)::int from crm_customer where owner_id = ${agent}`,
    );
    await withSetting(t, 'maxCustomersPerSalesperson', owned + 1, async () => {
      const ids = await freshPool(4);
      const res = await Promise.all(
        ids.map((id) => t.call('PUT', `/merchant/crm/pool/${id}/claim`, { token, body: {} })),
      );
      expect(res.filter((r) => r.body.Code === 0)).toHaveLength(1);
      expect(
        await scalar<number>(t, sql`select count(*)::int from crm_customer where owner_id = ${agent}`),
      ).toBe(owned + 1);
    });
  });
});

describe('CRM settings', () => {
  it('GET/PUT /merchant/crm/setting: the crm group only, checked, CRM settings screen only', async () => {
    expect((await t.call('GET', '/merchant/crm/setting', { token: tok['sales.rep'] })).status).toBe(403);
    const res = await t.call<{ Records: { Key: string; Version: number }[] }>(
      'GET',
      '/merchant/crm/setting',
      {
        token: tok['sales.leader'],
      },
    );
    expect(res.body.Data.Records.map((r) => r.Key)).toEqual([
      'poolClaimMonthlyQuota',
      'maxCustomersPerSalesperson',
      'poolReturnEnabled',
      'poolReturnTiers',
      'poolClaimReviewEnabled',
      'poolReclaimCoolDownDays',
      'publicMailDomains',
    ]);
    const v = res.body.Data.Records.find((r) => r.Key === 'publicMailDomains')!.Version;
    const bad = await t.call('PUT', '/merchant/crm/setting', {
      token: tok['sales.leader'],
      body: { Items: [{ Key: 'publicMailDomains', Value: ['qq.com', 'not a domain'], Version: v }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toMatch(/公共邮箱域名：not a domain 不是有效的邮箱域名/);
    const other = await t.call('PUT', '/merchant/crm/setting', {
      token: tok['sales.leader'],
      body: { Items: [{ Key: 'taxRates', Value: ['1'], Version: 1 }] },
    });
    expect(other.status).toBe(400);
    const good = await t.call<{ Records: { Value: string[] }[] }>('PUT', '/merchant/crm/setting', {
      token: tok['sales.leader'],
      body: { Items: [{ Key: 'publicMailDomains', Value: ['QQ.com', '@163.com'], Version: v }] },
    });
    expect(good.body.Data.Records[0]!.Value).toEqual(['163.com', 'qq.com']);
  });
});
