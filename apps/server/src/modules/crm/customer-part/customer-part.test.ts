import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { scalar, userIdOf } from '../test/crm-test-kit.js';

/** A customer's own part numbers (customer-part.routes.ts → use-cases/*-customer-part.ts). */
let t: TestApp;
const tok: Record<string, string> = {};
let mine: number;
let others: number;
beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['sales.rep', 'sales.dev', 'buyer', 'admin']) tok[a] = await t.login(a);
  const rep = await userIdOf(t, 'sales.rep');
  mine = await scalar(t, sql`select min(id) as v from crm_customer where owner_id = ${rep}`);
  others = await scalar(
    t,
    sql`select min(id) as v from crm_customer where owner_id <> ${rep} and owner_id is not null`,
  );
});
afterAll(() => t.close());

const part = (pn: string, over: Record<string, unknown> = {}) => ({
  CustomerPn: pn,
  Mpn: 'LM358DR',
  Brand: 'TI',
  ...over,
});
const count = (customerId: number) =>
  scalar(t, sql`select count(*)::int as v from crm_customer_part where customer_id = ${customerId}`);

describe('customer parts', () => {
  it('trio: no session −100, no customer screen 403, the owner adds and lists', async () => {
    expect(mine).toBeGreaterThan(0);
    const none = await t.call('GET', `/merchant/crm/customer/${mine}/parts`);
    expect(none.body.Code).toBe(-100);
    const buyer = await t.call('POST', `/merchant/crm/customer/${mine}/part`, {
      token: tok.buyer,
      body: part('PN-BUYER'),
    });
    expect(buyer.status).toBe(403);
    const add = await t.call<{ Id: number; CustomerPn: string; Mpn: string; CustomerId: number }>(
      'POST',
      `/merchant/crm/customer/${mine}/part`,
      { token: tok['sales.rep'], body: part('PN-H5-1') },
    );
    expect(add.body.Code).toBe(0);
    expect(add.body.Data).toMatchObject({ CustomerPn: 'PN-H5-1', Mpn: 'LM358DR', CustomerId: mine });
    const list = await t.call<{ Records: { CustomerPn: string }[]; TotalCount: number }>(
      'GET',
      `/merchant/crm/customer/${mine}/parts`,
      { token: tok['sales.rep'] },
    );
    expect(list.body.Data.Records.map((r) => r.CustomerPn)).toContain('PN-H5-1');
    expect(list.body.Data.TotalCount).toBe(list.body.Data.Records.length);
  });

  it('a PN is unique per customer, case-insensitively: 409 and nothing written', async () => {
    await t.call('POST', `/merchant/crm/customer/${mine}/part`, {
      token: tok['sales.rep'],
      body: part('PN-H5-DUP'),
    });
    const before = await count(mine);
    const dup = await t.call('POST', `/merchant/crm/customer/${mine}/part`, {
      token: tok['sales.rep'],
      body: part('pn-h5-dup'),
    });
    expect(dup.status).toBe(409);
    expect(dup.body.Code).not.toBe(0);
    expect(await count(mine)).toBe(before);
  });

  it('changes and removes a part; each is recorded in the customer history', async () => {
    const add = await t.call<{ Id: number }>('POST', `/merchant/crm/customer/${mine}/part`, {
      token: tok['sales.rep'],
      body: part('PN-H5-EDIT'),
    });
    const id = add.body.Data.Id;
    const edit = await t.call<{ Mpn: string; Remark: string }>('PUT', `/merchant/crm/part/${id}`, {
      token: tok['sales.rep'],
      body: part('PN-H5-EDIT', { Mpn: 'NE555DR', Remark: 'changed' }),
    });
    expect(edit.body.Code).toBe(0);
    expect(edit.body.Data).toMatchObject({ Mpn: 'NE555DR', Remark: 'changed' });
    const del = await t.call('PUT', `/merchant/crm/part/${id}/delete`, { token: tok['sales.rep'], body: {} });
    expect(del.body.Code).toBe(0);
    expect(await scalar(t, sql`select count(*)::int as v from crm_customer_part where id = ${id}`)).toBe(0);
    const actions = await scalar<string>(
      t,
      sql`select string_agg(action, ',' order by id) as v from doc_history
          where doc_type = 'customer' and doc_id = ${mine} and comment like 'PN-H5-EDIT%'`,
    );
    expect(actions).toBe('addPart,updatePart,deletePart');
  });

  it("another salesperson's customer answers 404 like a missing one; nothing changes", async () => {
    expect(others).toBeGreaterThan(0);
    const before = await count(others);
    const list = await t.call('GET', `/merchant/crm/customer/${others}/parts`, { token: tok['sales.rep'] });
    expect(list.status).toBe(404);
    const add = await t.call('POST', `/merchant/crm/customer/${others}/part`, {
      token: tok['sales.rep'],
      body: part('PN-H5-X'),
    });
    expect(add.status).toBe(404);
    expect(await count(others)).toBe(before);
    const missing = await t.call('PUT', '/merchant/crm/part/999999', {
      token: tok['sales.rep'],
      body: part('PN'),
    });
    expect(missing.status).toBe(404);
    // Scope "all" sees every customer's parts.
    const admin = await t.call('GET', `/merchant/crm/customer/${others}/parts`, { token: tok.admin });
    expect(admin.body.Code).toBe(0);
  });
});
