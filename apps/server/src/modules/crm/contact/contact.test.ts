import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { crmSnapshot, customerBody, domain, scalar } from '../test/crm-test-kit.js';
import { rows } from '../../../core/db/index.js';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['sales.rep', 'sales.dev', 'sales.leader']) tok[a] = await t.login(a);
});
afterAll(() => t.close());

/** An approved customer of `who`. */
async function activeCustomer(who: string, dom = domain()) {
  const c = await t.call<{ Id: number; Contacts: { Id: number; Version: number }[] }>(
    'POST',
    '/merchant/crm/customer',
    {
      token: tok[who],
      body: customerBody(dom),
    },
  );
  const req = await scalar<number>(
    t,
    sql`select id from review_request where doc_id = ${c.body.Data.Id} and doc_type = 'customer' and status = 'pending'`,
  );
  await t.call('PUT', '/merchant/review/customer/approve', {
    token: tok['sales.leader'],
    body: { Ids: [req] },
  });
  return c.body.Data;
}
const contact = (body: Record<string, unknown>) => ({ Name: '韩梅梅', Position: '采购', ...body });

describe('contacts', () => {
  it('adds a contact; refuses one without any of the five methods or with a bad email', async () => {
    const c = await activeCustomer('sales.rep');
    const ok = await t.call<{ Id: number }>('POST', '/merchant/crm/contact', {
      token: tok['sales.rep'],
      body: contact({ CustomerId: c.Id, WeChat: 'hmm_wx' }),
    });
    expect(ok.body.Code).toBe(0);
    const before = await crmSnapshot(t);
    const none = await t.call('POST', '/merchant/crm/contact', {
      token: tok['sales.rep'],
      body: contact({ CustomerId: c.Id, OtherNumber: '+1 555 0100' }),
    });
    expect(none.status).toBe(400);
    expect(none.body.Message).toBe('联系人韩梅梅：邮箱、电话、QQ、微信、Skype 至少填写一项');
    const bad = await t.call('POST', '/merchant/crm/contact', {
      token: tok['sales.rep'],
      body: contact({ CustomerId: c.Id, Email: 'han@@x' }),
      lang: 'en-US',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Message).toBe('Please enter a valid email address');
    expect(await crmSnapshot(t)).toBe(before);
  });

  it('another salesperson cannot operate on a contact (404 like a missing one, translated), nothing changes', async () => {
    const c = await activeCustomer('sales.rep');
    const id = c.Contacts[0]!.Id;
    const before = await crmSnapshot(t);
    const upd = await t.call('PUT', `/merchant/crm/contact/${id}`, {
      token: tok['sales.dev'],
      body: contact({ Email: 'x@y.example', Version: 1 }),
    });
    expect(upd.status).toBe(404);
    // Another salesperson's contact answers as a missing one (#10 item 14).
    expect(upd.body.Message).toBe('记录不存在');
    const del = await t.call('PUT', `/merchant/crm/contact/${id}/delete`, {
      token: tok['sales.dev'],
      body: {},
    });
    expect(del.status).toBe(404);
    const add = await t.call('POST', '/merchant/crm/contact', {
      token: tok['sales.dev'],
      body: contact({ CustomerId: c.Id, Phone: '13800000000' }),
    });
    expect(add.status).toBe(404);
    // The last contact of a customer stays.
    const last = await t.call('PUT', `/merchant/crm/contact/${id}/delete`, {
      token: tok['sales.rep'],
      body: {},
    });
    expect(last.status).toBe(409);
    expect(await crmSnapshot(t)).toBe(before);
  });

  it('an email or phone already on another customer goes to contact-conflict review', async () => {
    const a = await activeCustomer('sales.rep');
    const b = await activeCustomer('sales.dev');
    const aEmail = await scalar<string>(
      t,
      sql`select email from crm_contact where customer_id = ${a.Id} limit 1`,
    );
    const res = await t.call<{ Id: number }>('POST', '/merchant/crm/contact', {
      token: tok['sales.dev'],
      body: contact({ CustomerId: b.Id, Email: aEmail.toUpperCase() }),
    });
    expect(res.body.Code).toBe(0);
    const row = rows<{ status: number; c: number }>(
      await t.db.execute(
        sql`select status, conflict_customer_id as c from crm_contact where id = ${res.body.Data.Id}`,
      ),
    )[0]!;
    expect(row).toEqual({ status: 1, c: a.Id });
    const counts = await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
      token: tok['sales.leader'],
    });
    expect(counts.body.Data.Counts.ContactConflictCount).toBeGreaterThan(0);
    // Under review: not editable.
    const upd = await t.call('PUT', `/merchant/crm/contact/${res.body.Data.Id}`, {
      token: tok['sales.dev'],
      body: contact({ Phone: '020-1234567', Version: 1 }),
    });
    expect(upd.status).toBe(409);
    const req = await scalar<number>(
      t,
      sql`select id from review_request where doc_type = 'contactConflict' and doc_id = ${res.body.Data.Id} and status = 'pending'`,
    );
    await t.call('PUT', '/merchant/review/contactConflict/approve', {
      token: tok['sales.leader'],
      body: { Ids: [req] },
    });
    expect(await scalar(t, sql`select status from crm_contact where id = ${res.body.Data.Id}`)).toBe(2);
  });

  it('customer part numbers: add, unique per customer (case-insensitive), owner only', async () => {
    const c = await activeCustomer('sales.rep');
    const add = (who: string, pn: string) =>
      t.call('POST', `/merchant/crm/customer/${c.Id}/part`, {
        token: tok[who],
        body: { CustomerPn: pn, Mpn: 'STM32F103C8T6', Brand: 'ST' },
      });
    expect((await add('sales.rep', 'ABC-001')).body.Code).toBe(0);
    expect((await add('sales.rep', 'abc-001')).status).toBe(409);
    expect((await add('sales.dev', 'ABC-002')).status).toBe(404);
    const list = await t.call<{ Records: { CustomerPn: string }[] }>(
      'GET',
      `/merchant/crm/customer/${c.Id}/parts`,
      {
        token: tok['sales.rep'],
      },
    );
    expect(list.body.Data.Records.map((r) => r.CustomerPn)).toEqual(['ABC-001']);
  });
});
