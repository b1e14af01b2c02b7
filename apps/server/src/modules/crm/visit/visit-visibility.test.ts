import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { rows } from '../../../core/db/index.js';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['sales.rep', 'sales.dev']) tok[a] = await t.login(a);
});
afterAll(() => t.close());

const uid = async (account: string) =>
  rows<{ id: number }>(await t.db.execute(sql`select id from sys_user where account = ${account}`))[0]!.id;

describe('visit visibility follows the salesperson, not the creator (#10 item 4)', () => {
  it('a visit its creator no longer holds answers 404 like a missing one and leaves their list', async () => {
    const rep = await uid('sales.rep');
    const dev = await uid('sales.dev');
    const [v] = rows<{ id: number; no: string }>(
      await t.db.execute(sql`select id, no from crm_visit where salesperson_id = ${rep} order by id limit 1`),
    );
    await t.db.execute(
      sql`update crm_visit set created_by = ${rep}, salesperson_id = ${dev} where id = ${v!.id}`,
    );
    const other = await t.call('GET', `/merchant/sale/customervisit/${v!.id}`, { token: tok['sales.rep'] });
    const missing = await t.call('GET', '/merchant/sale/customervisit/99999999', { token: tok['sales.rep'] });
    expect([other.status, other.body.Code, other.body.Message]).toEqual([404, 404, missing.body.Message]);
    const list = await t.call<{ Records: { Id: number }[] }>('POST', '/merchant/sale/customervisit/Query', {
      token: tok['sales.rep'],
      body: { pageSize: 100 },
    });
    expect(list.body.Code).toBe(0);
    expect(list.body.Data.Records.map((r) => r.Id)).not.toContain(v!.id);
    expect(
      (await t.call('GET', `/merchant/sale/customervisit/${v!.id}`, { token: tok['sales.dev'] })).body.Code,
    ).toBe(0);
  });
});
