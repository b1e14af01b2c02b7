import { inflateSync } from 'node:zlib';
import { QUOTE_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import { QUOTE_STATUS_DOC, SALES_QUOTE_DOC } from '@partdesk/shared/quote/quote-codes';
import type { QuoteView } from '@partdesk/shared/quote/quote-contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../core/documents/demo-doc.fixture.js';
import type { NoticeMessage } from '../../core/push/notifier.js';
import { reviewRequest } from '../../core/reviews/review.table.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { crmCustomer } from '../crm/index.js';
import { inqInquiryLine } from '../inquiry/index.js';
import { baseCurrency } from '../lookups/index.js';
import { purSupplier } from '../purchase/index.js';
import { quoQuote, quoQuoteLine, quoQuoteRecord } from './quote.table.js';

let t: TestApp;
const notices: { to: number[]; message: NoticeMessage | string }[] = [];
const tok: Record<string, string> = {};
const ids: Record<string, number> = {};
let customer: typeof crmCustomer.$inferSelect;
let supplierId: number;
let inquiryId: number;
let lineIds: number[] = [];
/** Purchase quotes: pq[0] STM32 0.85 USD, pq[1] STM32 0.80 USD tentative-free second offer, pq[2] TI part. */
const pq: number[] = [];

const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const CHINESE_NAME = '深圳市测试电子有限公司';

const counts = async () => ({
  quotes: (await t.db.select({ n: count() }).from(quoQuote))[0]!.n,
  lines: (await t.db.select({ n: count() }).from(quoQuoteLine))[0]!.n,
  records: (await t.db.select({ n: count() }).from(quoQuoteRecord))[0]!.n,
});

type Created = {
  Id: number;
  No: string;
  Status: number;
  NeedsApproval: boolean;
  Total: string;
  Version: number;
};
const body = (o: Record<string, unknown> = {}, lines?: unknown[]) => ({
  InquiryId: inquiryId,
  Currency: 'HKD',
  QuoteDate: day(0),
  ValidUntil: day(14),
  Lines: lines ?? [
    {
      InquiryLineId: lineIds[0],
      PurchaseQuoteId: pq[0],
      SalePrice: '8.5',
      Tiers: [{ Quantity: 5000, Price: '8.2' }],
    },
    { InquiryLineId: lineIds[1], PurchaseQuoteId: null },
  ],
  ...o,
});
const create = (b: unknown, token = tok.rep!) =>
  t.call<Created>('POST', '/merchant/forqutation/quotation', { token, body: b });
const detail = async (id: number, token = tok.rep!) =>
  t.call<QuoteView>('GET', `/merchant/forqutation/quotation/${id}`, { token });
const send = (id: number, Version: number, token = tok.rep!) =>
  t.call('PUT', `/merchant/forqutation/quotation/${id}/send`, { token, body: { Version } });
const pdf = (id: number, lang: string, token = tok.rep!) =>
  t.app.inject({
    method: 'GET',
    url: `/merchant/forqutation/quotation/${id}/pdf?lang=${lang}`,
    headers: { token },
  });
const pendingRequest = async (docId: number) =>
  (
    await t.db
      .select()
      .from(reviewRequest)
      .where(
        and(
          eq(reviewRequest.docType, 'salesQuote'),
          eq(reviewRequest.docId, docId),
          eq(reviewRequest.status, 'pending'),
        ),
      )
  )[0];

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
    'purchase.head',
    'admin',
  ])
    tok[a.split('.').pop()!] = await t.login(a);
  for (const a of ['sales.rep', 'sales.junior', 'sales.manager'])
    ids[a.split('.').pop()!] = await userId(t.db, a);
  const [c] = await t.db
    .select()
    .from(crmCustomer)
    .where(and(eq(crmCustomer.ownerId, ids.rep!), eq(crmCustomer.status, 2)))
    .limit(1);
  [customer] = await t.db
    .update(crmCustomer)
    .set({ name: CHINESE_NAME })
    .where(eq(crmCustomer.id, c!.id))
    .returning();
  const [s] = await t.db
    .select({ id: purSupplier.id })
    .from(purSupplier)
    .where(eq(purSupplier.status, 1))
    .limit(1);
  supplierId = s!.id;
  // A known rate for the decimal assertions.
  await t.db.update(baseCurrency).set({ rate: '0.913000' }).where(eq(baseCurrency.code, 'HKD'));
  const inq = await t.call<{ Id: number }>('POST', '/merchant/forqutation/inquiry', {
    token: tok.rep!,
    body: {
      CustomerId: customer.id,
      Lines: [
        { Mpn: 'STM32F103C8T6', Brand: 'ST', Quantity: 1000 },
        { Mpn: 'LM358DR', Brand: 'TI', Quantity: 2000 },
        { Mpn: 'NE555DR', Brand: 'TI', Quantity: 300 },
      ],
    },
  });
  inquiryId = inq.body.Data.Id;
  const bom = await t.call<{ Records: { Id: number }[] }>('GET', '/merchant/forqutation/bom', {
    token: tok.rep!,
    query: { id: inquiryId },
  });
  lineIds = bom.body.Data.Records.map((r) => r.Id);
  const offer = async (LineId: number, CostPrice: string, Currency = 'USD') => {
    const r = await t.call<{ Id: number }>('POST', '/merchant/forqutation/purchasequote', {
      token: tok.buyer!,
      body: {
        LineId,
        SupplierId: supplierId,
        CostPrice,
        Currency,
        Quantity: 10000,
        ValidUntil: day(30),
        DateCode: '2415',
        LeadTimeDays: 5,
      },
    });
    expect(r.body.Code).toBe(0);
    return r.body.Data.Id;
  };
  pq.push(await offer(lineIds[0]!, '0.85'));
  pq.push(await offer(lineIds[1]!, '0.12'));
  pq.push(await offer(lineIds[2]!, '3.3', 'CNY'));
});
afterAll(() => t.close());

