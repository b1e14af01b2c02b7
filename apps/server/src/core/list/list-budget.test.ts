import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { statementsOf } from '../../test/query-budget.js';
import { kitResources } from '../resource/index.js';

/**
 * Query-count budget (#11): a list request is its page and its count — 2 statements whatever the page
 * size (no statement per row: N+1 cannot creep in), plus what a binding's `decorate` adds for the whole
 * page; a detail stays within its budget. Generated over every registered kit resource. Sessions are
 * cached for the whole test, so the session check (cached in production for sessionCacheMs) is warm.
 */
let t: TestApp;
let admin: string;
let rep: string;
beforeAll(async () => {
  t = await createTestApp({ config: { sessionCacheMs: 3_600_000 } });
  admin = await t.login('admin');
  rep = await t.login('sales.rep');
});
afterAll(() => t?.close());

/** Statements a binding's `decorate` adds for a whole page (never per row). */
const DECORATE: Record<string, number> = { 'setup.user': 1 };

async function budgetOf(url: string, token: string, body: unknown, method: 'GET' | 'POST' = 'POST') {
  await t.call(method, url, { token, body }); // warm: session cache, lookups
  const { result, statements } = await statementsOf(t, () => t.call(method, url, { token, body }));
  expect(result.body.Code, `${url}: ${result.body.Message}`).toBe(0);
  return statements;
}

describe('query budget per request', () => {
  it('every kit list: page + count = 2 statements, whatever the page size', async () => {
    const over: string[] = [];
    const resources = kitResources(t.app.ctx.registry);
    expect(resources.length).toBeGreaterThan(10);
    for (const r of resources) {
      const budget = 2 + (DECORATE[r.name] ?? 0);
      for (const pageSize of [1, 100]) {
        const s = await budgetOf(r.list, admin, { pageIndex: 1, pageSize });
        if (s.length !== budget)
          over.push(`${r.name} (page ${pageSize}): ${s.length} > ${budget}\n${s.join('\n')}`);
      }
    }
    expect(over).toEqual([]);
  });

  it('the scoped customer list of a salesperson: 2 statements, the primary contact joined once', async () => {
    const s = await budgetOf('/merchant/crm/customer/Query', rep, { pageSize: 50, sortField: 'CreatedAt' });
    expect(s).toHaveLength(2);
    expect(s[0]).toContain('left join lateral');
    // No correlated subquery per column and row in the select list.
    expect(s[0]?.split(' from "crm_customer"')[0]).not.toContain('(select');
    expect(s[1]).toMatch(/^select count\(\*\) from "crm_customer" where/);
  });

  it('a customer detail stays within 4 statements', async () => {
    const list = await t.call<{ Records: { Id: number }[] }>('POST', '/merchant/crm/customer/Query', {
      token: rep,
      body: { pageSize: 1 },
    });
    const id = list.body.Data.Records[0]?.Id;
    expect(id).toBeTruthy();
    const s = await budgetOf(`/merchant/crm/customer/${id}`, rep, undefined, 'GET');
    expect(s.length, s.join('\n')).toBeLessThanOrEqual(4);
  });
});
