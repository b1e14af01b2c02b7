import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture } from '../../../test/ledger-fixture.js';
import { orderKit } from '../../../test/order-kit.js';

/**
 * The forwarder hand-over setup `finance-setup/workdocking` (issue #16, decision 0059): forwarders with
 * their hand-over details, deactivate / activate, the forwarding lookup answering from them; every rule
 * broken with nothing written.
 */
let t: TestApp;
let k: ReturnType<typeof orderKit>;
let fin: string;
let wh: string;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  k = orderKit(t);
  fin = await k.f.token('accountant');
  wh = await k.f.token('warehouse');
  tenantId = rows<{ id: number }>(
    await t.db.execute(sql`select min(id)::int id from sys_tenant where id > 0`),
  )[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const F = '/merchant/logistics/forwarding';
const call = <T = Record<string, unknown>>(
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  body?: unknown,
  token = fin,
  lang: 'en-US' | 'zh-CN' = 'en-US',
) => t.call<T>(method, url, { token, body, lang });
const body = (over: Record<string, unknown> = {}) => ({
  TenantId: tenantId,
  Type: 5,
  Name: '测试货代',
  NameEn: 'ZZ Test Forwarding',
  Contact: '王五',
  Phone: '0755-1234',
  Address: '深圳市福田区 1 号',
  HandoverWarehouse: '福田仓',
  HandoverTime: '17:30',
  Remark: '周六不收货',
  ...over,
});
const count = async () =>
  rows<{ n: number }>(await t.db.execute(sql`select count(*)::int n from base_forwarding_company`))[0]!.n;
type Row = { Id: number; Name: string; Address: string; HandoverTime: string; IsDeactivate: boolean };
type Lookup = { Records: { Id: number; Address: string; HandoverWarehouse: string; HandoverTime: string }[] };

describe('forwarders (finance-setup/workdocking)', () => {
  it('adds, changes, deactivates a forwarder; the lookup answers from it; every rule refused', async () => {
    // Grants: the setup screen is finance's and the administrators'.
    expect((await call('GET', F, undefined, wh)).status).toBe(403);
    expect((await call('POST', F, body(), wh)).status).toBe(403);
    expect((await t.call('GET', F, {})).body.Code).toBe(-100);

    const before = await count();
    const bad = async (over: Record<string, unknown>, field: string, message?: RegExp) => {
      const r = await call('POST', F, body(over));
      expect(r.status, field).toBe(400);
      expect(r.body.Code, field).not.toBe(0);
      expect(r.body.Data, field).toMatchObject({ Field: field });
      if (message) expect(r.body.Message).toMatch(message);
    };
    await bad({ TenantId: 999999 }, 'TenantId', /No such company/);
    await bad({ Type: 7 }, 'Type', /freight forwarder or customs broker/);
    await bad({ Name: ' ' }, 'Name', /Enter the forwarder name/);
    await bad({ HandoverTime: '25:00' }, 'HandoverTime', /HH:mm/);
    await bad({ HandoverTime: '5pm' }, 'HandoverTime');
    expect(await count()).toBe(before);
    // zh-CN message.
    const zh = await call('POST', F, body({ HandoverTime: '9:3' }), fin, 'zh-CN');
    expect(zh.body.Message).toBe('交接时间须为 HH:mm（00:00–23:59）');

    const c = await call<Row>('POST', F, body());
    expect(c.body.Code, c.body.Message).toBe(0);
    const id = c.body.Data.Id;
    expect(c.body.Data).toMatchObject({
      Address: '深圳市福田区 1 号',
      HandoverTime: '17:30',
      IsDeactivate: false,
    });
    // The same English name for the company and type (any case) → refused; another type is fine.
    await bad({ NameEn: 'zz test FORWARDING' }, 'Name', /already has a forwarder of this type/);
    expect(await count()).toBe(before + 1);
    const broker = await call<Row>('POST', F, body({ Type: 6, HandoverTime: '' }));
    expect(broker.body.Code, broker.body.Message).toBe(0);

    // Change: the details replaced; the lookup answers them.
    const u = await call<Row>('PUT', `${F}/${id}`, body({ Address: '香港葵涌 8 号', HandoverTime: '16:00' }));
    expect(u.body.Data).toMatchObject({ Address: '香港葵涌 8 号', HandoverTime: '16:00' });
    expect((await call('PUT', `${F}/999999`, body({ NameEn: 'Other' }))).status).toBe(404);
    const lookup = async () =>
      (await call<Lookup>('POST', '/merchant/common/forwarding', { tenantId, forwardingCompanyType: 5 }, wh))
        .body.Data.Records;
    expect((await lookup()).find((r) => r.Id === id)).toMatchObject({
      Address: '香港葵涌 8 号',
      HandoverWarehouse: '福田仓',
      HandoverTime: '16:00',
    });

    // Deactivated: listed on the screen, gone from the lookup; activated back.
    expect((await call('PUT', `${F}/${id}/deactivate`, {}, wh)).status).toBe(403);
    expect((await call('PUT', `${F}/${id}/deactivate`)).body.Data).toMatchObject({ IsDeactivate: true });
    expect((await lookup()).some((r) => r.Id === id)).toBe(false);
    const all = await call<{ Records: Row[] }>('GET', `${F}?TenantId=${tenantId}`);
    expect(all.body.Data.Records.find((r) => r.Id === id)).toMatchObject({ IsDeactivate: true });
    expect((await call('PUT', `${F}/999999/activate`)).status).toBe(404);
    await call('PUT', `${F}/${id}/activate`);
    expect((await lookup()).some((r) => r.Id === id)).toBe(true);

    // The administrator holds the screen too.
    expect((await call('GET', F, undefined, await k.f.token('admin'))).status).toBe(200);
  });
});
