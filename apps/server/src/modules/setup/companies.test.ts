import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysTenant } from '../../core/access/identity.table.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sysTenantSetting } from './setting.table.js';
import { tenantCurrencies } from './settings.service.js';

type Company = {
  Id: number;
  Name: string;
  NameEn: string;
  ShortName: string;
  DocEnabled: boolean;
  BaseCurrency: string;
  Currencies: string[];
  Address: string;
  AddressEn: string;
  Phone: string;
  Email: string;
  Version: number;
};
type Page<T> = { Records: T[]; TotalCount: number };
let t: TestApp;
let admin: string;
let rep: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  rep = await t.login('sales.rep');
});
afterAll(() => t.close());

async function trio(method: 'GET' | 'PUT', url: string, body?: unknown) {
  const anon = await t.call(method, url, { body });
  expect(anon.body.Code, `${method} ${url} anon`).toBe(-100);
  const denied = await t.call(method, url, { token: rep, body });
  expect(denied.status, `${method} ${url} sales.rep`).toBe(403);
}
const companies = async () =>
  (await t.call<Page<Company>>('GET', '/merchant/setup/company', { token: admin })).body.Data.Records;
const snapshot = async (id: number) => ({
  tenant: (await t.db.select().from(sysTenant).where(eq(sysTenant.id, id)))[0],
  setting: (await t.db.select().from(sysTenantSetting).where(eq(sysTenantSetting.id, id)))[0],
});
const bodyOf = (c: Company) => ({
  Name: c.Name,
  NameEn: c.NameEn,
  ShortName: c.ShortName,
  DocEnabled: c.DocEnabled,
  BaseCurrency: c.BaseCurrency,
  Currencies: c.Currencies,
  Version: c.Version,
});

describe('owner companies', () => {
  it('lists the four tenants; 1 and 3 are not offered for new documents', async () => {
    await trio('GET', '/merchant/setup/company');
    const list = await companies();
    expect(list.map((c) => [c.Id, c.DocEnabled])).toEqual([
      [1, false],
      [2, true],
      [3, false],
      [4, true],
    ]);
    for (const c of list) {
      expect(c.Currencies[0]).toBe(c.BaseCurrency);
      expect([...c.Currencies].sort()).toEqual(['CNY', 'EUR', 'GBP', 'HKD', 'USD']);
      expect(c.Version).toBe(1);
    }
  });

  it('edits names, flag and currencies at the version read; lookups follow', async () => {
    const hk = (await companies()).find((c) => c.Id === 2)!;
    const body = {
      ...bodyOf(hk),
      NameEn: 'ChipBridge HK Ltd',
      Currencies: ['USD', 'HKD'],
      BaseCurrency: 'HKD',
    };
    await trio('PUT', '/merchant/setup/company/2', body);
    const res = await t.call<Company>('PUT', '/merchant/setup/company/2', { token: admin, body });
    expect(res.body.Code).toBe(0);
    expect(res.body.Data).toMatchObject({
      NameEn: 'ChipBridge HK Ltd',
      Currencies: ['HKD', 'USD'],
      Version: 2,
    });
    expect(await tenantCurrencies(t.db, 2)).toEqual(['HKD', 'USD']);
    // The letterhead is kept when left out, and set when given (the contract / PI prints it).
    expect(res.body.Data).toMatchObject({ Phone: '+852 3188 0102', Email: 'sales@hk.chipbridge.example' });
    const head = await t.call<Company>('PUT', '/merchant/setup/company/2', {
      token: admin,
      body: {
        ...body,
        Version: 2,
        Address: '香港中环',
        AddressEn: 'Central, Hong Kong',
        Email: 'hk@x.example',
      },
    });
    expect(head.body.Code, head.body.Message).toBe(0);
    expect((await snapshot(2)).tenant).toMatchObject({
      address: '香港中环',
      addressEn: 'Central, Hong Kong',
      phone: '+852 3188 0102',
      email: 'hk@x.example',
    });
    const bad = await t.call('PUT', '/merchant/setup/company/2', {
      token: admin,
      body: { ...body, Version: 3, Email: 'not-an-email' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.Data).toMatchObject({ Field: 'Email' });
    const lookup = await t.call<Page<{ Id: number; Name: string }>>('GET', '/merchant/common/merchant', {
      token: rep,
      lang: 'en-US',
    });
    expect(lookup.body.Data.Records.find((r) => r.Id === 2)!.Name).toBe('ChipBridge HK Ltd');

    const stale = await t.call('PUT', '/merchant/setup/company/2', {
      token: admin,
      body: { ...body, Version: 2, Name: 'x' },
    });
    expect(stale.status).toBe(409);
    expect((await snapshot(2)).tenant!.name).toBe(hk.Name);
  });

  it('refuses unknown currencies, a base currency not used and no company for new documents', async () => {
    const list = await companies();
    const us = list.find((c) => c.Id === 4)!;
    const before = await snapshot(4);
    const cases: [Record<string, unknown>, string][] = [
      [{ Currencies: ['USD', 'JPY'] }, 'Currencies'],
      [{ Currencies: ['EUR'], BaseCurrency: 'USD' }, 'BaseCurrency'],
      [{ BaseCurrency: 'XX' }, 'BaseCurrency'],
      [{ Name: '' }, 'Name'],
    ];
    for (const [change, field] of cases) {
      const res = await t.call('PUT', '/merchant/setup/company/4', {
        token: admin,
        body: { ...bodyOf(us), ...change },
      });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect((res.body.Data as { Field: string }).Field).toBe(field);
    }
    // Company 2 enabled, 4 enabled: switching off 2 then 4 would leave none.
    const hk = list.find((c) => c.Id === 2)!;
    const off2 = await t.call('PUT', '/merchant/setup/company/2', {
      token: admin,
      body: { ...bodyOf(hk), DocEnabled: false },
    });
    expect(off2.body.Code).toBe(0);
    const off4 = await t.call('PUT', '/merchant/setup/company/4', {
      token: admin,
      body: { ...bodyOf(us), DocEnabled: false },
      lang: 'en-US',
    });
    expect(off4.status).toBe(400);
    expect(off4.body.Message).toBe('At least one company must stay available for new documents');
    expect(await snapshot(4)).toEqual(before);
    const missing = await t.call('PUT', '/merchant/setup/company/9', { token: admin, body: bodyOf(us) });
    expect(missing.status).toBe(404);
  });
});
