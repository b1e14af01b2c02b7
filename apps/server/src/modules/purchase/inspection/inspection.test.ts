import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { inboundKit } from '../../../test/inbound-kit.js';

/**
 * Inbound inspection and quality-audit (issue #15, decision 0040): the warehouse inspects a quarantined
 * lot against the checklist and submits it; the purchasing head (or an administrator, never the
 * inspector) decides: passed → the lot is available, failed → rejected. Broken rules change nothing.
 */
let t: TestApp;
let k: ReturnType<typeof inboundKit>;
let rk: Awaited<ReturnType<ReturnType<typeof inboundKit>['receipt']>>;
let rkId: number;
beforeAll(async () => {
  t = await createTestApp();
  k = inboundKit(t);
  const place = await k.placeOf(2);
  const o = await k.orderedPo();
  const res = await k.receive({
    OrderId: o.id,
    Lines: [k.line(o.lines[0]!.id, 500, place), k.line(o.lines[1]!.id, 3, place)],
  });
  expect(res.body.Code, res.body.Message).toBe(0);
  rkId = res.body.Data.Id;
  rk = await k.receipt(rkId);
});
afterAll(() => t.close());

const inspections = async () =>
  rows<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from pur_inspection`))[0]!.n;

describe('inbound inspection', () => {
  it('lists the seeded checklist items and process steps', async () => {
    const res = await t.call<{ Records: { Kind: number; NameEn: string }[] }>(
      'GET',
      '/merchant/purchase/qualityitem',
      {
        token: await k.po.token('warehouse'),
      },
    );
    const names = (kind: number) => res.body.Data.Records.filter((r) => r.Kind === kind).map((r) => r.NameEn);
    expect(names(1)).toEqual(
      expect.arrayContaining([
        'Packaging and labels',
        'Marking permanence',
        'X-ray',
        'Solderability',
        'Decapsulation',
      ]),
    );
    expect(names(2).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a non-inspector and every broken rule, writing nothing', async () => {
    const before = await inspections();
    const ok = { ReceiptLineId: rk.Lines[0]!.Id, Items: await k.items() };
    for (const who of ['buyer', 'purchase.head', 'sales.rep'])
      expect((await k.inspect(ok, who)).status, who).toBe(403);
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ ...ok, Weight: 0 }, 'Weight', /whole number greater than 0/],
      [{ ...ok, Weight: 12.5 }, 'Weight', /whole number greater than 0/],
      [{ ...ok, Items: (await k.items()).slice(1) }, 'Items', /missing/],
      [
        { ...ok, Items: await k.items({ 2: { Result: 9 } }) },
        'Items[2].Result',
        /pass, fail or not applicable/,
      ],
      [{ ...ok, Items: await k.items({ 1: { Result: 2 } }) }, 'Items[1].Note', /needs a note/],
      [
        { ...ok, Items: [...(await k.items()), { ItemId: 999_999, Result: 1 }] },
        'Items[6].ItemId',
        /not an enabled/,
      ],
      [{ ...ok, ReceiptLineId: 999_999 }, 'ReceiptLineId', /does not exist/],
    ];
    for (const [body, field, msg] of cases) {
      const res = await k.inspect(body);
      expect(res.status, field).toBe(400);
      expect(res.body.Data, field).toMatchObject({ Field: field });
      expect(res.body.Message, field).toMatch(msg);
    }
    expect(await inspections()).toBe(before);
  });

  it('passes: only the purchasing head decides, the lot becomes available', async () => {
    const res = await k.inspect({
      ReceiptLineId: rk.Lines[0]!.Id,
      Weight: 1250,
      Remark: 'all good',
      Items: await k.items({ 3: { Result: 3, Note: 'no X-ray for this part' } }),
    });
    expect(res.body.Code, res.body.Message).toBe(0);
    expect(res.body.Data).toMatchObject({ Status: 2 });
    expect(res.body.Data.No).toMatch(/^JY\d+$/);
    // One per line.
    const twice = await k.inspect({ ReceiptLineId: rk.Lines[0]!.Id, Items: await k.items() });
    expect(twice.status).toBe(409);
    expect((await k.po.todos('purchase.head')).InboundQualityAuditCount).toBeGreaterThanOrEqual(1);
    // Neither a buyer nor the inspector decides.
    for (const who of ['buyer', 'warehouse']) {
      const d = await k.decide('approve', res.body.Data.Id, who);
      expect(d.status, who).toBe(403);
    }
    expect((await k.lot(rk.Lines[0]!.LotId)).qc_state).toBe(1);
    const d = await k.decide('approve', res.body.Data.Id, 'purchase.head');
    expect(d.body.Code, d.body.Message).toBe(0);
    expect((await k.lot(rk.Lines[0]!.LotId)).qc_state).toBe(2);
    const one = await t.call<{ Status: number; Weight: number; Items: { Result: number }[] }>(
      'GET',
      `/merchant/purchase/inspection/${res.body.Data.Id}`,
      { token: await k.po.token('warehouse') },
    );
    expect(one.body.Data).toMatchObject({ Status: 3, Weight: 1250 });
    expect(one.body.Data.Items.map((i) => i.Result)).toContain(3);
    expect((await k.receipt(rkId)).Status).toBe(1);
    expect(await checkLedgers(t)).toEqual([]);
  });

  it('fails: an administrator who inspected may not decide it; the head rejects, the lot is rejected', async () => {
    const res = await k.inspect(
      { ReceiptLineId: rk.Lines[1]!.Id, Items: await k.items({ 0: { Result: 2, Note: 'relabelled reel' } }) },
      'admin',
    );
    expect(res.body.Code, res.body.Message).toBe(0);
    const own = await k.decide('reject', res.body.Data.Id, 'admin');
    expect(own.body.Code).not.toBe(0);
    expect((await k.lot(rk.Lines[1]!.LotId)).qc_state).toBe(1);
    const d = await k.decide('reject', res.body.Data.Id, 'purchase.head');
    expect(d.body.Code, d.body.Message).toBe(0);
    expect((await k.lot(rk.Lines[1]!.LotId)).qc_state).toBe(3);
    const after = await k.receipt(rkId);
    expect(after.Status).toBe(2);
    const list = await t.call<{ Records: { No: string; Status: number; Failed: number }[] }>(
      'POST',
      '/merchant/purchase/inspection/Query',
      { token: await k.po.token('purchase.head'), body: { ReceiptNo: after.No } },
    );
    expect(list.body.Data.Records.map((r) => [r.Status, r.Failed]).sort()).toEqual([
      [3, 0],
      [4, 1],
    ]);
    expect(await checkLedgers(t)).toEqual([]);
  });

  it('checklist settings: the purchasing head adds and edits at Version; stale 409; the warehouse may not', async () => {
    const head = await k.po.token('purchase.head');
    const body = { Kind: 1, NameZh: '引脚共面性', NameEn: 'Lead coplanarity', Sort: 70 };
    expect(
      (await t.call('POST', '/merchant/purchase/qualityitem', { token: await k.po.token('warehouse'), body }))
        .status,
    ).toBe(403);
    const bad = await t.call('POST', '/merchant/purchase/qualityitem', {
      token: head,
      body: { ...body, Kind: 7 },
      lang: 'en-US',
    });
    expect(bad.body.Data).toMatchObject({ Field: 'Kind' });
    const made = await t.call<{ Id: number; Version: number }>('POST', '/merchant/purchase/qualityitem', {
      token: head,
      body,
    });
    expect(made.body.Code, made.body.Message).toBe(0);
    const url = `/merchant/purchase/qualityitem/${made.body.Data.Id}`;
    const edit = await t.call<{ Version: number }>('PUT', url, {
      token: head,
      body: { ...body, Status: 2, Version: 1 },
    });
    expect(edit.body.Data.Version).toBe(2);
    const stale = await t.call('PUT', url, { token: head, body: { ...body, Version: 1 } });
    expect(stale.status).toBe(409);
  });
});
