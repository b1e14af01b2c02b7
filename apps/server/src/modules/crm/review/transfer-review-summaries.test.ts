import type { ReviewSummary } from '@partdesk/shared/core/review-summary';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { scalar, userIdOf } from '../test/crm-test-kit.js';
import { rows as resultRows } from '../../../core/db/index.js';

/**
 * #20 item 9 (left over): the customer transfer and return-to-pool queues carry what to decide from —
 * the customer's name (code), its salesperson and level, the owner old → new (the other salesperson or
 * the public pool), the reason given, why it needs review; in the reader's language. The requests are
 * made through the API (the demo data has none pending).
 */

interface QueueRow {
  DocId: number;
  DocNo: string;
  Summary: ReviewSummary | null;
}

let t: TestApp;
let rep: string;
let director: string;
beforeAll(async () => {
  t = await createTestApp();
  rep = await t.login('sales.rep');
  director = await t.login('sales.director');
});
afterAll(() => t.close());

/** An active customer of sales.rep with no transfer request yet. */
async function freeCustomer(skip: number[]): Promise<{ id: number; version: number; code: string }> {
  const r = {
    rows: resultRows<{ id: number; version: number; code: string }>(
      await t.db.execute(
        sql`select c.id, c.version, c.code from crm_customer c join sys_user u on u.id = c.owner_id
        where u.account = 'sales.rep' and c.status = 2
          and not exists (select 1 from crm_customer_transfer x where x.customer_id = c.id)
        order by c.id`,
      ),
    ),
  };
  const row = r.rows.find((x) => !skip.includes(x.id));
  expect(row, 'sales.rep has a free active customer').toBeDefined();
  return row!;
}

async function queueRow(type: string, docId: number, lang: string): Promise<QueueRow> {
  const res = await t.call<{ Records: QueueRow[] }>('POST', `/merchant/review/${type}/Query`, {
    token: director,
    lang,
    body: { pageIndex: 1, pageSize: 100 },
  });
  expect(res.body.Code, type).toBe(0);
  const row = res.body.Data.Records.find((r) => r.DocId === docId);
  expect(row, `${type} request ${docId} in the director's queue`).toBeDefined();
  return row!;
}

const customerFacts = (id: number) =>
  t.db.execute(
    sql`select c.name, c.code, d.text as level, d.text_en as level_en from crm_customer c
        join sys_dict_line d on d.dict_code = 'CompanyLevel' and d.value = c.level::text where c.id = ${id}`,
  ) as unknown as Promise<{ rows: { name: string; code: string; level: string; level_en: string }[] }>;

describe('transfer / return-to-pool queue summaries (#20 item 9)', () => {
  it('a transfer: customer name (code), salesperson, owner from → to, level, reason given, why (zh-CN and en-US)', async () => {
    const c = await freeCustomer([]);
    const dev = await userIdOf(t, 'sales.dev');
    const res = await t.call<{ Id: number }>('PUT', `/merchant/crm/customer/${c.id}/transfer-request`, {
      token: rep,
      body: { ToOwnerId: dev, Reason: '客户搬到华南', Version: c.version },
    });
    expect(res.body.Code, res.body.Message).toBe(0);
    const names = {
      rows: resultRows<{ account: string; name: string; name_en: string }>(
        await t.db.execute(
          sql`select account, name, coalesce(nullif(name_en, ''), name) as name_en from sys_user
          where account in ('sales.rep', 'sales.dev')`,
        ),
      ),
    };
    const user = (a: string) => names.rows.find((u) => u.account === a)!;
    const { rows } = await customerFacts(c.id);
    const cust = rows[0]!;

    const zh = await queueRow('customerTransfer', res.body.Data.Id, 'zh-CN');
    expect(zh.Summary).toEqual({
      Who: `${cust.name} (${cust.code})`,
      Owner: user('sales.rep').name,
      Facts: [
        { Label: 'resources.review.Owner', Value: user('sales.dev').name, From: user('sales.rep').name },
        { Label: 'resources.review.Level', Value: cust.level },
        { Label: 'resources.review.RequestReason', Value: '客户搬到华南' },
      ],
      Reason: { Key: 'resources.review.reasonTransfer' },
    });
    const en = await queueRow('customerTransfer', res.body.Data.Id, 'en-US');
    expect(en.Summary!.Owner).toBe(user('sales.rep').name_en);
    expect(en.Summary!.Facts![0]).toEqual({
      Label: 'resources.review.Owner',
      Value: user('sales.dev').name_en,
      From: user('sales.rep').name_en,
    });
    expect(en.Summary!.Facts![1]!.Value).toBe(cust.level_en);
  });

  it('a return to the pool: the owner goes from the salesperson to the public pool, in the reader’s language', async () => {
    const taken = (await scalar<number[]>(
      t,
      sql`select coalesce(array_agg(customer_id), '{}') from crm_customer_transfer`,
    )) as number[];
    const c = await freeCustomer(taken);
    const res = await t.call<{ Id: number }>('PUT', `/merchant/crm/customer/${c.id}/release-request`, {
      token: rep,
      body: { Reason: '不再采购', Version: c.version },
    });
    expect(res.body.Code, res.body.Message).toBe(0);
    const zh = await queueRow('customerReturn', res.body.Data.Id, 'zh-CN');
    expect(zh.Summary!.Facts![0]!.Value).toBe('公海');
    expect(zh.Summary!.Facts![2]).toEqual({ Label: 'resources.review.RequestReason', Value: '不再采购' });
    expect(zh.Summary!.Reason).toEqual({ Key: 'resources.review.reasonReturn' });
    const en = await queueRow('customerReturn', res.body.Data.Id, 'en-US');
    expect(en.Summary!.Facts![0]!.Value).toBe('Public pool');
  });
});
