import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { resolveBrandId } from './brand-match.js';
import { productBrand } from './brand.table.js';

type Page<T> = { Records: T[]; TotalCount: number };
type Brand = {
  Id: number;
  Name: string;
  Aliases: string[];
  IsProxy: boolean;
  Version: number;
  Parts: number;
};

let t: TestApp;
let rep: string;
let buyer: string;
let head: string;
beforeAll(async () => {
  t = await createTestApp();
  [rep, buyer, head] = await Promise.all(['sales.rep', 'buyer', 'purchase.head'].map((a) => t.login(a)));
});
afterAll(() => t.close());

const post = (token: string, body: unknown) =>
  t.call<Brand>('POST', '/merchant/product/brand', { token, body });

describe('brands', () => {
  it('lists by name or alias, with part counts; options for pickers', async () => {
    expect((await t.call('POST', '/merchant/product/brand/Query', { body: {} })).body.Code).toBe(-100);
    const res = await t.call<Page<{ Name: string; Aliases: string; Parts: number }>>(
      'POST',
      '/merchant/product/brand/Query',
      { token: rep, body: { Name: 'Linear Technology' } },
    );
    expect(res.body.Data.Records.map((r) => r.Name)).toEqual(['ADI']);
    expect(res.body.Data.Records[0]!.Parts).toBeGreaterThan(0);
    expect(res.body.Data.Records[0]!.Aliases).toContain('Linear Technology');
    const opts = await t.call<Page<{ Name: string }>>('GET', '/merchant/product/brand/options', {
      token: rep,
    });
    expect(opts.body.Data.TotalCount).toBeGreaterThan(10);
  });

  it('creates with aliases (0103); an alias or name naming another brand is refused, naming it; nothing written', async () => {
    const body = {
      Name: 'Zeta Semi',
      FullName: 'Zeta Semiconductor',
      Aliases: ['ZetaSemi', ' zeta  semiconductor ', 'ZETASEMI', 'Zeta Semi'],
    };
    expect((await post(rep, body)).status).toBe(403);
    const made = await post(buyer, body);
    expect(made.body.Code).toBe(0);
    // 'ZetaSemi' and 'ZETASEMI' are the name 'Zeta Semi' by brandKey (spaces folded): dropped.
    expect(made.body.Data.Aliases).toEqual(['zeta semiconductor']);
    expect(await resolveBrandId(t.db, 'ZETA SEMICONDUCTOR')).toBe(made.body.Data.Id);

    const alias = await post(buyer, { Name: 'Other One', Aliases: ['Texas Instruments'] });
    expect(alias.status).toBe(400);
    expect(alias.body.Data).toMatchObject({ Field: 'Aliases' });
    expect(alias.body.Message).toContain('Texas Instruments');
    expect(alias.body.Message).toContain('TI');
    const asAlias = await post(buyer, { Name: 'Burr-Brown' });
    expect(asAlias.status).toBe(400);
    expect(asAlias.body.Data).toMatchObject({ Field: 'Name' });
    const taken = await post(buyer, { Name: 'ti' });
    expect(taken.status).toBe(409);
    expect(taken.body.Data).toMatchObject({ Field: 'Name' });
    const other = await t.db.select().from(productBrand).where(eq(productBrand.name, 'Other One'));
    expect(other).toHaveLength(0);

    // Edit: own aliases may stay; another brand's alias may not be added; stale version → 409.
    const id = made.body.Data.Id;
    const upd = await t.call<Brand>('PUT', `/merchant/product/brand/${id}`, {
      token: buyer,
      body: { ...body, Aliases: ['ZSemi', 'Zeta Inc'], Version: made.body.Data.Version },
    });
    expect(upd.body.Data.Aliases).toEqual(['ZSemi', 'Zeta Inc']);
    const steal = await t.call('PUT', `/merchant/product/brand/${id}`, {
      token: buyer,
      body: { ...body, Aliases: ['Fairchild'], Version: upd.body.Data.Version },
    });
    expect(steal.status).toBe(400);
    const stale = await t.call('PUT', `/merchant/product/brand/${id}`, {
      token: buyer,
      body: { ...body, Version: 1 },
    });
    expect(stale.status).toBe(409);
  });

  it('the franchised flag needs the 0102 button', async () => {
    const denied = await post(buyer, { Name: 'Proxy Co', IsProxy: true });
    expect(denied.status).toBe(403);
    const made = await post(head, { Name: 'Proxy Co', IsProxy: true });
    expect(made.body.Data.IsProxy).toBe(true);
    const clear = await t.call('PUT', `/merchant/product/brand/${made.body.Data.Id}`, {
      token: buyer,
      body: { Name: 'Proxy Co', IsProxy: false, Version: made.body.Data.Version },
    });
    expect(clear.status).toBe(403);
  });
});
