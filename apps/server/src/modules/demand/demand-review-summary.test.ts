import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { day, factories } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { reviewLines, reviewQueue, reviewQueueRow } from '../../test/lists.js';
import { rows } from '../../core/db/index.js';

/**
 * #20 item 9 (left over): the demand confirmation queue (demandaudit) carries what to decide from —
 * customer name (code), salesperson, expected value with its currency, line count, expected date,
 * remark, why — and the expanded row the order's lines.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const customerOf = async (demandId: number) =>
  rows<{ name: string; code: string; owner: string; owner_en: string }>(
    await t.db.execute(
      sql`select c.name, c.code, u.name as owner, coalesce(nullif(u.name_en, ''), u.name) as owner_en
          from dmd_demand d join crm_customer c on c.id = d.customer_id join sys_user u on u.id = d.salesperson_id
          where d.id = ${demandId}`,
    ),
  )[0]!;

describe('demand confirmation queue summary (#20 item 9)', () => {
  it('a new order: customer, salesperson, Σ quantity × target price in its currency, lines, expected date, remark, why', async () => {
    const f = factories(t);
    const d = await f.demand({
      lines: [
        { Mpn: 'TPS54331DR', Brand: 'TI', Quantity: 3000, TargetPrice: '0.4100' },
        { Mpn: 'LM358DR', Brand: 'TI', Quantity: 2000 },
        { Mpn: 'AMS1117-3.3', Brand: 'AMS', Quantity: 500, TargetPrice: '0.0333' },
      ],
      body: { ExpectedDate: day(45), Remark: '年底备货' },
    });
    const c = await customerOf(d.id);
    // The new order waits in demandaudit.
    const row = await reviewQueueRow(t, admin, 'demand', d.id);
    // 3000 × 0.41 + 500 × 0.0333 = 1230 + 16.65; the line without a target price adds nothing.
    expect([row.Amount, row.Currency]).toEqual(['1246.65', 'CNY']);
    expect(row.Summary).toEqual({
      Who: `${c.name} (${c.code})`,
      Owner: c.owner,
      Amount: '1246.65',
      Currency: 'CNY',
      Facts: [
        { Label: 'resources.review.LineCount', Value: '3' },
        { Label: 'resources.review.ExpectedDate', Value: day(45) },
        { Label: 'resources.review.Remark', Value: '年底备货' },
      ],
      Reason: { Key: 'resources.review.reasonDemand' },
    });
    const en = await reviewQueueRow(t, admin, 'demand', d.id, 'en-US');
    expect(en.Summary!.Owner).toBe(c.owner_en);

    const lines = await reviewLines(t, admin, 'demand', d.id);
    expect(lines.Columns.map((x) => x.Name)).toEqual([
      'Mpn',
      'Brand',
      'Quantity',
      'TargetPrice',
      'CustomerPn',
    ]);
    expect(lines.Records.map((r) => [r.Mpn, r.Quantity, r.TargetPrice, r.Currency])).toEqual([
      ['TPS54331DR', 3000, '0.410000', 'CNY'],
      ['LM358DR', 2000, null, 'CNY'],
      ['AMS1117-3.3', 500, '0.033300', 'CNY'],
    ]);
  });

  it('every demo order awaiting confirmation shows its customer and salesperson', async () => {
    const rows = await reviewQueue(t, admin, 'demand', { pageSize: 100, allowEmpty: true });
    expect(rows.length, 'the demo data has orders awaiting confirmation').toBeGreaterThan(1);
    for (const r of rows) {
      const c = await customerOf(r.DocId);
      expect(r.Summary!.Who).toBe(`${c.name} (${c.code})`);
      expect(r.Summary!.Owner).toBe(c.owner);
      expect(r.Summary!.Reason).toEqual({ Key: 'resources.review.reasonDemand' });
    }
  });
});
