import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { rows } from '../../../core/db/index.js';

/**
 * Issue #20 item 19: the RFQ library lists one inquiry's lines in line order under its newest-first
 * default, and sorts by MPN on the normalised (upper-case) MPN, not as typed.
 */

let t: TestApp;
let rep: string;
let buyer: string;
let customerId: number;

const MPNS = ['lm358dr', 'STM32F103C8T6', 'BAV99,215', 'esp32-wroom-32e', 'Tps54331dr', 'AD8606ARZ'];

async function createInquiry(mpns: string[]) {
  const res = await t.call<{ Id: number; No: string }>('POST', '/merchant/forqutation/inquiry', {
    token: rep,
    body: { CustomerId: customerId, Lines: mpns.map((Mpn, i) => ({ Mpn, Quantity: 100 + i })) },
  });
  expect(res.body.Code, res.body.Message).toBe(0);
  return res.body.Data.No;
}

async function library(inquiryNo: string | undefined, body: Record<string, unknown> = {}) {
  const res = await t.call<{ Records: { Mpn: string }[] }>('POST', '/merchant/forqutation/rfqlibrary/Query', {
    token: buyer,
    body: { ...(inquiryNo ? { InquiryNo: inquiryNo } : {}), pageSize: 100, ...body },
  });
  expect(res.body.Code, res.body.Message).toBe(0);
  return res.body.Data.Records.map((r) => r.Mpn);
}

beforeAll(async () => {
  t = await createTestApp();
  rep = await t.login('sales.rep');
  buyer = await t.login('buyer');
  const c = {
    rows: rows<{ id: number }>(
      await t.db.execute(sql`
    select c.id from crm_customer c join sys_user u on u.id = c.owner_id
    where u.account = 'sales.rep' and c.status = 2 order by c.id limit 1`),
    ),
  };
  customerId = c.rows[0]!.id;
});
afterAll(() => t.close());

describe('RFQ library order (issue #20 item 19)', () => {
  it("lists one inquiry's lines in line order (the default sort is newest first, lines created together tie)", async () => {
    const no = await createInquiry(MPNS);
    expect(await library(no)).toEqual(MPNS);
    // Paging keeps the same order.
    const first = await library(no, { pageSize: 4, pageIndex: 1 });
    const second = await library(no, { pageSize: 4, pageIndex: 2 });
    expect([...first, ...second]).toEqual(MPNS);
  });

  it("keeps two inquiries' lines apart and each in line order", async () => {
    const a = await createInquiry(['ZZ-A3', 'zz-a1', 'ZZ-A2']);
    const b = await createInquiry(['ZZ-B2', 'ZZ-B1']);
    // The newer inquiry first, each in its line order.
    expect(await library(undefined, { Mpn: 'zz-' })).toEqual(['ZZ-B2', 'ZZ-B1', 'ZZ-A3', 'zz-a1', 'ZZ-A2']);
    expect(b).not.toBe(a);
  });

  it('sorts by MPN case-insensitively, both ways', async () => {
    const no = await createInquiry(MPNS);
    const upper = [...MPNS].sort((x, y) => (x.toUpperCase() < y.toUpperCase() ? -1 : 1));
    expect(await library(no, { sortField: 'Mpn', sortOrder: 'ascend' })).toEqual(upper);
    expect(await library(no, { sortField: 'Mpn', sortOrder: 'descend' })).toEqual([...upper].reverse());
  });
});
