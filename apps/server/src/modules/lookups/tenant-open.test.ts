import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { rows } from '../../core/db/index.js';

/** #10 item 11: owner companies 1 and 3 take no new documents (decision 0005); one shared check. */
let t: TestApp;
let rep: string;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp();
  rep = await t.login('sales.rep');
  const r = {
    rows: rows<{ id: number }>(
      await t.db.execute(sql`select c.id from crm_customer c join sys_user u on u.id = c.owner_id
      where u.account = 'sales.rep' and c.status = 2 order by c.id limit 1`),
    ),
  };
  customerId = r.rows[0]!.id;
});
afterAll(() => t.close());

async function snapshot(): Promise<string> {
  const r = {
    rows: rows<{ s: string }>(
      await t.db.execute(
        sql`select concat_ws(',', (select count(*) from crm_customer), (select count(*) from inq_inquiry),
      (select count(*) from dmd_demand), (select count(*) from review_request)) as s`,
      ),
    ),
  };
  return r.rows[0]!.s;
}

const setTenant = (tenantId: number) =>
  t.db.execute(sql`update crm_customer set tenant_id = ${tenantId} where id = ${customerId}`);

const refused = async (
  res: { status: number; body: { Code: number; Message: string; Data: unknown } },
  field: string,
  label: string,
) => {
  expect([res.status, res.body.Code], label).toEqual([400, 400]);
  expect((res.body.Data as { Field?: string } | null)?.Field, label).toBe(field);
  expect(res.body.Message, label).toMatch(/no longer takes new documents/);
};

describe('closed owner companies take no new documents', () => {
  it('POST /merchant/crm/customer with TenantId 1 or 3: 400 naming TenantId, nothing written; 2 and 4 pass the check', async () => {
    const before = await snapshot();
    for (const tenantId of [1, 3]) {
      const res = await t.call('POST', '/merchant/crm/customer', {
        token: rep,
        lang: 'en-US',
        body: {
          ShortName: `Closed ${tenantId}`,
          Name: `Closed Company Test ${tenantId}`,
          Attribute: 1,
          Source: 5,
          BusinessType: 1,
          CountryCode: 'CN',
          Currency: 'CNY',
          TenantId: tenantId,
          Contacts: [{ Name: '李雷', Email: `li@closed${tenantId}x${process.pid}.example`, Phone: '' }],
        },
      });
      await refused(res, 'TenantId', `tenant ${tenantId}`);
    }
    expect(await snapshot()).toBe(before);
    const zh = await t.call('POST', '/merchant/crm/customer', {
      token: rep,
      body: {
        ShortName: 'Closed zh',
        Name: 'Closed zh',
        Attribute: 1,
        Source: 5,
        BusinessType: 1,
        CountryCode: 'CN',
        Currency: 'CNY',
        TenantId: 3,
        Contacts: [{ Name: '李雷', Email: `li@closedzh${process.pid}.example`, Phone: '' }],
      },
    });
    expect(zh.body.Message).toMatch(/已停用新单据/);
  });

  it('POST inquiry and demand for a customer of a closed company: 400 naming CustomerId, nothing written', async () => {
    const line = { Mpn: 'TPS54331DR', Brand: 'TI', Quantity: 100 };
    for (const tenantId of [1, 3]) {
      await setTenant(tenantId);
      const before = await snapshot();
      const inq = await t.call('POST', '/merchant/forqutation/inquiry', {
        token: rep,
        lang: 'en-US',
        body: { CustomerId: customerId, Lines: [line] },
      });
      await refused(inq, 'CustomerId', `inquiry, tenant ${tenantId}`);
      const dmd = await t.call('POST', '/merchant/demand/demand', {
        token: rep,
        lang: 'en-US',
        body: { CustomerId: customerId, Lines: [line] },
      });
      await refused(dmd, 'CustomerId', `demand, tenant ${tenantId}`);
      expect(await snapshot()).toBe(before);
    }
    // The same customer in an open company: both are created.
    await setTenant(2);
    const inq = await t.call('POST', '/merchant/forqutation/inquiry', {
      token: rep,
      body: { CustomerId: customerId, Lines: [line] },
    });
    expect(inq.body.Code, JSON.stringify(inq.body)).toBe(0);
    const dmd = await t.call('POST', '/merchant/demand/demand', {
      token: rep,
      body: { CustomerId: customerId, Lines: [line] },
    });
    expect(dmd.body.Code, JSON.stringify(dmd.body)).toBe(0);
  });
});
