import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { productBrand } from '../brand/brand.table.js';
import { findOrCreatePart } from './part.service.js';
import { productPart } from './part.table.js';

type Page<T> = { Records: T[]; TotalCount: number };
type Part = {
  Id: number;
  Mpn: string;
  BrandId: number;
  BrandName: string;
  Status: number;
  Version: number;
  Lifecycle: string | null;
  MpnKey: string;
};

let t: TestApp;
let admin: string;
let rep: string;
let buyer: string;
let head: string;
let ti: number;
let st: number;

const brandId = async (name: string) =>
  (await t.db.select({ id: productBrand.id }).from(productBrand).where(eq(productBrand.name, name)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  [admin, rep, buyer, head] = await Promise.all(
    ['admin', 'sales.rep', 'buyer', 'purchase.head'].map((a) => t.login(a)),
  );
  ti = await brandId('TI');
  st = await brandId('ST');
});
afterAll(() => t.close());

async function anonAndDenied(method: 'GET' | 'POST' | 'PUT', url: string, denied: string, body?: unknown) {
  expect((await t.call(method, url, { body })).body.Code, `${url} anon`).toBe(-100);
  expect((await t.call(method, url, { token: denied, body })).status, `${url} denied`).toBe(403);
}

describe('parts master', () => {
  it('lists with MPN prefix (normalised or part key), brand name or alias, category, lifecycle', async () => {
    expect((await t.call('POST', '/merchant/product/part/Query', { body: {} })).body.Code).toBe(-100);
    const q = (body: Record<string, unknown>) =>
      t.call<Page<Part>>('POST', '/merchant/product/part/Query', { token: rep, body });
    const stm = await q({ Mpn: 'stm32f1' });
    expect(stm.body.Code).toBe(0);
    expect(stm.body.Data.TotalCount).toBeGreaterThan(0);
    expect(stm.body.Data.Records.every((r) => r.Mpn.toUpperCase().startsWith('STM32F1'))).toBe(true);
    // A packing variant written in the filter finds the part by its key.
    const ltc = await q({ Mpn: 'LTC2446IUHF#TR' });
    expect(ltc.body.Data.Records.map((r) => r.Mpn).sort()).toEqual(['LTC2446IUHF#PBF', 'LTC2446IUHF#TRPBF']);
    const byAlias = await q({ BrandName: 'Texas Instruments', pageSize: 500 });
    expect(byAlias.body.Data.TotalCount).toBeGreaterThan(5);
    expect(new Set(byAlias.body.Data.Records.map((r) => r.BrandName))).toEqual(new Set(['TI']));
    const mcu = await q({ CategoryCode: ['MCU'], BrandName: 'ST' });
    expect(mcu.body.Data.TotalCount).toBeGreaterThan(0);
    const obsolete = await q({ Lifecycle: '4' });
    expect(obsolete.body.Data.Records.map((r) => r.Mpn)).toContain('AT89C51-24PC');
    const bad = await q({ Nope: 1 });
    expect(bad.status).toBe(400);
    // 'x%' is literal: no MPN starts with it.
    expect((await q({ Mpn: '%' })).body.Data.TotalCount).toBe(0);
  });

  it('exports with a filter', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/merchant/product/part/Export',
      headers: { token: rep },
      payload: { BrandName: 'ST' },
    });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-total-count'])).toBeGreaterThan(0);
  });

  it('creates a part (0103), refuses a duplicate (normalised MPN + brand) with 409 on Mpn, edits at the version read', async () => {
    const body = {
      Mpn: 'ZZTEST100-TR',
      BrandId: ti,
      Package: 'SOT-23',
      CategoryCode: 'LOGIC',
      Lifecycle: '1',
      Msl: '3',
    };
    await anonAndDenied('POST', '/merchant/product/part', rep, body);
    const made = await t.call<Part>('POST', '/merchant/product/part', { token: buyer, body });
    expect(made.body.Code).toBe(0);
    expect(made.body.Data).toMatchObject({
      Mpn: 'ZZTEST100-TR',
      BrandName: 'TI',
      Lifecycle: '1',
      MpnKey: 'ZZTEST100',
    });
    const dup = await t.call('POST', '/merchant/product/part', {
      token: buyer,
      body: { ...body, Mpn: ' zztest100-tr ' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.Data).toMatchObject({ Field: 'Mpn' });
    expect(dup.body.Message).toContain('ZZTEST100-TR');
    // Same MPN under another brand is another part.
    expect(
      (await t.call('POST', '/merchant/product/part', { token: buyer, body: { ...body, BrandId: st } })).body
        .Code,
    ).toBe(0);
    for (const [patch, field] of [
      [{ BrandId: 999999 }, 'BrandId'],
      [{ Lifecycle: '9' }, 'Lifecycle'],
      [{ CategoryCode: 'NOPE' }, 'CategoryCode'],
      [{ Mpn: '' }, 'Mpn'],
    ] as const) {
      const r = await t.call('POST', '/merchant/product/part', {
        token: buyer,
        body: { ...body, Mpn: 'ZZNEW1', ...patch },
      });
      expect(r.status, field).toBe(400);
      expect((r.body.Data as { Field?: string } | null)?.Field, field).toBe(field);
    }
    const count = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productPart)
      .where(eq(productPart.mpnNorm, 'ZZNEW1'));
    expect(count[0]!.n).toBe(0);

    const id = made.body.Data.Id;
    await anonAndDenied('PUT', `/merchant/product/part/${id}`, rep, { ...body, Version: 1 });
    const upd = await t.call<Part>('PUT', `/merchant/product/part/${id}`, {
      token: buyer,
      body: { ...body, Package: 'SOT-23-5', Version: made.body.Data.Version },
    });
    expect(upd.body.Data).toMatchObject({ Version: 2 });
    const stale = await t.call('PUT', `/merchant/product/part/${id}`, {
      token: buyer,
      body: { ...body, Version: 1 },
    });
    expect(stale.status).toBe(409);
    // Renaming onto another existing part of the brand → 409, nothing changed.
    const other = await t.call<Part>('POST', '/merchant/product/part', {
      token: buyer,
      body: { ...body, Mpn: 'ZZTEST200' },
    });
    const clash = await t.call('PUT', `/merchant/product/part/${other.body.Data.Id}`, {
      token: buyer,
      body: { ...body, Version: other.body.Data.Version },
    });
    expect(clash.status).toBe(409);
    const detail = await t.call<Part>('GET', `/merchant/product/part/${other.body.Data.Id}`, { token: rep });
    expect(detail.body.Data.Mpn).toBe('ZZTEST200');
  });

  it('disables and enables with 0102 only', async () => {
    const [p] = await t.db
      .select({ id: productPart.id })
      .from(productPart)
      .where(eq(productPart.mpnNorm, 'STM32F103C8T6'));
    const url = `/merchant/product/part/${p!.id}/disable`;
    await anonAndDenied('PUT', url, buyer);
    const off = await t.call<Part>('PUT', url, { token: head });
    expect(off.body.Data.Status).toBe(2);
    const on = await t.call<Part>('PUT', `/merchant/product/part/${p!.id}/enable`, { token: admin });
    expect(on.body.Data.Status).toBe(1);
  });

  it('findOrCreatePart creates on first sight and is race-safe', { tags: ['concurrency'] }, async () => {
    const input = { mpn: 'ZZRACE-01#PBF', brandId: ti, package: 'QFN' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.db.transaction((tx) => findOrCreatePart(tx, input, 1))),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const again = await findOrCreatePart(t.db, { mpn: 'zzrace-01#pbf', brandId: ti, package: 'other' });
    expect(again).toMatchObject({ id: results[0]!.id, created: false, mpn: 'ZZRACE-01#PBF' });
    await expect(findOrCreatePart(t.db, { mpn: 'X1', brandId: 999999 })).rejects.toMatchObject({
      field: 'BrandId',
    });
    await expect(findOrCreatePart(t.db, { mpn: '  ', brandId: ti })).rejects.toMatchObject({ field: 'Mpn' });
  });
});
