import { D } from '@partdesk/shared/core/money';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { purOrder, purOrderLine } from './purchase-order.table.js';
import { poKit } from './test/po-kit.js';

/**
 * Purchase-order review and cancel (issue #15, decision 0037): submit needs every unit cost; decided by
 * 采购主管 or 管理员 only; reject → editable → resubmit; approval → ordered (no more edits); cancel with
 * a reason, withdrawing a pending review; never once anything is received.
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

const version = async (id: number) => (await k.detail(id)).body.Data.Version;
const status = async (id: number) => (await k.detail(id)).body.Data.Status;

describe('purchase order: review', () => {
  it('submit refuses a line without a cost; only 采购主管 or 管理员 decide; reject → resubmit → ordered', async () => {
    const noCost = k.body(usd, { Lines: [{ Mpn: 'TPS54331DR', Quantity: 100 }] });
    const { Id } = (await k.create(noCost)).body.Data;
    const refused = await k.put(Id, 'submit', { Version: await version(Id) });
    expect(refused.body.Data).toMatchObject({ Field: 'Lines[0].UnitCost' });
    expect(refused.body.Message).toMatch(/Line 1: enter the unit cost before submitting/);
    expect(await status(Id)).toBe(1);
    const d = (await k.detail(Id)).body.Data;
    await k.put(Id, '', {
      ...noCost,
      Version: d.Version,
      Lines: [{ Id: d.Lines[0]!.Id, Mpn: 'TPS54331DR', Quantity: 100, UnitCost: '0.41' }],
    });

    const c0 = await k.todos('purchase.head');
    const sub = await k.put(Id, 'submit', { Version: await version(Id) });
    expect(sub.body.Code, sub.body.Message).toBe(0);
    expect(sub.body.Data.Status).toBe(2);
    expect((await k.todos('purchase.head')).PurchaseOrderAuditCount).toBe(
      (c0.PurchaseOrderAuditCount ?? 0) + 1,
    );
    // In review: not editable, not submitted twice.
    const edit = await k.put(Id, '', { ...noCost, Version: await version(Id) });
    expect(edit.body.Message).toMatch(/cannot be edited in its current status/);
    expect((await k.put(Id, 'submit', { Version: await version(Id) })).body.Data).toMatchObject({
      Field: 'Status',
    });
    // The buyer holds no review queue; the team leader holds it but is not an approver of the step.
    expect((await k.decide('approve', Id, 'buyer')).status).toBe(403);
    const leader = await k.decide('approve', Id, 'purchase.leader');
    expect(leader.status).toBe(403);
    expect(leader.body.Message).toMatch(/not/i);
    expect(await status(Id)).toBe(2);

    const rej = await k.decide('reject', Id, 'purchase.head', 'price too high');
    expect(rej.body.Code, rej.body.Message).toBe(0);
    const r = (await k.detail(Id)).body.Data;
    expect(r.Status).toBe(4);
    // The reviewer's comment is kept on the PO (detail), not only on the review request.
    expect(r.ReviewComment).toBe('price too high');
    // Rejected: editable again and resubmitted.
    const fix = await k.put(Id, '', {
      ...noCost,
      Version: r.Version,
      Lines: [{ Id: r.Lines[0]!.Id, Mpn: 'TPS54331DR', Quantity: 100, UnitCost: '0.38' }],
    });
    expect(fix.body.Code, fix.body.Message).toBe(0);
    expect((await k.put(Id, 'submit', { Version: await version(Id) })).body.Data.Status).toBe(2);
    expect((await k.detail(Id)).body.Data.ReviewComment).toBe('');
    // The queue row: the PO total in its currency; the review's amount (chain thresholds) in CNY.
    const queue = await t.call<{
      Records: {
        DocId: number;
        Amount: string;
        Currency: string;
        Summary: { Who: string; Facts: { Label: string; Value: string }[] };
      }[];
    }>('POST', '/merchant/review/purchaseOrder/Query', {
      token: await t.login('purchase.head'),
      body: { pageSize: 100 },
    });
    const [po] = await t.db.select().from(purOrder).where(eq(purOrder.id, Id));
    expect(po!.currency).toBe('USD');
    const row = queue.body.Data.Records.find((x) => x.DocId === Id)!;
    expect([row.Amount, row.Currency]).toEqual([po!.total, 'USD']);
    const cny = new D(po!.total).mul(po!.rate).toFixed(2);
    expect(row.Summary.Facts[0]).toMatchObject({ Label: 'resources.review.AmountCny', Value: cny });
    const [req] = rows<{ amount: string }>(
      await t.db.execute(
        sql`select amount::text from review_request
            where doc_type = 'purchaseOrder' and doc_id = ${Id} and status = 'pending'`,
      ),
    );
    expect(req!.amount).toBe(cny);
    const ok = await k.decide('approve', Id, 'admin');
    expect(ok.body.Code, ok.body.Message).toBe(0);
    expect(await status(Id)).toBe(3);
    const late = await k.put(Id, '', { ...noCost, Version: await version(Id) });
    expect(late.body.Message).toMatch(/cannot be edited/);
  });
});

describe('purchase order: cancel', () => {
  it('needs a reason; withdraws a pending review; an ordered PO is cancelled; not twice', async () => {
    const { Id } = (await k.create(k.body(usd))).body.Data;
    await k.put(Id, 'submit', { Version: await version(Id) });
    const c1 = (await k.todos('purchase.head')).PurchaseOrderAuditCount ?? 0;
    const noReason = await k.put(Id, 'cancel', { Version: await version(Id), Reason: '  ' });
    expect(noReason.body.Data).toMatchObject({ Field: 'Reason' });
    expect(await status(Id)).toBe(2);
    const res = await k.put(Id, 'cancel', { Version: await version(Id), Reason: 'supplier out of stock' });
    expect(res.body.Code, res.body.Message).toBe(0);
    expect(await status(Id)).toBe(8);
    expect(await k.pendingReview(Id)).toEqual([]);
    expect((await k.todos('purchase.head')).PurchaseOrderAuditCount ?? 0).toBe(c1 - 1);
    const again = await k.put(Id, 'cancel', { Version: await version(Id), Reason: 'again' });
    expect(again.body.Message).toMatch(/cannot be cancelled in its current status/);

    const o = (await k.create(k.body(usd))).body.Data;
    await k.put(o.Id, 'submit', { Version: await version(o.Id) });
    await k.decide('approve', o.Id, 'purchase.head');
    expect(await status(o.Id)).toBe(3);
    const c = await k.put(o.Id, 'cancel', { Version: await version(o.Id), Reason: 'customer cancelled' });
    expect(c.body.Code, c.body.Message).toBe(0);
    expect(await status(o.Id)).toBe(8);
  });

  it('an ordered PO with received goods cannot be cancelled; nothing changes', async () => {
    const { Id } = (await k.create(k.body(usd))).body.Data;
    await k.put(Id, 'submit', { Version: await version(Id) });
    await k.decide('approve', Id, 'purchase.head');
    const d = (await k.detail(Id)).body.Data;
    // The inbound (a later piece of #15) counts goods in: simulated on our own table.
    await t.db.update(purOrderLine).set({ receivedQty: 1 }).where(eq(purOrderLine.id, d.Lines[0]!.Id));
    const res = await k.put(Id, 'cancel', { Version: d.Version, Reason: 'too late' });
    expect(res.status).toBe(400);
    expect(res.body.Message).toMatch(/has received goods and cannot be cancelled/);
    const [row] = await t.db.select().from(purOrder).where(eq(purOrder.id, Id));
    expect([row!.status, row!.version, row!.cancelReason]).toEqual([3, d.Version, '']);
  });
});
