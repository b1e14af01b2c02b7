import { canOpenRoute, type SessionMenu, type SessionUser } from '@partdesk/shared/access/client-access';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { orderKit } from './test/order-kit.js';

/**
 * #14: whoever may decide a pending review of an order (team leader, manager, finance, the margin step,
 * the purchase side, the cancellation) opens it from the queue — detail, margin (with the permit),
 * contract and PDF, history, attachments, trace, its stocking requests — through the order's one row
 * rule (sales-order.visibility.ts); nobody else out of scope does (404), and a reviewer changes nothing.
 */
let t: TestApp;
let k: ReturnType<typeof orderKit>;
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
});
afterAll(() => t.close());

/** The status of each read an order's reader uses, as `as` gets it. */
async function reads(id: number, as: string) {
  const token = await k.f.token(as);
  const get = async (url: string, query?: Record<string, string | number>) =>
    (await t.call('GET', url, { token, ...(query ? { query } : {}) })).status;
  const doc = { type: 'salesOrder', id };
  const stocking = await t.call<{ Records: unknown[] }>('POST', '/merchant/sale/stockingrequest/Query', {
    token,
    body: { OrderId: id },
  });
  const listed = await t.call<{ Records: { Id: number }[] }>('POST', '/merchant/sale/salesorder/Query', {
    token,
    body: { pageSize: 200 },
  });
  return {
    detail: await get(`/merchant/sale/salesorder/${id}`),
    contract: await get(`/merchant/sale/salesorder/${id}/contract`),
    pdf: await get(`/merchant/sale/salesorder/${id}/pdf`, { lang: 'en-US' }),
    history: await get('/merchant/document/history', doc),
    attachments: await get('/merchant/document/attachments', doc),
    trace: await get('/merchant/document/trace', doc),
    stocking: stocking.status,
    listed: (listed.body.Data?.Records ?? []).some((r) => r.Id === id),
  };
}
const SEES = {
  detail: 200,
  contract: 200,
  pdf: 200,
  history: 200,
  attachments: 200,
  trace: 200,
  stocking: 200,
  listed: true,
};
const HIDDEN = { detail: 404, contract: 404, pdf: 404, history: 404, attachments: 404, trace: 404 };
const margin = async (id: number, as: string) =>
  (await t.call('GET', `/merchant/sale/salesorder/${id}/margin`, { token: await k.f.token(as) })).status;

