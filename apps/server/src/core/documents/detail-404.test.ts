import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { rows as resultRows } from '../db/index.js';

/**
 * #10 item 14: a record outside the caller's view answers exactly as a missing one (404, same Code and
 * message) on every document detail route, so ids cannot be probed for existence. The caller is a
 * salesperson (sales.dev) holding the screens but no review queue; the row belongs to someone else.
 */
const ROUTES: { url: string; table: string; owner: string }[] = [
  { url: '/merchant/crm/customer', table: 'crm_customer', owner: 'owner_id' },
  { url: '/merchant/demand/demand', table: 'dmd_demand', owner: 'salesperson_id' },
  { url: '/merchant/forqutation/inquiry', table: 'inq_inquiry', owner: 'salesperson_id' },
  { url: '/merchant/forqutation/quotation', table: 'quo_quote', owner: 'salesperson_id' },
  { url: '/merchant/forqutation/purchaserequest', table: 'inq_purchase_request', owner: 'requested_by' },
  { url: '/merchant/sale/customervisit', table: 'crm_visit', owner: 'salesperson_id' },
  {
    url: '/merchant/crm/balancerefund',
    table: 'crm_balance_refund',
    owner: '(select c.owner_id from crm_customer c where c.id = customer_id)',
  },
];

let t: TestApp;
let token: string;
let me: number;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('sales.dev');
  const r = {
    rows: resultRows<{ id: number }>(
      await t.db.execute(sql`select id from sys_user where account = 'sales.dev'`),
    ),
  };
  me = r.rows[0]!.id;
});
afterAll(() => t.close());

describe('out of view = missing on every document detail route', () => {
  for (const r of ROUTES) {
    it(`GET ${r.url}/:id`, async () => {
      const rows = {
        rows: resultRows<{ id: number }>(
          await t.db.execute(
            sql`select id from ${sql.identifier(r.table)} x
            where ${sql.raw(r.owner)} is distinct from ${me} and created_by is distinct from ${me}
            order by id limit 1`,
          ),
        ),
      };
      const id = rows.rows[0]?.id;
      expect(id, `${r.table}: a row of someone else in the demo data`).toBeDefined();
      const other = await t.call('GET', `${r.url}/${id}`, { token, lang: 'en-US' });
      const missing = await t.call('GET', `${r.url}/99999999`, { token, lang: 'en-US' });
      expect([missing.status, missing.body.Code]).toEqual([404, 404]);
      expect([other.status, other.body.Code, other.body.Message]).toEqual([
        missing.status,
        missing.body.Code,
        missing.body.Message,
      ]);
    });
  }
});
