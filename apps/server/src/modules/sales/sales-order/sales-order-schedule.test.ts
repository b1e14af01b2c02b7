import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/rows.js';
import { day, factories, ok, salesOrderBody } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { refreshOrderStatuses } from './sales-order.statuses.js';
import { salesOrder } from './sales-order.table.js';

/**
 * The delivery schedule (scheduleSaleOrder): a line's dated deliveries replaced at the order's Version
 * (Σ ≤ the line quantity, real dates, positive quantities — each refusal writes nothing), the edit that
 * would drop a line below its schedule refused, and the weekly kit list, scoped like the orders.
 */
let t: TestApp;
let rep: string;
let f: ReturnType<typeof factories>;
beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  rep = await f.token('sales.rep');
});
afterAll(() => t.close());

interface Detail {
  Id: number;
  CustomerId: number;
  Version: number;
  Lines: { Id: number; Mpn: string; Quantity: number; UnitPrice: string }[];
}
interface Due {
  LineId: number;
  DueDate: string;
  Quantity: number;
  Remark: string;
}
const detail = async (id: number) =>
  ok<Detail>(await t.call('GET', `/merchant/sale/salesorder/${id}`, { token: rep }), 'detail');
const dues = async (id: number) =>
  ok<Due[]>(await t.call('GET', `/merchant/sale/salesorder/${id}/schedule`, { token: rep }), 'schedule');
const put = (id: number, body: Record<string, unknown>) =>
  t.call<{ Version: number }>('PUT', `/merchant/sale/salesorder/${id}/schedule`, {
    token: rep,
    body,
    lang: 'en-US',
  });
const list = (body: Record<string, unknown>, token = rep) =>
  t.call<{ Records: { OrderId: number; Week: string; Quantity: number; Mpn: string }[]; TotalCount: number }>(
    'POST',
    '/merchant/sale/salesorder/schedule/Query',
    { token, body },
  );
const weekOf = async (d: string) =>
  rows<{ w: string }>(await t.db.execute(sql`select to_char(${d}::date, 'IYYY-"W"IW') as w`))[0]!.w;

