import { INQUIRY_STATUS, QUOTE_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../core/documents/demo-doc.fixture.js';
import type { NoticeMessage } from '../../core/push/notifier.js';
import { reviewRequest } from '../../core/reviews/review.table.js';
import { factories } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { crmCustomer } from '../crm/index.js';
import { purSupplier } from '../purchase/index.js';
import { inqInquiry, inqInquiryLine } from './inquiry/inquiry.table.js';
import { inqPurchaseQuote } from './purchase-quote/purchase-quote.table.js';

let t: TestApp;
const notices: { to: number[]; message: NoticeMessage | string }[] = [];
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};
let customer: typeof crmCustomer.$inferSelect;
let leaderCustomer: typeof crmCustomer.$inferSelect;
let supplierId: number;

type Detail = { Id: number; No: string; Version: number; Status: number; Lines: Line[] };
type Line = {
  Id: number;
  Mpn: string;
  Brand: string;
  PartId: number | null;
  QuoteStatus: number;
  Version: number;
  Quantity: number;
  CustomerPn: string;
};

const future = () => new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
const line = (o: Record<string, unknown> = {}) => ({
  Mpn: 'STM32F103C8T6',
  Brand: 'ST',
  Quantity: 1000,
  TargetPrice: '1.25',
  ...o,
});

/** A new active customer owned by `account`, built through the CRM API. */
async function activeCustomerOf(account: string) {
  const { id } = await factories(t).customer({ owner: account });
  const [c] = await t.db.select().from(crmCustomer).where(eq(crmCustomer.id, id));
  return c!;
}

const counts = async () => ({
  inquiries: (await t.db.select({ n: count() }).from(inqInquiry))[0]!.n,
  lines: (await t.db.select({ n: count() }).from(inqInquiryLine))[0]!.n,
  quotes: (await t.db.select({ n: count() }).from(inqPurchaseQuote))[0]!.n,
});

async function create(
  token: string,
  customerId: number,
  lines: unknown[],
  extra: Record<string, unknown> = {},
) {
  return t.call<{ Id: number; No: string; Lines: number }>('POST', '/merchant/forqutation/inquiry', {
    token,
    body: { CustomerId: customerId, Lines: lines, ...extra },
  });
}
const detail = async (id: number, token = tok.rep!) =>
  (await t.call<Detail>('GET', `/merchant/forqutation/inquiry/${id}`, { token })).body.Data;

async function quote(lineId: number, o: Record<string, unknown> = {}, token = tok.buyer!) {
  return t.call<{ Id: number; No: string; QuoteStatus: number }>(
    'POST',
    '/merchant/forqutation/purchasequote',
    {
      token,
      body: {
        LineId: lineId,
        SupplierId: supplierId,
        CostPrice: '0.85',
        Currency: 'USD',
        Quantity: 1000,
        ValidUntil: future(),
        DateCode: '2415',
        ...o,
      },
    },
  );
}

beforeAll(async () => {
  t = await createTestApp();
  t.app.ctx.notifier = {
    notify: async (to, message) => {
      notices.push({ to: Array.isArray(to) ? to : [to], message });
    },
    todosChanged: () => {},
    emit: () => {},
  };
  for (const a of [
    'sales.rep',
    'sales.junior',
    'sales.leader',
    'sales.manager',
    'buyer',
    'price.checker',
    'admin',
    'accountant',
  ])
    tok[a.split('.').pop()!] = await t.login(a);
  for (const a of ['sales.rep', 'sales.junior', 'sales.leader', 'buyer'])
    ids[a.split('.').pop()!] = await userId(t.db, a);
  customer = await activeCustomerOf('sales.rep');
  leaderCustomer = await activeCustomerOf('sales.leader');
  const [s] = await t.db
    .select({ id: purSupplier.id })
    .from(purSupplier)
    .where(eq(purSupplier.status, 1))
    .limit(1);
  supplierId = s!.id;
});
afterAll(() => t.close());

