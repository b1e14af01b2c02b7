import { DEMAND_STATUS as S } from '@partdesk/shared/demand/demand-codes';
import { demandResource } from '@partdesk/shared/demand/demand-resource';
import { translate } from '@partdesk/shared/i18n/index';
import { actionApplies, actionOf } from '@partdesk/shared/resource/define';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../core/documents/demo-doc.fixture.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { dmdDemand } from './demand.table.js';

/**
 * Decision 0021: the routes of the demand list's row actions refuse a row whose state is not in the
 * action's `when` in the shared definition (the same rule the web shows the action by) — 409, the
 * module's translated message, nothing changed.
 */
let t: TestApp;
let token: string;
let mine: (typeof dmdDemand.$inferSelect)[];
const base = '/merchant/demand/demand';

beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('sales.rep');
  mine = await t.db
    .select()
    .from(dmdDemand)
    .where(eq(dmdDemand.salespersonId, await userId(t.db, 'sales.rep')));
});
afterAll(() => t.close());

const fresh = async (id: number) => (await t.db.select().from(dmdDemand).where(eq(dmdDemand.id, id)))[0]!;

describe('demand row actions follow the definition’s when', () => {
  it('the demo holds the rep’s demand orders in every status', () => {
    expect(new Set(mine.map((d) => d.status))).toEqual(new Set(Object.values(S)));
  });

  it('edit: only a rejected order; any other → 409 demand.notEditable, unchanged', async () => {
    const edit = actionOf(demandResource, 'edit');
    for (const d of mine.filter((x) => !actionApplies(edit, x))) {
      const body = {
        Version: d.version,
        Currency: d.currency,
        Lines: [{ Mpn: 'LM358DR', Brand: 'TI', Quantity: 5 }],
      };
      const r = await t.call('PUT', `${base}/${d.id}`, { token, body });
      expect(r.status, `status ${d.status}`).toBe(409);
      expect(r.body.Code).toBe(409);
      expect(r.body.Message).toBe(translate('zh-CN', 'demand.notEditable', { no: d.no }));
      expect(await fresh(d.id)).toEqual(d);
    }
    expect(mine.filter((x) => actionApplies(edit, x)).every((d) => d.status === S.rejected)).toBe(true);
  });

  it('openInquiry: only a confirmed order; an awaiting or rejected one → 409 demand.notConfirmed, unchanged', async () => {
    const open = actionOf(demandResource, 'openInquiry');
    const refused = mine.filter((x) => !actionApplies(open, x) && x.status !== S.converted);
    expect(refused.length).toBeGreaterThan(0);
    for (const d of refused) {
      const r = await t.call('PUT', `${base}/${d.id}/inquiry`, { token, body: { Version: d.version } });
      expect(r.status, `status ${d.status}`).toBe(409);
      expect(r.body.Message).toBe(translate('zh-CN', 'demand.notConfirmed', { no: d.no }));
      expect(await fresh(d.id)).toEqual(d);
    }
  });
});
