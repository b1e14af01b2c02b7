import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { poKit } from '../purchase-order/test/po-kit.js';

/**
 * Changes to an approved PO (purchase-orderInfo, decision 0041): refused on a draft, at a stale version,
 * twice pending, with broken line rules — nothing written; decided by 采购主管 / 管理员 only, never by the
 * asker; approval applies at the PO's version (stale → 409, nothing applied); rejection leaves the PO.
 */
let t: TestApp;
let k: ReturnType<typeof poKit>;
let usd: number;
beforeAll(async () => {
  t = await createTestApp();
  k = poKit(t);
  usd = (await k.supplierIn('USD')).id;
});
afterAll(() => t.close());

const ask = async (id: number, body: Record<string, unknown>, as = 'buyer') =>
  t.call<{ Id: number; Status: number }>('POST', `/merchant/purchase/purchaseorder/${id}/change`, {
    token: await k.token(as),
    body,
    lang: 'en-US',
  });
const pendingReq = async (changeId: number) =>
  rows<{ id: number }>(
    await t.db.execute(
      sql`select id from review_request where doc_type = 'purchaseOrderInfo' and doc_id = ${changeId} and status = 'pending'`,
    ),
  ).map((r) => r.id);
const decide = async (action: 'approve' | 'reject', changeId: number, as: string, Comment = 'ok') =>
  t.call('PUT', `/merchant/review/purchaseOrderInfo/${action}`, {
    token: await k.token(as),
    body: { Ids: await pendingReq(changeId), Comment },
    lang: 'en-US',
  });
const changes = async () =>
  rows<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from pur_order_change`))[0]!.n;

async function orderedPo() {
  const { Id } = (await k.create(k.body(usd))).body.Data;
  await k.put(Id, 'submit', { Version: (await k.detail(Id)).body.Data.Version });
  expect((await k.decide('approve', Id, 'purchase.head')).body.Code).toBe(0);
  return { ...(await k.detail(Id)).body.Data, Id, Remark: '' };
}

describe('purchase order info changes', () => {
  it('refuses a draft, a stale version, broken lines and nothing-changed, writing nothing', async () => {
    const draft = (await k.create(k.body(usd))).body.Data;
    const before = await changes();
    const onDraft = await ask(draft.Id, { Version: draft.Version, Remark: 'x' });
    expect(onDraft.body.Message).toMatch(/not approved/);
    const po = await orderedPo();
    const l0 = po.Lines[0]!;
    const cases: [Record<string, unknown>, string][] = [
      [{ Version: po.Version, Lines: [{ Id: l0.Id, Quantity: 0 }] }, 'Lines[0].Quantity'],
      [{ Version: po.Version, Lines: [{ Id: l0.Id, UnitCost: '1.1234567' }] }, 'Lines[0].UnitCost'],
      [{ Version: po.Version, Lines: [{ Id: l0.Id, RequiredDate: '2026/01/01' }] }, 'Lines[0].RequiredDate'],
      [{ Version: po.Version, Lines: [{ Id: draft.Id + 999999, Quantity: 5 }] }, 'Lines[0].Id'],
      [{ Version: po.Version, PaymentTerms: 9 }, 'PaymentTerms'],
      [{ Version: po.Version, Remark: po.Remark ?? '' }, 'Version'],
    ];
    for (const [body, field] of cases) {
      const res = await ask(po.Id, body);
      expect(res.status, `${field}: ${res.body.Message}`).toBe(400);
      expect(res.body.Data).toMatchObject({ Field: field });
    }
    expect((await ask(po.Id, { Version: po.Version + 1, Remark: 'late' })).status).toBe(409);
    expect((await ask(po.Id, { Version: po.Version, Remark: 'x' }, 'price.checker')).status).toBe(403);
    expect(await changes()).toBe(before);
  });

  it('approval applies at the version (asker never decides); rejection leaves the PO; stale → 409', async () => {
    const po = await orderedPo();
    const id = po.Id;
    const l0 = po.Lines[0]!;
    const c0 = (await k.todos('purchase.head')).PurchaseOrderInfoAuditCount ?? 0;
    const res = await ask(id, {
      Version: po.Version,
      Reason: 'supplier price drop',
      Lines: [{ Id: l0.Id, Quantity: 2000, UnitCost: '1.2', RequiredDate: '2027-01-15' }],
      DeliveryAddress: 'Longhua, Shenzhen',
    });
    expect(res.body.Code, res.body.Message).toBe(0);
    expect((await k.todos('purchase.head')).PurchaseOrderInfoAuditCount).toBe(c0 + 1);
    const twice = await ask(id, { Version: po.Version, Remark: 'again' });
    expect(twice.body.Message).toMatch(/already has a change/);
    expect((await decide('approve', res.body.Data.Id, 'purchase.leader')).status).toBe(403);
    expect((await k.detail(id)).body.Data.Version).toBe(po.Version);
    expect((await decide('approve', res.body.Data.Id, 'purchase.head')).body.Code).toBe(0);
    const after = (await k.detail(id)).body.Data;
    expect(after.Lines[0]).toMatchObject({ Quantity: 2000, UnitCost: '1.200000', Amount: '2400.00' });
    expect(after.Version).toBe(po.Version + 1);
    expect(Number(after.Total)).toBeCloseTo((2400 + 0.3) * 1.13, 1);

    // Rejection: nothing applied.
    const r2 = await ask(id, { Version: after.Version, Remark: 'urgent' });
    expect((await decide('reject', r2.body.Data.Id, 'purchase.head', 'no')).body.Code).toBe(0);
    expect((await k.detail(id)).body.Data).toMatchObject({ Version: after.Version, Total: after.Total });

    // Stale: the PO moved on after the request was asked (e.g. the inbound counting goods in — not an
    // API of this module yet, so the version is bumped directly): approval refused, nothing applied.
    const a = await ask(id, { Version: after.Version, Remark: 'first' });
    expect((await decide('approve', a.body.Data.Id, 'admin')).body.Code).toBe(0);
    const cur = (await k.detail(id)).body.Data;
    const b = await ask(id, { Version: cur.Version, Remark: 'second' });
    await t.db.execute(sql`update pur_order set version = version + 1 where id = ${id}`);
    const stale = await decide('approve', b.body.Data.Id, 'purchase.head');
    expect(stale.status).toBe(409);
    const history = rows<{ action: string }>(
      await t.db.execute(
        sql`select action from doc_history where doc_type = 'purchaseOrder' and doc_id = ${id} order by id`,
      ),
    ).map((r) => r.action);
    expect(history).toEqual(expect.arrayContaining(['changeRequested', 'changeApplied', 'changeRejected']));
  });
});
