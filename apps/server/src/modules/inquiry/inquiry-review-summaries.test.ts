import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, factories, purchaseRequestLine, userIdOf } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { reviewLines, reviewQueue, reviewQueueRow } from '../../test/lists.js';
import { rows as resultRows } from '../../core/db/index.js';

/**
 * #20 item 9 (left over): the purchase request queue (purchase-requestaudit) and the inquiry transfer
 * queue (forward-review) carry what to decide from — who, salesperson, how much, old → new, why — and
 * the expanded row the document's lines; names and purposes in the reader's language.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const queueRow = (type: string, docId: number, lang?: string) => reviewQueueRow(t, admin, type, docId, lang);
const linesOf = (type: string, docId: number) => reviewLines(t, admin, type, docId);

const names = async (account: string) =>
  resultRows<{ name: string; name_en: string }>(
    await t.db.execute(
      sql`select name, coalesce(nullif(name_en, ''), name) as name_en from sys_user where account = ${account}`,
    ),
  )[0]!;

describe('purchase request queue summary (#20 item 9)', () => {
  it('the requester, Σ quantity × target cost in its currency, lines, purposes and the earliest date; lines expanded', async () => {
    const pr = await factories(t).purchaseRequest({
      body: { Submit: true, Remark: '样品急需' },
      lines: [
        purchaseRequestLine(), // 500 × 3.25 USD, stock, in 20 days
        {
          Mpn: 'ESP32-S3',
          Brand: 'Espressif',
          Quantity: 20,
          TargetCost: '2.1000',
          Currency: 'USD',
          Purpose: 2,
          RequiredDate: day(7),
        },
      ],
    });
    expect(pr.status, 'submitted: pending review').toBe(2);
    const rep = await names('sales.rep');
    const zh = await queueRow('purchaseRequest', pr.id);
    // 500 × 3.25 + 20 × 2.10
    expect([zh.Amount, zh.Currency]).toEqual(['1667.00', 'USD']);
    expect(zh.Summary).toEqual({
      Who: rep.name,
      Amount: '1667.00',
      Currency: 'USD',
      Facts: [
        { Label: 'resources.review.LineCount', Value: '2' },
        { Label: 'resources.review.Purpose', Value: '备货 / 样品' },
        { Label: 'resources.review.RequiredDate', Value: day(7) },
        { Label: 'resources.review.Remark', Value: '样品急需' },
      ],
      Reason: { Key: 'resources.review.reasonPurchaseRequest', Params: { purpose: '备货 / 样品' } },
    });
    const en = await queueRow('purchaseRequest', pr.id, 'en-US');
    expect(en.Summary!.Who).toBe(rep.name_en);
    expect(en.Summary!.Facts![1]!.Value).toBe('Stock / Sample');

    const lines = await linesOf('purchaseRequest', pr.id);
    expect(lines.Columns.map((c) => [c.Name, c.Kind ?? 'text'])).toEqual([
      ['Mpn', 'text'],
      ['Brand', 'text'],
      ['Quantity', 'number'],
      ['TargetCost', 'money'],
      ['Purpose', 'key'],
      ['RequiredDate', 'date'],
    ]);
    expect(lines.Records.map((r) => [r.Mpn, r.Quantity, r.TargetCost, r.Currency, r.Purpose])).toEqual([
      ['STM32F407VGT6', 500, '3.250000', 'USD', 'resources.purchaseRequest.purposeStock'],
      ['ESP32-S3', 20, '2.100000', 'USD', 'resources.purchaseRequest.purposeSample'],
    ]);
  });

  it('every demo request pending review names its requester', async () => {
    const rows = await reviewQueue(t, admin, 'purchaseRequest', { pageSize: 100, allowEmpty: true });
    expect(rows.length, 'the demo data has requests pending review').toBeGreaterThan(0);
    for (const r of rows) {
      const who = resultRows<{ name: string }>(
        await t.db.execute(
          sql`select u.name from inq_purchase_request p join sys_user u on u.id = p.requested_by where p.id = ${r.DocId}`,
        ),
      )[0]!;
      expect(r.Summary!.Who).toBe(who.name);
    }
  });
});

describe('inquiry transfer queue summary (#20 item 9)', () => {
  it('customer, salesperson from → to, line count, the reason given, why; the inquiry lines expanded', async () => {
    const f = factories(t);
    // sales.leader holds the transfer button (0102 of rfq-menu); the admin decides the step.
    const inq = await f.inquiry({ as: 'sales.leader' });
    const res = await t.call('PUT', `/merchant/forqutation/inquiry/${inq.id}/transfer`, {
      token: await f.token('sales.leader'),
      body: {
        ToSalespersonId: await userIdOf(t, 'sales.junior'),
        Reason: '客户改由华南组跟进',
        Version: inq.version,
      },
    });
    expect(res.body.Code, res.body.Message).toBe(0);
    const [rep, dev] = [await names('sales.leader'), await names('sales.junior')];
    const c = resultRows<{ name: string; code: string }>(
      await t.db.execute(sql`select name, code from crm_customer where id = ${inq.customerId}`),
    )[0]!;
    const zh = await queueRow('inquiryTransfer', inq.id);
    expect(zh.Summary).toEqual({
      Who: `${c.name} (${c.code})`,
      Owner: rep.name,
      Facts: [
        { Label: 'resources.review.Owner', Value: dev.name, From: rep.name },
        { Label: 'resources.review.LineCount', Value: '2' },
        { Label: 'resources.review.RequestReason', Value: '客户改由华南组跟进' },
      ],
      Reason: { Key: 'resources.review.reasonInquiryTransfer' },
    });
    const en = await queueRow('inquiryTransfer', inq.id, 'en-US');
    expect(en.Summary!.Facts![0]).toEqual({
      Label: 'resources.review.Owner',
      Value: dev.name_en,
      From: rep.name_en,
    });

    const lines = await linesOf('inquiryTransfer', inq.id);
    expect(lines.Records.map((r) => [r.Mpn, r.Brand, r.Quantity, r.TargetPrice])).toEqual([
      ['STM32F103C8T6', 'ST', 1000, '1.250000'],
      ['LM358DR', 'TI', 2000, '0.120000'],
    ]);
  });
});
