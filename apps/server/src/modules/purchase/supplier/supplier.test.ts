import type { SupplierDetail } from '@partdesk/shared/purchase/supplier/supplier.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { brandIdsByName, supplierBody, supplierCounts } from './supplier-test-kit.js';

let t: TestApp;
let buyer: string;
let rep: string;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await t.login('buyer');
  rep = await t.login('sales.rep');
});
afterAll(() => t.close());

type Page = { Records: Record<string, unknown>[]; TotalCount: number };
const Q = '/merchant/purchase/supplier/Query';

describe('supplier lists', () => {
  it('refuses without a session, refuses a salesperson the purchasing list, lists every supplier to a buyer', async () => {
    expect((await t.call('POST', Q, { body: {} })).body.Code).toBe(-100);
    expect((await t.call('POST', Q, { token: rep, body: {} })).status).toBe(403);
    const all = await t.call<Page>('POST', Q, { token: buyer, body: { pageIndex: 1, pageSize: 200 } });
    expect(all.body.Code).toBe(0);
    // Decision 0038: a buyer sees every supplier, not only the ones they are responsible for.
    expect(all.body.Data.TotalCount).toBe((await supplierCounts(t)).suppliers);
    const owners = new Set(all.body.Data.Records.map((r) => r.OwnerName));
    expect(owners.size).toBeGreaterThan(1);
  });

  it('filters by keyword (code, name, short name, former name), type, country, status and grade', async () => {
    const kw = await t.call<Page>('POST', Q, { token: buyer, body: { Keyword: 'arrow' } });
    expect(kw.body.Data.Records.length).toBeGreaterThan(0);
    expect(kw.body.Data.Records.every((r) => /arrow/i.test(`${r.Name}${r.ShortName}${r.Code}`))).toBe(true);
    const [former] = rows<{ name: string; supplier_id: number }>(
      await t.db.execute(sql`select name, supplier_id from pur_supplier_name_history order by id limit 1`),
    );
    expect(former, 'the demo data has a renamed supplier').toBeDefined();
    const byFormer = await t.call<Page>('POST', Q, { token: buyer, body: { Keyword: former!.name } });
    expect(byFormer.body.Data.Records.map((r) => r.Id)).toContain(former!.supplier_id);
    const f = await t.call<Page>('POST', Q, {
      token: buyer,
      body: { Type: [1], CountryCode: 'us', Status: [1], Grade: ['A'] },
    });
    expect(f.body.Data.Records.length).toBeGreaterThan(0);
    for (const r of f.body.Data.Records) {
      expect(r.Type).toBe(1);
      expect(r.CountryCode).toBe('US');
      expect(r.Status).toBe(1);
      expect(r.Grade).toBe('A');
    }
  });

  it('exports the list as a spreadsheet', async () => {
    const x = await t.call('POST', '/merchant/purchase/supplier/Export', {
      token: buyer,
      body: { Status: [3] },
    });
    expect(x.status).toBe(200);
    expect(String(x.headers['content-type'])).toContain('spreadsheet');
  });

  it('shows sales the read-only catalogue: no bank accounts, no buyer, no edit', async () => {
    const c = await t.call<Page>('POST', '/merchant/purchase/supplier/catalogue/Query', {
      token: rep,
      body: { Keyword: 'avnet' },
    });
    expect(c.body.Code).toBe(0);
    expect(c.body.Data.Records.length).toBeGreaterThan(0);
    for (const r of c.body.Data.Records) {
      expect(Object.keys(r).some((k) => /Bank|Owner|Account/.test(k))).toBe(false);
    }
    const id = c.body.Data.Records[0]!.Id as number;
    expect((await t.call('GET', `/merchant/purchase/supplier/${id}`, { token: rep })).status).toBe(403);
    expect(
      (await t.call('POST', '/merchant/purchase/supplier', { token: rep, body: supplierBody() })).status,
    ).toBe(403);
    const hist = await t.call('GET', '/merchant/document/history', {
      token: rep,
      query: { type: 'supplier', id },
    });
    expect(hist.body.Code).not.toBe(0);
  });

  it('the demo suppliers carry bank accounts with SWIFT codes, brands and former names', async () => {
    const [c] = rows<{ banks: number; swift: number; brands: number; names: number; multi: number }>(
      await t.db.execute(sql`select
        (select count(distinct supplier_id)::int from pur_supplier_bank) as banks,
        (select count(*)::int from pur_supplier_bank where swift_code <> '') as swift,
        (select count(distinct supplier_id)::int from pur_supplier_brand) as brands,
        (select count(distinct supplier_id)::int from pur_supplier_name_history) as names,
        (select count(*)::int from (select supplier_id from pur_supplier_name_history group by 1 having count(*) > 1) x) as multi`),
    );
    expect(c!.banks).toBeGreaterThan(50);
    expect(c!.swift).toBeGreaterThanOrEqual(c!.banks);
    expect(c!.brands).toBeGreaterThan(60);
    expect(c!.names).toBeGreaterThanOrEqual(5);
    expect(c!.multi).toBeGreaterThanOrEqual(1);
  });
});

