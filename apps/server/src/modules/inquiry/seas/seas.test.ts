import { SEAS_REASON, SEAS_RELEASE_STATUS } from '@partdesk/shared/inquiry/seas-codes';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureNotices, signIn } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { crmCustomer } from '../../crm/index.js';
import { inqInquiry } from '../inquiry/inquiry.table.js';
import { inqSeasRelease } from './seas.table.js';

let t: TestApp;
let notices: ReturnType<typeof captureNotices> = [];
let tok: Record<string, string> = {};
let ids: Record<string, number> = {};

type Row = {
  Id: number;
  No: string;
  SalespersonId: number;
  SeasReason: number;
  ContactEmail: string | null;
  ContactPhone: string | null;
  ContactName: string | null;
  CustomerCode: string;
  Version: number;
};

const seas = async (token: string, body: Record<string, unknown> = {}) =>
  (
    await t.call<{ Records: Row[]; TotalCount: number }>('POST', '/merchant/forqutation/seas/Query', {
      token,
      body,
    })
  ).body.Data;
const takeOver = (token: string, id: number, Version: number) =>
  t.call<{ SalespersonId: number; Version: number }>('PUT', `/merchant/forqutation/seas/${id}/takeover`, {
    token,
    body: { Version },
  });
const release = (token: string, id: number, Version: number, Reason = 'not our line') =>
  t.call<{ Version: number }>('PUT', `/merchant/forqutation/seas/${id}/release`, {
    token,
    body: { Reason, Version },
  });
const inquiry = async (id: number) => (await t.db.select().from(inqInquiry).where(eq(inqInquiry.id, id)))[0]!;

async function ownCustomer(owner: number) {
  const [c] = await t.db
    .select()
    .from(crmCustomer)
    .where(and(eq(crmCustomer.ownerId, owner), eq(crmCustomer.status, 2)))
    .limit(1);
  return c!;
}

/** A new open inquiry of `account` on one of their customers. */
async function newInquiry(account: string) {
  const c = await ownCustomer(ids[account]!);
  const r = await t.call<{ Id: number; Version: number }>('POST', '/merchant/forqutation/inquiry', {
    token: tok[account]!,
    body: { CustomerId: c.id, Lines: [{ Mpn: 'LM358DR', Brand: 'TI', Quantity: 2500, TargetPrice: '0.12' }] },
  });
  expect(r.body.Code, r.body.Message).toBe(0);
  return { id: r.body.Data.Id, version: r.body.Data.Version, customer: c };
}

beforeAll(async () => {
  t = await createTestApp();
  notices = captureNotices(t);
  ({ tok, ids } = await signIn(t, [
    'sales.rep',
    'sales.junior',
    'sales.mid',
    'sales.leader',
    'buyer',
    'admin',
  ]));
});
afterAll(() => t.close());