describe('suggested price', () => {
  it('is the cost converted at the current rates × (1 + margin), decimal, rounded once to 6 places', async () => {
    const r = await t.call<{ Records: { SuggestedPrice: string; MarginPercent: string; CostCny: string }[] }>(
      'POST',
      '/merchant/forqutation/quotation/suggest',
      { token: tok.rep!, body: { Currency: 'HKD', PurchaseQuoteIds: [pq[0], pq[1]] } },
    );
    expect(r.body.Code).toBe(0);
    // STM32 (ST, no brand row): 0.85 USD = 6.052 CNY → all-brands band 1–10 = 20 %;
    // 0.85 × 7.12 ÷ 0.913 × 1.2 = 7.95443592552026… → 7.954436
    expect(r.body.Data.Records[0]).toMatchObject({
      CostCny: '6.052000',
      MarginPercent: '20.0000',
      SuggestedPrice: '7.954436',
    });
    // LM358 (TI row 0–10 = 25 %): 0.12 × 7.12 ÷ 0.913 × 1.25 = 1.16976998904709… → 1.169770
    expect(r.body.Data.Records[1]).toMatchObject({ MarginPercent: '25.0000', SuggestedPrice: '1.169770' });
    // Another salesperson's purchase quotes are not theirs to price.
    const other = await t.call('POST', '/merchant/forqutation/quotation/suggest', {
      token: tok.junior!,
      body: { Currency: 'HKD', PurchaseQuoteIds: [pq[0]] },
    });
    expect(other.status).toBe(400);
  });
});

