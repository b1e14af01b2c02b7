import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithout } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/** Invoice request: the route trio, create → list → detail, a refused input changing nothing (scaffolded). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const list = (token: string | null, body: Record<string, unknown> = {}) =>
  t.call<{ Records: { Id: number; No: string; Name: string }[]; TotalCount: number }>(
    'POST',
    '/merchant/finance/invoice/Query',
    {
      token,
      body,
    },
  );

describe('invoiceRequest', () => {
  it('no session −100; without the screen 403; the demo rows listed', async () => {
    expect((await list(null)).body.Code).toBe(-100);
    const denied = await accountWithout(t, 'POST merchant/finance/invoice/Query');
    expect((await list(denied)).status).toBe(403);
    expect((await list(admin)).body.Data.TotalCount).toBeGreaterThanOrEqual(2);
  });

  it('creates a numbered row the list and detail show', async () => {
    const res = await t.call<{ Id: number; No: string }>('POST', '/merchant/finance/invoice', {
      token: admin,
      body: { Name: '  New one  ', Remark: '' },
    });
    expect(res.body.Code, res.body.Message).toBe(0);
    expect(res.body.Data.No).toMatch(/^FP\d+$/);
    const found = await list(admin, { No: res.body.Data.No });
    expect(found.body.Data.Records.map((r) => r.Name)).toEqual(['New one']);
    const one = await t.call<{ Name: string }>('GET', `/merchant/finance/invoice/${res.body.Data.Id}`, {
      token: admin,
    });
    expect(one.body.Data.Name).toBe('New one');
  });

  it('refuses a blank name with a translated 400 naming the field, writing nothing', async () => {
    const before = (await list(admin)).body.Data.TotalCount;
    const res = await t.call('POST', '/merchant/finance/invoice', {
      token: admin,
      body: { Name: ' ' },
      lang: 'en-US',
    });
    expect(res.status).toBe(400);
    expect(res.body.Data).toMatchObject({ Field: 'Name' });
    expect((await list(admin)).body.Data.TotalCount).toBe(before);
  });
});
