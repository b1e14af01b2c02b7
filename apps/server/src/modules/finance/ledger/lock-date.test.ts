import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await createTestApp();
  finance = await t.login('finance.head');
});
afterAll(() => t.close());

const url = '/merchant/finance/lockdate';
const count = async () =>
  rows<{ n: number }>(await t.db.execute(sql`select count(*)::int n from fin_period_lock`))[0]!.n;

describe('period lock date (finance setting, decision 0026)', () => {
  it('finance reads and moves it (history kept); not into the future; others may not', async () => {
    const first = await t.call<{ LockDate: string; History: unknown[] }>('GET', url, { token: finance });
    expect(first.body.Code).toBe(0);
    const n = await count();
    const rep = await t.login('sales.rep');
    expect((await t.call('GET', url, { token: rep })).status).toBe(403);
    expect((await t.call('PUT', url, { token: rep, body: { LockDate: '2026-01-31' } })).status).toBe(403);
    for (const LockDate of ['2999-01-01', '2026-02-30', 'x']) {
      const bad = await t.call('PUT', url, { token: finance, body: { LockDate }, lang: 'en-US' });
      expect(bad.status, LockDate).toBe(400);
      expect(bad.body.Data).toEqual({ Field: 'LockDate' });
    }
    const future = await t.call('PUT', url, {
      token: finance,
      body: { LockDate: '2999-01-01' },
      lang: 'en-US',
    });
    expect(future.body.Message).toMatch(/^The period lock date 2999-01-01 cannot be later than today/);
    expect(await count()).toBe(n);
    expect((await t.call('PUT', url, { token: finance, body: { LockDate: '2026-01-31' } })).body.Code).toBe(
      0,
    );
    const after = await t.call<{
      LockDate: string;
      History: { LockDate: string; CreatedBy: number; CreatedByName: string }[];
    }>('GET', url, { token: finance, lang: 'en-US' });
    expect(after.body.Data.LockDate).toBe('2026-01-31');
    expect(after.body.Data.History[0]).toMatchObject({
      LockDate: '2026-01-31',
      CreatedBy: expect.any(Number),
    });
    const [me] = rows<{ name: string }>(
      await t.db.execute(
        sql`select coalesce(nullif(name_en, ''), name) as name from sys_user where id = ${after.body.Data.History[0]!.CreatedBy}`,
      ),
    );
    expect(after.body.Data.History[0]!.CreatedByName, 'who moved it, by name in the reader language').toBe(
      me!.name,
    );
    expect(await count()).toBe(n + 1);
  });
});
