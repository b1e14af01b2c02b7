import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { userIdOf } from '../test/crm-test-kit.js';
import { rows } from '../../../core/db/index.js';

let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['sales.rep', 'sales.dev', 'admin']) tok[a] = await t.login(a);
});
afterAll(() => t.close());

const get = (who: string, id: number) => t.call('GET', `/merchant/crm/customer/${id}`, { token: tok[who] });
const listIds = async (who: string, body: Record<string, unknown>) =>
  (
    await t.call<{ Records: { Id: number }[] }>('POST', '/merchant/crm/customer/Query', {
      token: tok[who],
      body,
    })
  ).body.Data.Records.map((r) => r.Id);
const history = (who: string, id: number) =>
  t.call('GET', '/merchant/document/history', { token: tok[who], query: { type: 'customer', id } });

describe('customer visibility follows ownership, not authorship (#10 item 4)', () => {
  it('the creator loses the customer once it is someone else’s or in the pool; out of view = missing (404)', async () => {
    const rep = await userIdOf(t, 'sales.rep');
    const dev = await userIdOf(t, 'sales.dev');
    const [c] = rows<{ id: number; code: string }>(
      await t.db.execute(
        sql`select id, code from crm_customer where owner_id = ${rep} and status = 2 order by id limit 1`,
      ),
    );
    const id = c!.id;
    await t.db.execute(sql`update crm_customer set created_by = ${rep} where id = ${id}`);
    expect((await get('sales.rep', id)).body.Code).toBe(0);

    const missing = await get('sales.rep', 99_999_999);
    expect([missing.status, missing.body.Code]).toEqual([404, 404]);
    const sameAsMissing = async (label: string) => {
      const r = await get('sales.rep', id);
      expect([r.status, r.body.Code, r.body.Message], label).toEqual([404, 404, missing.body.Message]);
      expect(JSON.stringify(r.body), label).not.toContain('@');
      expect(await listIds('sales.rep', { Code: c!.code }), label).toEqual([]);
      expect((await history('sales.rep', id)).status, label).toBe(404);
    };

    // Transferred to another salesperson: the new owner sees it, the creator does not.
    await t.db.execute(sql`update crm_customer set owner_id = ${dev} where id = ${id}`);
    await sameAsMissing('owned by sales.dev');
    expect((await get('sales.dev', id)).body.Code).toBe(0);
    expect(await listIds('sales.dev', { Code: c!.code })).toEqual([id]);

    // Back in the pool: only the pool's masked view.
    await t.db.execute(sql`update crm_customer set owner_id = null where id = ${id}`);
    await sameAsMissing('in the pool');
    const pool = await t.call('GET', `/merchant/crm/pool/${id}`, { token: tok['sales.rep'] });
    expect(pool.body.Code).toBe(0);
    expect(JSON.stringify(pool.body.Data)).not.toMatch(/[A-Za-z0-9]{2,}@/);
    expect((await get('admin', id)).body.Code).toBe(0);
  });
});
