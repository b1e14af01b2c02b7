import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { expectGuarded, noRoleToken, type Page } from './test-kit.js';

let t: TestApp;
let rep: string;
let noRole: string;
beforeAll(async () => {
  t = await createTestApp();
  rep = await t.login('sales.rep');
  noRole = await noRoleToken(t);
});
afterAll(() => t.close());

const get = <T>(url: string, query?: Record<string, string | number>, lang?: string) =>
  t.call<Page<T>>('GET', url, { token: rep, query, lang });
const post = <T>(url: string, body?: unknown, lang?: string) =>
  t.call<Page<T>>('POST', url, { token: rep, body, lang });

describe('countries and regions', () => {
  it('GET /common/GetCountryList: real countries with NameCN and RegionValue', async () => {
    await expectGuarded(t, { method: 'GET', url: '/common/GetCountryList' }, noRole);
    type C = {
      Id: number;
      NameCN: string;
      NameEN: string;
      Name: string;
      RegionValue: string;
      Continent: string;
    };
    const res = await get<C>('/common/GetCountryList');
    expect(res.body.Data.TotalCount).toBeGreaterThanOrEqual(60);
    const codes = res.body.Data.Records.map((c) => c.RegionValue);
    expect(codes).toEqual(
      expect.arrayContaining([
        'CN',
        'HK',
        'TW',
        'US',
        'CA',
        'DE',
        'GB',
        'JP',
        'KR',
        'SG',
        'MY',
        'VN',
        'IN',
        'MX',
      ]),
    );
    expect(res.body.Data.Records.find((c) => c.RegionValue === 'DE')).toMatchObject({
      NameCN: '德国',
      NameEN: 'Germany',
      Name: '德国',
      Continent: '欧洲',
    });
    const en = await get<C>('/common/GetCountryList', undefined, 'en-US');
    expect(en.body.Data.Records.find((c) => c.RegionValue === 'DE')).toMatchObject({
      Name: 'Germany',
      Continent: 'Europe',
    });
  });

  it('GET /merchant/common/region: regions with towns; region 43 exists', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/region' }, noRole);
    type R = { Id: number; Name: string; RegionTownDtos: { Id: number; Name: string }[] };
    const res = await get<R>('/merchant/common/region');
    const gd = res.body.Data.Records.find((r) => r.Name === '广东省')!;
    expect(gd.RegionTownDtos.map((x) => x.Name)).toEqual(expect.arrayContaining(['深圳', '东莞']));
    expect(res.body.Data.Records.find((r) => r.Id === 43)).toMatchObject({
      Name: '其他',
      RegionTownDtos: [],
    });
    const en = await get<R>('/merchant/common/region', undefined, 'en-US');
    expect(en.body.Data.Records.find((r) => r.Id === gd.Id)!.RegionTownDtos[0]!.Name).toBe('Shenzhen');
  });
});

describe('couriers and forwarders', () => {
  it('GET /merchant/common/business: express companies with IsDeactivate', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/business' }, noRole);
    type E = { Id: number; Code: string; Name: string; IsDeactivate: boolean };
    const res = await get<E>('/merchant/common/business');
    expect(res.body.Data.Records.map((e) => e.Code)).toEqual(
      expect.arrayContaining(['DHL', 'FEDEX', 'UPS', 'SF', 'TNT']),
    );
    expect(res.body.Data.Records.find((e) => e.Code === 'TNT')!.IsDeactivate).toBe(true);
    expect(res.body.Data.Records.find((e) => e.Code === 'SF')!.Name).toBe('顺丰速运');
    const en = await get<E>('/merchant/common/business', undefined, 'en-US');
    expect(en.body.Data.Records.find((e) => e.Code === 'SF')!.Name).toBe('SF Express');
  });

  it('POST /merchant/common/forwarding: by tenant and type 5 / 6, deactivated excluded', async () => {
    await expectGuarded(
      t,
      { method: 'POST', url: '/merchant/common/forwarding', body: { tenantId: 2, forwardingCompanyType: 5 } },
      noRole,
    );
    type F = { Name: string; ForwardingCompanyType: number; TenantId: number };
    const five = await post<F>(
      '/merchant/common/forwarding',
      { tenantId: 2, forwardingCompanyType: 5 },
      'en-US',
    );
    expect(five.body.Data.Records.map((f) => f.Name)).toEqual([
      'Kuehne+Nagel Hong Kong',
      'DHL Global Forwarding Hong Kong',
    ]);
    const six = await post<F>('/merchant/common/forwarding', { tenantId: 1, forwardingCompanyType: 6 });
    expect(six.body.Data.Records.map((f) => f.Name)).toEqual(['皇岗报关行（示例）']);
    const both = await post<F>('/merchant/common/forwarding', { tenantId: 2, forwardingCompanyType: [5, 6] });
    expect(both.body.Data.Records.map((f) => f.ForwardingCompanyType)).toEqual([5, 5, 6]);
    const bad = await post('/merchant/common/forwarding', { tenantId: 2, forwardingCompanyType: 7 });
    expect(bad.status).toBe(400);
    // A body id is a number, not coerced from `true` or `[[1]]` (found by the bad-input suite, #10).
    for (const tenantId of [true, [[1]], '1']) {
      expect((await post('/merchant/common/forwarding', { tenantId })).status).toBe(400);
    }
  });

  it('GET /merchant/common/businesscustomer: a customer courier account with a company', async () => {
    await expectGuarded(
      t,
      { method: 'GET', url: '/merchant/common/businesscustomer', query: { customerId: 8 } },
      noRole,
    );
    type A = {
      CustomerId: number;
      FreightCompanyId: number;
      FreightCompanyName: string;
      AccountNo: string;
      IsDefault: boolean;
    };
    const all = await get<A>('/merchant/common/businesscustomer', { customerId: 8 });
    expect(all.body.Data.Records).toHaveLength(2);
    const dhl = all.body.Data.Records.find((a) => a.FreightCompanyName === 'DHL')!;
    const one = await get<A>('/merchant/common/businesscustomer', {
      customerId: 8,
      freightCompanyId: dhl.FreightCompanyId,
    });
    expect(one.body.Data.Records).toEqual([
      expect.objectContaining({ CustomerId: 8, AccountNo: dhl.AccountNo }),
    ]);
    const fedex = await get<A>('/merchant/common/businesscustomer', { customerId: 1 });
    expect(fedex.body.Data.Records[0]!.FreightCompanyName).toBe('联邦快递');
    const en = await get<A>('/merchant/common/businesscustomer', { customerId: 1 }, 'en-US');
    expect(en.body.Data.Records[0]!.FreightCompanyName).toBe('FedEx');
    expect((await get('/merchant/common/businesscustomer', { customerId: 999 })).body.Data.TotalCount).toBe(
      0,
    );
    expect((await get('/merchant/common/businesscustomer')).status).toBe(400);
  });
});

