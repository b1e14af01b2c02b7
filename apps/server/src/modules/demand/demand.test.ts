import { DEMAND_STATUS as S } from '@partdesk/shared/demand/demand-codes';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureNotices, factories, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { inqInquiry, inqInquiryLine } from '../inquiry/index.js';
import { dmdDemand } from './demand.table.js';

let t: TestApp;
let notices: ReturnType<typeof captureNotices> = [];
let tok: Record<string, string> = {};
let ids: Record<string, number> = {};
let customerId: number;
const base = '/merchant/demand/demand';
const line = (o: Record<string, unknown> = {}) => ({
  Mpn: 'TPS54331DR',
  Brand: 'TI',
  Quantity: 3000,
  TargetPrice: '0.4100',
  ...o,
});
const future = (d = 30) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const create = (token: string, body: Record<string, unknown>) =>
  t.call<{ Id: number; No: string; Status: number; Version: number }>('POST', base, { token, body });
type Detail = {
  status: number;
  Version: number;
  InquiryId: number | null;
  InquiryNo: string | null;
  Lines: unknown[];
};
const get = async (id: number, token = tok['sales.rep']!) =>
  (await t.call<Detail>('GET', `${base}/${id}`, { token })).body.Data;
const queue = async (token: string) =>
  (
    await t.call<{ Records: { Id: number; DocId: number }[] }>('POST', '/merchant/review/demand/Query', {
      token,
      body: {},
    })
  ).body.Data.Records;
const upcoming = async (token: string) =>
  (
    await t.call<{ Counts: Record<string, number>; Items: { Name: string }[] }>(
      'GET',
      '/merchant/common/upcoming',
      { token },
    )
  ).body.Data;
/** Moves the test customer to `account` (a direct transfer by the administrator). */
async function moveCustomer(account: string) {
  const res = await t.call('PUT', `/merchant/crm/customer/${customerId}/transfer`, {
    token: tok.admin!,
    body: { ToOwnerId: ids[account]!, Reason: 'test' },
  });
  expect(res.body.Code, res.body.Message).toBe(0);
}
const decide = (token: string, action: 'approve' | 'reject', Ids: number[], Comment = '') =>
  t.call(`PUT`, `/merchant/review/demand/${action}`, { token, body: { Ids, Comment } });

beforeAll(async () => {
  t = await createTestApp();
  notices = captureNotices(t);
  ({ tok, ids } = await signIn(t, [
    'sales.rep',
    'sales.junior',
    'sales.leader',
    'sales.director',
    'buyer',
    'admin',
  ]));
  customerId = (await factories(t).customer({ as: 'sales.rep' })).id;
});
afterAll(() => t.close());

