import type { ReviewLines } from '@partdesk/shared/core/review-summary';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { reviewQueue } from '../../test/lists.js';
import { rows } from '../../core/db/index.js';

/**
 * #20 item 9: the quote review queue showed no amount for a CNY 210.00 quote. Each record now carries
 * the quote's total with its currency, the customer and salesperson, and why it is under review
 * ("below suggested price by 6.7 %"); the expanded row lists the quote's lines.
 */

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
});
afterAll(() => t.close());

const queryRows = async <T>(q: ReturnType<typeof sql>) => rows<T>(await t.app.ctx.db.execute(q));

describe('salesQuote queue summary and lines (#20 item 9)', () => {
  it('each pending quote: total with currency, customer, salesperson, the largest gap below the suggested price', async () => {
    for (const r of await reviewQueue(t, token, 'salesQuote')) {
      const [q] = await queryRows<{ total: string; currency: string; who: string; owner: string }>(
        sql`select q.total, q.currency, c.name || ' (' || c.code || ')' as who, u.name as owner
            from quo_quote q join crm_customer c on c.id = q.customer_id join sys_user u on u.id = q.salesperson_id
            where q.id = ${r.DocId}`,
      );
      const [gap] = await queryRows<{ pct: string | null; n: number }>(
        sql`select round(max((suggested_price - sale_price) / suggested_price * 100), 1)::text as pct,
              count(*)::int as n
            from quo_quote_line where quote_id = ${r.DocId} and below_suggested and suggested_price > 0
              and sale_price < suggested_price`,
      );
      expect([r.Amount, r.Currency], r.DocNo).toEqual([q!.total, q!.currency]);
      expect(r.Summary!.Who).toBe(q!.who);
      expect(r.Summary!.Owner).toBe(q!.owner);
      expect(gap!.pct, `${r.DocNo} is below the suggested price`).not.toBeNull();
      expect(r.Summary!.Reason).toEqual({
        Key: 'resources.review.reasonBelowSuggested',
        Params: { percent: gap!.pct, lines: gap!.n },
      });
    }
  });

  it('the expanded row: the quote lines in line order with price, suggested price and the gap', async () => {
    const docId = (await reviewQueue(t, token, 'salesQuote'))[0]!.DocId;
    const res = await t.call<ReviewLines>('GET', '/merchant/review/salesQuote/lines', {
      token,
      query: { DocId: docId },
    });
    expect(res.body.Code).toBe(0);
    const db = await queryRows<{ mpn: string }>(
      sql`select mpn from quo_quote_line where quote_id = ${docId} order by line_no`,
    );
    expect(res.body.Data.Records.map((l) => l.Mpn)).toEqual(db.map((l) => l.mpn));
    expect(res.body.Data.Columns.map((c) => c.Name)).toEqual([
      'Mpn',
      'Brand',
      'Quantity',
      'SalePrice',
      'SuggestedPrice',
      'BelowBy',
    ]);
    // Not a reviewer of quotes: 403, nothing shown.
    const rep = await t.call('GET', '/merchant/review/salesQuote/lines', {
      token: await t.login('buyer'),
      query: { DocId: docId },
    });
    expect(rep.body.Code).toBe(403);
  });
});
