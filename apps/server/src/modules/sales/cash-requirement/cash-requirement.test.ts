import {
  CASH_REQUIREMENT_REVIEW as REVIEW,
  CASH_REQUIREMENT_STATUS as S,
} from '@partdesk/shared/sales/cash-requirement/cash-requirement.codes';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithout } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { spotKit } from '../test/spot-fixture.js';
import { salesCashRequirement } from './cash-requirement.table.js';

/** Cash requirements XR: the trio, every rule, the sales leads' review, purchasing's view, fulfil / close. */
let t: TestApp;
let k: Awaited<ReturnType<typeof spotKit>>;
let rep: string;
beforeAll(async () => {
  t = await createTestApp();
  k = await spotKit(t);
  rep = await k.f.token('sales.rep');
});
afterAll(() => t.close());

type Row = { Id: number; No: string; Mpn: string; Status: number; MatchingStock: number; Version: number };
const base = '/merchant/sale/cashrequirement';
const list = (token: string | null, body: Record<string, unknown> = {}) =>
  t.call<{ Records: Row[]; TotalCount: number }>('POST', `${base}/Query`, { token, body });
const create = (body: Record<string, unknown>, token = rep, lang = 'en-US') =>
  t.call<{ Id: number; No: string; Version: number }>('POST', base, { token, body, lang });
const valid = { Mpn: ' zzreq-001 ', Brand: 'ZZ', Quantity: 500, TargetPrice: '0.35', Currency: 'USD' };
const stored = async () => (await t.db.select({ n: count() }).from(salesCashRequirement))[0]!.n;
const row = async (no: string, token = rep) => (await list(token, { No: no })).body.Data.Records[0];

describe('cash requirement', () => {
  it('no session −100; without the screen 403', async () => {
    expect((await list(null)).body.Code).toBe(-100);
    const denied = await accountWithout(t, 'POST merchant/sale/cashrequirement/query');
    expect((await list(denied)).status).toBe(403);
    expect((await create(valid, denied)).status).toBe(403);
  });

  it('the demo flow: requirements in every state, purchasing sees the approved ones only', async () => {
    const all = (await list(await k.f.token('admin'), { pageSize: 100 })).body.Data.Records;
    expect(new Set(all.map((r) => r.Status))).toEqual(
      new Set([S.pendingReview, S.approved, S.rejected, S.fulfilled, S.closed]),
    );
    expect(all.some((r) => r.MatchingStock > 0)).toBe(true);
    const buyer = (await list(await k.f.token('buyer'), { pageSize: 100 })).body.Data.Records;
    expect(buyer.length).toBeGreaterThan(0);
    expect(buyer.every((r) => [S.approved, S.fulfilled, S.closed].includes(r.Status as 2))).toBe(true);
  });

  it('refuses each broken rule with its message naming the field, writing nothing', async () => {
    const other = await k.f.customer({ as: 'sales.agent' });
    const before = await stored();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...valid, Mpn: '  ' }, 'Mpn', /./],
      [{ ...valid, Quantity: 0 }, 'Quantity', /positive whole number/],
      [{ ...valid, Quantity: 1.5 }, 'Quantity', /./],
      [{ ...valid, TargetPrice: '0' }, 'TargetPrice', /above 0/],
      [{ ...valid, TargetPrice: '1.1234567' }, 'TargetPrice', /6 decimals/],
      [{ ...valid, Currency: '' }, 'Currency', /currency/],
      [{ ...valid, RequiredDate: '2026/01/01' }, 'RequiredDate', /YYYY-MM-DD/],
      [{ ...valid, CustomerId: 99_999_999 }, 'CustomerId', /does not exist/],
      [{ ...valid, CustomerId: other.id }, 'CustomerId', /not yours/],
    ];
    for (const [body, field, msg] of cases) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Code).not.toBe(0);
      expect(res.body.Data).toMatchObject({ Field: field });
      expect(res.body.Message).toMatch(msg);
    }
    expect((await create({ ...valid, Quantity: 0 }, rep, 'zh-CN')).body.Message).toContain('正整数');
    expect(await stored()).toBe(before);
  });

  it('reviewed by a sales lead; approved ones seen by purchasing with the matching own stock; fulfil, close', async () => {
    await k.lot('ZZREQ-001', 120);
    await k.lot('ZZREQ-001', 30);
    const leaderBefore = (await k.counts('sales.leader')).RequirementAuditCount ?? 0;
    const a = await create({ ...valid, RequiredDate: '2026-12-31', Remark: 'pilot' });
    expect(a.body.Code, a.body.Message).toBe(0);
    expect(a.body.Data.No).toMatch(/^XR\d+$/);
    expect(await row(a.body.Data.No)).toMatchObject({
      Mpn: 'ZZREQ-001',
      Status: S.pendingReview,
      MatchingStock: 150,
    });
    expect((await k.counts('sales.leader')).RequirementAuditCount).toBe(leaderBefore + 1);
    // Purchasing does not see it while it is pending review; another salesperson never.
    const buyer = await k.f.token('buyer');
    expect(await row(a.body.Data.No, buyer)).toBeUndefined();
    expect(await row(a.body.Data.No, await k.f.token('sales.agent'))).toBeUndefined();

    expect((await k.decide(REVIEW, a.body.Data.Id, 'approve', 'sales.leader')).body.Code).toBe(0);
    expect((await k.counts('sales.leader')).RequirementAuditCount ?? 0).toBe(leaderBefore);
    const seen = await row(a.body.Data.No, buyer);
    expect(seen).toMatchObject({ Status: S.approved, MatchingStock: 150 });

    // Purchasing marks it fulfilled; it cannot be closed afterwards.
    const f = await t.call<{ Version: number }>('PUT', `${base}/${a.body.Data.Id}/fulfil`, {
      token: buyer,
      body: { Version: seen!.Version, Reason: 'lot 2431 set aside' },
    });
    expect(f.body.Code, f.body.Message).toBe(0);
    expect((await row(a.body.Data.No)).Status).toBe(S.fulfilled);
    const again = await t.call('PUT', `${base}/${a.body.Data.Id}/close`, {
      token: rep,
      body: { Version: f.body.Data.Version },
      lang: 'en-US',
    });
    expect(again.status).toBe(400);
    expect(again.body.Message).toMatch(/not approved/);
    expect((await row(a.body.Data.No)).Status).toBe(S.fulfilled);

    // Rejected: never visible to purchasing, cannot be closed.
    const b = await create(valid);
    expect((await k.decide(REVIEW, b.body.Data.Id, 'reject', 'sales.leader')).body.Code).toBe(0);
    expect((await row(b.body.Data.No)).Status).toBe(S.rejected);
    expect(await row(b.body.Data.No, buyer)).toBeUndefined();
    // Approved then closed by its salesperson.
    const c = await create(valid);
    await k.decide(REVIEW, c.body.Data.Id, 'approve', 'sales.leader');
    const cr = await row(c.body.Data.No);
    const closed = await t.call('PUT', `${base}/${c.body.Data.Id}/close`, {
      token: rep,
      body: { Version: cr!.Version, Reason: 'customer cancelled' },
    });
    expect(closed.body.Code, closed.body.Message).toBe(0);
    expect((await row(c.body.Data.No)).Status).toBe(S.closed);
  });
});
