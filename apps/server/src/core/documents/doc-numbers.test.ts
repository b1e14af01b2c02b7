import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { rows as resultRows } from '../db/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return resultRows<T>(await t.db.execute(q));
}

/** Every table with a document number column (`no`), found in the catalogue: new ones are covered too. */
const numberedTables = () =>
  rows<{ table: string }>(sql`select table_name as "table" from information_schema.columns
    where table_schema = current_schema() and column_name = 'no' order by table_name`);

describe('document numbers are unique across the group (#10 item 13, #20 item 18)', () => {
  it('the seeded demo database holds no number twice, and every numbered table has a unique index on it', async () => {
    const tables = await numberedTables();
    expect(tables.map((r) => r.table)).toEqual(
      expect.arrayContaining(['inq_inquiry', 'inq_purchase_quote', 'quo_quote', 'crm_visit', 'dmd_demand']),
    );
    for (const { table } of tables) {
      const dup = await rows<{ no: string; n: number }>(
        sql`select no, count(*)::int as n from ${sql.identifier(table)} group by no having count(*) > 1 limit 5`,
      );
      expect(dup, table).toEqual([]);
      const [total] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`);
      const uq = await rows<{ name: string }>(sql`select indexname as name from pg_indexes
        where schemaname = current_schema() and tablename = ${table}
          and indexdef like 'CREATE UNIQUE INDEX%' and indexdef like '%USING btree (no)'`);
      expect(uq.length, `${table} (${total!.n} rows): unique index on no`).toBe(1);
    }
  });

  it('inquiries created the same day, at once, for customers of two companies get different numbers', {
    tags: ['concurrency'],
  }, async () => {
    const rep = await t.login('sales.rep');
    const customers = await rows<{
      id: number;
    }>(sql`select c.id from crm_customer c join sys_user u on u.id = c.owner_id
      where u.account = 'sales.rep' and c.status = 2 order by c.id limit 2`);
    expect(customers.length).toBe(2);
    await t.db.execute(sql`update crm_customer set tenant_id = 2 where id = ${customers[0]!.id}`);
    await t.db.execute(sql`update crm_customer set tenant_id = 4 where id = ${customers[1]!.id}`);
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.call<{ Id: number; No: string }>('POST', '/merchant/forqutation/inquiry', {
          token: rep,
          body: {
            CustomerId: customers[i % 2]!.id,
            Lines: [{ Mpn: 'LM358DR', Brand: 'TI', Quantity: 10 + i }],
          },
        }),
      ),
    );
    for (const r of made) expect(r.body.Code, JSON.stringify(r.body)).toBe(0);
    const nos = made.map((r) => r.body.Data.No);
    expect(new Set(nos).size).toBe(8);
    const tenants = await rows<{ tenant_id: number }>(
      sql`select distinct tenant_id from inq_inquiry where no in ${nos}`,
    );
    expect(tenants.map((r) => r.tenant_id).sort()).toEqual([2, 4]);
    // One day, one series: the same date part, consecutive sequence numbers.
    expect(new Set(nos.map((n) => n.slice(0, 7))).size).toBe(1);
  });
});
