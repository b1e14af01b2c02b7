import { VISIT_STATUS as S } from '@partdesk/shared/crm/crm-ops-codes';
import { visitResource as def } from '@partdesk/shared/crm/visit-resource';
import { translate } from '@partdesk/shared/i18n/index';
import { actionApplies, actionOf } from '@partdesk/shared/resource/define';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../../core/documents/demo-doc.fixture.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { crmVisit } from './visit.table.js';

/**
 * Decision 0021: submit and cancel of a visit follow the visit definition's `when` (a draft or a
 * rejected visit) on the server too — any other → 409 crmOps.visitNotEditable, translated, unchanged.
 */
let t: TestApp;
let token: string;
let mine: (typeof crmVisit.$inferSelect)[];
const fresh = async (id: number) => (await t.db.select().from(crmVisit).where(eq(crmVisit.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('sales.rep');
  mine = await t.db
    .select()
    .from(crmVisit)
    .where(eq(crmVisit.salespersonId, await userId(t.db, 'sales.rep')));
});
afterAll(() => t.close());

describe('visit row actions follow the definition’s when', () => {
  for (const action of ['submit', 'cancel'] as const) {
    it(`${action} refuses a visit that is neither draft nor rejected (409), unchanged`, async () => {
      const refused = mine.filter((v) => !actionApplies(actionOf(def, action), { Status: v.status }));
      expect(refused.some((v) => v.status === S.approved || v.status === S.pendingReview)).toBe(true);
      for (const v of refused) {
        const r = await t.call('PUT', `/merchant/sale/customervisit/${v.id}/${action}`, {
          token,
          body: { Version: v.version },
        });
        expect(r.status, `status ${v.status}`).toBe(409);
        expect(r.body.Code).toBe(409);
        expect(r.body.Message).toBe(translate('zh-CN', 'crmOps.visitNotEditable', { no: v.no }));
        expect(await fresh(v.id)).toEqual(v);
      }
    });
  }
});