describe('reviewers open the order they may decide', () => {
  it('team leader, then manager, then the purchase side: each while the step is theirs, not before or after', async () => {
    const o = await k.f.salesOrder();
    // Draft: a team leader (scope on their own orders) and the purchase head do not see it.
    expect(await reads(o.id, 'sales.leader')).toMatchObject(HIDDEN);
    expect(await k.submit(o.id).then((r) => r.body.Code)).toBe(0);
    expect(await reads(o.id, 'sales.leader')).toEqual(SEES);
    expect(await margin(o.id, 'sales.leader')).toBe(200);
    // Another salesperson without a review: 404 everywhere; the purchase head's step is not pending yet.
    expect(await reads(o.id, 'sales.agent')).toMatchObject({ ...HIDDEN, listed: false });
    expect(await reads(o.id, 'purchase.head')).toMatchObject({ ...HIDDEN, listed: false });
    // Seeing is not changing: the reviewer's cancel and edit find no order of theirs.
    const d = await k.detail(o.id);
    expect((await k.put(o.id, 'cancel', { Version: d.Version, Reason: 'x' }, 'sales.leader')).status).toBe(
      404,
    );
    expect((await k.detail(o.id)).status).toBe(2);

    expect((await k.decide('salesOrder', o.id, 'sales.leader')).body.Code).toBe(0);
    expect(await reads(o.id, 'sales.leader')).toMatchObject({ ...HIDDEN, listed: false });
    expect(await reads(o.id, 'sales.manager')).toEqual(SEES);
    expect((await k.decide('salesOrder', o.id, 'sales.manager')).body.Code).toBe(0);
    expect(await reads(o.id, 'sales.manager')).toMatchObject(HIDDEN);

    // The purchase side (采购主管): its queue also gives the cost permit. The team leader (采购组长)
    // holds the queue screen but is no approver of the step (issue #14: 采购主管 or 管理员): 404.
    expect(await reads(o.id, 'purchase.head')).toEqual(SEES);
    expect(await margin(o.id, 'purchase.head')).toBe(200);
    expect(await reads(o.id, 'purchase.leader')).toMatchObject(HIDDEN);
    expect((await k.decide('salesOrderPurchase', o.id, 'purchase.head')).body.Code).toBe(0);
    expect(await reads(o.id, 'purchase.head')).toMatchObject(HIDDEN);
    expect(await k.ledgersClean()).toEqual([]);
  });

  it('finance (scope all) and the margin step (sales director) of a big order below the GP floor', async () => {
    const o = await k.f.salesOrder({
      lines: [{ Mpn: 'ZZSO-VIS', Brand: 'ST', Quantity: 10000, UnitPrice: '1.250000' }],
    });
    await t.db.execute(
      sql`update sales_order set below_gp_floor = true, gp_percent = 4.5 where id = ${o.id}`,
    );
    await k.submit(o.id);
    await k.decide('salesOrder', o.id, 'sales.leader');
    await k.decide('salesOrder', o.id, 'sales.manager');
    expect((await k.detail(o.id)).status).toBe(4);
    expect(await reads(o.id, 'accountant')).toEqual(SEES);
    expect(await margin(o.id, 'accountant')).toBe(200);
    expect((await k.decide('salesOrder', o.id, 'accountant')).body.Code).toBe(0);
    expect(await k.pendingTypes(o.id)).toEqual([{ doc_type: 'salesOrderMargin', step_no: 1 }]);
    expect(await reads(o.id, 'sales.director')).toEqual(SEES);
    expect(await margin(o.id, 'sales.director')).toBe(200);
    // A team leader is no margin reviewer.
    expect(await reads(o.id, 'sales.leader')).toMatchObject(HIDDEN);
    expect((await k.decide('salesOrderMargin', o.id, 'sales.director')).body.Code).toBe(0);
    expect(await reads(o.id, 'sales.director')).toMatchObject(HIDDEN);
  });

  it('the cancellation reviewer (a sales lead) sees an order pending cancellation; once decided, not', async () => {
    const o = await k.f.salesOrder();
    await k.submit(o.id);
    await k.approveAll(o.id);
    expect(await reads(o.id, 'sales.supervisor')).toMatchObject(HIDDEN);
    // A stocking request of the order (its lines have no own stock: not notifiable).
    const line = (await k.detail(o.id)).Lines[0]!;
    const bh = await t.call('POST', '/merchant/sale/stockingrequest', {
      token: await k.f.token('sales.rep'),
      body: { OrderId: o.id, Lines: [{ OrderLineId: line.Id, Quantity: 10 }] },
    });
    expect(bh.body.Code, bh.body.Message).toBe(0);
    const requests = async (as: string) =>
      (
        await t.call<{ TotalCount: number }>('POST', '/merchant/sale/stockingrequest/Query', {
          token: await k.f.token(as),
          body: { OrderId: o.id },
        })
      ).body.Data.TotalCount;
    expect(await requests('sales.supervisor')).toBe(0);
    const c = await k.put(o.id, 'cancel', {
      Version: (await k.detail(o.id)).Version,
      Reason: 'customer left',
    });
    expect(c.body.Code, c.body.Message).toBe(0);
    expect((await k.detail(o.id)).status).toBe(11);
    expect(await reads(o.id, 'sales.supervisor')).toEqual(SEES);
    // The order's stocking tab: its requests, for the reviewer too; not for another salesperson.
    expect(await requests('sales.supervisor')).toBe(1);
    expect(await requests('sales.agent')).toBe(0);
    // Another salesperson holds the list (the cancellation's "queue") but decides no cancellation: 404.
    expect(await reads(o.id, 'sales.agent')).toMatchObject({ ...HIDDEN, listed: false });
    expect((await k.decide('salesOrderCancel', o.id, 'sales.supervisor')).body.Code).toBe(0);
    expect((await k.detail(o.id)).status).toBe(9);
    expect(await reads(o.id, 'sales.supervisor')).toMatchObject(HIDDEN);
    expect(await k.ledgersClean()).toEqual([]);
  });
});

describe('the order detail screen for the reviewers', () => {
  it('every role holding a sales-order review queue may open /sales/salesOrderDetail; a buyer may not', async () => {
    const opens = async (account: string) => {
      const res = await t.call<{ UserInfo: SessionUser; Menus: SessionMenu[]; Permits: string[] }>(
        'POST',
        '/merchant/account/login',
        { body: { UserName: account, Password: 'partdesk', RememberMe: false } },
      );
      const { UserInfo, Menus, Permits } = res.body.Data;
      return canOpenRoute({ user: UserInfo, menus: Menus, permits: Permits }, '/sales/salesOrderDetail');
    };
    for (const reviewer of ['sales.leader', 'sales.manager', 'accountant', 'finance.head', 'purchase.head'])
      expect(await opens(reviewer), reviewer).toBe(true);
    expect(await opens('buyer')).toBe(false);
  });
});
