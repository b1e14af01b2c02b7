import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userId } from '../../core/documents/demo-doc.fixture.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { crmCustomer } from '../crm/index.js';

let t: TestApp;
const tok: Record<string, string> = {};
const base = '/merchant/demand/demand';

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['sales.rep', 'sales.manager', 'sales.leader', 'sales.director', 'admin'])
    tok[a] = await t.login(a);
});
afterAll(() => t.close());

describe('demand order visibility (#10 item 9: sales roles see their own data, spec §6)', () => {
  it('sales managers, leaders and directors neither list nor open another salesperson’s demand order', async () => {
    const rep = await userId(t.db, 'sales.rep');
    const [c] = await t.db
      .select()
      .from(crmCustomer)
      .where(and(eq(crmCustomer.ownerId, rep), eq(crmCustomer.status, 2)))
      .limit(1);
    const made = await t.call<{ Id: number }>('POST', base, {
      token: tok['sales.rep'],
      body: { CustomerId: c!.id, Lines: [{ Mpn: 'TPS54331DR', Brand: 'TI', Quantity: 10 }] },
    });
    expect(made.body.Code, JSON.stringify(made.body)).toBe(0);
    const id = made.body.Data.Id;
    for (const a of ['sales.manager', 'sales.leader', 'sales.director']) {
      const list = await t.call<{ Records: { Id: number; SalespersonId: number }[] }>(
        'POST',
        `${base}/Query`,
        {
          token: tok[a],
          body: { pageSize: 100, status: 1 },
        },
      );
      expect(list.body.Code, a).toBe(0);
      const me = await userId(t.db, a);
      expect(
        list.body.Data.Records.map((r) => r.Id),
        a,
      ).not.toContain(id);
      expect(
        list.body.Data.Records.every((r) => r.SalespersonId === me),
        a,
      ).toBe(true);
      const other = await t.call('GET', `${base}/${id}`, { token: tok[a] });
      const missing = await t.call('GET', `${base}/99999999`, { token: tok[a] });
      expect([other.status, other.body.Code], a).toEqual([404, 404]);
      expect([missing.status, missing.body.Code], a).toEqual([404, 404]);
      expect(other.body.Message).toBe(missing.body.Message);
    }
    // The one who may confirm it (administrators: the demand chain) and its owner still open it.
    expect((await t.call('GET', `${base}/${id}`, { token: tok.admin })).body.Code).toBe(0);
    expect((await t.call('GET', `${base}/${id}`, { token: tok['sales.rep'] })).body.Code).toBe(0);
  });
});
