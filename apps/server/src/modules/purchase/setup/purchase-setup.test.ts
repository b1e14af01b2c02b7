import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { inboundKit } from '../../../test/inbound-kit.js';

/**
 * purchase-setup (issue #15, decision 0048): the PO review threshold (the amount step of the PO chain),
 * the default terms of a new PO, the warehouses allowed for inbound — leads only, every broken rule
 * refused naming the field with nothing changed, and each setting enforced where it applies.
 */
let t: TestApp;
let k: ReturnType<typeof inboundKit>;
beforeAll(async () => {
  t = await createTestApp();
  k = inboundKit(t);
});
afterAll(() => t.close());

type Setup = {
  ReviewThreshold: string;
  ReviewExtraRoles: string[];
  DefaultPaymentTerms: number;
  InboundWarehouseIds: number[];
  Version: number;
  UpdatedByName: string;
};
const get = async (as = 'purchase.head') =>
  t.call<Setup>('GET', '/merchant/purchase/setup', { token: await k.po.token(as) });
const put = async (body: Record<string, unknown>, as = 'purchase.head') =>
  t.call<Setup>('PUT', '/merchant/purchase/setup', { token: await k.po.token(as), body, lang: 'en-US' });

describe('purchase-setup', () => {
  it('starts with the defaults; buyers read (the PO form) but may not change; others 403', async () => {
    const s = await get();
    expect(s.body.Code, s.body.Message).toBe(0);
    expect(s.body.Data).toMatchObject({
      ReviewThreshold: '500000.00',
      ReviewExtraRoles: ['管理员'],
      DefaultPaymentTerms: 1,
      InboundWarehouseIds: [],
    });
    expect((await get('buyer')).body.Code).toBe(0);
    const body = {
      ReviewThreshold: '1',
      DefaultPaymentTerms: 2,
      InboundWarehouseIds: [],
      Version: s.body.Data.Version,
    };
    expect((await put(body, 'buyer')).status).toBe(403);
    expect((await put(body, 'warehouse')).status).toBe(403);
    expect((await get('sales.rep')).status).toBe(403);
    expect((await get()).body.Data).toEqual(s.body.Data);
  });

  it('refuses every broken rule naming the field, nothing changed', async () => {
    const before = (await get()).body.Data;
    const ok = {
      ReviewThreshold: '10000',
      DefaultPaymentTerms: 4,
      InboundWarehouseIds: [] as number[],
      Version: before.Version,
    };
    const wh = (await k.placeOf(2)).warehouseId;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ReviewThreshold: '0' }, 'ReviewThreshold', /above 0/],
      [{ ReviewThreshold: '-5' }, 'ReviewThreshold', /above 0/],
      [{ ReviewThreshold: '12.345' }, 'ReviewThreshold', /2 decimals/],
      [{ ReviewThreshold: 'lots' }, 'ReviewThreshold', /amount/],
      [{ ReviewThreshold: '99999999999' }, 'ReviewThreshold', /at most/],
      [{ DefaultPaymentTerms: 9 }, 'DefaultPaymentTerms', /payment terms/],
      [{ DefaultPaymentTerms: 0 }, 'DefaultPaymentTerms', /payment terms/],
      [{ InboundWarehouseIds: [999_999] }, 'InboundWarehouseIds[0]', /does not exist or is disabled/],
      [{ InboundWarehouseIds: [wh, wh] }, 'InboundWarehouseIds[1]', /twice/],
    ];
    for (const [over, field, msg] of cases) {
      const res = await put({ ...ok, ...over });
      expect(res.status, field).toBe(400);
      expect(res.body.Data, field).toMatchObject({ Field: field });
      expect(res.body.Message, field).toMatch(msg);
    }
    const stale = await put({ ...ok, Version: before.Version + 7 });
    expect(stale.status).toBe(409);
    expect((await get()).body.Data).toEqual(before);
  });

  it('enforces the threshold, the default terms and the inbound warehouses', async () => {
    const wh2 = (await k.placeOf(2)).warehouseId;
    const wh4 = (await k.placeOf(4)).warehouseId;
    // Ordered before the threshold drops (it would wait for the administrator's step after).
    const o = await k.orderedPo();
    const s = (await get()).body.Data;
    const saved = await put({
      ReviewThreshold: '5000.5',
      DefaultPaymentTerms: 4,
      InboundWarehouseIds: [wh4],
      Version: s.Version,
    });
    expect(saved.body.Code, saved.body.Message).toBe(0);
    expect(saved.body.Data).toMatchObject({
      ReviewThreshold: '5000.50',
      DefaultPaymentTerms: 4,
      InboundWarehouseIds: [wh4],
      Version: s.Version + 1,
    });
    expect(saved.body.Data.UpdatedByName).not.toBe('');

    // A PO by hand without terms gets the default (net 30); with terms keeps its own.
    const sup = await k.po.supplierIn('USD');
    const { PaymentTerms: _drop, ...noTerms } = k.po.body(sup.id);
    const made = await k.po.create(noTerms);
    expect(made.body.Code, made.body.Message).toBe(0);
    const list = await k.po.list({ No: made.body.Data.No });
    expect(list.body.Data.Records[0]).toMatchObject({ PaymentTerms: 4 });

    // ~9,900 CNY ≥ 5,000.50: the head approves, the PO waits for the administrator's step.
    const big = await k.po.create(k.po.body(sup.id));
    await k.po.put(big.body.Data.Id, 'submit', { Version: big.body.Data.Version });
    expect((await k.po.decide('approve', big.body.Data.Id, 'purchase.head')).body.Code).toBe(0);
    expect((await k.po.detail(big.body.Data.Id)).body.Data.Status).toBe(2);
    const again = await k.po.decide('approve', big.body.Data.Id, 'purchase.head');
    expect(again.body.Code).not.toBe(0);
    expect((await k.po.detail(big.body.Data.Id)).body.Data.Status).toBe(2);
    expect((await k.po.decide('approve', big.body.Data.Id, 'admin')).body.Code).toBe(0);
    expect((await k.po.detail(big.body.Data.Id)).body.Data.Status).toBe(3);
    // A small PO (3 × 0.100001 USD) below it: the head's approval orders it.
    const small = await k.po.create(
      k.po.body(sup.id, { Lines: [{ Mpn: 'LM358DR', Brand: 'TI', Quantity: 3, UnitCost: '0.100001' }] }),
    );
    await k.po.put(small.body.Data.Id, 'submit', { Version: small.body.Data.Version });
    expect((await k.po.decide('approve', small.body.Data.Id, 'purchase.head')).body.Code).toBe(0);
    expect((await k.po.detail(small.body.Data.Id)).body.Data.Status).toBe(3);

    // Inbound: the company-2 warehouse is not on the list → refused naming the line's warehouse.
    const place = await k.placeOf(2);
    const before = await k.counts();
    const refused = await k.receive({ OrderId: o.id, Lines: [k.line(o.lines[0]!.id, 10, place)] });
    expect(refused.status).toBe(400);
    expect(refused.body.Data).toMatchObject({ Field: 'Lines[0].WarehouseId' });
    expect(refused.body.Message).toMatch(/not one of the warehouses allowed for inbound/);
    expect(await k.counts()).toEqual(before);
    // On the list → received.
    const cur = (await get()).body.Data;
    expect(
      (await put({ ...cur, ReviewThreshold: cur.ReviewThreshold, InboundWarehouseIds: [wh4, wh2] })).body
        .Code,
    ).toBe(0);
    const rk = await k.receive({ OrderId: o.id, Lines: [k.line(o.lines[0]!.id, 10, place)] });
    expect(rk.body.Code, rk.body.Message).toBe(0);
    // The threshold lives on the chain step (one truth).
    const [step] = rows<{ min_amount: string }>(
      await t.db.execute(
        sql`select min_amount from review_flow_step where doc_type = 'purchaseOrder' and step_no = 2 and tenant_id is null`,
      ),
    );
    expect(step!.min_amount).toBe('5000.50');
    expect(await checkLedgers(t)).toEqual([]);
  });
});