describe('sales order schedule', () => {
  it('splits a line into dated deliveries, listed per week for its salesperson', async () => {
    const o = await f.salesOrder();
    const d = await detail(o.id);
    const line = d.Lines[0]!; // 1000 pieces
    const res = await put(o.id, {
      Version: d.Version,
      LineId: line.Id,
      Deliveries: [
        { DueDate: day(14), Quantity: 600, Remark: 'rest' },
        { DueDate: day(7), Quantity: 400 },
      ],
    });
    expect(ok<{ Version: number }>(res, 'schedule').Version).toBe(d.Version + 1);
    expect((await dues(o.id)).map((x) => [x.DueDate, x.Quantity, x.Remark])).toEqual([
      [day(7), 400, ''],
      [day(14), 600, 'rest'],
    ]);
    // Replacing: one delivery of the whole line; an empty list clears it.
    ok(
      await put(o.id, {
        Version: d.Version + 1,
        LineId: line.Id,
        Deliveries: [{ DueDate: day(7), Quantity: 1000 }],
      }),
      'replace',
    );
    expect((await dues(o.id)).map((x) => x.Quantity)).toEqual([1000]);

    const week = await weekOf(day(7));
    const mine = await list({ Week: week, CustomerId: o.customerId });
    expect(ok<{ Records: unknown[] }>(mine, 'week').Records).toEqual([
      expect.objectContaining({ OrderId: o.id, Week: week, Quantity: 1000, Mpn: line.Mpn }),
    ]);
    // One order's deliveries (the order screen's due list): filter OrderId; each row names its order.
    const other = await f.salesOrder();
    const od = await detail(other.id);
    ok(
      await put(other.id, {
        Version: od.Version,
        LineId: od.Lines[0]!.Id,
        Deliveries: [{ DueDate: day(7), Quantity: 5 }],
      }),
      'other order',
    );
    const byOrder = ok<{ Records: { OrderId: number }[] }>(await list({ OrderId: o.id }), 'by order');
    expect(byOrder.Records.map((r) => r.OrderId)).toEqual([o.id]);
    const range = await list({ DueDateStart: day(6), DueDateEnd: day(8), CustomerId: o.customerId });
    expect(ok<{ TotalCount: number }>(range, 'range').TotalCount).toBe(1);
    expect(
      ok<{ TotalCount: number }>(
        await list({ DueDateStart: day(8), DueDateEnd: day(30), CustomerId: o.customerId }),
        'later',
      ).TotalCount,
    ).toBe(0);
    // Another salesperson sees none of it.
    const agent = await list({ CustomerId: o.customerId }, await f.token('sales.agent'));
    expect(ok<{ TotalCount: number }>(agent, 'agent').TotalCount).toBe(0);
    // A cancelled order leaves the list.
    await t.db.transaction(async (tx) => {
      await tx.update(salesOrder).set({ status: 9 }).where(eq(salesOrder.id, o.id));
      await refreshOrderStatuses(tx, o.id);
    });
    expect(ok<{ TotalCount: number }>(await list({ CustomerId: o.customerId }), 'cancelled').TotalCount).toBe(
      0,
    );
  });

  it('refuses each broken rule naming the field, writing nothing; the edit keeps the schedule whole', async () => {
    const o = await f.salesOrder();
    const other = await f.salesOrder();
    const d = await detail(o.id);
    const line = d.Lines[0]!;
    ok(
      await put(o.id, {
        Version: d.Version,
        LineId: line.Id,
        Deliveries: [{ DueDate: day(7), Quantity: 900 }],
      }),
      'first',
    );
    const v = d.Version + 1;
    const od = await detail(other.id);
    const before = await dues(o.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        {
          Deliveries: [
            { DueDate: day(7), Quantity: 600 },
            { DueDate: day(8), Quantity: 401 },
          ],
        },
        'Deliveries',
        'add up to 1001',
      ],
      [{ Deliveries: [{ DueDate: day(7), Quantity: 0 }] }, 'Deliveries[0].Quantity', 'positive whole number'],
      [
        { Deliveries: [{ DueDate: day(7), Quantity: -5 }] },
        'Deliveries[0].Quantity',
        'positive whole number',
      ],
      [{ Deliveries: [{ DueDate: '2026-02-30', Quantity: 5 }] }, 'Deliveries[0].DueDate', 'YYYY-MM-DD'],
      [{ Deliveries: [{ DueDate: '7/1/2026', Quantity: 5 }] }, 'Deliveries[0].DueDate', 'YYYY-MM-DD'],
      [{ LineId: od.Lines[0]!.Id }, 'LineId', 'select a line'],
    ];
    for (const [body, field, text] of cases) {
      const res = await put(o.id, { Version: v, LineId: line.Id, Deliveries: [], ...body });
      expect(res.status, `${field}: ${res.body.Message}`).toBe(400);
      expect(res.body.Data, res.body.Message).toMatchObject({ Field: field });
      expect(res.body.Message, field).toContain(text);
    }
    expect((await put(o.id, { Version: v - 1, LineId: line.Id, Deliveries: [] })).status).toBe(409);
    expect(await dues(o.id)).toEqual(before);
    expect((await detail(o.id)).Version).toBe(v);

    // The edit cannot lower the line below its 900 scheduled pieces.
    const now = await detail(o.id);
    const edit = await t.call('PUT', `/merchant/sale/salesorder/${o.id}`, {
      token: rep,
      lang: 'en-US',
      body: {
        ...salesOrderBody(now.CustomerId, [
          { Id: line.Id, Mpn: line.Mpn, Quantity: 800, UnitPrice: line.UnitPrice },
          ...now.Lines.slice(1).map((l) => ({
            Id: l.Id,
            Mpn: l.Mpn,
            Quantity: l.Quantity,
            UnitPrice: l.UnitPrice,
          })),
        ]),
        Version: now.Version,
      },
    });
    expect(edit.body.Data, edit.body.Message).toMatchObject({ Field: 'Lines[0].Quantity' });
    expect(edit.body.Message).toContain('add up to 900');
  });
});