describe('seas library (公海询价)', () => {
  it('needs a session and the seas-library screen; the demo pool shows released and pool-customer inquiries, contacts masked', async () => {
    expect((await t.call('POST', '/merchant/forqutation/seas/Query', { body: {} })).body.Code).toBe(-100);
    expect(
      (await t.call('POST', '/merchant/forqutation/seas/Query', { token: tok.buyer!, body: {} })).status,
    ).toBe(403);
    const d = await seas(tok['sales.rep']!);
    const reasons = new Set(d.Records.map((r) => r.SeasReason));
    expect(reasons.has(SEAS_REASON.released)).toBe(true);
    expect(reasons.has(SEAS_REASON.customerInPool)).toBe(true);
    for (const r of d.Records) {
      if (r.ContactEmail) expect(r.ContactEmail).toMatch(/^.\*\*\*@\*\*\*$/);
      if (r.ContactPhone) expect(r.ContactPhone).toMatch(/^\*\*\*\*/);
      if (r.ContactName) expect(r.ContactName).toMatch(/\*\*$/);
    }
    const one = d.Records[0]!;
    const detail = await t.call<{ Lines: Record<string, unknown>[]; ContactEmail: string }>(
      'GET',
      `/merchant/forqutation/seas/${one.Id}`,
      { token: tok['sales.rep']! },
    );
    expect(detail.body.Code).toBe(0);
    expect(detail.body.Data.Lines.length).toBeGreaterThan(0);
    expect(detail.body.Data.Lines[0]).not.toHaveProperty('CustomerPn');
    // Filter by reason (to separate pool-customer inquiries).
    const pool = await seas(tok['sales.rep']!, { SeasReason: [SEAS_REASON.customerInPool] });
    expect(pool.Records.every((r) => r.SeasReason === SEAS_REASON.customerInPool)).toBe(true);
  });

  it('the owner releases an open inquiry (rfq-menu); twice or stale → 409; others are refused', async () => {
    const { id, version } = await newInquiry('sales.rep');
    expect((await release(tok['sales.junior']!, id, version)).status).toBe(404);
    expect((await release(tok['sales.rep']!, id, version + 7)).status).toBe(409);
    const r = await release(tok['sales.rep']!, id, version);
    expect(r.body.Code, r.body.Message).toBe(0);
    expect((await release(tok['sales.rep']!, id, r.body.Data.Version)).status).toBe(409);
    const listed = await seas(tok['sales.junior']!);
    expect(listed.Records.find((x) => x.Id === id)?.SeasReason).toBe(SEAS_REASON.released);
  });

  it('two salespeople take over one inquiry at once: exactly one wins', {
    tags: ['concurrency'],
  }, async () => {
    const { id, version } = await newInquiry('sales.rep');
    const rel = await release(tok['sales.rep']!, id, version);
    const v = rel.body.Data.Version;
    const [a, b] = await Promise.all([
      takeOver(tok['sales.junior']!, id, v),
      takeOver(tok['sales.mid']!, id, v),
    ]);
    const codes = [a.status, b.status].sort();
    expect(codes).toEqual([200, 409]);
    const winner = a.status === 200 ? ids['sales.junior']! : ids['sales.mid']!;
    const row = await inquiry(id);
    expect(row.salespersonId).toBe(winner);
    const rels = await t.db.select().from(inqSeasRelease).where(eq(inqSeasRelease.inquiryId, id));
    expect(rels).toHaveLength(1);
    expect(rels[0]).toMatchObject({ status: SEAS_RELEASE_STATUS.taken, takenBy: winner });
    // Out of the pool; the previous salesperson was told; the winner now owns it on rfq-menu.
    expect((await seas(tok['sales.leader']!)).Records.some((r) => r.Id === id)).toBe(false);
    expect(notices.some((n) => n.to.includes(ids['sales.rep']!))).toBe(true);
    const mine = await t.call('GET', `/merchant/forqutation/inquiry/${id}`, {
      token: winner === ids['sales.junior'] ? tok['sales.junior']! : tok['sales.mid']!,
    });
    expect(mine.body.Code).toBe(0);
    // Taking it again → 409 (no longer in the pool).
    expect((await takeOver(tok['sales.leader']!, id, row.version)).status).toBe(409);
  });

  it('refuses non-salespeople, stale versions and inquiries not in the pool, changing nothing', async () => {
    const { id, version } = await newInquiry('sales.rep');
    expect((await takeOver(tok['sales.junior']!, id, version)).status).toBe(409); // not released
    const v = (await release(tok['sales.rep']!, id, version)).body.Data.Version;
    expect((await takeOver(tok['sales.junior']!, id, v - 1)).status).toBe(409); // stale
    const admin = await takeOver(tok.admin!, id, v); // administrator is not a salesperson
    expect(admin.status).toBe(400);
    expect((await inquiry(id)).salespersonId).toBe(ids['sales.rep']);
    // The owner takes it back (recall): stays theirs, leaves the pool.
    const back = await takeOver(tok['sales.rep']!, id, v);
    expect(back.body.Code).toBe(0);
    const [r] = await t.db.select().from(inqSeasRelease).where(eq(inqSeasRelease.inquiryId, id));
    expect(r!.status).toBe(SEAS_RELEASE_STATUS.recalled);
  });

  it('an inquiry of a pool customer: claim the customer first (409 naming it); after the claim its new owner takes it over', async () => {
    const pool = await seas(tok['sales.rep']!, { SeasReason: [SEAS_REASON.customerInPool] });
    const row = pool.Records[0]!;
    const before = await inquiry(row.Id);
    const refused = await takeOver(tok['sales.rep']!, row.Id, row.Version);
    expect(refused.status).toBe(409);
    expect(refused.body.Message).toContain(row.CustomerCode);
    expect((await inquiry(row.Id)).salespersonId).toBe(before.salespersonId);
    const en = await t.call('PUT', `/merchant/forqutation/seas/${row.Id}/takeover`, {
      token: tok['sales.rep']!,
      body: { Version: row.Version },
      lang: 'en-US',
    });
    expect(en.body.Message).toMatch(/claim the customer/i);
    // Claim through the CRM pool (its rules and quota); then the inquiry is the rep's customer's.
    const claim = await t.call<{ Pending: boolean }>('PUT', `/merchant/crm/pool/${before.customerId}/claim`, {
      token: tok['sales.rep']!,
      body: {},
    });
    expect(claim.body.Code, claim.body.Message).toBe(0);
    // Precondition: claims are not reviewed (poolClaimReviewEnabled defaults to false), so the rep owns it now.
    expect(claim.body.Data.Pending).toBe(false);
    const after = await seas(tok['sales.rep']!);
    expect(after.Records.find((r) => r.Id === row.Id)?.SeasReason).toBe(SEAS_REASON.customerMoved);
    // Another salesperson may not take an inquiry of the rep's customer (not released).
    expect((await seas(tok['sales.mid']!)).Records.some((r) => r.Id === row.Id)).toBe(false);
    expect((await takeOver(tok['sales.mid']!, row.Id, row.Version)).status).toBe(403);
    const ok = await takeOver(tok['sales.rep']!, row.Id, row.Version);
    expect(ok.body.Code, ok.body.Message).toBe(0);
    expect((await inquiry(row.Id)).salespersonId).toBe(ids['sales.rep']);
  });

  it('data scope: an inquiry left behind by a customer moved to another salesperson shows only to that owner', async () => {
    const { id, customer } = await newInquiry('sales.junior');
    const moved = await t.call('PUT', `/merchant/crm/customer/${customer.id}/transfer`, {
      token: tok.admin!,
      body: { ToOwnerId: ids['sales.leader']!, Reason: 'region' },
    });
    expect(moved.body.Code, moved.body.Message).toBe(0);
    expect((await seas(tok['sales.leader']!)).Records.find((r) => r.Id === id)?.SeasReason).toBe(
      SEAS_REASON.customerMoved,
    );
    expect((await seas(tok['sales.rep']!)).Records.some((r) => r.Id === id)).toBe(false);
    expect((await seas(tok.admin!)).Records.some((r) => r.Id === id)).toBe(true);
    expect(
      (await t.call('GET', `/merchant/forqutation/seas/${id}`, { token: tok['sales.rep']! })).status,
    ).toBe(404);
    const open = await t.db
      .select()
      .from(inqInquiry)
      .where(and(eq(inqInquiry.id, id), isNull(inqInquiry.deletedAt)));
    expect(open[0]!.salespersonId).toBe(ids['sales.junior']);
  });
});
