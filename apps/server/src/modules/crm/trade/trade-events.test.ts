import { QUOTE_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import { SALES_QUOTE_DOC } from '@partdesk/shared/quote/quote-codes';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userId } from '../../../core/documents/demo-doc.fixture.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { inqInquiry, inqInquiryLine } from '../../inquiry/index.js';
import { purSupplier } from '../../purchase/index.js';
import { crmCustomer } from '../customer/customer.table.js';
import type { TradeEvent } from './trade.js';
import { crmTradeEntry } from './trade-entry.table.js';

/**
 * Domain events (decision 0016) at the API: inquiry.created → the CRM's last-inquiry time and timeline;
 * quote.saved → the inquiry's lines (quoted) and the CRM's timeline; a failing subscriber behaves as
 * its delivery says (in the transaction: nothing is written; after commit: logged, the change stands).
 */
let t: TestApp;
let rep: string;
let buyer: string;
let customerId: number;
let supplierId: number;

const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
const inquiries = async () =>
  (await t.db.select({ n: count() }).from(inqInquiry).where(eq(inqInquiry.customerId, customerId)))[0]!.n;
const lastInquiryAt = async () =>
  (await t.db.select().from(crmCustomer).where(eq(crmCustomer.id, customerId)))[0]!.lastInquiryAt;
const newInquiry = () =>
  t.call<{ Id: number; No: string }>('POST', '/merchant/forqutation/inquiry', {
    token: rep,
    body: {
      CustomerId: customerId,
      Lines: [
        { Mpn: 'STM32F103C8T6', Brand: 'ST', Quantity: 1000 },
        { Mpn: 'LM358DR', Brand: 'TI', Quantity: 2000 },
      ],
    },
  });
const timeline = async () =>
  (
    await t.call<{ Records: TradeEvent[]; TotalCount: number }>('GET', '/merchant/crm/customertrade', {
      token: rep,
      query: { customerId, pageIndex: 1, pageSize: 100 },
      lang: 'en-US',
    })
  ).body.Data;

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.login('sales.rep');
  buyer = await t.login('buyer');
  const repId = await userId(t.db, 'sales.rep');
  const [c] = await t.db
    .select()
    .from(crmCustomer)
    .where(and(eq(crmCustomer.ownerId, repId), eq(crmCustomer.status, 2)))
    .limit(1);
  customerId = c!.id;
  await t.db.update(crmCustomer).set({ lastInquiryAt: null }).where(eq(crmCustomer.id, customerId));
  const [s] = await t.db
    .select({ id: purSupplier.id })
    .from(purSupplier)
    .where(eq(purSupplier.status, 1))
    .limit(1);
  supplierId = s!.id;
});
afterAll(() => t.close());