describe('demand orders (XQ)', () => {
  let id: number;

  it('trio; a new demand order awaits confirmation (status 1)', async () => {
    expect((await create('', { CustomerId: customerId, Lines: [line()] })).body.Code).toBe(-100);
    expect((await create(tok.buyer!, { CustomerId: customerId, Lines: [line()] })).status).toBe(403);
    const r = await create(tok['sales.rep']!, {
      CustomerId: customerId,
      ExpectedDate: future(),
      Remark: 'Q3 build',
      Lines: [line(), line({ Mpn: 'LM358DR', Quantity: 10000, TargetPrice: null, IsUrgent: true })],
    });
    expect(r.body.Code, r.body.Message).toBe(0);
    expect(r.body.Data.No).toMatch(/^XQ/);
    expect(r.body.Data.Status).toBe(S.awaitingConfirmation);
    id = r.body.Data.Id;
  });

  it('refuses bad input (400 naming the field) and others’ customers (403), writing nothing', async () => {
    const n = async () => (await t.db.select({ n: count() }).from(dmdDemand))[0]!.n;
    const before = await n();
    const cases: [Record<string, unknown>, string][] = [
      [{ Lines: [] }, 'Lines'],
      [{ Lines: [line({ Mpn: '' })] }, 'Mpn'],
      [{ Lines: [line({ TargetPrice: '-1' })] }, 'TargetPrice'],
      [{ Lines: [line({ Quantity: -3 })] }, 'Quantity'],
      [{ Lines: [line()], ExpectedDate: '2020-02-02' }, 'ExpectedDate'],
      [{ Lines: [line()], Currency: 'JPY' }, 'Currency'],
    ];
    for (const [body, field] of cases) {
      const r = await create(tok['sales.rep']!, { CustomerId: customerId, ...body });
      expect(r.status, field).toBe(400);
      expect(JSON.stringify(r.body), field).toContain(field);
    }
    expect((await create(tok['sales.junior']!, { CustomerId: customerId, Lines: [line()] })).status).toBe(
      403,
    );
    expect(await n()).toBe(before);
  });

  it('to-do DemandConfirmCount is for administrators only; the link filter status=1 lists it; data scope', async () => {
    const admin = await upcoming(tok.admin!);
    expect(admin.Counts.DemandConfirmCount).toBeGreaterThanOrEqual(1);
    for (const a of ['sales.director', 'sales.leader', 'sales.rep']) {
      expect(
        (await upcoming(tok[a]!)).Items.map((i) => i.Name),
        a,
      ).not.toContain('DemandConfirmCount');
    }
    const list = await t.call<{ Records: { Id: number; status: number }[]; TotalCount: number }>(
      'POST',
      `${base}/Query`,
      {
        token: tok.admin!,
        body: { status: 1 },
      },
    );
    expect(list.body.Data.Records.every((r) => r.status === S.awaitingConfirmation)).toBe(true);
    expect(list.body.Data.TotalCount).toBe(admin.Counts.DemandConfirmCount);
    const junior = await t.call<{ Records: { Id: number }[] }>('POST', `${base}/Query`, {
      token: tok['sales.junior']!,
      body: {},
    });
    expect(junior.body.Data.Records.some((r) => r.Id === id)).toBe(false);
    expect((await t.call('GET', `${base}/${id}`, { token: tok['sales.junior']! })).status).toBe(404);
  });

  it('confirmation: only administrators decide; reject → edit → resubmit → confirm', async () => {
    const reqId = (await queue(tok.admin!)).find((r) => r.DocId === id)!.Id;
    expect((await decide(tok['sales.leader']!, 'approve', [reqId])).status).toBe(403);
    // Not confirmed yet: no inquiry.
    expect(
      (
        await t.call('PUT', `${base}/${id}/inquiry`, {
          token: tok['sales.rep']!,
          body: { Version: (await get(id)).Version },
        })
      ).status,
    ).toBe(409);
    // Awaiting: no edit.
    expect(
      (
        await t.call('PUT', `${base}/${id}`, {
          token: tok['sales.rep']!,
          body: { Lines: [line()], Version: (await get(id)).Version },
        })
      ).status,
    ).toBe(409);
    notices.length = 0;
    expect((await decide(tok.admin!, 'reject', [reqId], 'quantities unclear')).body.Code).toBe(0);
    expect((await get(id)).status).toBe(S.rejected);
    expect(notices.some((n) => n.to.includes(ids['sales.rep']!))).toBe(true);
    const e = await t.call<{ Status: number }>('PUT', `${base}/${id}`, {
      token: tok['sales.rep']!,
      body: {
        Lines: [line({ Quantity: 5000 }), line({ Mpn: 'LM358DR', Quantity: 10000 })],
        Version: (await get(id)).Version,
      },
    });
    expect(e.body.Code, e.body.Message).toBe(0);
    expect(e.body.Data.Status).toBe(S.awaitingConfirmation);
    const again = (await queue(tok.admin!)).find((r) => r.DocId === id)!.Id;
    expect((await decide(tok.admin!, 'approve', [again])).body.Code).toBe(0);
    expect((await get(id)).status).toBe(S.confirmed);
  });

  it('a confirmed demand opens one inquiry (two clicks at once: one wins) and links it', {
    tags: ['concurrency'],
  }, async () => {
    // Its own confirmed demand, so the race runs alone (npm run test:races filters on the tag).
    const made = await create(tok['sales.rep']!, {
      CustomerId: customerId,
      Lines: [line({ Quantity: 5000 }), line({ Mpn: 'LM358DR', Quantity: 10000 })],
    });
    expect(made.body.Code, made.body.Message).toBe(0);
    const id = made.body.Data.Id;
    const reqId = (await queue(tok.admin!)).find((q) => q.DocId === id)!.Id;
    expect((await decide(tok.admin!, 'approve', [reqId])).body.Code).toBe(0);
    const v = (await get(id)).Version;
    const call = () =>
      t.call<{ InquiryId: number; InquiryNo: string }>('PUT', `${base}/${id}/inquiry`, {
        token: tok['sales.rep']!,
        body: { Version: v },
      });
    const [a, b] = await Promise.all([call(), call()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const win = a.status === 200 ? a : b;
    expect(win.body.Data.InquiryNo).toMatch(/^B/);
    const d = await get(id);
    expect(d).toMatchObject({
      status: S.converted,
      InquiryId: win.body.Data.InquiryId,
      InquiryNo: win.body.Data.InquiryNo,
    });
    const [inq] = await t.db.select().from(inqInquiry).where(eq(inqInquiry.id, win.body.Data.InquiryId));
    expect(inq).toMatchObject({ customerId, salespersonId: ids['sales.rep'] });
    const lines = await t.db.select().from(inqInquiryLine).where(eq(inqInquiryLine.inquiryId, inq!.id));
    expect(lines.map((l) => [l.mpn, l.quantity]).sort()).toEqual([
      ['LM358DR', 10000],
      ['TPS54331DR', 5000],
    ]);
    // The inquiry is the salesperson's like any other (rfq-menu).
    expect(
      (await t.call('GET', `/merchant/forqutation/inquiry/${inq!.id}`, { token: tok['sales.rep']! })).body
        .Code,
    ).toBe(0);
    const inquiries = (await t.db.select({ n: count() }).from(inqInquiry))[0]!.n;
    expect(
      (
        await t.call('PUT', `${base}/${id}/inquiry`, {
          token: tok['sales.rep']!,
          body: { Version: d.Version },
        })
      ).status,
    ).toBe(409);
    expect((await t.db.select({ n: count() }).from(inqInquiry))[0]!.n).toBe(inquiries);
  });

  it('an inquiry that cannot be created (customer moved away) leaves the demand confirmed', async () => {
    const r = await create(tok['sales.rep']!, { CustomerId: customerId, Lines: [line()] });
    const reqId = (await queue(tok.admin!)).find((q) => q.DocId === r.body.Data.Id)!.Id;
    await decide(tok.admin!, 'approve', [reqId]);
    await moveCustomer('sales.junior');
    const v = (await get(r.body.Data.Id)).Version;
    const res = await t.call('PUT', `${base}/${r.body.Data.Id}/inquiry`, {
      token: tok['sales.rep']!,
      body: { Version: v },
    });
    expect(res.status).toBe(403);
    expect((await get(r.body.Data.Id)).status).toBe(S.confirmed);
    await moveCustomer('sales.rep');
  });

  it('demo data: demand orders in every status', async () => {
    const rows = await t.db.select({ s: dmdDemand.status }).from(dmdDemand);
    for (const s of [S.awaitingConfirmation, S.confirmed, S.rejected])
      expect(rows.some((r) => r.s === s)).toBe(true);
  });
});
