import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { orderKit } from '../../../test/order-kit.js';

/**
 * The finance setup of couriers and customs declaration (issue #16, decision 0052): a courier's divisor
 * and accounts, deactivation; the declaration options and rule; the lookups answering from them; the
 * shipment's volumetric weight by its courier's divisor; the courier step's declaration; the part's HS
 * code on the commercial invoice. Every rule broken with nothing changed.
 */
let t: TestApp;
let k: ReturnType<typeof orderKit>;
let wh: string;
let fin: string;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
  wh = await k.f.token('warehouse');
  fin = await k.f.token('accountant');
  dir = mkdtempSync(join(tmpdir(), 'partdesk-declare-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

type Courier = {
  Id: number;
  Code: string;
  VolumetricDivisor: number;
  IsDeactivate: boolean;
  Accounts: unknown[];
};
const E = '/merchant/logistics/express';
const DC = '/merchant/logistics/declare';
const S = '/merchant/logistics/shipment';
const call = <T = Record<string, unknown>>(
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  body?: unknown,
  token = fin,
) => t.call<T>(method, url, { token, body, lang: 'en-US' });
const courierCount = async () =>
  rows<{ n: number }>(await t.db.execute(sql`select count(*)::int n from base_express_company`))[0]!.n;
const courierBody = (over: Record<string, unknown> = {}) => ({
  Code: 'ZZX',
  Name: '测试快递',
  NameEn: 'Test Express',
  VolumetricDivisor: 6000,
  Accounts: [{ AccountNo: '960001', AccountName: 'PartDesk SZ', IsDefault: true }],
  ...over,
});

describe('couriers (finance-setup/express)', () => {
  it('adds and changes a courier with its divisor and accounts; every rule refused with nothing written', async () => {
    // Grants: the warehouse and sales do not hold the setup screen; no session −100.
    expect((await call('GET', E, undefined, wh)).status).toBe(403);
    expect((await call('POST', E, courierBody(), await k.f.token('sales.rep'))).status).toBe(403);
    expect((await t.call('GET', E, {})).body.Code).toBe(-100);

    const before = await courierCount();
    const bad = async (over: Record<string, unknown>, field: string, message?: RegExp) => {
      const r = await call('POST', E, courierBody(over));
      expect(r.status, field).toBe(400);
      expect(r.body.Code, field).not.toBe(0);
      expect(r.body.Data, field).toMatchObject({ Field: field });
      if (message) expect(r.body.Message).toMatch(message);
    };
    await bad({ VolumetricDivisor: 0 }, 'VolumetricDivisor', /whole number from 1000 to 10000/);
    await bad({ VolumetricDivisor: 5000.5 }, 'VolumetricDivisor');
    await bad({ VolumetricDivisor: 20000 }, 'VolumetricDivisor');
    await bad({ Code: ' ' }, 'Code');
    await bad({ Code: 'dhl' }, 'Code', /DHL already exists/);
    await bad({ Name: '' }, 'Name');
    await bad({ Accounts: [{ AccountNo: '' }] }, 'Accounts[0].AccountNo');
    await bad({ Accounts: [{ AccountNo: 'A' }, { AccountNo: 'A' }] }, 'Accounts[1].AccountNo');
    await bad(
      {
        Accounts: [
          { AccountNo: 'A', IsDefault: true },
          { AccountNo: 'B', IsDefault: true },
        ],
      },
      'Accounts',
    );
    expect(await courierCount()).toBe(before);

    const created = await call<Courier>('POST', E, courierBody());
    expect(created.body.Code, created.body.Message).toBe(0);
    expect(created.body.Data).toMatchObject({ Code: 'ZZX', VolumetricDivisor: 6000, IsDeactivate: false });
    expect(created.body.Data.Accounts).toHaveLength(1);
    const id = created.body.Data.Id;
    const changed = await call<Courier>(
      'PUT',
      `${E}/${id}`,
      courierBody({ VolumetricDivisor: 8000, Accounts: [] }),
    );
    expect(changed.body.Data).toMatchObject({ VolumetricDivisor: 8000, Accounts: [] });
    const refused = await call('PUT', `${E}/${id}`, courierBody({ VolumetricDivisor: 999 }));
    expect(refused.status).toBe(400);
    expect((await call('PUT', `${E}/999999`, courierBody({ Code: 'ZZY' }))).status).toBe(404);
    const list = await call<{ Records: Courier[] }>('GET', E);
    expect(list.body.Data.Records.find((c) => c.Id === id)).toMatchObject({ VolumetricDivisor: 8000 });
    // The lookup carries the divisor (the warehouse reads it).
    const lookup = await call<{ Records: { Id: number; VolumetricDivisor: number }[] }>(
      'GET',
      '/merchant/common/business',
      undefined,
      wh,
    );
    expect(lookup.body.Data.Records.find((c) => c.Id === id)).toMatchObject({ VolumetricDivisor: 8000 });
  });
});

let n = 0;
/** A shipment of one notified line of `qty` pieces at unit price 2.5 (USD), picked and boxed 40×30×25. */
async function boxedShipment(qty = 10, part?: { id: number; mpn: string }) {
  const mpn = part?.mpn ?? `ZZDECL-${n++}`;
  const lot = await k.lot(qty, { mpn, brand: 'TI' });
  // The order line names the part: its lot must be of the same part (the kit's lots carry none).
  if (part) await t.db.execute(sql`update inv_lot set part_id = ${part.id} where id = ${lot}`);
  const o = await k.f.salesOrder({
    lines: [{ Mpn: mpn, Brand: 'TI', Quantity: qty, UnitPrice: '2.5', PartId: part?.id }],
  });
  await t.db.execute(sql`update crm_customer set credit_limit = 1000000 where id = ${o.customerId}`);
  await k.submit(o.id);
  await k.approveAll(o.id);
  const d = await k.detail(o.id);
  await k.put(o.id, 'notify', { Version: d.Version, Lines: [{ Id: d.Lines[0]!.Id, Quantity: qty }] });
  const c = await call<{ Id: number; Version: number }>('POST', S, { OrderIds: [o.id] }, wh);
  expect(c.body.Code, c.body.Message).toBe(0);
  const id = c.body.Data.Id;
  const p = await call<{ Version: number }>('PUT', `${S}/${id}/pick`, { Version: c.body.Data.Version }, wh);
  const sd = await call<{ Lines: { Id: number }[] }>('GET', `${S}/${id}`, undefined, wh);
  const b = await call<{ Version: number }>(
    'PUT',
    `${S}/${id}/boxes`,
    {
      Version: p.body.Data.Version,
      Boxes: [
        {
          Length: '40',
          Width: '30',
          Height: '25',
          GrossWeight: '5.5',
          NetWeight: '5',
          Lines: [{ LineId: sd.body.Data.Lines[0]!.Id, Quantity: qty }],
        },
      ],
    },
    wh,
  );
  expect(b.body.Code, b.body.Message).toBe(0);
  const tenantId = rows<{ t: number }>(
    await t.db.execute(sql`select tenant_id t from log_shipment where id = ${id}`),
  )[0]!.t;
  return { id, mpn, version: b.body.Data.Version, tenantId };
}
type ShipDetail = {
  Version: number;
  VolumetricDivisor: number;
  Boxes: { VolumetricWeight: string }[];
  DeclareId: number | null;
  DeclaredValue: string | null;
  DeclaredCurrency: string;
  CourierId: number | null;
};
const shipDetail = async (id: number) =>
  (await call<ShipDetail>('GET', `${S}/${id}`, undefined, wh)).body.Data;

describe('a shipment by its courier', () => {
  it('volumetric weight by the courier divisor; a deactivated courier refused', async () => {
    const c = await call<Courier>(
      'POST',
      E,
      courierBody({ Code: 'ZZV', VolumetricDivisor: 6000, Accounts: [] }),
    );
    const courierId = c.body.Data.Id;
    const s = await boxedShipment();
    // No courier yet: the default divisor 5000 → 40 × 30 × 25 / 5000 = 6.00.
    let d = await shipDetail(s.id);
    expect(d).toMatchObject({ VolumetricDivisor: 5000, Boxes: [{ VolumetricWeight: '6.00' }] });

    // Deactivated: refused on the shipment (naming CourierId), still listed with IsDeactivate.
    expect((await call('PUT', `${E}/${courierId}/deactivate`, {}, wh)).status).toBe(403);
    expect((await call('PUT', `${E}/${courierId}/deactivate`)).body.Data).toMatchObject({
      IsDeactivate: true,
    });
    const lookup = await call<{ Records: { Id: number; IsDeactivate: boolean }[] }>(
      'GET',
      '/merchant/common/business',
    );
    expect(lookup.body.Data.Records.find((x) => x.Id === courierId)).toMatchObject({ IsDeactivate: true });
    const dead = await call(
      'PUT',
      `${S}/${s.id}/courier`,
      { Version: s.version, CourierId: courierId, TrackingNo: '1Z' },
      wh,
    );
    expect(dead.status).toBe(400);
    expect(dead.body.Data).toMatchObject({ Field: 'CourierId' });
    expect((await shipDetail(s.id)).CourierId).toBeNull();
    expect((await call('PUT', `${E}/999999/activate`)).status).toBe(404);

    await call('PUT', `${E}/${courierId}/activate`);
    const ok = await call(
      'PUT',
      `${S}/${s.id}/courier`,
      { Version: s.version, CourierId: courierId, TrackingNo: '1Z' },
      wh,
    );
    expect(ok.body.Code, ok.body.Message).toBe(0);
    d = await shipDetail(s.id);
    // 30000 / 6000 = 5.00.
    expect(d).toMatchObject({ VolumetricDivisor: 6000, Boxes: [{ VolumetricWeight: '5.00' }] });
    expect(await k.ledgersClean()).toEqual([]);
  });
});

type Setup = {
  Options: { Id: number; Code: string; IsEnabled: boolean }[];
  Rule: {
    ValuePercent: string;
    Decimals: number;
    Currency: string;
    TolerancePercent: string;
    Content: string;
  };
};
const ruleOf = (over: Record<string, unknown> = {}) => ({
  Content: '按发票金额的 80% 申报',
  ContentEn: 'Declare 80% of the invoice value',
  ValuePercent: '80',
  Decimals: 0,
  Currency: '',
  TolerancePercent: '10',
  ...over,
});

describe('customs declaration (finance-setup/declare)', () => {
  it('options enabled / disabled and the rule, answered by the lookups; every rule refused', async () => {
    expect((await call('GET', DC, undefined, wh)).status).toBe(403);
    const setup = await call<Setup>('GET', DC);
    expect(setup.body.Code, setup.body.Message).toBe(0);
    const general = setup.body.Data.Options.find((o) => o.Code === 'GENERAL')!;
    expect(general, 'the system seed has the GENERAL option').toBeDefined();
    const s = await boxedShipment(10); // invoice 10 × 2.50 = 25.00 USD → 80 % = 20, ± 10 % → 18 … 22
    const rule = (over: Record<string, unknown> = {}) => ruleOf({ TenantId: s.tenantId, ...over });
    const ruleNow = async () => (await call<Setup>('GET', `${DC}?tenantId=${s.tenantId}`)).body.Data.Rule;
    const ruleBefore = await ruleNow();

    const bad = async (over: Record<string, unknown>, field: string) => {
      const r = await call('PUT', `${DC}/rule`, rule(over));
      expect(r.status, field).toBe(400);
      expect(r.body.Data, field).toMatchObject({ Field: field });
    };
    await bad({ ValuePercent: '0' }, 'ValuePercent');
    await bad({ ValuePercent: '120' }, 'ValuePercent');
    await bad({ ValuePercent: 'abc' }, 'ValuePercent');
    await bad({ ValuePercent: '80.123' }, 'ValuePercent');
    await bad({ Decimals: 3 }, 'Decimals');
    await bad({ TolerancePercent: '60' }, 'TolerancePercent');
    await bad({ Currency: 'XYZ' }, 'Currency');
    await bad({ Content: '' }, 'Content');
    await bad({ TenantId: 999999 }, 'TenantId');
    expect(await ruleNow()).toEqual(ruleBefore);

    const saved = await call<Setup['Rule']>('PUT', `${DC}/rule`, rule());
    expect(saved.body.Code, saved.body.Message).toBe(0);
    expect(saved.body.Data).toMatchObject({ ValuePercent: '80.00', Decimals: 0, TolerancePercent: '10.00' });
    const lookupRule = await call<Record<string, unknown>>(
      'GET',
      `/merchant/common/declare/getrule?tenantId=${s.tenantId}`,
      undefined,
      wh,
    );
    const mine = await call<Setup>('GET', `${DC}?tenantId=${s.tenantId}`);
    expect(mine.body.Data.Rule).toMatchObject({ ValuePercent: '80.00', TolerancePercent: '10.00' });
    expect(lookupRule.body.Data).toMatchObject({
      Content: 'Declare 80% of the invoice value',
      ValuePercent: '80.00',
      Decimals: 0,
    });

    expect((await call('PUT', `${DC}/999999/disable`)).status).toBe(404);
    expect((await call('PUT', `${DC}/${general.Id}/disable`)).body.Data).toMatchObject({ IsEnabled: false });
    const enabled = await call<{ Records: { Id: number }[] }>(
      'GET',
      '/merchant/common/declare/getenabledeclares',
      undefined,
      wh,
    );
    expect(enabled.body.Data.Records.map((r) => r.Id)).not.toContain(general.Id);
    const all = await call<{ Records: { Id: number; IsEnabled: boolean }[] }>(
      'GET',
      '/merchant/common/declare/getdeclares',
      undefined,
      wh,
    );
    expect(all.body.Data.Records.find((r) => r.Id === general.Id)).toMatchObject({ IsEnabled: false });

    // The courier step: a disabled option refused; a value without an option refused; outside the rule refused.
    const courierId = rows<{ id: number }>(
      await t.db.execute(
        sql`select id from base_express_company where not is_deactivate order by id limit 1`,
      ),
    )[0]!.id;
    const courier = (over: Record<string, unknown>) =>
      call(
        'PUT',
        `${S}/${s.id}/courier`,
        { Version: s.version, CourierId: courierId, TrackingNo: '1Z', ...over },
        wh,
      );
    const refused = async (over: Record<string, unknown>, field: string, message?: RegExp) => {
      const r = await courier(over);
      expect(r.status, field).toBe(400);
      expect(r.body.Data, field).toMatchObject({ Field: field });
      if (message) expect(r.body.Message).toMatch(message);
    };
    await refused({ DeclareId: general.Id }, 'DeclareId', /enabled declaration option/);
    await refused({ DeclaredValue: '20' }, 'DeclareId');
    await call('PUT', `${DC}/${general.Id}/enable`);
    await refused({ DeclareId: general.Id, DeclaredValue: '23' }, 'DeclaredValue', /from 18 to 22 USD/);
    await refused({ DeclareId: general.Id, DeclaredValue: '20.5' }, 'DeclaredValue');
    // A rule currency other than the shipment's converts at the day's rates; none → refused naming Currency.
    expect((await shipDetail(s.id)).DeclareId).toBeNull();

    let r = await courier({ DeclareId: general.Id });
    expect(r.body.Code, r.body.Message).toBe(0);
    let d = await shipDetail(s.id);
    expect(d).toMatchObject({ DeclareId: general.Id, DeclaredValue: '20.00', DeclaredCurrency: 'USD' });
    r = await call(
      'PUT',
      `${S}/${s.id}/courier`,
      {
        Version: d.Version,
        CourierId: courierId,
        TrackingNo: '1Z',
        DeclareId: general.Id,
        DeclaredValue: '21',
      },
      wh,
    );
    expect(r.body.Code, r.body.Message).toBe(0);
    d = await shipDetail(s.id);
    expect(d).toMatchObject({ DeclaredValue: '21.00' });

    // The rule in CNY: 25 USD × 7.12 (the fixture's rate) × 80 % … only when a rate exists.
    const cny = await call('PUT', `${DC}/rule`, rule({ Currency: 'CNY', TolerancePercent: '0' }));
    expect(cny.body.Code, cny.body.Message).toBe(0);
    r = await call(
      'PUT',
      `${S}/${s.id}/courier`,
      {
        Version: d.Version,
        CourierId: courierId,
        TrackingNo: '1Z',
        DeclareId: general.Id,
      },
      wh,
    );
    if (r.body.Code === 0) {
      d = await shipDetail(s.id);
      expect(d.DeclaredCurrency).toBe('CNY');
    } else {
      expect(r.body.Data).toMatchObject({ Field: 'Currency' });
    }
    await call('PUT', `${DC}/rule`, rule({ Currency: '' }));
    expect(await k.ledgersClean()).toEqual([]);
  });
});

describe('HS code on parts and the commercial invoice', () => {
  it('a part takes an HS code and origin (checked); the invoice prints them', async () => {
    const admin = await k.f.token('admin');
    const ti = rows<{ id: number }>(
      await t.db.execute(sql`select id from product_brand where name = 'TI'`),
    )[0]!.id;
    const mpn = 'ZZHS-CODE-1';
    const refusedCreate = await call(
      'POST',
      '/merchant/product/part',
      { Mpn: mpn, BrandId: ti, HsCode: '85' },
      admin,
    );
    expect(refusedCreate.body.Data).toMatchObject({ Field: 'HsCode' });
    const created = await call<{ Id: number }>(
      'POST',
      '/merchant/product/part',
      { Mpn: mpn, BrandId: ti },
      admin,
    );
    expect(created.body.Code, created.body.Message).toBe(0);
    const part = { id: created.body.Data.Id };
    const detail = await call<Record<string, unknown>>(
      'GET',
      `/merchant/product/part/${part!.id}`,
      undefined,
      admin,
    );
    const base = detail.body.Data;
    const put = (over: Record<string, unknown>) =>
      call(
        'PUT',
        `/merchant/product/part/${part!.id}`,
        {
          Mpn: base.Mpn,
          BrandId: base.BrandId,
          Version: base.Version,
          ...over,
        },
        admin,
      );
    const badHs = await put({ HsCode: '12AB' });
    expect(badHs.status).toBe(400);
    expect(badHs.body.Data).toMatchObject({ Field: 'HsCode' });
    const badCoo = await put({ HsCode: '8542.31', Coo: 'CHN' });
    expect(badCoo.body.Data).toMatchObject({ Field: 'Coo' });
    const ok = await put({ HsCode: '8542.31.9000', Coo: 'my' });
    expect(ok.body.Code, ok.body.Message).toBe(0);
    expect(ok.body.Data).toMatchObject({ HsCode: '8542319000', Coo: 'MY' });

    const s = await boxedShipment(4, { id: part.id, mpn });
    const inv = await t.app.inject({
      method: 'GET',
      url: `${S}/${s.id}/invoice?lang=en-US`,
      headers: { token: wh, 'accept-language': 'en-US' },
    });
    expect(inv.statusCode).toBe(200);
    const file = join(dir, 'invoice.pdf');
    writeFileSync(file, inv.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('8542319000');
    expect(text).not.toContain('has no HS code field');
  });
});