describe('declarations, process steps', () => {
  it('GET /merchant/common/declare/getenabledeclares and getdeclares', async () => {
    type D = { Code: string; Name: string; IsEnabled: boolean };
    for (const url of [
      '/merchant/common/declare/getenabledeclares',
      '/merchant/common/declare/getdeclares',
    ]) {
      await expectGuarded(t, { method: 'GET', url }, noRole);
    }
    const enabled = await get<D>('/merchant/common/declare/getenabledeclares');
    const all = await get<D>('/merchant/common/declare/getdeclares', undefined, 'en-US');
    expect(enabled.body.Data.Records.every((d) => d.IsEnabled)).toBe(true);
    expect(enabled.body.Data.Records.map((d) => d.Code)).not.toContain('B2B_9710');
    expect(all.body.Data.TotalCount).toBe(enabled.body.Data.TotalCount + 1);
    expect(enabled.body.Data.Records.find((d) => d.Code === 'GENERAL')!.Name).toBe('一般贸易报关');
    expect(all.body.Data.Records.find((d) => d.Code === 'GENERAL')!.Name).toBe('General trade declaration');
  });

  it('GET /merchant/common/declare/getrule: the rule text in the request language', async () => {
    await expectGuarded(t, { method: 'GET', url: '/merchant/common/declare/getrule' }, noRole);
    const zh = await t.call<{ Content: string }>('GET', '/merchant/common/declare/getrule', { token: rep });
    expect(zh.body.Data.Content).toContain('一般贸易报关');
    const en = await t.call<{ Content: string }>('GET', '/merchant/common/declare/getrule', {
      token: rep,
      lang: 'en-US',
    });
    expect(en.body.Data.Content).toContain('general trade');
  });

  it('POST /merchant/common/workingprocedure: process steps, filters through the list layer', async () => {
    await expectGuarded(t, { method: 'POST', url: '/merchant/common/workingprocedure', body: {} }, noRole);
    type P = { Code: string; Name: string; DeptType: number };
    const all = await post<P>('/merchant/common/workingprocedure');
    expect(all.body.Data.Records[0]).toMatchObject({ Code: 'INQUIRY', Name: '询价登记' });
    expect(all.body.Data.Records.map((p) => p.Code)).toEqual(
      expect.arrayContaining(['QC', 'SHIP', 'INVOICE']),
    );
    const wh = await post<P>('/merchant/common/workingprocedure', { DeptType: 5 }, 'en-US');
    expect(wh.body.Data.Records.map((p) => p.Name)).toEqual([
      'Inbound',
      'Quality check',
      'Picking',
      'Packing',
      'Customs declaration',
      'Shipping',
    ]);
    const paged = await post<P>('/merchant/common/workingprocedure', { pageIndex: 2, pageSize: 5 });
    expect(paged.body.Data.Records).toHaveLength(5);
    expect(paged.body.Data.TotalCount).toBe(16);
    expect((await post('/merchant/common/workingprocedure', { Bogus: 1 })).status).toBe(400);
  });
});