describe('sales quotes', () => {
  let validId: number;
  let pendingId: number;

  it('trio: no session → -100, no permit → 403', async () => {
    expect((await create(body(), '')).body.Code).toBe(-100);
    expect((await create(body(), tok.buyer!)).status).toBe(403);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const before = await counts();
    const l0 = { InquiryLineId: lineIds[0], PurchaseQuoteId: pq[0], SalePrice: '9' };
    const cases: [Record<string, unknown>, string][] = [
      [body({ QuoteDate: undefined }), 'QuoteDate'],
      [body({ ValidUntil: '' }), 'ValidUntil'],
      [body({ ValidUntil: day(-1) }), 'ValidUntil'],
      [
        body({}, [
          {
            ...l0,
            Tiers: [
              { Quantity: 5000, Price: '8' },
              { Quantity: 3000, Price: '7.9' },
            ],
          },
        ]),
        'Tiers',
      ],
      [body({}, [{ ...l0, Tiers: [{ Quantity: 1000, Price: '8' }] }]), 'Tiers'], // not above the quantity
      [body({}, [{ ...l0, Tiers: [{ Quantity: 2000, Price: '8.1234567' }] }]), 'Tiers'],
      [body({}, [{ ...l0, PurchaseQuoteId: pq[1] }]), 'PurchaseQuoteId'], // another line's offer
      [body({}, [{ ...l0, SalePrice: '' }]), 'SalePrice'],
      [body({}, [{ ...l0, SalePrice: '0' }]), 'SalePrice'],
      [body({}, [{ ...l0, SalePrice: '1.1234567' }]), 'SalePrice'],
      [body({}, [{ InquiryLineId: lineIds[1], PurchaseQuoteId: null, SalePrice: '1' }]), 'SalePrice'],
      [body({}, [{ InquiryLineId: lineIds[1], PurchaseQuoteId: null }]), 'Lines'],
      [body({}, [l0, l0]), 'InquiryLineId'],
      [body({}, [{ ...l0, InquiryLineId: 999999 }]), 'InquiryLineId'],
      [body({ Currency: 'JPY' }), 'Currency'],
    ];
    for (const [b, field] of cases) {
      const r = await create(b);
      expect(r.status, field).toBe(400);
      expect((r.body.Data as unknown as { Field: string } | null)?.Field, field).toBe(field);
    }
    // Someone else's inquiry.
    expect((await create(body(), tok.junior!)).status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('at or above the suggested price: valid at once, lines quoted, recorded; send once', async () => {
    const r = await create(body());
    expect(r.body.Code).toBe(0);
    expect(r.body.Data).toMatchObject({
      Status: QUOTE_STATUS_DOC.valid,
      NeedsApproval: false,
      Total: '8500.00',
    });
    expect(r.body.Data.No).toMatch(/^BJ/);
    validId = r.body.Data.Id;
    const d = (await detail(validId)).body.Data;
    expect(d.Lines).toHaveLength(2);
    expect(d.Lines[0]).toMatchObject({
      SalePrice: '8.500000',
      SuggestedPrice: '7.954436',
      BelowSuggested: false,
      Tiers: [{ Quantity: 5000, Price: '8.200000' }],
      LeadTimeDays: 5,
      CostPrice: '0.850000',
      CostCurrency: 'USD',
    });
    expect(d.Lines[1]).toMatchObject({ SalePrice: null, PurchaseQuoteId: null });
    expect(d.CustomerName).toBe(CHINESE_NAME);
    const [line0] = await t.db.select().from(inqInquiryLine).where(eq(inqInquiryLine.id, lineIds[0]!));
    expect(line0!.quoteStatus).toBe(QUOTE_STATUS.quoted);
    const recs = await t.db.select().from(quoQuoteRecord).where(eq(quoQuoteRecord.quoteId, validId));
    expect(recs).toHaveLength(1); // the priced line only
    const s = await send(validId, d.Version);
    expect(s.body.Code).toBe(0);
    expect((await send(validId, d.Version + 1)).status).toBe(409);
  });

  it('below the suggested price: pending approval, send and PDF refused (409) until approved', async () => {
    const before = notices.length;
    const r = await create(
      body({ Currency: 'HKD' }, [
        { InquiryLineId: lineIds[0], PurchaseQuoteId: pq[0], SalePrice: '7.954435' }, // 0.000001 below
        { InquiryLineId: lineIds[1], PurchaseQuoteId: pq[1], SalePrice: '1.5' },
      ]),
    );
    expect(r.body.Data).toMatchObject({ Status: QUOTE_STATUS_DOC.pendingApproval, NeedsApproval: true });
    pendingId = r.body.Data.Id;
    const req = await pendingRequest(pendingId);
    expect(req).toBeTruthy();
    expect((await send(pendingId, r.body.Data.Version)).status).toBe(409);
    expect((await pdf(pendingId, 'zh-CN')).statusCode).toBe(409);
    // A tier below the suggested price needs approval too.
    const tierLow = await create(
      body({}, [
        {
          InquiryLineId: lineIds[0],
          PurchaseQuoteId: pq[0],
          SalePrice: '9',
          Tiers: [{ Quantity: 9000, Price: '7' }],
        },
      ]),
    );
    expect(tierLow.body.Data.Status).toBe(QUOTE_STATUS_DOC.pendingApproval);
    // The reviewer sees it in the queue and its detail; the counter counts it.
    const queue = await t.call<{ Records: { DocNo: string }[] }>(
      'POST',
      '/merchant/review/salesQuote/Query',
      {
        token: tok.manager!,
        body: {},
      },
    );
    expect(queue.body.Data.Records.map((x) => x.DocNo)).toContain(r.body.Data.No);
    expect((await detail(pendingId, tok.manager!)).body.Code).toBe(0);
    // A sales leader holds the queue screens but is no approver of the step (sales managers and
    // directors): the quote is out of their view, detail and history 404 like a missing one (#10 item 4).
    expect((await detail(pendingId, tok.leader!)).status).toBe(404);
    expect(
      (
        await t.call('GET', '/merchant/document/history', {
          token: tok.leader!,
          query: { type: SALES_QUOTE_DOC, id: pendingId },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('GET', '/merchant/document/history', {
          token: tok.manager!,
          query: { type: SALES_QUOTE_DOC, id: pendingId },
        })
      ).body.Code,
    ).toBe(0);
    const up = await t.call<{ Records?: { Name: string; Count: number }[] } & Record<string, unknown>>(
      'GET',
      '/merchant/common/upcoming',
      { token: tok.manager! },
    );
    expect(JSON.stringify(up.body.Data)).toContain('QuoteAuditCount');
    // A sales leader holds the queue but is not a step approver of salesQuote.
    expect(
      (
        await t.call('PUT', '/merchant/review/salesQuote/approve', {
          token: tok.leader!,
          body: { Ids: [req!.id] },
        })
      ).status,
    ).toBe(403);
    const ok = await t.call('PUT', '/merchant/review/salesQuote/approve', {
      token: tok.manager!,
      body: { Ids: [req!.id] },
    });
    expect(ok.body.Code).toBe(0);
    const d = (await detail(pendingId)).body.Data;
    expect(d.Status).toBe(QUOTE_STATUS_DOC.valid);
    const got = notices.slice(before).filter((n) => n.to.includes(ids.rep!));
    expect(got.some((n) => typeof n.message !== 'string' && n.message.No === r.body.Data.No)).toBe(true);
    expect((await send(pendingId, d.Version)).body.Code).toBe(0);
  });

  it('rejection notifies and returns the quote to editing; a corrected edit is valid', async () => {
    const r = await create(body({}, [{ InquiryLineId: lineIds[2], PurchaseQuoteId: pq[2], SalePrice: '1' }]));
    expect(r.body.Data.Status).toBe(QUOTE_STATUS_DOC.pendingApproval);
    const req = await pendingRequest(r.body.Data.Id);
    const before = notices.length;
    const noComment = await t.call('PUT', '/merchant/review/salesQuote/reject', {
      token: tok.manager!,
      body: { Ids: [req!.id] },
    });
    expect(noComment.status).toBe(400);
    const rej = await t.call('PUT', '/merchant/review/salesQuote/reject', {
      token: tok.manager!,
      body: { Ids: [req!.id], Comment: '价格太低' },
    });
    expect(rej.body.Code).toBe(0);
    const d = (await detail(r.body.Data.Id)).body.Data;
    expect(d).toMatchObject({ Status: QUOTE_STATUS_DOC.rejected, ReviewComment: '价格太低' });
    expect(notices.slice(before).some((n) => n.to.includes(ids.rep!))).toBe(true);
    expect((await send(d.Id, d.Version)).status).toBe(409);
    // Stale edit → 409; a corrected edit at the version read → valid, recorded again.
    const edit = (Version: number, SalePrice: string) =>
      t.call<Created>('PUT', `/merchant/forqutation/quotation/${d.Id}`, {
        token: tok.rep!,
        body: {
          Currency: 'HKD',
          QuoteDate: day(0),
          ValidUntil: day(10),
          Version,
          Lines: [{ InquiryLineId: lineIds[2], PurchaseQuoteId: pq[2], SalePrice }],
        },
      });
    expect((await edit(d.Version - 1, '5')).status).toBe(409);
    const e = await edit(d.Version, '5');
    expect(e.body.Data).toMatchObject({
      Status: QUOTE_STATUS_DOC.valid,
      NeedsApproval: false,
      Total: '1500.00',
    });
    expect(await t.db.select().from(quoQuoteRecord).where(eq(quoQuoteRecord.quoteId, d.Id))).toHaveLength(2);
    // Void (own quote, at version).
    const v = await t.call('PUT', `/merchant/forqutation/quotation/${d.Id}/void`, {
      token: tok.rep!,
      body: { Version: e.body.Data.Version },
    });
    expect(v.body.Code).toBe(0);
    expect((await edit(e.body.Data.Version + 1, '6')).status).toBe(409);
  });

  it('applies the data scope to quotes and the quote record', async () => {
    expect((await detail(validId, tok.junior!)).status).toBe(404);
    expect((await send(validId, 1, tok.junior!)).status).toBe(404);
    const list = async (token: string) =>
      (
        await t.call<{ Records: { Id: number; SalespersonId: number }[] }>(
          'POST',
          '/merchant/forqutation/quotation/Query',
          {
            token,
            body: { pageSize: 100 },
          },
        )
      ).body.Data.Records;
    expect((await list(tok.rep!)).map((q) => q.Id)).toContain(validId);
    expect((await list(tok.rep!)).every((q) => q.SalespersonId === ids.rep)).toBe(true);
    expect((await list(tok.junior!)).map((q) => q.Id)).not.toContain(validId);
    expect((await list(tok.admin!)).map((q) => q.Id)).toContain(validId);
    const rec = async (token: string, filters: Record<string, unknown> = {}) =>
      (
        await t.call<{
          Records: { QuoteId: number; SalespersonId: number; Mpn: string }[];
          TotalCount: number;
        }>('POST', '/merchant/forqutation/quoterecord/Query', { token, body: { pageSize: 100, ...filters } })
      ).body.Data;
    const mine = await rec(tok.rep!, {
      Mpn: 'stm32f103',
      CustomerId: customer.id,
      QuoteDateStart: day(-1),
      QuoteDateEnd: day(1),
    });
    expect(mine.Records.map((r) => r.QuoteId)).toContain(validId);
    expect(mine.Records.every((r) => r.Mpn.includes('STM32F103'))).toBe(true);
    expect((await rec(tok.junior!)).Records.some((r) => r.QuoteId === validId)).toBe(false);
    expect(
      (await rec(tok.admin!, { SalespersonId: ids.rep })).Records.every((r) => r.SalespersonId === ids.rep),
    ).toBe(true);
  });

  it('renders the PDF in zh-CN and en-US with the CJK font embedded and the Chinese name mapped', async () => {
    for (const lang of ['zh-CN', 'en-US']) {
      const res = await pdf(validId, lang);
      expect(res.statusCode, lang).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const buf = res.rawPayload;
      expect(buf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const raw = buf.toString('latin1');
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+WenQuanYiMicroHei/);
      expect(raw).toContain('/FontFile2');
      // Text is glyph ids; the ToUnicode maps must cover every character of the customer's name
      // (the en-US PDF shows the English name when the customer has one).
      const mapped = toUnicodeChars(buf);
      const name = lang === 'zh-CN' ? CHINESE_NAME : customer.nameEn || CHINESE_NAME;
      for (const ch of name.replace(/\s/g, '')) expect(mapped.has(ch), `${lang} ${ch}`).toBe(true);
      if (lang === 'zh-CN') for (const ch of '报价单') expect(mapped.has(ch)).toBe(true);
    }
    expect((await pdf(validId, 'zh-CN', tok.junior!)).statusCode).toBe(404);
  });
});

/** Characters of every ToUnicode CMap of a PDF (Flate streams inflated; bfchar and bfrange targets). */
function toUnicodeChars(pdf: Buffer): Set<string> {
  const out = new Set<string>();
  const s = pdf.toString('latin1');
  for (const m of s.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = s.indexOf('endstream', start);
    let text: string;
    try {
      text = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      text = s.slice(start, end);
    }
    if (!text.includes('begincmap')) continue;
    for (const h of text.matchAll(/<([0-9a-fA-F]{4,})>/g)) {
      const hex = h[1]!;
      const bytes = Buffer.from(hex, 'hex');
      const chars = Buffer.from(bytes).swap16().toString('utf16le');
      for (const ch of chars) out.add(ch);
    }
  }
  return out;
}
