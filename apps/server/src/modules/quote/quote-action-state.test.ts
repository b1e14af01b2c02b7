import { translate } from '@partdesk/shared/i18n/index';
import { QUOTE_STATUS_DOC as S } from '@partdesk/shared/quote/quote-codes';
import { salesQuoteResource as def } from '@partdesk/shared/quote/quote-resource';
import { actionApplies, actionOf } from '@partdesk/shared/resource/define';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../core/documents/demo-doc.fixture.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { quoQuote } from './quote.table.js';

/**
 * Decision 0021: void of a sales quote follows the quote definition's `when` (valid, sent or rejected)
 * on the server too — a pending or voided quote → 409 quote.cannotVoid, translated, unchanged.
 */
let t: TestApp;
let token: string;
let mine: (typeof quoQuote.$inferSelect)[];
const fresh = async (id: number) => (await t.db.select().from(quoQuote).where(eq(quoQuote.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('sales.rep');
  mine = await t.db
    .select()
    .from(quoQuote)
    .where(eq(quoQuote.salespersonId, await userId(t.db, 'sales.rep')));
});
afterAll(() => t.close());

describe('sales quote row actions follow the definition’s when', () => {
  it('void refuses a quote pending approval or voided (409 quote.cannotVoid), unchanged', async () => {
    const refused = mine.filter((q) => !actionApplies(actionOf(def, 'void'), { Status: q.status }));
    expect(refused.some((q) => q.status === S.pendingApproval || q.status === S.voided)).toBe(true);
    for (const q of refused) {
      const r = await t.call('PUT', `/merchant/forqutation/quotation/${q.id}/void`, {
        token,
        body: { Version: q.version },
        lang: 'en-US',
      });
      expect(r.status, `status ${q.status}`).toBe(409);
      expect(r.body.Message).toBe(translate('en-US', 'quote.cannotVoid', { no: q.no }));
      expect(await fresh(q.id)).toEqual(q);
    }
  });
});