describe('inquiries', () => {
  let inquiryId: number;

  it('creates an inquiry (B) with lines matched through the BOM engine; GET bom returns them', async () => {
    expect((await create('', customer.id, [line()])).body.Code).toBe(-100);
    expect((await create(tok.buyer!, customer.id, [line()])).status).toBe(403);
    const res = await create(tok.rep!, customer.id, [
      line(),
      line({ Mpn: 'stm32f103c8t6', Quantity: 500, IsUrgent: true }),
      line({ Mpn: 'XYZ-NEW-PART-1', Brand: 'TI', TargetPrice: null }),
      line({ Mpn: 'ODD-PART-2', Brand: 'NoSuchMaker' }),
    ]);
    expect(res.body.Code).toBe(0);
    expect(res.body.Data.No).toMatch(/^B/);
    expect(res.body.Data.Lines).toBe(3); // the two STM32 spellings merged
    inquiryId = res.body.Data.Id;
    const bom = await t.call<{ Records: Line[]; TotalCount: number }>('GET', '/merchant/forqutation/bom', {
      token: tok.rep!,
      query: { id: inquiryId },
    });
    expect(bom.body.Data.TotalCount).toBe(3);
    const [stm, ti, odd] = bom.body.Data.Records;
    expect(stm).toMatchObject({ Quantity: 1500, QuoteStatus: QUOTE_STATUS.toQuote, IsUrgent: true });
    expect(stm!.PartId).not.toBeNull();
    expect(ti!.PartId).not.toBeNull(); // created on first sight
    expect(odd!.PartId).toBeNull(); // unknown brand: no part
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const before = await counts();
    const cases: [unknown[], Record<string, unknown>, string][] = [
      [[line({ Quantity: 0 })], {}, 'Quantity'],
      [[line({ TargetPrice: 'abc' })], {}, 'TargetPrice'],
      [[line({ TargetPrice: '1.1234567' })], {}, 'TargetPrice'],
      [[line({ Currency: 'JPY' })], {}, 'Currency'],
      [[], {}, 'Lines'],
      [[line({ Mpn: '', CustomerPn: 'NOPE-404' })], {}, 'CustomerPn'],
      [[line()], { Source: '99' }, 'Source'],
      [[line()], { ContactId: 999999 }, 'ContactId'],
    ];
    for (const [lines, extra, field] of cases) {
      const r = await create(tok.rep!, customer.id, lines, extra);
      expect(r.status, field).toBe(400);
      expect((r.body.Data as { Field?: string } | null)?.Field ?? r.body.Message, field).toContain(
        field === 'Lines' ? 'Lines' : field,
      );
    }
    expect(await counts()).toEqual(before);
    // Someone else's customer.
    expect((await create(tok.junior!, customer.id, [line()])).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('applies the data scope: a salesperson sees only their own inquiries', async () => {
    const mine = await t.call<{ Records: { Id: number }[] }>('POST', '/merchant/forqutation/inquiry/Query', {
      token: tok.rep!,
      body: {},
    });
    expect(mine.body.Data.Records.map((r) => r.Id)).toContain(inquiryId);
    const other = await t.call<{ Records: { Id: number; SalespersonId: number }[] }>(
      'POST',
      '/merchant/forqutation/inquiry/Query',
      {
        token: tok.junior!,
        body: {},
      },
    );
    expect(other.body.Data.Records.every((r) => r.SalespersonId === ids.junior)).toBe(true);
    expect(
      (await t.call('GET', `/merchant/forqutation/inquiry/${inquiryId}`, { token: tok.junior! })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', '/merchant/forqutation/bom', { token: tok.junior!, query: { id: inquiryId } }))
        .status,
    ).toBe(404);
    const all = await t.call<{ Records: { Id: number }[] }>('POST', '/merchant/forqutation/inquiry/Query', {
      token: tok.admin!,
      body: { No: '' },
    });
    expect(all.body.Data.Records.map((r) => r.Id)).toContain(inquiryId);
  });

  it('shows open lines to buyers in the RFQ library without the customer identity', async () => {
    const d = await detail(inquiryId);
    const res = await t.call<{ Records: Record<string, unknown>[] }>(
      'POST',
      '/merchant/forqutation/rfqlibrary/Query',
      {
        token: tok.buyer!,
        body: { InquiryNo: d.No, pageSize: 100 },
      },
    );
    expect(res.body.Code).toBe(0);
    expect(res.body.Data.Records).toHaveLength(3);
    const text = JSON.stringify(res.body);
    for (const leak of [
      customer.shortName,
      customer.name,
      customer.code,
      'CustomerId',
      'CustomerName',
      'ContactName',
      'CustomerPn',
    ])
      expect(text).not.toContain(leak);
    const one = await t.call('GET', `/merchant/forqutation/rfqlibrary/${d.Lines[0]!.Id}`, {
      token: tok.checker!,
    });
    expect(one.body.Code).toBe(0);
    expect(JSON.stringify(one.body)).not.toContain(customer.shortName);
    expect(
      (await t.call('POST', '/merchant/forqutation/rfqlibrary/Query', { token: tok.rep!, body: {} })).status,
    ).toBe(403);
  });

  it('a purchase quote sets the line quoted and notifies the salesperson (B number)', async () => {
    const d = await detail(inquiryId);
    const l = d.Lines[0]!;
    const before = await counts();
    for (const [o, field] of [
      [{ ValidUntil: '2020-01-01' }, 'ValidUntil'],
      [{ CostPrice: '0' }, 'CostPrice'],
      [{ CostPrice: '1.5e3' }, 'CostPrice'],
      [{ Moq: 5000 }, 'Moq'],
      [{ SupplierId: 999999 }, 'SupplierId'],
      [{ ValidUntil: undefined }, 'ValidUntil'],
    ] as const) {
      const r = await quote(l.Id, o as Record<string, unknown>);
      expect(r.status, field).toBe(400);
      expect((r.body.Data as { Field?: string }).Field, field).toBe(field);
    }
    expect(await counts()).toEqual(before);
    expect((await quote(l.Id, {}, tok.rep!)).status).toBe(403);
    notices.length = 0;
    const r = await quote(l.Id);
    expect(r.body.Code).toBe(0);
    expect(r.body.Data.No).toMatch(/^CB/);
    expect(r.body.Data.QuoteStatus).toBe(QUOTE_STATUS.quoted);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.to).toEqual([ids.rep]);
    expect((notices[0]!.message as NoticeMessage).No).toBe(d.No);
    // A second, fresher offer ranks first.
    await quote(l.Id, { DateCode: '2501', CostPrice: '0.95' }, tok.checker!);
    const offers = await t.call<{ Records: { DateCode: string; DateCodeMonths: number | null }[] }>(
      'GET',
      `/merchant/forqutation/line/${l.Id}/quotes`,
      { token: tok.rep! },
    );
    expect(offers.body.Data.Records.map((o) => o.DateCode)).toEqual(['2501', '2415']);
    expect(offers.body.Data.Records[0]!.DateCodeMonths).toBeTypeOf('number');
    expect(
      (await t.call('GET', `/merchant/forqutation/line/${l.Id}/quotes`, { token: tok.junior! })).status,
    ).toBe(404);
  });

  it('walks the quote statuses: tentative → to be confirmed → quoted; send back → price to be checked → requoted', async () => {
    const d = await detail(inquiryId);
    const l2 = d.Lines[1]!;
    expect((await quote(l2.Id, { IsTentative: true })).body.Data.QuoteStatus).toBe(QUOTE_STATUS.toConfirm);
    expect((await quote(l2.Id)).body.Data.QuoteStatus).toBe(QUOTE_STATUS.quoted);
    const l3 = d.Lines[2]!;
    const early = await t.call('PUT', `/merchant/forqutation/line/${l3.Id}/sendback`, {
      token: tok.rep!,
      body: { Reason: 'too early', Version: l3.Version },
    });
    expect(early.status).toBe(409);
    const fresh = (await detail(inquiryId)).Lines[1]!;
    expect(
      (
        await t.call('PUT', `/merchant/forqutation/line/${fresh.Id}/sendback`, {
          token: tok.junior!,
          body: { Reason: 'x', Version: fresh.Version },
        })
      ).status,
    ).toBe(404);
    notices.length = 0;
    const back = await t.call<{ QuoteStatus: number }>(
      'PUT',
      `/merchant/forqutation/line/${fresh.Id}/sendback`,
      {
        token: tok.rep!,
        body: { Reason: 'Customer target is 0.70', Version: fresh.Version },
      },
    );
    expect(back.body.Data.QuoteStatus).toBe(QUOTE_STATUS.priceToCheck);
    expect(notices[0]!.to).toEqual([ids.buyer]);
    const stale = await t.call('PUT', `/merchant/forqutation/line/${fresh.Id}/sendback`, {
      token: tok.rep!,
      body: { Reason: 'again', Version: fresh.Version },
    });
    expect(stale.status).toBe(409);
    const lib = await t.call<{ Records: { Id: number }[] }>(
      'POST',
      '/merchant/forqutation/rfqlibrary/Query',
      {
        token: tok.buyer!,
        body: { quoteStatus: 4, pageSize: 100 },
      },
    );
    expect(lib.body.Data.Records.map((r) => r.Id)).toContain(fresh.Id);
    expect((await quote(fresh.Id, { CostPrice: '0.69' })).body.Data.QuoteStatus).toBe(QUOTE_STATUS.requoted);
  });

  it('edits an open inquiry at the version read (rfq-detail_edit)', async () => {
    const d = await detail(inquiryId);
    const r = await t.call<{ Version: number }>('PUT', `/merchant/forqutation/inquiry/${inquiryId}`, {
      token: tok.rep!,
      body: {
        Version: d.Version,
        Remark: 'edited',
        Lines: [{ Id: d.Lines[2]!.Id, Quantity: 42 }],
        AddLines: [line({ Mpn: 'LM358DR', Brand: 'TI' })],
      },
    });
    expect(r.body.Code).toBe(0);
    const after = await detail(inquiryId);
    expect(after.Lines).toHaveLength(4);
    expect(after.Lines[2]!.Quantity).toBe(42);
    const stale = await t.call('PUT', `/merchant/forqutation/inquiry/${inquiryId}`, {
      token: tok.rep!,
      body: { Version: d.Version },
    });
    expect(stale.status).toBe(409);
    expect(
      (
        await t.call('PUT', `/merchant/forqutation/inquiry/${inquiryId}`, {
          token: tok.buyer!,
          body: { Version: 1 },
        })
      ).status,
    ).toBe(403);
  });
});

describe('transfer and delete (button 0102)', () => {
  it('a salesperson without 0102 can neither transfer nor delete', async () => {
    const c = await create(tok.rep!, customer.id, [line()]);
    const id = c.body.Data.Id;
    const d = await detail(id);
    const tr = await t.call('PUT', `/merchant/forqutation/inquiry/${id}/transfer`, {
      token: tok.rep!,
      body: { ToSalespersonId: ids.junior, Reason: 'holiday', Version: d.Version },
    });
    expect(tr.status).toBe(403);
    const del = await t.call('PUT', '/merchant/common/delete', {
      token: tok.rep!,
      query: { type: 'inquiry', id },
    });
    expect(del.status).toBe(403);
    expect((await detail(id)).Version).toBe(d.Version);
  });

  it('a transfer waits in forward-review; approval moves the owner and notifies them; rejection reopens', async () => {
    const c = await create(tok.leader!, leaderCustomer.id, [line()]);
    const id = c.body.Data.Id;
    let d = await detail(id, tok.leader!);
    const bad = await t.call('PUT', `/merchant/forqutation/inquiry/${id}/transfer`, {
      token: tok.leader!,
      body: { ToSalespersonId: ids.buyer, Reason: 'x', Version: d.Version },
    });
    expect(bad.status).toBe(400);
    expect((bad.body.Data as { Field: string }).Field).toBe('ToSalespersonId');
    const tr = await t.call<{ Pending: boolean }>('PUT', `/merchant/forqutation/inquiry/${id}/transfer`, {
      token: tok.leader!,
      body: { ToSalespersonId: ids.junior, Reason: 'workload', Version: d.Version },
    });
    expect(tr.body.Data.Pending).toBe(true);
    d = await detail(id, tok.leader!);
    expect(d.Status).toBe(INQUIRY_STATUS.transferring);
    const again = await t.call('PUT', `/merchant/forqutation/inquiry/${id}/transfer`, {
      token: tok.leader!,
      body: { ToSalespersonId: ids.junior, Reason: 'again', Version: d.Version },
    });
    expect(again.status).toBe(409);
    const del = await t.call('PUT', '/merchant/common/delete', {
      token: tok.leader!,
      query: { type: 'inquiry', id },
    });
    expect(del.status).toBe(409);
    const [req] = await t.db
      .select({ id: reviewRequest.id })
      .from(reviewRequest)
      .where(
        and(
          eq(reviewRequest.docType, 'inquiryTransfer'),
          eq(reviewRequest.docId, id),
          eq(reviewRequest.status, 'pending'),
        ),
      );
    const queue = await t.call<{ TotalCount: number }>('POST', '/merchant/review/inquiryTransfer/Query', {
      token: tok.manager!,
      body: {},
    });
    expect(queue.body.Data.TotalCount).toBeGreaterThan(0);
    notices.length = 0;
    const ok = await t.call('PUT', '/merchant/review/inquiryTransfer/approve', {
      token: tok.manager!,
      body: { Ids: [req!.id], Comment: 'ok' },
    });
    expect(ok.body.Code).toBe(0);
    const [row] = await t.db.select().from(inqInquiry).where(eq(inqInquiry.id, id));
    expect(row).toMatchObject({ salespersonId: ids.junior, status: INQUIRY_STATUS.open, transferToId: null });
    expect(
      notices.some((n) => n.to.includes(ids.junior!) && (n.message as NoticeMessage).No === row!.no),
    ).toBe(true);
    expect((await t.call('GET', `/merchant/forqutation/inquiry/${id}`, { token: tok.leader! })).status).toBe(
      404,
    );

    const c2 = await create(tok.leader!, leaderCustomer.id, [line()]);
    const d2 = await detail(c2.body.Data.Id, tok.leader!);
    await t.call('PUT', `/merchant/forqutation/inquiry/${d2.Id}/transfer`, {
      token: tok.leader!,
      body: { ToSalespersonId: ids.junior, Reason: 'x', Version: d2.Version },
    });
    const [req2] = await t.db
      .select({ id: reviewRequest.id })
      .from(reviewRequest)
      .where(
        and(
          eq(reviewRequest.docType, 'inquiryTransfer'),
          eq(reviewRequest.docId, d2.Id),
          eq(reviewRequest.status, 'pending'),
        ),
      );
    await t.call('PUT', '/merchant/review/inquiryTransfer/reject', {
      token: tok.manager!,
      body: { Ids: [req2!.id], Comment: 'no' },
    });
    const [row2] = await t.db.select().from(inqInquiry).where(eq(inqInquiry.id, d2.Id));
    expect(row2).toMatchObject({ salespersonId: ids.leader, status: INQUIRY_STATUS.open });
  });

  it('deletes on 0102 an inquiry without purchase quotes; one with quotes is refused', async () => {
    const c = await create(tok.leader!, leaderCustomer.id, [line()]);
    const id = c.body.Data.Id;
    const d = await detail(id, tok.leader!);
    await quote(d.Lines[0]!.Id);
    const refused = await t.call('PUT', '/merchant/common/delete', {
      token: tok.leader!,
      query: { type: 'inquiry', id },
    });
    expect(refused.status).toBe(409);
    const c2 = await create(tok.leader!, leaderCustomer.id, [line()]);
    const gone = await t.call('PUT', '/merchant/common/delete', {
      token: tok.leader!,
      query: { type: 'inquiry', id: c2.body.Data.Id },
    });
    expect(gone.body.Code).toBe(0);
    expect(
      (await t.call('GET', `/merchant/forqutation/inquiry/${c2.body.Data.Id}`, { token: tok.leader! }))
        .status,
    ).toBe(404);
    const [row] = await t.db.select().from(inqInquiry).where(eq(inqInquiry.id, c2.body.Data.Id));
    expect(row!.deletedAt).not.toBeNull();
  });
});

describe('to-do counters', () => {
  it('counts lines to quote and to check for sourcing roles', async () => {
    const r = await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
      token: tok.buyer!,
    });
    expect(r.body.Data.Counts.InquiryToQuoteCount).toBeGreaterThan(0);
    expect(r.body.Data.Counts.PriceToCheckCount).toBeGreaterThan(0);
  });
});