describe('inquiry.created', () => {
  it("sets the customer's last-inquiry time and adds the inquiry to the customer's trade timeline", async () => {
    expect(await lastInquiryAt()).toBeNull();
    const before = Date.now();
    const r = await newInquiry();
    expect(r.body.Code).toBe(0);
    const at = await lastInquiryAt();
    expect(at).not.toBeNull();
    expect(at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(at!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const tl = await timeline();
    const entry = tl.Records.find((e) => e.DocNo === r.body.Data.No);
    expect(entry).toMatchObject({ Source: 'inquiry', Kind: 'inquiry', Title: 'Inquiry', Amount: null });
    const zh = await t.call<{ Records: TradeEvent[] }>('GET', '/merchant/crm/customertrade', {
      token: rep,
      query: { customerId, pageIndex: 1, pageSize: 100 },
      lang: 'zh-CN',
    });
    expect(zh.body.Data.Records.find((e) => e.DocNo === r.body.Data.No)?.Title).toBe('客户询价');
  });

  it('a failing in-transaction subscriber fails the whole change: no inquiry, no last-inquiry time', async () => {
    await t.db.update(crmCustomer).set({ lastInquiryAt: null }).where(eq(crmCustomer.id, customerId));
    const n = await inquiries();
    const entries = (await t.db.select({ n: count() }).from(crmTradeEntry))[0]!.n;
    const off = t.app.ctx.events.subscribe('inquiry.created', {
      subscriber: 'test.failing',
      delivery: 'transaction',
      handle: () => {
        throw new Error('subscriber broke');
      },
    });
    try {
      const r = await newInquiry();
      expect(r.status).toBe(500);
      expect(r.body.Code).not.toBe(0);
      expect(await inquiries()).toBe(n);
      expect(await lastInquiryAt()).toBeNull();
      expect((await t.db.select({ n: count() }).from(crmTradeEntry))[0]!.n).toBe(entries);
    } finally {
      off();
    }
  });

  it('a failing after-commit subscriber is logged; the inquiry and the in-transaction work stand', async () => {
    const n = await inquiries();
    const logged = vi.spyOn(t.app.ctx.log, 'error').mockImplementation(() => {});
    const seen: number[] = [];
    const off = t.app.ctx.events.subscribe('inquiry.created', {
      subscriber: 'test.failingLater',
      delivery: 'afterCommit',
      handle: async (e, { db }) => {
        // Runs after the commit: the inquiry is already visible outside its transaction.
        const [row] = await db.select().from(inqInquiry).where(eq(inqInquiry.id, e.inquiryId));
        seen.push(row!.id);
        throw new Error('later subscriber broke');
      },
    });
    try {
      const r = await newInquiry();
      expect(r.body.Code).toBe(0);
      expect(await inquiries()).toBe(n + 1);
      expect(seen).toEqual([r.body.Data.Id]);
      expect(await lastInquiryAt()).not.toBeNull();
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'inquiry.created', subscriber: 'test.failingLater' }),
        'domain event subscriber failed',
      );
    } finally {
      off();
      logged.mockRestore();
    }
  });

  it('subscribers are named once per event', () => {
    expect(t.app.ctx.events.subscribers('inquiry.created')).toEqual([
      { subscriber: 'crm.lastInquiry', delivery: 'transaction' },
      { subscriber: 'crm.trade', delivery: 'transaction' },
    ]);
    expect(() =>
      t.app.ctx.events.subscribe('inquiry.created', {
        subscriber: 'crm.trade',
        delivery: 'transaction',
        handle: () => {},
      }),
    ).toThrow(/already subscribes/);
  });
});

describe('quote.saved', () => {
  it('moves the priced inquiry lines to quoted and adds the quote (amount, currency) to the timeline; an edit updates it', async () => {
    const inq = await newInquiry();
    const bom = await t.call<{ Records: { Id: number }[] }>('GET', '/merchant/forqutation/bom', {
      token: rep,
      query: { id: inq.body.Data.Id },
    });
    const [line0, line1] = bom.body.Data.Records.map((r) => r.Id);
    const pq = await t.call<{ Id: number }>('POST', '/merchant/forqutation/purchasequote', {
      token: buyer,
      body: {
        LineId: line0,
        SupplierId: supplierId,
        CostPrice: '0.85',
        Currency: 'USD',
        Quantity: 10000,
        ValidUntil: day(30),
        LeadTimeDays: 5,
      },
    });
    expect(pq.body.Code).toBe(0);
    const quoteBody = (price: string) => ({
      InquiryId: inq.body.Data.Id,
      Currency: 'USD',
      QuoteDate: day(0),
      ValidUntil: day(14),
      Lines: [
        { InquiryLineId: line0, PurchaseQuoteId: pq.body.Data.Id, SalePrice: price },
        { InquiryLineId: line1, PurchaseQuoteId: null },
      ],
    });
    const q = await t.call<{ Id: number; No: string; Version: number }>(
      'POST',
      '/merchant/forqutation/quotation',
      {
        token: rep,
        body: quoteBody('2.5'),
      },
    );
    expect(q.body.Code).toBe(0);
    const status = async (id: number) =>
      (await t.db.select().from(inqInquiryLine).where(eq(inqInquiryLine.id, id)))[0]!.quoteStatus;
    expect(await status(line0!)).toBe(QUOTE_STATUS.quoted);
    expect(await status(line1!)).toBe(QUOTE_STATUS.toQuote);
    const entry = (await timeline()).Records.find((e) => e.DocNo === q.body.Data.No);
    expect(entry).toMatchObject({
      Source: SALES_QUOTE_DOC,
      Kind: 'quote',
      Title: 'Sales quote',
      Amount: '2500.00',
      Currency: 'USD',
    });
    const edit = await t.call('PUT', `/merchant/forqutation/quotation/${q.body.Data.Id}`, {
      token: rep,
      body: { ...quoteBody('3'), Version: q.body.Data.Version },
    });
    expect(edit.body.Code).toBe(0);
    const tl = await timeline();
    const mine = tl.Records.filter((e) => e.DocNo === q.body.Data.No);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ Amount: '3000.00', Currency: 'USD' });
  });
});