describe('create a supplier', () => {
  it('creates one with contacts, a bank account and brands; the code is derived; history create', async () => {
    const brands = await brandIdsByName(t, ['TI', 'NXP']);
    const body = supplierBody({ BrandIds: brands });
    const r = await t.call<{ Id: number; Code: string }>('POST', '/merchant/purchase/supplier', {
      token: buyer,
      body,
    });
    expect(r.body.Code).toBe(0);
    expect(r.body.Data.Code).toBe(`S${String(r.body.Data.Id).padStart(6, '0')}`);
    const d = await t.call<SupplierDetail>('GET', `/merchant/purchase/supplier/${r.body.Data.Id}`, {
      token: buyer,
    });
    expect(d.body.Data.Name).toBe(body.Name);
    expect(d.body.Data.Contacts.map((c) => [c.Name, c.IsPrimary])).toEqual([
      ['Alice Wong', true],
      ['Bob Lee', false],
    ]);
    expect(d.body.Data.Banks).toMatchObject([
      {
        AccountNo: '004-123456-838',
        SwiftCode: 'HSBCHKHHHKH',
        Currency: 'USD',
        CountryCode: 'HK',
        IsDefault: true,
      },
    ]);
    expect(d.body.Data.Brands.map((b) => b.Name).sort()).toEqual(['NXP', 'TI']);
    expect(d.body.Data.FormerNames).toEqual([]);
    expect(d.body.Data.CanEdit).toBe(true);
    expect(d.body.Data.CanChangeStatus).toBe(false);
    const h = await t.call<{ Records: { Action: string }[] }>('GET', '/merchant/document/history', {
      token: buyer,
      query: { type: 'supplier', id: r.body.Data.Id },
    });
    expect(h.body.Data.Records.map((x) => x.Action)).toEqual(['create']);
  });

  const refusals: [string, (b: ReturnType<typeof supplierBody>) => void, string, RegExp][] = [
    [
      'a name used by another supplier, in other case',
      (b) => {
        b.Name = '  ARROW   electronics, inc. ';
      },
      'Name',
      /Arrow|ARROW/,
    ],
    [
      'no primary contact',
      (b) => {
        b.Contacts[0]!.IsPrimary = false;
      },
      'Contacts',
      /primary/,
    ],
    [
      'two primary contacts',
      (b) => {
        b.Contacts[1]!.IsPrimary = true;
      },
      'Contacts',
      /only one/,
    ],
    [
      'a contact without a name',
      (b) => {
        b.Contacts[1]!.Name = '';
      },
      'Name',
      /.+/,
    ],
    [
      'a bank without a bank name',
      (b) => {
        b.Banks[0]!.BankName = ' ';
      },
      'Banks.0.BankName',
      /bank name/,
    ],
    [
      'a bank without an account name',
      (b) => {
        b.Banks[0]!.AccountName = '';
      },
      'Banks.0.AccountName',
      /account name/,
    ],
    [
      'a bad account number',
      (b) => {
        b.Banks[0]!.AccountNo = '12';
      },
      'Banks.0.AccountNo',
      /account no/,
    ],
    [
      'a bad SWIFT code',
      (b) => {
        b.Banks[0]!.SwiftCode = 'HSBC12';
      },
      'Banks.0.SwiftCode',
      /SWIFT/,
    ],
    [
      'a bank currency out of the set',
      (b) => {
        b.Banks[0]!.Currency = 'JPY';
      },
      'Banks.0.Currency',
      /currency/,
    ],
    [
      'a bank country that is not ISO',
      (b) => {
        b.Banks[0]!.CountryCode = 'H';
      },
      'Banks.0.CountryCode',
      /country/,
    ],
    [
      'the same account twice',
      (b) => {
        b.Banks.push({ ...b.Banks[0]!, AccountNo: '004 123456 838', IsDefault: false });
      },
      'Banks.1.AccountNo',
      /twice/,
    ],
    [
      'two default accounts',
      (b) => {
        b.Banks.push({ ...b.Banks[0]!, AccountNo: '9999-0001' });
      },
      'Banks',
      /default/,
    ],
    [
      'a brand not in the brand master',
      (b) => {
        b.BrandIds = [987654];
      },
      'BrandIds',
      /987654/,
    ],
    [
      'a country that is not ISO',
      (b) => {
        b.CountryCode = 'HKG';
      },
      'CountryCode',
      /.+/,
    ],
    [
      'a currency out of the set',
      (b) => {
        b.Currency = 'RMB';
      },
      'Currency',
      /Currency/,
    ],
    [
      'an unknown type',
      (b) => {
        b.Type = 9;
      },
      'Type',
      /.+/,
    ],
    [
      'an owner who is not in purchasing',
      (b) => {
        b.OwnerId = -1;
      },
      'OwnerId',
      /.+/,
    ],
  ];
  for (const [what, change, field, en] of refusals) {
    it(`refuses ${what}, naming ${field}, in both languages, writing nothing`, async () => {
      const before = await supplierCounts(t);
      const body = supplierBody();
      change(body);
      const r = await t.call<{ Field: string }>('POST', '/merchant/purchase/supplier', {
        token: buyer,
        body,
        lang: 'en-US',
      });
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      expect(r.body.Code).not.toBe(0);
      expect(r.body.Data.Field).toBe(field);
      expect(r.body.Message).toMatch(en);
      const zh = await t.call('POST', '/merchant/purchase/supplier', { token: buyer, body, lang: 'zh-CN' });
      expect(zh.body.Message).not.toBe(r.body.Message);
      expect(await supplierCounts(t)).toEqual(before);
    });
  }

  it('refuses an owner who is a salesperson (not purchasing)', async () => {
    const [u] = rows<{ id: number }>(
      await t.db.execute(sql`select id from sys_user where account = 'sales.rep'`),
    );
    const before = await supplierCounts(t);
    const r = await t.call<{ Field: string }>('POST', '/merchant/purchase/supplier', {
      token: buyer,
      body: supplierBody({ OwnerId: u!.id }),
    });
    expect(r.body.Data.Field).toBe('OwnerId');
    expect(await supplierCounts(t)).toEqual(before);
  });
});
