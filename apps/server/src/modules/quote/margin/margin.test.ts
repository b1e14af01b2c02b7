import { PROFIT_MARGIN_DELETE_TYPE, QUOTE_PERMITS } from '@partdesk/shared/quote/quote-codes';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../db/seed/demo.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { quoProfitMargin } from '../quote.table.js';

/** Profit margins over HTTP (PGlite): access, 400s naming the field, overlap, version, generic delete. */
let t: TestApp;
const tok: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['sales.rep', 'purchase.head']) tok[a.split('.').pop()!] = await t.login(a);
});
afterAll(() => t.close());

describe('profit margins (/purchase/parameterSetting/profitMargin)', () => {
  it('lists the demo rows to holders of the screen only', async () => {
    expect((await t.call('POST', '/merchant/purchase/profitmargin/Query', { body: {} })).body.Code).toBe(
      -100,
    );
    expect(
      (await t.call('POST', '/merchant/purchase/profitmargin/Query', { token: tok.rep!, body: {} })).status,
    ).toBe(403);
    const r = await t.call<{
      Records: { Brand: string; CostFrom: string; MarginPercent: string }[];
      TotalCount: number;
    }>('POST', '/merchant/purchase/profitmargin/Query', { token: tok.head!, body: { pageSize: 100 } });
    expect(r.body.Code).toBe(0);
    expect(r.body.Data.Records.some((m) => m.Brand === '' && m.MarginPercent === '20.0000')).toBe(true);
  });

  it('refuses bad rows with 400 naming the field, and overlapping bands of one brand', async () => {
    const before = (await t.db.select({ n: count() }).from(quoProfitMargin))[0]!.n;
    const cases: [Record<string, unknown>, string][] = [
      [{ Brand: 'NoSuchMaker', CostFrom: '0', MarginPercent: '10' }, 'Brand'],
      [{ CostFrom: '5', CostTo: '5', MarginPercent: '10' }, 'CostTo'],
      [{ CostFrom: 'x', MarginPercent: '10' }, 'CostFrom'],
      [{ Brand: 'Nexperia', CostFrom: '0', MarginPercent: '1000.5' }, 'MarginPercent'],
      [{ CostFrom: '0.5', CostTo: '2', MarginPercent: '10' }, 'CostFrom'], // overlaps all-brands 0–1 and 1–10
    ];
    for (const [b, field] of cases) {
      const r = await t.call('POST', '/merchant/purchase/profitmargin', { token: tok.head!, body: b });
      expect(r.status, field).toBe(400);
      expect((r.body.Data as { Field: string }).Field, field).toBe(field);
    }
    expect((await t.db.select({ n: count() }).from(quoProfitMargin))[0]!.n).toBe(before);
  });

  it('creates, edits at its version (stale → 409) and deletes a brand row', async () => {
    const c = await t.call<{ Id: number; Version: number }>('POST', '/merchant/purchase/profitmargin', {
      token: tok.head!,
      body: { Brand: 'nexperia', CostFrom: '0', CostTo: '2', MarginPercent: '33.5' },
    });
    expect(c.body.Code).toBe(0);
    const [row] = await t.db.select().from(quoProfitMargin).where(eq(quoProfitMargin.id, c.body.Data.Id));
    expect(row).toMatchObject({ brand: 'Nexperia', costTo: '2.000000', marginPercent: '33.5000' });
    const u = await t.call<{ Version: number }>('PUT', `/merchant/purchase/profitmargin/${c.body.Data.Id}`, {
      token: tok.head!,
      body: {
        Brand: 'Nexperia',
        CostFrom: '0',
        CostTo: '3',
        MarginPercent: '30',
        Version: c.body.Data.Version,
      },
    });
    expect(u.body.Code).toBe(0);
    const stale = await t.call('PUT', `/merchant/purchase/profitmargin/${c.body.Data.Id}`, {
      token: tok.head!,
      body: { Brand: 'Nexperia', CostFrom: '0', MarginPercent: '1', Version: c.body.Data.Version },
    });
    expect(stale.status).toBe(409);
    const del = await t.call('PUT', '/merchant/common/delete', {
      token: tok.head!,
      query: { type: 'profitMargin', id: c.body.Data.Id },
    });
    expect(del.body.Code).toBe(0);
    expect(
      await t.db.select().from(quoProfitMargin).where(eq(quoProfitMargin.id, c.body.Data.Id)),
    ).toHaveLength(0);
  });
});

describe('profit margin permits (the web shows edit and delete on the edit permit)', () => {
  it('a holder of the screen gets the create and edit permits at login; a salesperson may not delete margins', async () => {
    const login = await t.call<{ Permits: string[] }>('POST', '/merchant/account/login', {
      body: { UserName: 'purchase.head', Password: DEMO_PASSWORD, RememberMe: false },
    });
    expect(login.body.Data.Permits).toContain(QUOTE_PERMITS.marginUpdate);
    expect(login.body.Data.Permits).toContain(QUOTE_PERMITS.marginCreate);
    // A salesperson may not use the generic delete on margins (403, nothing deleted).
    const [any] = await t.db.select().from(quoProfitMargin).limit(1);
    const refused = await t.call('PUT', '/merchant/common/delete', {
      token: tok.rep!,
      query: { type: PROFIT_MARGIN_DELETE_TYPE, id: any!.id },
    });
    expect(refused.status).toBe(403);
    expect(await t.db.select().from(quoProfitMargin).where(eq(quoProfitMargin.id, any!.id))).toHaveLength(1);
  });
});
