import { translate } from '@partdesk/shared/i18n/index';
import {
  PURCHASE_REQUEST_DELETE_TYPE,
  PURCHASE_REQUEST_STATUS as S,
} from '@partdesk/shared/inquiry/purchase-request-codes';
import { purchaseRequestResource as def } from '@partdesk/shared/inquiry/purchase-request-resource';
import { actionApplies, actionOf } from '@partdesk/shared/resource/define';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../../core/documents/demo-doc.fixture.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { inqPurchaseRequest } from './purchase-request.table.js';

/**
 * Decision 0021: the routes of the purchase request list's row actions (submit, withdraw, delete) refuse
 * a row whose status is not in the action's `when` of the shared definition — 409, translated, unchanged.
 */
let t: TestApp;
let token: string;
type Request = typeof inqPurchaseRequest.$inferSelect;
let mine: Request[];
const base = '/merchant/forqutation/purchaserequest';
const fresh = async (id: number) =>
  (await t.db.select().from(inqPurchaseRequest).where(eq(inqPurchaseRequest.id, id)))[0]!;
/** The rep's requests the action does not apply to (wire name `Status`), at least one. */
const refusedBy = (action: string) => {
  const a = actionOf(def, action);
  const out = mine.filter((r) => !actionApplies(a, { Status: r.status }));
  expect(out.length).toBeGreaterThan(0);
  return out;
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('sales.rep');
  const me = await userId(t.db, 'sales.rep');
  mine = await t.db.select().from(inqPurchaseRequest).where(eq(inqPurchaseRequest.requestedBy, me));
});
afterAll(() => t.close());

describe('purchase request row actions follow the definition’s when', () => {
  it('the demo holds the rep’s requests as draft, pending, ready and rejected', () => {
    expect(new Set(mine.map((r) => r.status))).toEqual(
      new Set([S.draft, S.pendingReview, S.ready, S.rejected]),
    );
  });

  it('submit refuses a pending or ready request (409 sourcing.requestNotEditable), unchanged', async () => {
    for (const r of refusedBy('submit')) {
      const res = await t.call('PUT', `${base}/${r.id}/submit`, { token, body: { Version: r.version } });
      expect(res.status, `status ${r.status}`).toBe(409);
      expect(res.body.Message).toBe(translate('zh-CN', 'sourcing.requestNotEditable', { no: r.no }));
      expect(await fresh(r.id)).toEqual(r);
    }
  });

  it('withdraw refuses anything not pending (409 sourcing.requestNotPending), unchanged', async () => {
    for (const r of refusedBy('withdraw')) {
      const res = await t.call('PUT', `${base}/${r.id}/withdraw`, {
        token,
        body: { Version: r.version },
        lang: 'en-US',
      });
      expect(res.status, `status ${r.status}`).toBe(409);
      expect(res.body.Message).toBe(translate('en-US', 'sourcing.requestNotPending', { no: r.no }));
      expect(await fresh(r.id)).toEqual(r);
    }
  });

  it('the generic delete refuses anything but a draft (409 sourcing.requestNotDraft), nothing deleted', async () => {
    for (const r of refusedBy('delete')) {
      const res = await t.call('PUT', '/merchant/common/delete', {
        token,
        query: { type: PURCHASE_REQUEST_DELETE_TYPE, id: r.id },
      });
      expect(res.status, `status ${r.status}`).toBe(409);
      expect(res.body.Message).toBe(translate('zh-CN', 'sourcing.requestNotDraft', { no: r.no }));
      expect(await fresh(r.id)).toEqual(r);
    }
  });
});
