import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { orderKit } from '../../../test/order-kit.js';

/**
 * The courier step's account and forwarder (issue #16, decision 0059): the account checked against the
 * courier's accounts (ours or the customer's), our default when absent; the forwarder an active one of the
 * shipment's company. Every rule broken with nothing changed.
 */
let t: TestApp;
let k: ReturnType<typeof orderKit>;
let wh: string;
let fin: string;
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
  wh = await k.f.token('warehouse');
  fin = await k.f.token('accountant');
});
afterAll(async () => {
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
const S = '/merchant/logistics/shipment';
const call = <T = Record<string, unknown>>(
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  body?: unknown,
  token = fin,
) => t.call<T>(method, url, { token, body, lang: 'en-US' });
const courierBody = (over: Record<string, unknown> = {}) => ({
  Code: 'ZZX',
  Name: '测试快递',
  NameEn: 'Test Express',
  VolumetricDivisor: 6000,
  Accounts: [{ AccountNo: '960001', AccountName: 'PartDesk SZ', IsDefault: true }],
  ...over,
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

describe('the courier step account (decision 0059)', () => {
  it('checked against the courier’s accounts (ours or the customer’s); absent → our default', async () => {
    const c = await call<Courier>(
      'POST',
      E,
      courierBody({
        Code: 'ZZA',
        Accounts: [
          { AccountNo: 'A-1', AccountName: 'spare', IsDefault: false, Remark: 'night' },
          { AccountNo: 'A-DEF', AccountName: 'monthly', IsDefault: true, Remark: '' },
        ],
      }),
    );
    expect(c.body.Code, c.body.Message).toBe(0);
    const courierId = c.body.Data.Id;
    const s = await boxedShipment();
    const customerId = rows<{ c: number }>(
      await t.db.execute(sql`select customer_id c from log_shipment where id = ${s.id}`),
    )[0]!.c;
    await t.db.execute(
      sql`insert into base_customer_express_account (customer_id, express_company_id, account_no, account_name)
          values (${customerId}, ${courierId}, 'CUST-9', 'collect')`,
    );
    const version = async () => (await shipDetail(s.id)).Version;
    // The select's source: ours (default first), then the customer's; the warehouse's grant.
    const acc = await call<{ Records: { AccountNo: string; Customer: boolean; Remark: string }[] }>(
      'GET',
      `${S}/${s.id}/courier-accounts?CourierId=${courierId}`,
      undefined,
      wh,
    );
    expect(acc.body.Data.Records.map((a) => [a.AccountNo, a.Customer])).toEqual([
      ['A-DEF', false],
      ['A-1', false],
      ['CUST-9', true],
    ]);
    expect(acc.body.Data.Records[1]!.Remark).toBe('night');
    const sales = await call(
      'GET',
      `${S}/${s.id}/courier-accounts?CourierId=${courierId}`,
      undefined,
      await k.f.token('sales.rep'),
    );
    expect(sales.status).toBe(403);

    // Unknown account (another courier's or made up): refused naming CourierAccount, nothing changed.
    for (const bad of ['NOPE', '960001']) {
      const r = await t.call('PUT', `${S}/${s.id}/courier`, {
        token: wh,
        lang: 'zh-CN',
        body: { Version: await version(), CourierId: courierId, CourierAccount: bad, TrackingNo: '1Z' },
      });
      expect(r.status, bad).toBe(400);
      expect(r.body.Code).not.toBe(0);
      expect(r.body.Data).toMatchObject({ Field: 'CourierAccount' });
      expect(r.body.Message).toContain('不是该快递公司已配置的账号');
      expect((await shipDetail(s.id)).CourierId).toBeNull();
    }
    const en = await call(
      'PUT',
      `${S}/${s.id}/courier`,
      { Version: await version(), CourierId: courierId, CourierAccount: 'NOPE', TrackingNo: '1Z' },
      wh,
    );
    expect(en.body.Message).toMatch(/courier account NOPE is not an account configured/);

    const detailAccount = async () =>
      (await call<{ CourierAccount: string }>('GET', `${S}/${s.id}`, undefined, wh)).body.Data.CourierAccount;
    // Absent → our default account with the courier.
    let r = await call(
      'PUT',
      `${S}/${s.id}/courier`,
      { Version: await version(), CourierId: courierId, TrackingNo: '1Z' },
      wh,
    );
    expect(r.body.Code, r.body.Message).toBe(0);
    expect(await detailAccount()).toBe('A-DEF');
    // Another of ours, and the customer's own.
    for (const no of ['A-1', 'CUST-9']) {
      r = await call(
        'PUT',
        `${S}/${s.id}/courier`,
        { Version: await version(), CourierId: courierId, CourierAccount: no, TrackingNo: '1Z' },
        wh,
      );
      expect(r.body.Code, r.body.Message).toBe(0);
      expect(await detailAccount()).toBe(no);
    }
    // A courier without accounts: absent → '' (none), a given one refused.
    const bare = await call<Courier>('POST', E, courierBody({ Code: 'ZZB', Accounts: [] }));
    r = await call(
      'PUT',
      `${S}/${s.id}/courier`,
      { Version: await version(), CourierId: bare.body.Data.Id, TrackingNo: '1Z' },
      wh,
    );
    expect(r.body.Code, r.body.Message).toBe(0);
    expect(await detailAccount()).toBe('');
    r = await call(
      'PUT',
      `${S}/${s.id}/courier`,
      { Version: await version(), CourierId: bare.body.Data.Id, CourierAccount: 'A-DEF', TrackingNo: '1Z' },
      wh,
    );
    expect(r.body.Data).toMatchObject({ Field: 'CourierAccount' });
    expect(await detailAccount()).toBe('');
    expect(await k.ledgersClean()).toEqual([]);
  });
});

describe('the forwarder on the courier step (decision 0059)', () => {
  it('an active forwarder of the shipment’s company, optional; others refused naming ForwarderId', async () => {
    const s = await boxedShipment();
    const courier = await call<Courier>('POST', E, courierBody({ Code: 'ZZF', Accounts: [] }));
    const F = '/merchant/logistics/forwarding';
    const add = async (tenantId: number, nameEn: string) =>
      (
        await call<{ Id: number }>('POST', F, {
          TenantId: tenantId,
          Type: 5,
          Name: nameEn,
          NameEn: nameEn,
          HandoverTime: '17:00',
        })
      ).body.Data.Id;
    const mine = await add(s.tenantId, 'ZZ Mine');
    const other = rows<{ id: number }>(
      await t.db.execute(
        sql`select id from sys_tenant where id not in (0, ${s.tenantId}) order by id limit 1`,
      ),
    )[0];
    const theirs = other ? await add(other.id, 'ZZ Theirs') : null;
    const dead = await add(s.tenantId, 'ZZ Dead');
    await call('PUT', `${F}/${dead}/deactivate`);
    const step = async (ForwarderId: number | null) =>
      call(
        'PUT',
        `${S}/${s.id}/courier`,
        {
          Version: (await shipDetail(s.id)).Version,
          CourierId: courier.body.Data.Id,
          TrackingNo: '1Z',
          ForwarderId,
        },
        wh,
      );
    for (const bad of [dead, 999999, ...(theirs ? [theirs] : [])]) {
      const r = await step(bad);
      expect(r.status, String(bad)).toBe(400);
      expect(r.body.Data).toMatchObject({ Field: 'ForwarderId' });
      expect(r.body.Message).toMatch(/forwarder does not exist, is deactivated/);
      expect((await shipDetail(s.id)).CourierId).toBeNull();
    }
    const ok = await step(mine);
    expect(ok.body.Code, ok.body.Message).toBe(0);
    const d = (
      await call<{ ForwarderId: number; ForwarderName: string }>('GET', `${S}/${s.id}`, undefined, wh)
    ).body.Data;
    expect(d).toMatchObject({ ForwarderId: mine, ForwarderName: 'ZZ Mine' });
    // Absent / null: none.
    expect((await step(null)).body.Code).toBe(0);
    expect(
      (await call<{ ForwarderId: null }>('GET', `${S}/${s.id}`, undefined, wh)).body.Data.ForwarderId,
    ).toBeNull();
  });
});
