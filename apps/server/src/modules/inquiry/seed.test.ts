import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { inqInquiry, inqInquiryLine } from './inquiry/inquiry.table.js';
import { inqPurchaseQuote } from './purchase-quote/purchase-quote.table.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('inquiry demo data', () => {
  it('seeds inquiries with lines in every quote status and purchase quotes', async () => {
    const statuses = await t.db.selectDistinct({ s: inqInquiryLine.quoteStatus }).from(inqInquiryLine);
    expect(statuses.map((r) => r.s).sort()).toEqual([1, 2, 3, 4, 5]);
    const [i] = await t.db.select({ n: count() }).from(inqInquiry);
    expect(i!.n).toBeGreaterThanOrEqual(10);
    const [q] = await t.db.select({ n: count() }).from(inqPurchaseQuote);
    expect(q!.n).toBeGreaterThan(10);
  });
});
