import type { Page } from '@partdesk/shared/core/codes';
import { QUOTE_STATUS_DOC } from '@partdesk/shared/quote/quote-codes';
import type { QuoteView } from '@partdesk/shared/quote/quote-contract';
import { isBelow } from '@partdesk/shared/quote/suggested-price';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../../core/access/identity.table.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { quoProfitMargin, quoQuote, quoQuoteLine, quoQuoteRecord } from '../quote.table.js';

/** The demo quotes (seed-quotes.ts, order 45) as the screens read them: statuses, queue, counter. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Row = { Id: number; No: string; Status: number; NeedsApproval: boolean; Total: string };

describe('quote demo data', () => {
  it('seeds margins and quotes in several statuses, pending ones below the suggested price', async () => {
    expect((await t.db.select().from(quoProfitMargin)).length).toBeGreaterThanOrEqual(6);
    const quotes = await t.db.select().from(quoQuote);
    expect(quotes.length).toBeGreaterThanOrEqual(8);
    const statuses = new Set(quotes.map((q) => q.status));
    for (const s of [
      QUOTE_STATUS_DOC.pendingApproval,
      QUOTE_STATUS_DOC.valid,
      QUOTE_STATUS_DOC.sent,
      QUOTE_STATUS_DOC.rejected,
      QUOTE_STATUS_DOC.voided,
    ])
      expect(statuses.has(s), `status ${s}`).toBe(true);
    const lines = await t.db.select().from(quoQuoteLine);
    for (const q of quotes) {
      const mine = lines.filter((l) => l.quoteId === q.id);
      expect(mine.length, q.no).toBeGreaterThan(0);
      expect(q.no).toMatch(/^BJ/);
      expect(q.validUntil >= q.quoteDate, q.no).toBe(true);
      // Needs approval ⇔ a line (or a tier) below its suggested price, as the server computes it.
      const low = mine.some(
        (l) =>
          l.salePrice !== null &&
          l.suggestedPrice !== null &&
          (isBelow(l.salePrice, l.suggestedPrice) ||
            (l.tiers ?? []).some((x) => isBelow(x.Price, l.suggestedPrice!))),
      );
      expect(q.needsApproval, q.no).toBe(low);
      if (q.status === QUOTE_STATUS_DOC.pendingApproval || q.status === QUOTE_STATUS_DOC.rejected)
        expect(low, q.no).toBe(true);
      if (q.status === QUOTE_STATUS_DOC.sent) expect(q.sentAt, q.no).not.toBeNull();
    }
    const records = await t.db.select().from(quoQuoteRecord);
    expect(records.length).toBe(lines.filter((l) => l.salePrice !== null).length);
  });

  it('shows the pending quotes in the review queue of a manager and counter; lists every status; a sent quote prints', async () => {
    const pending = (await t.db.select().from(quoQuote)).filter(
      (q) => q.status === QUOTE_STATUS_DOC.pendingApproval,
    );
    const manager = await t.login('sales.manager');
    // Nobody decides a review they submitted: the manager's own pending quotes wait for the director.
    const [me] = await t.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(eq(sysUser.account, 'sales.manager'));
    const decidable = pending.filter((q) => q.updatedBy !== me!.id);
    const queue = await t.call<Page<{ DocNo: string; DocId: number }>>(
      'POST',
      '/merchant/review/salesQuote/Query',
      { token: manager, body: { pageIndex: 1, pageSize: 100 } },
    );
    expect(queue.body.Code, queue.body.Message).toBe(0);
    expect(queue.body.Data.Records.map((r) => r.DocNo).sort()).toEqual(decidable.map((q) => q.no).sort());
    const up = await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
      token: manager,
    });
    expect(up.body.Data.Counts.QuoteAuditCount).toBe(decidable.length);
    // The reviewer opens a pending quote: the below-suggested line is marked.
    const d = await t.call<QuoteView>('GET', `/merchant/forqutation/quotation/${decidable[0]!.id}`, {
      token: manager,
    });
    expect(d.body.Code, d.body.Message).toBe(0);
    expect(d.body.Data.Lines.some((l) => l.BelowSuggested)).toBe(true);
    // The admin's quotation list (scope all) holds every demo quote with its status.
    const admin = await t.login('admin');
    const list = await t.call<Page<Row>>('POST', '/merchant/forqutation/quotation/Query', {
      token: admin,
      body: { pageIndex: 1, pageSize: 100 },
    });
    expect(list.body.Code, list.body.Message).toBe(0);
    const all = await t.db.select().from(quoQuote);
    expect(list.body.Data.TotalCount).toBe(all.length);
    const pendingRows = await t.call<Page<Row>>('POST', '/merchant/forqutation/quotation/Query', {
      token: admin,
      body: { pageIndex: 1, pageSize: 100, Status: [QUOTE_STATUS_DOC.pendingApproval] },
    });
    expect(pendingRows.body.Data.Records.map((r) => r.No).sort()).toEqual(pending.map((q) => q.no).sort());
    // The price history of the quotes is listed too.
    const rec = await t.call<Page<{ QuoteNo: string }>>('POST', '/merchant/forqutation/quoterecord/Query', {
      token: admin,
      body: { pageIndex: 1, pageSize: 20 },
    });
    expect(rec.body.Data.TotalCount).toBeGreaterThan(0);
    // A sent demo quote prints (the PDF is refused only before approval).
    const sent = all.find((q) => q.status === QUOTE_STATUS_DOC.sent)!;
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/merchant/forqutation/quotation/${sent.id}/pdf?lang=zh-CN`,
      headers: { token: admin },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
