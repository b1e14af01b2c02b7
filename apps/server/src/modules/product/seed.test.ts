import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { resolveBrandId } from './brand/brand-match.js';
import { normalizeMpn } from './part/mpn.js';
import { BRAND_SEEDS } from './seed/brands.js';
import { readPartsFile } from './seed/parts-file.js';
import { rows } from '../../core/db/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The constraint a statement broke ('' when it succeeded): drizzle wraps the driver error in `cause`. */
const violated = (p: Promise<unknown>) =>
  p.then(
    () => '',
    (e: { cause?: { constraint?: string } }) => e.cause?.constraint ?? String(e),
  );
const queryRows = async <T>(q: SQL) => rows<T>(await t.db.execute(q));
const MAIN_BRANDS = [
  'TI',
  'ST',
  'NXP',
  'ADI',
  'Microchip',
  'Infineon',
  'Renesas',
  'onsemi',
  'Murata',
  'Vishay',
  'Nexperia',
  'Samsung',
  'Kioxia',
];

describe('normalizeMpn', () => {
  it('upper-cases and drops white space, keeping the punctuation that is part of the MPN', () => {
    expect(normalizeMpn(' stm32f103c8t6 ')).toBe('STM32F103C8T6');
    expect(normalizeMpn('tja1050t/cm, 118')).toBe('TJA1050T/CM,118');
    expect(normalizeMpn('LTC2446IUHF #TRPBF')).toBe('LTC2446IUHF#TRPBF');
    expect(normalizeMpn('dsPIC33FJ128GP804-I/PT')).toBe('DSPIC33FJ128GP804-I/PT');
    expect(normalizeMpn('MAX3232ESE+T\t')).toBe('MAX3232ESE+T');
  });
});

describe('demo parts master', () => {
  it('loads every line of parts.tsv (~300 real parts) across the thirteen main brands', async () => {
    const file = readPartsFile();
    const count = await queryRows<{ n: number }>(sql`select count(*)::int as n from product_part`);
    expect(count[0]!.n).toBe(file.length);
    expect(file.length).toBeGreaterThanOrEqual(280);
    expect(file.length).toBeLessThanOrEqual(380);
    const perBrand = await queryRows<{ name: string; n: number }>(sql`
      select b.name, count(p.id)::int as n from product_brand b left join product_part p on p.brand_id = b.id group by b.name`);
    const n = new Map(perBrand.map((b) => [b.name, b.n]));
    for (const b of MAIN_BRANDS) expect(n.get(b) ?? 0, b).toBeGreaterThanOrEqual(7);
  });

  it('keeps (normalised MPN, brand) unique and mpn_norm = normalizeMpn(mpn) on every row', async () => {
    const parts = await queryRows<{ mpn: string; mpn_norm: string; package: string; description: string }>(
      sql`select mpn, mpn_norm, package, description from product_part`,
    );
    for (const p of parts) {
      expect(p.mpn_norm, p.mpn).toBe(normalizeMpn(p.mpn));
      expect(p.package && p.description, p.mpn).toBeTruthy();
    }
    const dup = await queryRows(
      sql`select mpn_norm, brand_id from product_part group by 1, 2 having count(*) > 1`,
    );
    expect(dup).toEqual([]);
  });

  it('refuses the same part again however it is spelled, and an un-normalised mpn_norm', async () => {
    const [ti] = await queryRows<{ id: number }>(sql`select id from product_brand where name = 'TI'`);
    const before = await queryRows<{ n: number }>(sql`select count(*)::int as n from product_part`);
    expect(
      await violated(
        t.db.execute(
          sql`insert into product_part (mpn, mpn_norm, brand_id) values ('lm358 dr', ${normalizeMpn('lm358 dr')}, ${ti!.id})`,
        ),
      ),
    ).toBe('product_part_mpn_brand_uq');
    expect(
      await violated(
        t.db.execute(
          sql`insert into product_part (mpn, mpn_norm, brand_id) values ('x', 'lm 358', ${ti!.id})`,
        ),
      ),
    ).toBe('product_part_mpn_norm_ck');
    expect(await queryRows(sql`select count(*)::int as n from product_part`)).toEqual(before);
  });

  it('files every part under a known category, with lifecycle values of the ProductStatus dictionary', async () => {
    const bad = await queryRows(sql`
      select mpn from product_part
      where category_code is null or category_code not in (select code from product_category)
        or (lifecycle is not null and lifecycle::text not in (select value from sys_dict_line where dict_code = 'ProductStatus'))`);
    expect(bad).toEqual([]);
    const leaded = await queryRows<{ mpn: string; rohs: boolean; lifecycle: number | null }>(
      sql`select mpn, rohs, lifecycle from product_part where mpn = 'AT89C51-24PC'`,
    );
    expect(leaded).toEqual([{ mpn: 'AT89C51-24PC', rohs: false, lifecycle: 4 }]);
  });
});

describe('brands and aliases', () => {
  it('resolves the other names of a maker, acquired lines included', async () => {
    const id = async (name: string) =>
      (await queryRows<{ id: number }>(sql`select id from product_brand where name = ${name}`))[0]!.id;
    expect(await resolveBrandId(t.db, 'Texas Instruments')).toBe(await id('TI'));
    expect(await resolveBrandId(t.db, '  texas   instruments ')).toBe(await id('TI'));
    expect(await resolveBrandId(t.db, 'ti')).toBe(await id('TI'));
    expect(await resolveBrandId(t.db, 'Linear Technology')).toBe(await id('ADI'));
    expect(await resolveBrandId(t.db, 'MAXIM INTEGRATED')).toBe(await id('ADI'));
    expect(await resolveBrandId(t.db, 'Fairchild')).toBe(await id('onsemi'));
    expect(await resolveBrandId(t.db, 'Samsung Electro-Mechanics')).toBe(await id('Samsung EM'));
    expect(await resolveBrandId(t.db, 'No Such Maker')).toBeNull();
    expect(await resolveBrandId(t.db, '')).toBeNull();
  });

  it('never gives two brands the same name or alias', () => {
    const keys = BRAND_SEEDS.flatMap((b) =>
      [b.name, ...b.aliases].map((k) => [k.toLowerCase(), b.name] as const),
    );
    const owner = new Map<string, string>();
    for (const [k, b] of keys) {
      expect(owner.get(k) ?? b, `${k} in ${b} and ${owner.get(k)}`).toBe(b);
      owner.set(k, b);
    }
  });
});
